import { analyse, splitIdentifier } from '../language/terms.js';
import { deepPathSaid, inputSlots } from './input-slots.js';
import { programKnowledge } from '../snapshot/read-knowledge.js';
import type { Dependent } from '../snapshot/program-knowledge.js';
import type { Snapshot } from '../snapshot/types.js';
import { DraftEdits, type DraftComponent, type PlanDraft } from './draft.js';
import { standaloneFor } from './inline-components.js';
import type { PlanRule } from './plan-rule.js';

/**
 * The fewest programs (doc examples and public programs) that must wire an input of one resource to an output
 * of another before two planned components of those kinds are related through it. Three: one doc page shows
 * what its own resource needs, and a pair seen once or twice is a curiosity (an SQS queue read by a Lambda
 * function's environment), not how the two are joined.
 */
export const WIRING_SUPPORT = 3;

/**
 * The counted input through which `owner` most often takes an output of `target`, when it is common enough; or,
 * counted for none of its own, the input by which its kin does, when `owner` has that input: a bucket's
 * `BucketIAMMember` takes a service account's e-mail in `member` as the project's `IAMMember` does in
 * programs (docs of a bucket's member write a user's address instead).
 */
export function countedInput(snapshot: Snapshot, owner: string, target: string): Dependent | undefined {
  const dependents = (programKnowledge(snapshot)?.resources[target]?.dependents ?? []).filter(
    (d) => d.support >= WIRING_SUPPORT && outputFits(snapshot, d, target),
  );
  const own = dependents.find((d) => d.token === owner);
  if (own !== undefined) return own;
  const inputs = snapshot.get(owner)?.inputs.map((i) => i.name) ?? [];
  const kin = dependents.find((d) => kindred(d.token, owner) && inputs.includes(d.input.split('.')[0] ?? ''));
  return kin === undefined ? undefined : { ...kin, token: owner };
}

/**
 * Whether the output counted is one the input can take whole: programs that read inside a block of it
 * (`deployment.spec.template.metadata.labels`) are counted by the block's name, and a block (`DeploymentSpec`)
 * is a value only of an input of its own type, not of a Service's `spec.selector`.
 */
function outputFits(snapshot: Snapshot, wiring: Dependent, target: string): boolean {
  const output = snapshot.get(target)?.outputs.find((o) => o.name === wiring.output);
  const block = /\boutputs\.[\w.]*\.(\w+)>*$/.exec(output?.type ?? '')?.[1];
  if (block === undefined) return true;
  const owner = snapshot.get(wiring.token);
  const slot =
    owner === undefined ? undefined : inputSlots(snapshot, owner).find((s) => s.path === wiring.input);
  return slot === undefined || slot.input.type.includes(block);
}

/**
 * Two resources of one provider are kin when one's type name ends with the other's whole name of two words or
 * more: `BucketIAMMember` and `IAMMember`, `TopicIAMMember` (a member of what each grants on). Each is the
 * same kind of thing, so what programs wire to one's inputs they wire to the other's of the same name. (A
 * name of one word says less: a `ListenerRule` is no `Rule` of AWS Config.)
 */
function kindred(a: string, b: string): boolean {
  const [providerA, , typeA = ''] = a.split(':');
  const [providerB, , typeB = ''] = b.split(':');
  if (providerA !== providerB || typeA === typeB) return false;
  const [short, long] = typeA.length < typeB.length ? [typeA, typeB] : [typeB, typeA];
  return (
    splitIdentifier(short).length >= 2 &&
    long.endsWith(short) &&
    /[a-z\d]/.test(long.charAt(long.length - short.length - 1))
  );
}

/** Whether the plan relates the two components already, either way round. */
export function related(draft: PlanDraft, a: DraftComponent, b: DraftComponent): boolean {
  return draft.relations.some(
    (r) => (r.from === a.id && r.to === b.id) || (r.from === b.id && r.to === a.id),
  );
}

/**
 * A wiring counted through a block that a planned resource of its own stands for goes to that resource's
 * input of the same name: a route table's `routes.gatewayId` is the planned `Route`'s `gatewayId`.
 */
function relateChild(
  work: DraftEdits,
  child: DraftComponent,
  target: DraftComponent,
  wiring: Dependent,
): void {
  const input = wiring.input.slice(wiring.input.indexOf('.') + 1);
  if (!child.record.inputs.some((i) => i.name === input) || related(work.draft, child, target)) return;
  work.apply({
    kind: 'relate',
    relation: {
      from: child.id,
      to: target.id,
      via: input,
      output: wiring.output,
      text: `${child.role} → ${target.role} (${input})`,
    },
  });
}

/**
 * Relations the schemas cannot name but real programs show: an input whose name says nothing of what it takes
 * (a topic subscription's `endpoint` takes a queue's ARN; a Fargate service's container `portMappings.targetGroup`
 * the load balancer's default target group). Two planned components not yet related are related through the
 * input of one that real programs most often wire to the other ({@link WIRING_SUPPORT} programs at least);
 * a plumbing resource only to what it is a companion of (a subscription planned for a topic and a queue),
 * unless the request states a value for that input itself (an e-mail subscription's `endpoint`) or another
 * relation takes it already (a data source's `apiId` wired to one API is not wired to a second): so it runs
 * once the stated values are attached, and after the fan-out has planned one subscription per target.
 */
export const countedWiring: PlanRule = {
  id: 'counted-wiring',
  phase: 'settle',
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    const wordsOf = (component: DraftComponent): ReadonlySet<string> =>
      new Set(analyse([...component.sentences].map((i) => request.sentences[i] ?? '').join(' ')));
    for (const owner of draft.components) {
      for (const target of draft.components) {
        if (owner.id === target.id || owner.record.token === target.record.token) continue;
        // Plumbing is related by the schemas; a companion besides, to what it was planned for.
        if (owner.origin === 'plumbing' && !(owner.companionOf ?? []).includes(target.id)) continue;
        if (related(work.draft, owner, target)) continue;
        const wiring = countedInput(snapshot, owner.record.token, target.record.token);
        if (wiring === undefined) continue;
        const child = standaloneFor(owner, work.components, wiring.input);
        if (child !== undefined) {
          relateChild(work, child, target, wiring);
          continue;
        }
        // A companion planned for another joins the owner deep inside only through a block the request says:
        // a secret's version is no repository's `remoteRepositoryConfig.….passwordSecretVersion` when the
        // repository mirrors nothing (two things asked for are joined however programs join them).
        const forAnother = target.origin === 'plumbing' && !(target.companionOf ?? []).includes(owner.id);
        if (forAnother && !deepPathSaid(wiring.input, wordsOf(owner))) continue;
        const on = (input: string): boolean => input === wiring.input || input.startsWith(`${wiring.input}.`);
        // The input stated, or already taken by a relation to another component (one `apiId`, one API).
        if (owner.values.some((v) => on(v.input))) continue;
        if (work.draft.relations.some((r) => r.from === owner.id && r.via !== undefined && on(r.via)))
          continue;
        work.apply({
          kind: 'relate',
          relation: {
            from: owner.id,
            to: target.id,
            // With the output programs give it: an origin's `domainName` takes a bucket's regional domain
            // name, not the id the schemas' naming would pick.
            via: wiring.input,
            output: wiring.output,
            text: `${owner.role} → ${target.role} (${wiring.input})`,
          },
        });
      }
    }
    return work.edits;
  },
};
