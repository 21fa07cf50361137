/**
 * Provider packages declare everything behind a few hub files: `@pulumi/aws/index.d.ts` imports ~240
 * namespaces, `s3/index.d.ts` re-exports ~70 resources, and `types/input.d.ts` / `types/output.d.ts` hold
 * ~5 MB of nested types each, one `export declare namespace <module> {…}` block per module. A program that
 * declares one bucket needs a sliver of that. This module crawls the declaration import graph as text (no
 * parsing) from the program outwards and works out, for every hub, which members anything reachable names;
 * the typechecker then shadows each hub with a pruned copy.
 *
 * Pruning is sound because a member is dropped only when no reachable file can name it: uses through an alias
 * (`aws.s3.Bucket`, `inputs.s3.BucketGrant`), named imports, `import("…").Member` types and unqualified
 * sibling names all keep it; a bare use of an alias (`const s = aws.s3`), `export *` of a file that augments
 * modules, or anything unrecognised keeps everything. Dropped names stay as `unknown` stubs so that "did you
 * mean" suggestions still see them.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { escapeRegExp } from '../../shared/escape-regexp.js';

/** A chain of member names (`['s3', 'Bucket']`), or every member. */
export type Demand = readonly string[] | 'all';

export interface ModuleReference {
  readonly specifier: string;
  readonly demands: readonly Demand[];
}

/**
 * The text with comments (and string contents too, with `strings`) blanked, keeping offsets and line breaks.
 * A template literal's `${…}` parts are code, not string: `${aws.getCallerIdentityOutput().accountId}` names a
 * member the pruned declarations must keep.
 */
