import { literalFamilies, literalOwners, type LiteralOwners } from './literal-owners.js';
import { programDeclarations, type DeclarationSchema } from './program-declarations.js';
import type { SnapshotRecord } from './types.js';

/**
 * What real programs declare together and how they wire it, counted at snapshot build time from the
 * providers' doc examples (in the records) and public Pulumi programs (pulumi/examples, pulumi/templates),
 * and shipped in the snapshot as `knowledge/programs.json`. The planner reads its companions from it: a
 * resource that takes an output of a planned one in most programs that declare the planned one.
 *
 * The file is a pure function of the snapshot's records and the public programs' evidence (what each
 * declares and wires, with its repository and folder), which the file itself keeps: rebuilt without the
 * public programs at hand, the builder reuses that evidence, so the file is reproducible from the snapshot
 * alone (`npm run check:index -- --rebuild` compares it byte for byte).
 */

import { KNOWLEDGE_FORMAT } from './read-knowledge.js';
export { KNOWLEDGE_FILE, KNOWLEDGE_FORMAT, programKnowledge } from './read-knowledge.js';

/** One program's evidence: where it is from, the resources it declares, and who takes whose output. */
export interface ProgramEvidence {
  /** `github.com/pulumi/examples/aws-ts-s3-folder`, or `doc:<token>` for a record's doc example. */
  readonly source: string;
  /** The resource tokens it declares, sorted, each once. */
  readonly declares: readonly string[];
  /**
   * `<token> <input> <token of what it reads>.<output>` (output '' for the whole resource), sorted, each once:
   * `aws:iam/rolePolicyAttachment:RolePolicyAttachment role aws:iam/role:Role.name`.
   */
  readonly wires: readonly string[];
}

/** A resource whose input takes an output of another, counted over programs. */
export interface Dependent {
  readonly token: string;
  readonly input: string;
  readonly output: string;
  /** Programs in which it does (its own doc page too: how it is wired is as true there). */
  readonly support: number;
  /** Up to three of those programs (their sources), for provenance. */
  readonly seenIn: readonly string[];
}

export interface ResourceKnowledge {
  /** Programs that declare it. */
  readonly programs: number;
  /**
   * Resources that take an output of it through any input, most first: `[token, programs in which one does,
   * programs of that resource's own doc page that declare this one]`. A program counts once however many
   * inputs read it, and never on the taker's own doc page, which shows what the taker needs, not what needs
   * it; the third figure is what to take off {@link programs} to compare.
   */
  readonly takers: readonly (readonly [string, number, number])[];
  /** Resources declared beside it: token → programs declaring both (two or more), most first. */
  readonly together: readonly (readonly [string, number])[];
  /** Resources that take an output of it (`Deployment.restApi ← RestApi.id`), most support first. */
  readonly dependents: readonly Dependent[];
}

export interface ProgramKnowledge {
  readonly format: number;
  readonly sources: readonly {
    readonly kind: string;
    readonly repository?: string;
    readonly programs: number;
  }[];
  readonly resources: Readonly<Record<string, ResourceKnowledge>>;
  /** The public programs' evidence, kept so the file can be rebuilt without them. */
  readonly publicPrograms: readonly ProgramEvidence[];
  /** Values the doc examples of one provider alone write (`us-central1` → gcp), see `literal-owners.ts`. */
  readonly literals?: LiteralOwners;
  /** Families of such values (`cache.` → aws), see `literal-owners.ts`. */
  readonly literalFamilies?: LiteralOwners;
}

/** How many resources declared together are kept per resource (the rest say little). */
const TOGETHER_KEPT = 15;
const DEPENDENTS_KEPT = 25;
const SEEN_IN_KEPT = 3;

/** The evidence of one program's text. */
export function programEvidence(source: string, code: string, schema: DeclarationSchema): ProgramEvidence {
  const declarations = programDeclarations(code, schema);
  const declares = new Set<string>();
  const wires = new Set<string>();
  for (const declaration of declarations) {
    if (declaration.kind !== 'resource') continue;
    declares.add(declaration.token);
    for (const wire of declaration.wired) {
      const read = declarations[wire.declaration];
      if (read === undefined || read.kind !== 'resource' || wire.path.startsWith('@')) continue;
      wires.add(`${declaration.token} ${wire.path} ${read.token}.${wire.output}`);
    }
  }
  return { source, declares: [...declares].sort(), wires: [...wires].sort() };
}

/** The evidence of every distinct doc example of the records, each attributed to the first record it is on. */
export function docExampleEvidence(
  records: readonly SnapshotRecord[],
  schema: DeclarationSchema,
): ProgramEvidence[] {
  const seen = new Set<string>();
  const out: ProgramEvidence[] = [];
  for (const record of records) {
    for (const example of record.examples) {
      if (seen.has(example.code)) continue;
      seen.add(example.code);
      const evidence = programEvidence(`doc:${record.token}`, example.code, schema);
      if (evidence.declares.length > 0) out.push(evidence);
    }
  }
  return out;
}

const byCountThenName = <T extends readonly [string, number]>(a: T, b: T): number =>
  b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

