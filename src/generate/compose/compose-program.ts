import type { Conventions } from '../../config/repo-config.js';
import { applyConventionTags } from './conventions.js';
import type { Plan, PlannedComponent, StatedValue } from '../../plan/types.js';
import { importAlias, isComponentRecord, recordName } from '../../snapshot/record-facts.js';
import type { Snapshot, SnapshotRecord } from '../../snapshot/types.js';
import { printValue } from './arg-value.js';
import { fillRequired, setStated, type ArgsContext } from './component-args.js';
import { completeKubernetes } from './kubernetes-workloads.js';
import { connectDelivery } from './delivery.js';
import { copiesOf } from './fan-out.js';
import { missingPlumbing, wireReferences, type Instance } from './wiring.js';

export interface ComposedProgram {
  readonly program: string;
  /** What the composer could not do as planned (a stated value with no input to hold it). */
  readonly notes: readonly string[];
}

const RESERVED = new Set(
  'break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof new null return super switch this throw true try typeof var void while with yield let static implements interface package private protected public await config pulumi'.split(
    ' ',
  ),
);

function camelCase(text: string): string {
  const words = text.split(/[^A-Za-z0-9]+/).filter((w) => w !== '');
  const joined = words
    .map((w, i) =>
      i === 0 ? w.charAt(0).toLowerCase() + w.slice(1) : w.charAt(0).toUpperCase() + w.slice(1),
    )
    .join('');
  const safe = /^[0-9]/.test(joined) ? `r${joined}` : joined;
  return safe === '' ? 'resource' : RESERVED.has(safe) ? `${safe}Resource` : safe;
}