function blank(text: string, strings: boolean): string {
  const out = text.split('');
  const clear = (from: number, to: number): void => {
    for (let k = from; k < to; k++) if (out[k] !== '\n') out[k] = ' ';
  };
  /** Scans code from `i`; inside a substitution it stops after the `}` that closes it. */
  const code = (start: number, inSubstitution: boolean): number => {
    let depth = 0;
    let i = start;
    while (i < text.length) {
      const c = text[i]!;
      const next = text[i + 1];
      if (c === '/' && next === '/') {
        const end = text.indexOf('\n', i);
        const stop = end < 0 ? text.length : end;
        clear(i, stop);
        i = stop;
      } else if (c === '/' && next === '*') {
        const end = text.indexOf('*/', i + 2);
        const stop = end < 0 ? text.length : end + 2;
        clear(i, stop);
        i = stop;
      } else if (c === '"' || c === "'") {
        let j = i + 1;
        while (j < text.length && text[j] !== c && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
        const stop = Math.min(j + 1, text.length);
        if (strings) clear(i, stop);
        i = stop;
      } else if (c === '`') {
        i = template(i + 1);
      } else if (c === '{') {
        depth += 1;
        i += 1;
      } else if (c === '}' && inSubstitution && depth === 0) {
        return i + 1;
      } else {
        if (c === '}') depth -= 1;
        i += 1;
      }
    }
    return i;
  };
  /** Scans a template literal's text from after its backtick; returns the index after the closing one. */
  const template = (start: number): number => {
    let i = start;
    let from = start - 1;
    while (i < text.length) {
      const c = text[i]!;
      if (c === '\\') {
        i += 2;
      } else if (c === '`') {
        if (strings) clear(from, i + 1);
        return i + 1;
      } else if (c === '$' && text[i + 1] === '{') {
        if (strings) clear(from, i);
        i = code(i + 2, true);
        from = i - 1;
      } else {
        i += 1;
      }
    }
    if (strings) clear(from, text.length);
    return text.length;
  };
  code(0, false);
  return out.join('');
}

const IMPORT_STAR = /\b(?:import|export)\s+\*\s+as\s+([\w$]+)\s+from\s+["']([^"']+)["']/g;
const NAMED_FROM = /\b(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s*from\s+["']([^"']+)["']/g;
const EXPORT_STAR = /\bexport\s+\*\s+from\s+["']([^"']+)["']/g;
const DYNAMIC_TYPE = /\bimport\(\s*["']([^"']+)["']\s*\)((?:\s*\.\s*[\w$]+)*)/g;
const OTHER_IMPORT =
  /\bimport\s+(?:[\w$]+\s*(?:,[^;\n]*?)?from\s*|[\w$]+\s*=\s*require\(\s*|)["']([^"']+)["']/g;
const REFERENCE_PATH = /\/\/\/\s*<reference\s+path=["']([^"']+)["']/g;
const DEFAULT_IMPORT_WITH_STAR = /\bimport\s+[\w$]+\s*,\s*\*\s+as/;

function chain(text: string): string[] {
  return text
    .split('.')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** The module references of a declaration or program file, found textually. */
export function moduleReferences(text: string): ModuleReference[] {
  const refs: ModuleReference[] = [];
  const code = blank(text, true);
  const source = blank(text, false);
  for (const match of source.matchAll(IMPORT_STAR)) {
    const alias = match[1]!;
    const demands: Demand[] = [];
    const use = new RegExp(`(?<![\\w.$])${escapeRegExp(alias)}\\b((?:\\s*\\.\\s*[\\w$]+)*)`, 'g');
    for (const found of code.matchAll(use)) {
      if (found.index >= match.index && found.index < match.index + match[0].length) continue;
      const path = chain(found[1] ?? '');
      demands.push(path.length > 0 ? path : 'all');
    }
    refs.push({ specifier: match[2]!, demands });
  }
  for (const match of source.matchAll(NAMED_FROM)) {
    const names = match[1]!
      .split(',')
      .map((part) =>
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!
          .trim(),
      )
      .filter((name) => name !== '');
    refs.push({ specifier: match[2]!, demands: names.map((name) => [name]) });
  }
  for (const match of source.matchAll(EXPORT_STAR)) refs.push({ specifier: match[1]!, demands: ['all'] });
  for (const match of source.matchAll(DYNAMIC_TYPE)) {
    const path = chain(match[2] ?? '');
    refs.push({ specifier: match[1]!, demands: [path.length > 0 ? path : 'all'] });
  }
  for (const match of source.matchAll(OTHER_IMPORT)) {
    // `import x from`, `import x = require(…)`, `import "…"`: the whole module may be used.
    const statement = source.slice(match.index, match.index + match[0].length);
    if (/^import\s+\*/.test(statement) || /^import\s*\{/.test(statement)) continue;
    refs.push({ specifier: match[1]!, demands: ['all'] });
  }
  if (DEFAULT_IMPORT_WITH_STAR.test(source)) refs.push({ specifier: '', demands: ['all'] });
  for (const match of text.matchAll(REFERENCE_PATH))
    refs.push({ specifier: `./${match[1]!}`, demands: ['all'] });
  return refs;
}

function isPackageFile(path: string): boolean {
  return path.split('/').includes('node_modules');
}

/**
 * Resolves a specifier the way Node16 resolution finds `.d.ts` files, for `@pulumi/*` packages, and the
 * program's own TypeScript files it imports.
 */
export function resolveDeclaration(
  fromFile: string,
  specifier: string,
  nodeModulesDir: string,
): string | undefined {
  let base: string;
  if (specifier.startsWith('.')) {
    base = resolve(dirname(fromFile), specifier);
  } else if (specifier.startsWith('@pulumi/')) {
    const [, name, ...rest] = specifier.split('/');
    const packageDir = join(nodeModulesDir, '@pulumi', name!);
    if (!existsSync(packageDir)) return undefined;
    base = join(realpathSync(packageDir), ...rest);
  } else {
    return undefined;
  }
  base = base.replace(/\.(js|d\.ts)$/, '');
  // The program's own files import each other by relative paths to TypeScript sources (`./iam`).
  const sources =
    specifier.startsWith('.') && !isPackageFile(fromFile)
      ? [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]
      : [];
  for (const candidate of [`${base}.d.ts`, join(base, 'index.d.ts'), ...sources]) {
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** Names a declaration file exports, for deciding whether an `export *` of it is needed. */
function exportedNames(text: string): Set<string> | 'augments' {
  const code = blank(text, false);
  if (/^\s*declare\s+(module|global)\b/m.test(code)) return 'augments';
  const names = new Set<string>();
  for (const match of code.matchAll(
    /^export\s+(?:declare\s+)?(?:abstract\s+)?(?:interface|type|class|function|const|let|var|enum|namespace|module)\s+([\w$]+)/gm,
  )) {
    names.add(match[1]!);
  }
  for (const match of code.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}/gm)) {
    for (const part of match[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name !== undefined && name !== '') names.add(name);
    }
  }
  return names;
}

/** A pruned file: takes demands, renders the kept part, and says what the kept part references. */
interface Hub {
  /** True when the rendering changed. */
  demand(demand: Demand): boolean;
  render(): string;
  references(): readonly ModuleReference[];
}

type IndexLine =
  | { readonly kind: 'namespace'; readonly name: string; readonly specifier: string; readonly text: string }
  | { readonly kind: 'names'; readonly names: readonly string[]; readonly text: string }
  | { readonly kind: 'star'; readonly specifier: string; readonly text: string }
  | { readonly kind: 'other'; readonly text: string };

const LINE_NAMESPACE = /^import \* as ([\w$]+) from "(\.\/[\w$-]+)";$/;
const LINE_EXPORT_NAMES = /^export \{([^}]*)\} from "[^"]+";$/;
const LINE_TYPE_ALIAS = /^export type ([\w$]+) = import\("[^"]+"\)\.[\w$]+;$/;
const LINE_CONST = /^export declare const ([\w$]+): typeof import\("[^"]+"\)\.[\w$]+;$/;
const LINE_STAR = /^export \* from "([^"]+)";$/;

function classifyIndexLine(text: string): IndexLine {
  let match = LINE_NAMESPACE.exec(text);
  if (match !== null) return { kind: 'namespace', name: match[1]!, specifier: match[2]!, text };
  match = LINE_EXPORT_NAMES.exec(text);
  if (match !== null) {
    const names = match[1]!
      .split(',')
      .map((n) =>
        n
          .trim()
          .split(/\s+as\s+/)
          .pop()!
          .trim(),
      )
      .filter((n) => n !== '');
    return { kind: 'names', names, text };
  }
  match = LINE_TYPE_ALIAS.exec(text) ?? LINE_CONST.exec(text);
  if (match !== null) return { kind: 'names', names: [match[1]!], text };
  match = LINE_STAR.exec(text);
  if (match !== null) return { kind: 'star', specifier: match[1]!, text };
  return { kind: 'other', text };
}

/** `index.d.ts` files made of namespace imports and re-exports. */
class IndexHub implements Hub {
  private all = false;
  /** Kept namespace imports and the member chains demanded below each. */
  private readonly namespaces = new Map<string, Demand[]>();
  private readonly names = new Set<string>();
  private readonly stars = new Set<number>();

  constructor(
    private readonly lines: readonly IndexLine[],
    /** Exported names of each `export *` target, by line index. */
    private readonly starNames: ReadonlyMap<number, Set<string> | 'augments'>,
  ) {
    // Augmenting files change other declarations: keep them whenever the index is reached.
    for (const [index, names] of starNames) if (names === 'augments') this.stars.add(index);
  }

  demand(demand: Demand): boolean {
    if (this.all) return false;
    if (demand === 'all') {
      this.all = true;
      return true;
    }
    const [member, ...rest] = demand;
    if (member === undefined) return false;
    let changed = false;
    for (const line of this.lines) {
      if (line.kind === 'namespace' && line.name === member) {
        const below = this.namespaces.get(member) ?? [];
        if (!this.namespaces.has(member)) changed = true;
        // The rest of the chain is forwarded to the namespace's own index through references().
        const next: Demand = rest.length > 0 ? rest : 'all';
        if (!below.some((d) => sameDemand(d, next))) {
          below.push(next);
          changed = true;
        }
        this.namespaces.set(member, below);
      }
    }
    if (!this.names.has(member)) {
      this.lines.forEach((line, index) => {
        if (line.kind === 'names' && line.names.includes(member)) changed = true;
        const star = this.starNames.get(index);
        if (line.kind === 'star' && star !== undefined && star !== 'augments' && star.has(member)) {
          if (!this.stars.has(index)) changed = true;
          this.stars.add(index);
        }
      });
      this.names.add(member);
    }
    return changed;
  }

  private kept(line: IndexLine, index: number): boolean {
    if (this.all) return true;
    switch (line.kind) {
      case 'namespace':
        return this.namespaces.has(line.name);
      case 'names':
        return line.names.some((name) => this.names.has(name));
      case 'star':
        return this.stars.has(index);
      case 'other':
        return true;
    }
  }

  render(): string {
    const stubbed = new Set<string>();
    return this.lines
      .map((line, index) => {
        if (this.kept(line, index)) return line.text;
        if (line.kind === 'namespace') return `declare const ${line.name}: unknown;`;
        if (line.kind === 'names') {
          const fresh = line.names.filter((name) => !stubbed.has(name));
          for (const name of fresh) stubbed.add(name);
          return fresh.map((name) => `export declare const ${name}: unknown;`).join(' ');
        }
        return '';
      })
      .join('\n');
  }

  references(): readonly ModuleReference[] {
    if (this.all) return moduleReferences(this.lines.map((l) => l.text).join('\n'));
    const refs: ModuleReference[] = [];
    const other: string[] = [];
    this.lines.forEach((line, index) => {
      if (line.kind === 'namespace') {
        const demands = this.namespaces.get(line.name);
        if (demands !== undefined) refs.push({ specifier: line.specifier, demands });
      } else if (line.kind === 'other') {
        // The `export { s3, ec2, … }` list names every namespace bare; it is not a use of them.
        if (!/^export \{[^}]*\};?$/.test(line.text.trim())) other.push(line.text);
      } else if (line.kind === 'star' && this.kept(line, index)) {
        // Re-exported files get only the names demanded of this index, unless they augment modules.
        const names = this.starNames.get(index);
        refs.push({
          specifier: line.specifier,
          demands:
            names === undefined || names === 'augments'
              ? ['all']
              : [...this.names].filter((name) => names.has(name)).map((name) => [name]),
        });
      } else if (this.kept(line, index)) {
        other.push(line.text);
      }
    });
    refs.push(...moduleReferences(other.join('\n')));
    return refs;
  }
}

