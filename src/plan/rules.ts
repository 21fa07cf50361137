import { companions } from './companions.js';
import { configKeys } from './config-keys.js';
import { countedWiring } from './counted-wiring.js';
import { echoedValues } from './echoed-values.js';
import { attachEntries } from './entry-values.js';
import { envReferences } from './env-references.js';
import { existingReferences } from './existing-references.js';
import { existingThings } from './existing-things.js';
import { attachExampleValues } from './example-values.js';
import { fanOutSubscriptions } from './fan-out.js';
import { imageWorkloads } from './image-workloads.js';
import { inlineComponents } from './inline-components.js';
import { literalHolders } from './literal-components.js';
import { managedAttachments, managedThingsExist } from './managed-values.js';
import { namedComponents } from './named-components.js';
import { oneBlock } from './one-block.js';
import { partnerValues } from './partner-values.js';
import { PLAN_PHASES, type PlanPhase, type PlanRule } from './plan-rule.js';
import { plumbing } from './plumbing.js';
import { providerWiring } from './provider-wiring.js';
import { qualifiedSiblings } from './qualified-siblings.js';
import { requestComponents } from './request-components.js';
import { saidGrants } from './said-grants.js';
import { servicePrimaries } from './service-primaries.js';
import { attachLiterals, attachValidValues } from './stated-values.js';
import { attachFlags } from './switches.js';
import { subResources } from './sub-resources.js';
import { attachTags, tagsNotThings } from './tag-values.js';
import { valuesNotThings } from './values-not-things.js';
import { attachExampleVersions, attachVersions } from './version-values.js';

/**
 * The offline planner's rules, in the order they run (by phase, then as listed): each reads what the ones
 * before it planned. The id each records on the plan says why an item is there.
 */
export const OFFLINE_RULES: readonly PlanRule[] = [
  // What the request's parts name.
  requestComponents,
  // What the user has already ("the default VPC", "the SSH public key comes from config") is not created.
  existingThings,
  // A thing the provider manages, named ("the AWSGlueServiceRole managed policy"): attached, not created.
  managedThingsExist,
  // A service named with nothing of it ("served through CloudFront").
  servicePrimaries,
  // "an Aurora cluster with two database instances" → ClusterInstance.
  qualifiedSiblings,
  // A rare resource a planned parent takes inline.
  inlineComponents,
  // A setting said of a component that is a resource of its own (a bucket's versioning).
  subResources,
  // A literal no planned component can hold (an e-mail address → a topic subscription).
  literalHolders,
  // A container image nothing planned runs, on Kubernetes: the workload that runs it.
  imageWorkloads,
  // What only a program's purpose says it needs (a REST API's deployment and stage).
  companions,
  // A component package the request names stands for what it makes.
  namedComponents,
  // A clause that says a listed value of a planned component's input is that setting, not a thing of its own.
  valuesNotThings,
  // "tag it Name=bastion" states a tag, it asks for no tag resource.
  tagsNotThings,
  // The schemas' required references, and every relation between planned components.
  plumbing,
  // A grant the request says between two of its things, through the identity one runs as.
  saidGrants,
  // An environment variable the request says takes one of its things ("REPORT_BUCKET that points at a bucket").
  envReferences,
  // A provider built from a planned resource of another package (a cluster's kubeconfig).
  providerWiring,
  // The attachment of a managed thing the request names to the planned component nearest its name.
  managedAttachments,
  // Stated values: a product's version (as its input or its examples write it), literals, valid values said in
  // words, switches.
  attachVersions,
  attachExampleVersions,
  attachLiterals,
  attachTags,
  // "a ConfigMap with LOG_LEVEL=info": an entry of the settings map of what its clause names.
  attachEntries,
  attachValidValues,
  attachExampleValues,
  attachFlags,
  // What a thing the user has is known by, on the inputs that refer to its kind ("the existing VPC vpc-0a1b…").
  existingReferences,
  // A value that names a list entry the resource declares ("partition key UserId") states the entry.
  echoedValues,
  // A topic that delivers to several targets, one subscription each.
  fanOutSubscriptions,
  // Relations real programs show through inputs whose names say nothing (a subscription's `endpoint`), where
  // the request states no value for that input.
  countedWiring,
  // The kind a planned reference implies (a subscription to a queue has the protocol `sqs`).
  partnerValues,
  configKeys,
  // Values and relations that fell into two blocks of the same inputs go into one.
  oneBlock,
];

/**
 * Rules in the order the planner runs them: phase by phase ({@link PLAN_PHASES}), each phase as listed; only
 * the rules of `phases` when given.
 */
export function ruleOrder(
  rules: readonly PlanRule[],
  phases: readonly PlanPhase[] = PLAN_PHASES,
): PlanRule[] {
  return PLAN_PHASES.filter((phase) => phases.includes(phase)).flatMap((phase) =>
    rules.filter((rule) => rule.phase === phase),
  );
}