interface Tally {
  programs: number;
  readonly together: Map<string, number>;
  readonly takers: Map<string, number>;
  /** Taker token → programs of its own doc page that declare this resource. */
  readonly ownPages: Map<string, number>;
  readonly dependents: Map<string, { support: number; seenIn: string[] }>;
}

function tallyOf(tallies: Map<string, Tally>, token: string): Tally {
  let tally = tallies.get(token);
  if (tally === undefined) {
    tally = {
      programs: 0,
      together: new Map(),
      takers: new Map(),
      ownPages: new Map(),
      dependents: new Map(),
    };
    tallies.set(token, tally);
  }
  return tally;
}

function count(tallies: Map<string, Tally>, evidence: ProgramEvidence): void {
  const page = evidence.source.startsWith('doc:') ? evidence.source.slice(4) : undefined;
  for (const token of evidence.declares) {
    const tally = tallyOf(tallies, token);
    tally.programs += 1;
    if (page !== undefined && page !== token) tally.ownPages.set(page, (tally.ownPages.get(page) ?? 0) + 1);
    for (const other of evidence.declares) {
      if (other !== token) tally.together.set(other, (tally.together.get(other) ?? 0) + 1);
    }
  }
  const takes = new Set<string>();
  for (const wire of evidence.wires) {
    const [from = '', input = '', read = ''] = wire.split(' ');
    const dot = read.lastIndexOf('.');
    takes.add(`${read.slice(0, dot)} ${from}`);
    const key = `${from} ${input} ${read.slice(dot + 1)}`;
    const dependents = tallyOf(tallies, read.slice(0, dot)).dependents;
    const entry = dependents.get(key) ?? { support: 0, seenIn: [] };
    entry.support += 1;
    if (entry.seenIn.length < SEEN_IN_KEPT && !entry.seenIn.includes(evidence.source))
      entry.seenIn.push(evidence.source);
    dependents.set(key, entry);
  }
  for (const pair of takes) {
    const [read = '', from = ''] = pair.split(' ');
    if (from === page) continue;
    const takers = tallyOf(tallies, read).takers;
    takers.set(from, (takers.get(from) ?? 0) + 1);
  }
}

function finish(tally: Tally): ResourceKnowledge {
  const dependents = [...tally.dependents]
    .map(([key, { support, seenIn }]): Dependent => {
      const [token = '', input = '', output = ''] = key.split(' ');
      return { token, input, output, support, seenIn };
    })
    .sort((a, b) =>
      byCountThenName(
        [`${a.token} ${a.input} ${a.output}`, a.support],
        [`${b.token} ${b.input} ${b.output}`, b.support],
      ),
    )
    .slice(0, DEPENDENTS_KEPT);
  return {
    programs: tally.programs,
    takers: [...tally.takers]
      .sort(byCountThenName)
      .slice(0, DEPENDENTS_KEPT)
      .map(([token, n]) => [token, n, tally.ownPages.get(token) ?? 0] as const),
    together: [...tally.together]
      .filter(([, n]) => n >= 2)
      .sort(byCountThenName)
      .slice(0, TOGETHER_KEPT),
    dependents,
  };
}

/** Counts the doc examples' and the public programs' evidence into the shipped knowledge. */
export function countKnowledge(
  docs: readonly ProgramEvidence[],
  publicPrograms: readonly ProgramEvidence[],
): ProgramKnowledge {
  const tallies = new Map<string, Tally>();
  // Counted in source order, however they were read, so the same evidence gives the same bytes.
  const sorted = [...publicPrograms].sort((a, b) => (a.source < b.source ? -1 : a.source > b.source ? 1 : 0));
  for (const evidence of [...docs, ...sorted]) count(tallies, evidence);
  const repositories = new Map<string, number>();
  for (const program of publicPrograms) {
    const repository = program.source.split('/').slice(0, 3).join('/');
    repositories.set(repository, (repositories.get(repository) ?? 0) + 1);
  }
  const tokens = [...tallies.keys()].sort();
  return {
    format: KNOWLEDGE_FORMAT,
    sources: [
      { kind: 'doc-examples', programs: docs.length },
      ...[...repositories]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([repository, programs]) => ({ kind: 'public', repository, programs })),
    ],
    resources: Object.fromEntries(tokens.map((token) => [token, finish(tallies.get(token)!)])),
    publicPrograms: sorted,
  };
}

/** The file's bytes: one JSON text, keys in a fixed order, so the same inputs give the same bytes. */
export function encodeKnowledge(knowledge: ProgramKnowledge): Buffer {
  return Buffer.from(`${JSON.stringify(knowledge)}\n`, 'utf8');
}

/**
 * The knowledge file of a set of records: their doc examples counted with the public programs' evidence.
 */
export function knowledgeFile(
  records: readonly SnapshotRecord[],
  schema: DeclarationSchema,
  publicPrograms: readonly ProgramEvidence[],
): Buffer {
  return encodeKnowledge({
    ...countKnowledge(docExampleEvidence(records, schema), publicPrograms),
    literals: literalOwners(records),
    literalFamilies: literalFamilies(records),
  });
}