function sameDemand(a: Demand, b: Demand): boolean {
  return a === 'all' || b === 'all' ? a === b : a.length === b.length && a.every((part, i) => part === b[i]);
}

interface BlockMember {
  readonly name: string;
  readonly text: string;
}

const MEMBER_START =
  /^ {4}(?:export\s+)?(?:declare\s+)?(?:interface|type|function|const|let|namespace|module|enum|class)\s+([\w$]+)/;

/** A namespace block; its members are split on first demand, since most blocks are never demanded. */
class Block {
  private parsed: readonly BlockMember[] | undefined;
  constructor(
    readonly open: string,
    private readonly body: string,
  ) {}

  /** `undefined` when the body has a shape we do not recognise (then the block is kept whole). */
  members(): readonly BlockMember[] | undefined {
    this.parsed ??= splitMembers(this.body) ?? [];
    return this.parsed.length > 0 || this.body.trim() === '' ? this.parsed : undefined;
  }

  get text(): string {
    return this.body;
  }
}

function splitMembers(body: string): BlockMember[] | undefined {
  const members: BlockMember[] = [];
  let member: { name: string; lines: string[] } | undefined;
  for (const line of body.split('\n')) {
    if (member === undefined) {
      const match = MEMBER_START.exec(line);
      if (match === null) {
        // Doc comments between members belong to no one; anything else means an unknown shape.
        if (/^\s*(\/\*\*|\*|\*\/)/.test(line) || line.trim() === '') continue;
        return undefined;
      }
      member = { name: match[1]!, lines: [line] };
    } else {
      member.lines.push(line);
    }
    const last = member.lines[member.lines.length - 1]!;
    const single = member.lines.length === 1 && (/;\s*$/.test(last) || /\{\s*\}\s*$/.test(last));
    if (single || last === '    }' || last === '    };') {
      members.push({ name: member.name, text: member.lines.join('\n') });
      member = undefined;
    }
  }
  return member === undefined ? members : undefined;
}

