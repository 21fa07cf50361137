import { Node, Project, SyntaxKind, ts, type SourceFile } from 'ts-morph';
import type { ExampleBlock, Snapshot, SnapshotRecord } from '../snapshot/types.js';
import { schemaSkeleton } from './schema-skeleton.js';
import { checkSafety } from '../verify/safety-gate.js';
import { bestExample } from '../prompt/build-prompt.js';

/** A program assembled from documentation examples, and which examples it came from. */
export interface ComposedCandidate {
  readonly program: string;
  readonly sources: readonly { readonly record: string; readonly heading: string }[];
}

export interface ComposeOptions {
  /** For records without examples: a skeleton from the schema (needs the nested types). */
  readonly snapshot?: Snapshot;
  /** Packages the examples may import (`@pulumi/aws`, …); others make an example unusable. */
  readonly allowedPackages: ReadonlySet<string>;
  /** Examples merged at most. Default 3. */
  readonly maxExamples?: number;
}

/** Candidates typechecked at most; each costs a warm check (tens of ms). */
export const MAX_CANDIDATES = 8;

let parser: Project | undefined;

function lastName(tsName: string): string {
  return tsName.slice(tsName.lastIndexOf('.') + 1);
}

function parse(code: string, index: number): SourceFile {
  parser ??= new Project({
    useInMemoryFileSystem: true,
    compilerOptions: { target: ts.ScriptTarget.ES2022 },
  });
  return parser.createSourceFile(`/compose/example-${index}.ts`, code, { overwrite: true });
}

function usable(code: string, allowed: ReadonlySet<string>): boolean {
  const specifiers = [...code.matchAll(/from\s+["']([^"']+)["']/g)].map((m) => m[1]!);
  if (specifiers.some((s) => s !== '@pulumi/pulumi' && !allowed.has(s))) return false;
  return checkSafety(new Map([['index.ts', code]])).length === 0;
}

/** A record's examples that import only allowed packages and pass the gate; else its schema skeleton. */
function usableExamples(record: SnapshotRecord, options: ComposeOptions): ExampleBlock[] {
  const examples = record.examples.filter((e) => usable(e.code, options.allowedPackages));
  if (examples.length > 0 || options.snapshot === undefined) return examples;
  const skeleton = schemaSkeleton(options.snapshot, record);
  return skeleton !== undefined && usable(skeleton, options.allowedPackages)
    ? [{ heading: 'Skeleton from the schema (no example in the docs)', code: skeleton }]
    : [];
}

function covered(program: string, record: SnapshotRecord): boolean {
  return program.includes(`${record.tsName}(`) || program.includes(`${record.tsName}Output(`);
}

/** Lowercase words of a name or text: `BucketVersioningV2` → bucket, versioning, v2; plurals folded. */
export function nameWords(text: string): Set<string> {
  const words = text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1)
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));
  return new Set(words);
}