function kebabCase(variable: string): string {
  return variable.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** The planned components with records, plus plumbing their required inputs need and the plan lacks. */
function componentsWithPlumbing(
  plan: Plan,
  snapshot: Snapshot,
): { component: PlannedComponent; record: SnapshotRecord }[] {
  const planned = plan.components
    .map((component) => ({ component, record: snapshot.get(component.token) }))
    .filter(
      (item): item is { component: PlannedComponent; record: SnapshotRecord } => item.record !== undefined,
    );
  const stated = new Set(
    plan.components.flatMap((c) => c.values.map((v) => `${c.token}#${v.input.split('.')[0] ?? v.input}`)),
  );
  const extra = missingPlumbing(
    planned.map((p) => p.record),
    snapshot,
    stated,
  ).map((record) => ({
    component: {
      id: recordName(record),
      token: record.token,
      role: `needed by another component`,
      origin: 'plumbing' as const,
      count: 1,
      values: [],
      alternatives: [],
    },
    record,
  }));
  // Plumbing first: what others reference is declared before them.
  return [...extra, ...planned];
}

function instancesOf(plan: Plan, snapshot: Snapshot, namePrefix: string): Instance[] {
  const used = new Set<string>();
  const perToken = new Map<string, number>();
  const instances: Instance[] = [];
  for (const { component, record } of componentsWithPlumbing(plan, snapshot)) {
    const copies = copiesOf(plan, component, record);
    for (let n = 0; n < copies; n++) {
      let variable = camelCase(copies > 1 ? `${component.id} ${n + 1}` : component.id);
      for (let suffix = 2; used.has(variable); suffix++) variable = `${camelCase(component.id)}${suffix}`;
      used.add(variable);
      const index = perToken.get(record.token) ?? 0;
      perToken.set(record.token, index + 1);
      instances.push({
        componentId: component.id,
        origin: component.origin,
        record,
        variable,
        name: `${namePrefix}${kebabCase(variable)}`,
        index,
        copy: n,
        args: {},
        deps: new Set(),
      });
    }
  }
  return instances;
}

/** Dependencies first, plan order otherwise. */
function ordered(instances: readonly Instance[]): Instance[] {
  const done = new Set<string>();
  const out: Instance[] = [];
  const visit = (instance: Instance, path: Set<string>): void => {
    if (done.has(instance.variable) || path.has(instance.variable)) return;
    path.add(instance.variable);
    for (const dep of instance.deps) {
      const target = instances.find((i) => i.variable === dep);
      if (target !== undefined) visit(target, path);
    }
    done.add(instance.variable);
    out.push(instance);
  };
  for (const instance of instances) visit(instance, new Set());
  return out;
}

const EXPORTED_OUTPUTS = [
  'url',
  'endpoint',
  'invokeUrl',
  'dnsName',
  'address',
  'publicIp',
  'fqdn',
  'arn',
  'name',
  'bucket',
];

function exportLine(instance: Instance): string | undefined {
  if (instance.origin !== 'request' || instance.record.kind !== 'resource') return undefined;
  if (instance.record.provider === 'kubernetes') {
    return `export const ${instance.variable}Name = ${instance.variable}.metadata.name;`;
  }
  const outputs = new Set(instance.record.outputs.map((o) => o.name));
  const exported = EXPORTED_OUTPUTS.find((name) => outputs.has(name));
  // A component resource has no `id`: its ids are outputs of their own (`vpcId`, `privateSubnetIds`).
  const names =
    exported !== undefined
      ? [exported]
      : !isComponentRecord(instance.record)
        ? ['id']
        : instance.record.outputs
            .filter(
              (o) =>
                /(?:Ids?|Urls?|Arns?)$/.test(o.name) &&
                /Output<string(?:\[\])?(?: \| undefined)?>/.test(o.type),
            )
            .map((o) => o.name);
  if (names.length === 0) return undefined;
  return names
    .map(
      (output) =>
        `export const ${instance.variable}${output.charAt(0).toUpperCase()}${output.slice(1)} = ${instance.variable}.${output};`,
    )
    .join('\n');
}

function declaration(instance: Instance): string {
  const alias = importAlias(instance.record.provider);
  const path = `${alias}${instance.record.tsName.slice(instance.record.tsName.indexOf('.'))}`;
  const args = Object.keys(instance.args).length === 0 ? '' : `, ${printValue(instance.args, '')}`;
  if (instance.record.kind === 'function') {
    return `const ${instance.variable} = ${path}Output(${printValue(instance.args, '')});`;
  }
  return `const ${instance.variable} = new ${path}(${JSON.stringify(instance.name)}${args});`;
}

/**
 * The values one instance of a component carries. Several values for the same input of a counted component
 * are one per instance ("two queues, `TemperatureSqsQueue` and `HumiditySqsQueue`": each queue its name);
 * otherwise every instance carries every value (three attribute names are three attributes of one table).
 */
function valuesOfInstance(component: PlannedComponent | undefined, instance: Instance): StatedValue[] {
  if (component === undefined) return [];
  const nth = component.count > 1 ? instance.copy : 0;
  return component.values.filter((value) => {
    const same = component.values.filter((v) => v.input === value.input);
    if (component.count <= 1 || same.length <= 1 || same.length > component.count) return true;
    return same.indexOf(value) === nth;
  });
}

/** The npm package of a provider as the snapshot's manifest records it (bundled or built on demand). */
function packageOf(snapshot: Snapshot, provider: string): string {
  const entry = snapshot.manifest.providers[provider];
  if (entry === undefined) throw new Error(`the snapshot has no package for provider '${provider}'`);
  return entry.package;
}

/**
 * The offline composer: a program built from the plan, not pasted from examples. One resource per planned
 * component (times its count), the stated values at their inputs, every required input filled from the
 * schema, references wired by type, plumbing declared once and shared, config keys for what only the user can
 * choose, and exports of what a user needs next.
 */
export function composeProgram(plan: Plan, snapshot: Snapshot, conventions?: Conventions): ComposedProgram {
  const notes: string[] = [];
  const instances = instancesOf(plan, snapshot, conventions?.namePrefix ?? '');
  const config = new Map<string, string>();
  const configValue = (key: string, secret: boolean, fallback?: string): string => {
    const expression = secret
      ? `config.requireSecret(${JSON.stringify(key)})`
      : fallback === undefined
        ? `config.require(${JSON.stringify(key)})`
        : `config.get(${JSON.stringify(key)}) ?? ${JSON.stringify(fallback)}`;
    config.set(key, expression);
    return expression;
  };
  for (const instance of instances) {
    const component = plan.components.find((c) => c.id === instance.componentId);
    const user = plan.relations.find((r) => r.to === instance.componentId);
    const usedBy =
      user === undefined ? undefined : instances.find((i) => i.componentId === user.from)?.record.module;
    const context: ArgsContext = {
      snapshot,
      record: instance.record,
      name: instance.name,
      index: instance.index,
      alias: importAlias(instance.record.provider),
      configValue,
      ...(usedBy !== undefined ? { usedByModule: usedBy } : {}),
    };
    for (const value of valuesOfInstance(component, instance)) {
      if (!setStated(instance.args, instance.record.inputs, value.input.split('.'), value.value, context)) {
        notes.push(`${instance.record.tsName} has no input \`${value.input}\` for "${value.text}"`);
      }
    }
    applyConventionTags(instance, conventions);
    wireReferences(instance, instances, plan, context);
    connectDelivery(instance, instances);
    fillRequired(instance.args, instance.record.inputs, context);
  }
  completeKubernetes(instances);
  const body = ordered(instances).map(declaration);
  const exports = instances.map(exportLine).filter((line): line is string => line !== undefined);
  const providers = [...new Set(instances.map((i) => i.record.provider))].sort();
  const text = [...body, ...exports].join('\n');
  const needsPulumi = config.size > 0 || /\bpulumi\./.test(text);
  const lines = [
    ...(needsPulumi ? ['import * as pulumi from "@pulumi/pulumi";'] : []),
    // The package comes from the snapshot (`@pulumiverse/vercel`), never from the provider's name.
    ...providers.map((p) => `import * as ${importAlias(p)} from "${packageOf(snapshot, p)}";`),
    '',
    ...(config.size > 0 ? ['const config = new pulumi.Config();', ''] : []),
    ...body.flatMap((line) => [line, '']),
    ...exports,
  ];
  return { program: `${lines.join('\n').trimEnd()}\n`, notes };
}