/** `types/input.d.ts`-style files: `export declare namespace s3 { interface … }` blocks. */
class BlockHub implements Hub {
  private all = false;
  private readonly kept = new Map<string, Set<string> | 'all'>();

  constructor(
    private readonly head: string,
    private readonly blocks: ReadonlyMap<string, Block>,
  ) {}

  demand(demand: Demand): boolean {
    if (this.all) return false;
    if (demand === 'all') {
      this.all = true;
      return true;
    }
    const [namespace, member] = demand;
    const block = namespace !== undefined ? this.blocks.get(namespace) : undefined;
    if (block === undefined || namespace === undefined) return false;
    const current = this.kept.get(namespace);
    if (current === 'all') return false;
    const members = block.members();
    if (member === undefined || members === undefined) {
      this.kept.set(namespace, 'all');
      return true;
    }
    const set = current ?? new Set<string>();
    this.kept.set(namespace, set);
    if (set.has(member) || !members.some((m) => m.name === member)) return current === undefined;
    // Members name siblings unqualified too: keep the closure.
    const queue = [member];
    while (queue.length > 0) {
      const name = queue.pop()!;
      if (set.has(name)) continue;
      set.add(name);
      const text = members.find((m) => m.name === name)?.text ?? '';
      for (const word of new Set(blank(text, true).match(/(?<![\w.$])[A-Za-z_$][\w$]*/g) ?? [])) {
        if (!set.has(word) && members.some((m) => m.name === word)) queue.push(word);
      }
    }
    return true;
  }

