import type { ChatMessage } from '../model/chat-model.js';
import type { ProviderPin } from '../shared/project.js';
import { OUTPUT_FORMAT, packageLines, SYSTEM_RULES } from '../prompt/build-prompt.js';
import { fitSchemas } from '../prompt/fit-schemas.js';
import { usageOf } from '../prompt/input-focus.js';
import { mentionsOf } from '../prompt/rank-inputs.js';
import type { RegistrySearch } from '../retrieve/types.js';
import type { Snapshot, SnapshotRecord } from '../snapshot/types.js';
import type { RepairFeedback } from '../verify/ladder.js';
import type { Finding } from '../verify/types.js';
import { referencedRecordNames } from '../prompt/program-references.js';

export interface SchemaLookup {
  readonly snapshot: Snapshot;
  readonly search: RegistrySearch;
  /** The records retrieved for the request: the first place a bare type name is looked up. */
  readonly retrieved: readonly SnapshotRecord[];
  readonly providers: readonly string[];
}

function lastSegment(name: string): string {
  return name.slice(name.lastIndexOf('.') + 1);
}

/**
 * The snapshot records a finding points at. First those the failing lines construct, call or reference,
 * read from the program's syntax tree ({@link referencedRecordNames}); then the findings' subjects by token
 * or TS name (`aws.s3.Bucket`) and `*Args` type names mapped to their resource (`BucketArgs` →
 * `aws.s3.Bucket`). Property names that none of those records has (`versioningConfiguration`) are searched,
 * which finds the resource that carries them, such as `aws.s3.BucketVersioning`; words of the message never are.
 */
export async function recordsForFindings(
  findings: readonly Finding[],
  lookup: SchemaLookup,
  program?: string,
  limit = 6,
): Promise<SnapshotRecord[]> {
  const found = new Map<string, SnapshotRecord>();
  const add = (record: SnapshotRecord | undefined) => {
    if (record !== undefined && found.size < limit) found.set(record.token, record);
  };
  if (program !== undefined) {
    const lines = findings
      .filter((f) => f.line !== undefined && (f.file ?? 'index.ts') === 'index.ts')
      .map((f) => f.line!);
    if (lines.length > 0) {
      for (const name of referencedRecordNames(program, lines)) add(lookup.snapshot.get(name));
    }
  }
  const byLastName = (name: string) =>
    lookup.retrieved.find((r) => lastSegment(r.tsName) === name) ??
    lookup.providers
      .flatMap((provider) => lookup.snapshot.list({ provider }))
      .find((r) => lastSegment(r.tsName) === name);
  const searchTerms: string[] = [];
  for (const finding of findings) {
    for (const subject of finding.subjects ?? []) {
      const direct = lookup.snapshot.get(subject);
      if (direct !== undefined) {
        add(direct);
        continue;
      }
      const argsMatch = /^([A-Z][\w]*?)(Args|State|Result)$/.exec(subject);
      if (argsMatch !== null) {
        add(
          byLastName(argsMatch[1]!) ??
            byLastName(argsMatch[1]!.charAt(0).toLowerCase() + argsMatch[1]!.slice(1)),
        );
        continue;
      }
      if (/^[a-z][A-Za-z0-9]+$/.test(subject) && subject.length > 3) searchTerms.push(subject);
    }
  }
  // A property the failing lines' resources do not have may belong to another resource: search its name.
  const known = new Set([...found.values()].flatMap((r) => r.inputs.map((input) => input.name)));
  const terms = [...new Set(searchTerms)].filter((term) => !known.has(term)).slice(0, 3);
  for (const term of terms) {
    try {
      const result = await lookup.search.search({ text: term, limit: 2, providers: lookup.providers });
      for (const hit of result.hits) add(lookup.snapshot.get(hit.token));
    } catch {
      // Searching is a bonus for the repair prompt; the diagnostics alone still go out.
    }
  }
  return [...found.values()];
}

function findingLine(finding: Finding, index: number): string {
  const where = finding.line !== undefined ? `${finding.file ?? 'index.ts'}:${finding.line} ` : '';
  const code = finding.code !== undefined ? ` ${finding.code}` : '';
  return `${index + 1}. ${where}[${finding.rung}${code}] ${finding.message}`;
}

export interface RepairContext {
  readonly snapshot: Snapshot;
  readonly pulumiVersion: string;
  readonly providers: readonly ProviderPin[];
  readonly feedback?: RepairFeedback;
  readonly schemaBudget?: number;
}

function feedbackText(feedback: RepairFeedback | undefined): string[] {
  if (feedback === undefined) return [];
  const lines: string[] = [];
  if (feedback.unchanged) {
    lines.push(
      'Your last reply was the same program as before: it changed nothing. Make a different change that fixes the findings.',
    );
  }
  if (feedback.repeated.length > 0) {
    lines.push(
      `The last attempt did not fix ${feedback.repeated.length === 1 ? 'this finding' : 'these findings'}: ${feedback.repeated
        .map((f) => f.message)
        .join(' | ')}. Read the schemas again and try another way.`,
    );
  }
  return lines.length > 0 ? [`<previous_attempt>\n${lines.join('\n')}\n</previous_attempt>`] : [];
}

/**
 * The `repair` call: the packages with their import lines, the program with line numbers, each finding with
 * its line, what the previous round did not fix, and the full schemas (with nested types) of the records
 * the failing lines use.
 */
export function repairMessages(
  requestText: string,
  program: string,
  findings: readonly Finding[],
  records: readonly SnapshotRecord[],
  context: RepairContext,
): ChatMessage[] {
  const mentions = mentionsOf(program);
  const schemas = fitSchemas(
    context.snapshot,
    records,
    context.schemaBudget ?? 6_000,
    (record, declaration) =>
      `<schema name="${record.tsName}">\n\`\`\`typescript\n${declaration}\n\`\`\`\n</schema>`,
    (record) => ({ mentions, ...usageOf(context.snapshot, record.token) }),
  ).texts;
  const numbered = program
    .trimEnd()
    .split('\n')
    .map((line, i) => `${String(i + 1).padStart(3)}| ${line}`)
    .join('\n');
  const user = [
    `<request>\n${requestText.trim()}\n</request>`,
    `<packages>\n${packageLines(context.pulumiVersion, context.providers).join('\n')}\n</packages>`,
    `<program file="index.ts">\n${numbered}\n</program>`,
    `<findings>\n${findings.map(findingLine).join('\n')}\n</findings>`,
    ...feedbackText(context.feedback),
    ...(schemas.length > 0 ? [`<schemas>\n${schemas.join('\n')}\n</schemas>`] : []),
    `<output_format>\nFix every finding using the schemas; keep everything the request asks for. The program above is shown with line numbers; do not include them. ${OUTPUT_FORMAT}\n</output_format>`,
  ].join('\n\n');
  return [
    { role: 'system', content: SYSTEM_RULES },
    { role: 'user', content: user },
  ];
}