/** Resource classes a program constructs, without the import alias (`new aws.sns.Topic(` → `sns.Topic`). */
function declaredClasses(program: string): string[] {
  return [...program.matchAll(/\bnew\s+[\w$]+\.((?:[\w$]+\.)*[A-Z][\w$]*)\s*\(/g)].map((m) => m[1]!);
}

/**
 * Whether a further example adds what the request asks for: a resource the request names (all its name
 * words) that the program does not construct yet, and that either brings a word of the request the program
 * does not cover ("… with a service" after a deployment) or is the parent of a resource it constructs (the
 * topic of a topic subscription, in the same module). Another resource of the same family (an ACL beside
 * "an S3 bucket") or a namesake from another service (shield `Subscription` beside an SNS one) adds nothing.
 */
function extendsProgram(record: SnapshotRecord, program: string, requestWords: ReadonlySet<string>): boolean {
  const words = [...nameWords(lastName(record.tsName))].filter((w) => !/^v\d+$/.test(w));
  if (words.length === 0 || !words.every((w) => requestWords.has(w))) return false;
  const own = record.tsName.slice(record.tsName.indexOf('.') + 1);
  const declared = declaredClasses(program);
  if (declared.includes(own)) return false;
  const declaredWords = new Set(declared.flatMap((name) => [...nameWords(lastName(name))]));
  if (words.some((w) => !declaredWords.has(w))) return true;
  const module = own.slice(0, own.lastIndexOf('.') + 1);
  return declared.some((name) => name.startsWith(own) && name.slice(0, name.lastIndexOf('.') + 1) === module);
}

/** Top-level names a file declares (variables, functions, classes), which may clash across examples. */
function topLevelNames(file: SourceFile): Node[] {
  const names: Node[] = [];
  for (const statement of file.getStatements()) {
    if (Node.isVariableStatement(statement)) {
      for (const declaration of statement.getDeclarations()) {
        const name = declaration.getNameNode();
        if (Node.isIdentifier(name)) names.push(name);
        else
          names.push(
            ...name
              .getDescendantsOfKind(SyntaxKind.Identifier)
              .filter((id) => Node.isBindingElement(id.getParent())),
          );
      }
    } else if (Node.isFunctionDeclaration(statement) || Node.isClassDeclaration(statement)) {
      const name = statement.getNameNode();
      if (name !== undefined) names.push(name);
    }
  }
  return names;
}

function freshName(name: string, taken: ReadonlySet<string>): string {
  for (let n = 2; ; n++) {
    if (!taken.has(`${name}${n}`)) return `${name}${n}`;
  }
}

/**
 * The files in an order where each top-level name is declared before another file uses it. Documentation
 * examples often use a resource they do not declare (a subnet example's `vpcId: main.id`), which another
 * example declares; in the other order the merge would use it before its declaration. Stable otherwise.
 */
function dependencyOrder(files: readonly SourceFile[]): SourceFile[] {
  const declared = files.map((file) => new Set(topLevelNames(file).map((name) => name.getText())));
  const used = files.map((file, i) => {
    const names = new Set<string>();
    for (const id of file.getDescendantsOfKind(SyntaxKind.Identifier)) {
      if (!declared[i]!.has(id.getText())) names.add(id.getText());
    }
    return names;
  });
  const remaining = files.map((_, i) => i);
  const ordered: SourceFile[] = [];
  while (remaining.length > 0) {
    const waitsFor = (i: number) =>
      remaining.some((j) => j !== i && [...declared[j]!].some((name) => used[i]!.has(name)));
    const next = remaining.findIndex((i) => !waitsFor(i));
    const [chosen] = remaining.splice(next < 0 ? 0 : next, 1);
    ordered.push(files[chosen!]!);
  }
  return ordered;
}

/**
 * Merges examples into one program: declarations before uses ({@link dependencyOrder}), imports deduplicated
 * (a module keeps its first alias; later examples are rewritten to it), clashing top-level identifiers
 * renamed through the language service (so every use follows), and clashing resource names of the same type
 * suffixed. No model involved.
 */
export function mergeExamples(examples: readonly string[]): string {
  const aliases = new Map<string, string>();
  const taken = new Set<string>();
  const resourceNames = new Set<string>();
  const importLines: string[] = [];
  const bodies: string[] = [];
  for (const file of dependencyOrder(examples.map((code, index) => parse(code, index)))) {
    for (const declaration of file.getImportDeclarations()) {
      const specifier = declaration.getModuleSpecifierValue();
      const namespace = declaration.getNamespaceImport();
      if (namespace !== undefined) {
        const existing = aliases.get(specifier);
        if (existing !== undefined && existing !== namespace.getText()) {
          namespace.rename(existing);
        } else if (existing === undefined) {
          let alias = namespace.getText();
          if (taken.has(alias)) {
            alias = freshName(alias, taken);
            namespace.rename(alias);
          }
          aliases.set(specifier, alias);
          taken.add(alias);
          importLines.push(`import * as ${alias} from '${specifier}';`);
        }
      } else {
        const line = declaration.getText().replace(/"/g, "'");
        if (!importLines.includes(line)) importLines.push(line);
        for (const named of declaration.getNamedImports())
          taken.add((named.getAliasNode() ?? named.getNameNode()).getText());
      }
    }
    for (const name of topLevelNames(file)) {
      const text = name.getText();
      if (taken.has(text) && Node.isIdentifier(name)) {
        const fresh = freshName(text, taken);
        name.rename(fresh);
        taken.add(fresh);
      } else {
        taken.add(text);
      }
    }
    for (const expression of file.getDescendantsOfKind(SyntaxKind.NewExpression)) {
      const first = expression.getArguments()[0];
      if (first === undefined || !Node.isStringLiteral(first)) continue;
      const key = `${expression.getExpression().getText()}\0${first.getLiteralValue()}`;
      if (!resourceNames.has(key)) {
        resourceNames.add(key);
        continue;
      }
      for (let n = 2; ; n++) {
        const renamed = `${first.getLiteralValue()}-${n}`;
        const renamedKey = `${expression.getExpression().getText()}\0${renamed}`;
        if (!resourceNames.has(renamedKey)) {
          first.setLiteralValue(renamed);
          resourceNames.add(renamedKey);
          break;
        }
      }
    }
    file.getImportDeclarations().forEach((declaration) => declaration.remove());
    bodies.push(file.getFullText().trim());
  }
  let program = `${importLines.join('\n')}\n\n${bodies.filter((b) => b !== '').join('\n\n')}\n`;
  if (!/^export\s/m.test(program)) program += exportsFor(program);
  return program;
}

/** Exports the ids of the first few resources when the examples export nothing. */
function exportsFor(program: string): string {
  const file = parse(program, -1);
  const lines: string[] = [];
  for (const statement of file.getVariableStatements()) {
    for (const declaration of statement.getDeclarations()) {
      const initializer = declaration.getInitializer();
      const name = declaration.getNameNode();
      if (
        initializer !== undefined &&
        Node.isNewExpression(initializer) &&
        Node.isIdentifier(name) &&
        lines.length < 4
      ) {
        lines.push(`export const ${name.getText()}Id = ${name.getText()}.id;`);
      }
    }
  }
  return lines.length > 0 ? `\n${lines.join('\n')}\n` : '';
}

/**
 * Candidate programs for the offline composer, best first: the examples of the top records merged (each
 * record contributes its example that reads most like the request, unless an earlier example already
 * declares it), then smaller merges, then each top record's examples alone. The caller typechecks them in
 * order and keeps the first that passes.
 */
export function composeCandidates(
  requestText: string,
  records: readonly SnapshotRecord[],
  options: ComposeOptions,
): ComposedCandidate[] {
  const maxExamples = options.maxExamples ?? 3;
  const chosen: { record: SnapshotRecord; code: string; heading: string }[] = [];
  const requestWords = nameWords(requestText);
  let merged = '';
  for (const record of records.slice(0, 8)) {
    if (chosen.length >= maxExamples) break;
    if (record.kind !== 'resource' && chosen.length > 0) continue;
    if (covered(merged, record)) continue;
    if (chosen.length > 0 && !extendsProgram(record, merged, requestWords)) continue;
    const candidates = usableExamples(record, options);
    const example = bestExample({ ...record, examples: candidates }, requestText);
    if (example === undefined) continue;
    chosen.push({ record, code: example.code, heading: example.heading });
    merged += `\n${example.code}`;
  }
  const results: ComposedCandidate[] = [];
  const seen = new Set<string>();
  const add = (parts: typeof chosen) => {
    if (parts.length === 0) return;
    const program = mergeExamples(parts.map((p) => p.code));
    if (seen.has(program)) return;
    seen.add(program);
    results.push({ program, sources: parts.map((p) => ({ record: p.record.tsName, heading: p.heading })) });
  };
  for (let n = chosen.length; n >= 1; n--) add(chosen.slice(0, n));
  for (const record of records.slice(0, 6)) {
    for (const example of usableExamples(record, options).slice(0, 2)) {
      add([{ record, code: example.code, heading: example.heading }]);
    }
  }
  return results;
}

export interface OfflineResult {
  readonly program: string;
  readonly sources: readonly { readonly record: string; readonly heading: string }[];
  /** Error diagnostics left after TypeScript's code fixes (0 when the program typechecks). */
  readonly errors: number;
  readonly candidatesTried: number;
}

/** A candidate's typecheck verdict; `undefined` when it cannot be checked (its providers cannot be installed). */
export type CandidateCheck = { program: string; errors: number } | undefined;

/**
 * The offline composer's choice: each candidate typechecked with TypeScript's code fixes applied, in order;
 * the first that typechecks wins (else the one with the fewest errors, for the ladder to report).
 */
export async function selectCandidate(
  candidates: readonly ComposedCandidate[],
  typecheck: (program: string) => CandidateCheck | Promise<CandidateCheck>,
): Promise<OfflineResult | undefined> {
  let best: OfflineResult | undefined;
  let tried = 0;
  for (const candidate of candidates) {
    tried += 1;
    const checked = await typecheck(candidate.program);
    if (checked === undefined) continue;
    const result = {
      program: checked.program,
      sources: candidate.sources,
      errors: checked.errors,
      candidatesTried: tried,
    };
    if (checked.errors === 0) return result;
    if (best === undefined || checked.errors < best.errors) best = result;
  }
  return best === undefined ? undefined : { ...best, candidatesTried: tried };
}

/** {@link composeCandidates} then {@link selectCandidate}: the whole offline composer in one call. */
export function composeOffline(
  requestText: string,
  records: readonly SnapshotRecord[],
  options: ComposeOptions & {
    readonly typecheck: (program: string) => CandidateCheck | Promise<CandidateCheck>;
    readonly maxCandidates?: number;
  },
): Promise<OfflineResult | undefined> {
  const candidates = composeCandidates(requestText, records, options).slice(
    0,
    options.maxCandidates ?? MAX_CANDIDATES,
  );
  return selectCandidate(candidates, options.typecheck);
}