  render(): string {
    const parts = [this.head];
    for (const [name, block] of this.blocks) {
      const kept = this.all ? 'all' : this.kept.get(name);
      if (kept === undefined) continue;
      const members = block.members();
      const body =
        kept === 'all' || members === undefined
          ? block.text
          : members
              .filter((m) => kept.has(m.name))
              .map((m) => m.text)
              .join('\n');
      parts.push(block.open, body, '}');
    }
    return parts.join('\n');
  }

  references(): readonly ModuleReference[] {
    return moduleReferences(this.render());
  }
}

/**
 * Files of top-level exported declarations (the providers' `types/enums/<module>` files: one `const` and one
 * `type` per enum, some 100 KB long): each name is kept only when demanded, siblings it names included.
 */
class DeclarationListHub implements Hub {
  private all = false;
  private readonly kept = new Set<string>();

  constructor(
    private readonly head: string,
    private readonly members: ReadonlyMap<string, string>,
  ) {}

  demand(demand: Demand): boolean {
    if (this.all) return false;
    if (demand === 'all') {
      this.all = true;
      return true;
    }
    const [member] = demand;
    if (member === undefined || this.kept.has(member) || !this.members.has(member)) return false;
    const queue = [member];
    while (queue.length > 0) {
      const name = queue.pop()!;
      if (this.kept.has(name)) continue;
      this.kept.add(name);
      for (const word of new Set(
        blank(this.members.get(name) ?? '', true).match(/(?<![\w.$])[A-Za-z_$][\w$]*/g) ?? [],
      )) {
        if (!this.kept.has(word) && this.members.has(word)) queue.push(word);
      }
    }
    return true;
  }

  render(): string {
    const kept = [...this.members]
      .filter(([name]) => this.all || this.kept.has(name))
      .map(([, text]) => text);
    return [this.head, ...kept].join('\n');
  }

  references(): readonly ModuleReference[] {
    return moduleReferences(this.render());
  }
}

const TOP_LEVEL_EXPORT =
  /^export\s+(?:declare\s+)?(?:const|type|interface|function|enum|class|let)\s+([\w$]+)/;

function parseDeclarationList(text: string): DeclarationListHub | undefined {
  if (/^\s*declare\s+(module|global)\b/m.test(text) || /^export\s+(\*|\{)/m.test(text)) return undefined;
  const head: string[] = [];
  const members = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of text.split('\n')) {
    const match = TOP_LEVEL_EXPORT.exec(line);
    if (match !== null) {
      const name = match[1]!;
      current = members.get(name) ?? [];
      members.set(name, current);
      current.push(line);
    } else if (current !== undefined && (/^\s/.test(line) || /^[}\])]/.test(line))) {
      current.push(line);
    } else {
      // Imports, comments and unexported declarations are few and always kept.
      current = undefined;
      head.push(line);
    }
  }
  if (members.size < 2) return undefined;
  return new DeclarationListHub(
    head.join('\n'),
    new Map([...members].map(([name, lines]) => [name, lines.join('\n')])),
  );
}

/** Below this many entries a file is not worth pruning. */
const MIN_ENTRIES = 4;

const BLOCK_OPEN = /^export declare namespace ([\w$]+) \{(\s*\})?$/gm;

function parseBlocks(text: string): BlockHub | undefined {
  const blocks = new Map<string, Block>();
  const head: string[] = [];
  let cursor = 0;
  BLOCK_OPEN.lastIndex = 0;
  for (let match = BLOCK_OPEN.exec(text); match !== null; match = BLOCK_OPEN.exec(text)) {
    if (match.index < cursor) return undefined;
    // Top-level declarations outside the namespaces are few and always kept.
    head.push(text.slice(cursor, match.index));
    const name = match[1]!;
    const open = `export declare namespace ${name} {`;
    if (match[2] !== undefined) {
      blocks.set(name, new Block(open, ''));
      cursor = match.index + match[0].length;
      continue;
    }
    const bodyStart = match.index + match[0].length + 1;
    const close = text.indexOf('\n}', bodyStart - 1);
    if (close < 0) return undefined;
    blocks.set(name, new Block(open, text.slice(bodyStart, close)));
    cursor = close + 2;
    BLOCK_OPEN.lastIndex = cursor;
  }
  head.push(text.slice(cursor));
  if (blocks.size < MIN_ENTRIES) return undefined;
  return new BlockHub(head.join('\n'), blocks);
}

/**
 * Which parts of which hub files the program needs, by crawling from the program through every file it can
 * reach (hubs only through their kept parts). File texts and hub shapes are cached across calls, and kept
 * sets only grow, so successive rounds rarely change a shadow.
 */
export class DeclarationGraph {
  private readonly texts = new Map<string, string>();
  private readonly hubs = new Map<string, Hub | null>();
  private readonly referencesCache = new Map<string, readonly ModuleReference[]>();
  private readonly resolutions = new Map<string, string | null>();
  private readonly crawled = new Set<string>();

  constructor(private readonly nodeModulesDir: string) {}

  private text(path: string): string {
    let text = this.texts.get(path);
    if (text === undefined) {
      text = readFileSync(path, 'utf8');
      this.texts.set(path, text);
    }
    return text;
  }

  private hub(path: string): Hub | undefined {
    let hub = this.hubs.get(path);
    if (hub === undefined) {
      hub = path.includes('/@pulumi/') ? (this.parseHub(path) ?? null) : null;
      this.hubs.set(path, hub);
    }
    return hub ?? undefined;
  }

  private parseHub(path: string): Hub | undefined {
    const text = this.text(path);
    if (/^export declare namespace /m.test(text)) return parseBlocks(text);
    if (path.includes('/types/enums/') && !path.endsWith('/types/enums/index.d.ts'))
      return parseDeclarationList(text);
    const lines = text.split('\n').map(classifyIndexLine);
    const entries = lines.filter((l) => l.kind !== 'other').length;
    const code = lines.filter((l) => l.kind === 'other' && !/^\s*(\/\/.*)?$/.test(l.text)).length;
    const namespaces = lines.filter((l) => l.kind === 'namespace').length;
    // Few other lines, or a namespace index (whose other lines, like `Region` in the enums index, are kept).
    if (entries < MIN_ENTRIES || (code > 12 && namespaces < MIN_ENTRIES)) return undefined;
    const starNames = new Map<number, Set<string> | 'augments'>();
    lines.forEach((line, index) => {
      if (line.kind !== 'star') return;
      const target = this.resolve(path, line.specifier);
      starNames.set(index, target === undefined ? 'augments' : exportedNames(this.text(target)));
    });
    return new IndexHub(lines, starNames);
  }

  private resolve(fromFile: string, specifier: string): string | undefined {
    const key = specifier.startsWith('.') ? `${dirname(fromFile)}\0${specifier}` : specifier;
    let target = this.resolutions.get(key);
    if (target === undefined) {
      target = resolveDeclaration(fromFile, specifier, this.nodeModulesDir) ?? null;
      this.resolutions.set(key, target);
    }
    return target ?? undefined;
  }

  private references(path: string): readonly ModuleReference[] {
    let refs = this.referencesCache.get(path);
    if (refs === undefined) {
      refs = moduleReferences(this.text(path));
      this.referencesCache.set(path, refs);
    }
    return refs;
  }

  /** Grows the hubs' kept parts to cover everything the program reaches; returns the hubs that changed. */
  update(programPath: string, programText: string): Set<string> {
    const changed = new Set<string>();
    const pending: { from: string; refs: readonly ModuleReference[] }[] = [
      { from: programPath, refs: moduleReferences(programText) },
    ];
    const hubsToRescan = new Set<string>();
    const programFiles = new Set([programPath]);
    for (;;) {
      while (pending.length > 0) {
        const { from, refs } = pending.pop()!;
        for (const ref of refs) {
          const target = this.resolve(from, ref.specifier);
          if (target === undefined) continue;
          const hub = this.hub(target);
          if (hub !== undefined) {
            for (const demand of ref.demands) {
              if (hub.demand(demand)) {
                changed.add(target);
                hubsToRescan.add(target);
              }
            }
            if (!this.crawled.has(target)) {
              this.crawled.add(target);
              hubsToRescan.add(target);
            }
          } else if (!isPackageFile(target)) {
            // A file of the program (a program split over files): read as it is now, once per update.
            if (programFiles.has(target)) continue;
            programFiles.add(target);
            pending.push({ from: target, refs: moduleReferences(readFileSync(target, 'utf8')) });
          } else if (!this.crawled.has(target)) {
            this.crawled.add(target);
            pending.push({ from: target, refs: this.references(target) });
          }
        }
      }
      if (hubsToRescan.size === 0) break;
      for (const path of hubsToRescan) pending.push({ from: path, refs: this.hub(path)!.references() });
      hubsToRescan.clear();
    }
    return changed;
  }

  /** The pruned text of a hub. */
  render(path: string): string {
    return this.hub(path)?.render() ?? this.text(path);
  }

  /** Hub files touched so far (for shadowing before the first program is built). */
  hubPaths(): string[] {
    return [...this.hubs].filter(([, hub]) => hub !== null).map(([path]) => path);
  }
}
