import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { ts } from 'ts-morph';
import {
  examplesOf,
  oneLineDoc,
  parseDocComment,
  summaryOf,
  validValuesOf,
  type ParsedDoc,
} from './doc-text.js';
import { scanJsTokens } from './scan-js.js';
import type { InputProperty, NestedType, OutputProperty, RecordKind, SnapshotRecord } from './types.js';
import { tsNameOf } from './record-facts.js';

/**
 * Extraction walks syntax only, one file at a time, with the TypeScript parser bundled in ts-morph. No
 * program, no type checker: @pulumi/aws has thousands of declaration files and a 6 MB `types/input.d.ts`,
 * and a checked project over them needs gigabytes and minutes. Each source file is dropped once read.
 */

export interface ProviderPackage {
  /** Short name: `aws`, `azure-native`. */
  readonly name: string;
  readonly packageName: string;
  readonly version: string;
  /** The installed package directory (the one holding its `package.json`). */
  readonly dir: string;
}

export interface ExtractedProvider {
  readonly records: readonly SnapshotRecord[];
  readonly types: readonly NestedType[];
  /** Distinct tokens the package's `.js` files declare, counted independently of the records. */
  readonly foundInPackage: {
    readonly resources: ReadonlySet<string>;
    readonly functions: ReadonlySet<string>;
  };
  /** Tokens declared twice (the first declaration, in path order, wins). */
  readonly duplicates: readonly string[];
}

/**
 * Folders that hold no resources (`types`, `config`) or that the snapshot leaves out on purpose: the
 * explicitly versioned API modules of azure-native (`v20240301`, `v20230101preview`).
 */
const SKIPPED_DIRS = new Set(['node_modules', 'types', 'config', 'scripts', 'bin']);
const VERSIONED_DIR = /^v\d{8}/;

function isSkippedDir(name: string): boolean {
  return SKIPPED_DIRS.has(name) || VERSIONED_DIR.test(name) || name.startsWith('.');
}

interface ModuleDir {
  readonly dir: string;
  /** Dotted module path; `index` for the package root. */
  readonly module: string;
}

function moduleDirs(root: string): ModuleDir[] {
  const out: ModuleDir[] = [];
  const visit = (dir: string, parts: readonly string[]): void => {
    out.push({ dir, module: parts.length === 0 ? 'index' : parts.join('.') });
    const children = readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !isSkippedDir(entry.name))
      .map((entry) => entry.name)
      .sort();
    for (const child of children) {
      visit(join(dir, child), [...parts, child]);
    }
  };
  visit(root, []);
  return out;
}

function declarationFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.d.ts'))
    .sort();
}

function parse(path: string, text: string): ts.SourceFile {
  return ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
}

function docOf(node: ts.Node, source: ts.SourceFile): ParsedDoc {
  const ranges = ts.getLeadingCommentRanges(source.text, node.pos) ?? [];
  for (let i = ranges.length - 1; i >= 0; i--) {
    const range = ranges[i]!;
    const text = source.text.slice(range.pos, range.end);
    if (text.startsWith('/**')) {
      return parseDocComment(text);
    }
  }
  return { description: '' };
}

function propertyName(name: ts.PropertyName, source: ts.SourceFile): string {
  if (ts.isStringLiteral(name) || ts.isNumericLiteral(name)) {
    return name.text;
  }
  return name.getText(source);
}

const TYPE_REF = /\b(?:inputs|enums)(?:\.[A-Za-z_$][\w$]*)+/g;

function typeRefsOf(type: string): string[] | undefined {
  const refs = [...new Set([...type.matchAll(TYPE_REF)].map((m) => m[0]))];
  return refs.length > 0 ? refs : undefined;
}

/** `pulumi.Input<"apps/v1">` or `"a" | "b"`: a type that admits only string literals lists its values. */
function literalValuesOf(type: string): string[] | undefined {
  const literals = [...type.matchAll(/"([^"\\]*)"/g)].map((m) => m[1] ?? '');
  if (literals.length === 0) {
    return undefined;
  }
  const rest = type.replace(/"[^"\\]*"/g, '').replace(/pulumi\.Input|\bundefined\b|[<>|()[\]\s]/g, '');
  return rest === '' ? [...new Set(literals)] : undefined;
}

function inputProperty(member: ts.PropertySignature, source: ts.SourceFile): InputProperty {
  const doc = docOf(member, source);
  const type = member.type?.getText(source).replace(/\s+/g, ' ') ?? 'any';
  const fromDoc = validValuesOf(doc.description, propertyName(member.name, source));
  const literals = fromDoc === undefined ? literalValuesOf(type) : undefined;
  const validValues = fromDoc?.values ?? literals;
  const typeRefs = typeRefsOf(type);
  return {
    name: propertyName(member.name, source),
    type,
    required: member.questionToken === undefined,
    doc: oneLineDoc(doc.description),
    ...(validValues === undefined
      ? {}
      : { validValues, validValuesComplete: fromDoc?.complete ?? literals !== undefined }),
    ...(doc.deprecated === undefined ? {} : { deprecated: doc.deprecated }),
    ...(typeRefs === undefined ? {} : { typeRefs }),
  };
}

type Interfaces = ReadonlyMap<string, ts.InterfaceDeclaration>;

/** An interface's properties, including those of the interfaces it extends within the same file. */
function interfaceInputs(
  name: string,
  interfaces: Interfaces,
  source: ts.SourceFile,
  seen = new Set<string>(),
): InputProperty[] {
  const declaration = interfaces.get(name);
  if (declaration === undefined || seen.has(name)) {
    return [];
  }
  seen.add(name);
  const own = declaration.members
    .filter(ts.isPropertySignature)
    .map((member) => inputProperty(member, source));
  const inherited = (declaration.heritageClauses ?? []).flatMap((clause) =>
    clause.types.flatMap((type) =>
      interfaceInputs(type.expression.getText(source), interfaces, source, seen),
    ),
  );
  const names = new Set(own.map((p) => p.name));
  return [...own, ...inherited.filter((p) => !names.has(p.name))];
}

function interfaceOutputs(name: string, interfaces: Interfaces, source: ts.SourceFile): OutputProperty[] {
  const members: readonly ts.TypeElement[] = interfaces.get(name)?.members ?? [];
  return members.filter(ts.isPropertySignature).map((member) => ({
    name: propertyName(member.name, source),
    type: member.type?.getText(source).replace(/\s+/g, ' ') ?? 'any',
  }));
}

/** The first name in a type text (`FooArgs | LocalFooArgs`, `Promise<GetXResult>`) that is a local interface. */
function localInterfaceIn(type: ts.TypeNode | undefined, interfaces: Interfaces, source: ts.SourceFile) {
  const text = type?.getText(source) ?? '';
  return [...text.matchAll(/\b[A-Za-z_$][\w$]*\b/g)].map((m) => m[0]).find((name) => interfaces.has(name));
}

function isExported(node: ts.Node): boolean {
  return (ts.getModifiers(node as ts.HasModifiers) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
}

interface RecordBase {
  readonly token: string;
  readonly kind: RecordKind;
  readonly provider: string;
  readonly module: string;
  readonly name: string;
  readonly doc: ParsedDoc;
}

function makeRecord(base: RecordBase, inputs: InputProperty[], outputs: OutputProperty[]): SnapshotRecord {
  return {
    token: base.token,
    kind: base.kind,
    provider: base.provider,
    module: base.module,
    tsName: tsNameOf(base.provider, base.module, base.name),
    summary: summaryOf(base.doc.description),
    ...(base.doc.deprecated === undefined ? {} : { deprecated: base.doc.deprecated }),
    inputs,
    outputs,
    examples: examplesOf(base.doc.description),
  };
}

function extractFile(
  provider: string,
  module: string,
  source: ts.SourceFile,
  classTokens: ReadonlyMap<string, string>,
  functionTokens: ReadonlyMap<string, string>,
): SnapshotRecord[] {
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  for (const statement of source.statements) {
    if (ts.isInterfaceDeclaration(statement)) {
      interfaces.set(statement.name.text, statement);
    }
  }
  const records: SnapshotRecord[] = [];
  const functionRecords = new Map<string, SnapshotRecord>();
  for (const statement of source.statements) {
    if (ts.isClassDeclaration(statement) && statement.name !== undefined && isExported(statement)) {
      const name = statement.name.text;
      const jsToken = classTokens.get(name);
      if (jsToken === undefined) {
        continue;
      }
      const extendsText =
        statement.heritageClauses?.find((c) => c.token === ts.SyntaxKind.ExtendsKeyword)?.getText(source) ??
        '';
      // A provider's `__pulumiType` is its package name; the engine registers it as `pulumi:providers:<pkg>`.
      const token = extendsText.includes('ProviderResource') ? `pulumi:providers:${jsToken}` : jsToken;
      const constructor = statement.members
        .filter(ts.isConstructorDeclaration)
        .map((c) => localInterfaceIn(c.parameters[1]?.type, interfaces, source))
        .find((argsName) => argsName !== undefined);
      const outputs: OutputProperty[] = statement.members
        .filter(ts.isPropertyDeclaration)
        .filter((m) => !(ts.getModifiers(m) ?? []).some((x) => x.kind === ts.SyntaxKind.StaticKeyword))
        .map((m) => ({
          name: propertyName(m.name, source),
          type: m.type?.getText(source).replace(/\s+/g, ' ') ?? 'any',
        }))
        .filter((p) => !p.name.startsWith('__'));
      records.push(
        makeRecord(
          { token, kind: 'resource', provider, module, name, doc: docOf(statement, source) },
          constructor === undefined ? [] : interfaceInputs(constructor, interfaces, source),
          outputs,
        ),
      );
    } else if (ts.isFunctionDeclaration(statement) && statement.name !== undefined && isExported(statement)) {
      const name = statement.name.text;
      const token = functionTokens.get(name);
      if (token === undefined) {
        continue;
      }
      // `getAmiOutput` is the Output-returning twin of `getAmi`: same token, same schema.
      const twin = name.endsWith('Output') ? name.slice(0, -'Output'.length) : undefined;
      if ((twin !== undefined && functionTokens.get(twin) === token) || functionRecords.has(name)) {
        continue;
      }
      const argsName = localInterfaceIn(statement.parameters[0]?.type, interfaces, source);
      const resultName = localInterfaceIn(statement.type, interfaces, source);
      const record = makeRecord(
        { token, kind: 'function', provider, module, name, doc: docOf(statement, source) },
        argsName === undefined ? [] : interfaceInputs(argsName, interfaces, source),
        resultName === undefined ? [] : interfaceOutputs(resultName, interfaces, source),
      );
      functionRecords.set(name, record);
      records.push(record);
    }
  }
  return records;
}

/**
 * Each interface of a declaration file (`types/input.d.ts`, `types/output.d.ts`) with its name qualified by
 * the namespaces it sits in (`inputs.s3.X`); azure-native's versioned API namespaces are left out.
 */
export function qualifiedInterfaces(
  source: ts.SourceFile,
  prefix: string,
): { readonly name: string; readonly declaration: ts.InterfaceDeclaration }[] {
  const found: { name: string; declaration: ts.InterfaceDeclaration }[] = [];
  const visit = (statements: readonly ts.Statement[], prefix: string): void => {
    for (const statement of statements) {
      if (ts.isInterfaceDeclaration(statement)) {
        found.push({ name: `${prefix}.${statement.name.text}`, declaration: statement });
      } else if (ts.isModuleDeclaration(statement)) {
        let body: ts.ModuleBody | undefined = statement.body;
        let name = statement.name.getText(source);
        while (body !== undefined && ts.isModuleDeclaration(body)) {
          name = `${name}.${body.name.getText(source)}`;
          body = body.body;
        }
        if (
          body !== undefined &&
          ts.isModuleBlock(body) &&
          !name.split('.').some((part) => VERSIONED_DIR.test(part))
        ) {
          visit(body.statements, `${prefix}.${name}`);
        }
      }
    }
  };
  visit(source.statements, prefix);
  return found;
}

/** Nested input types: interfaces of `types/input.d.ts`, named as the resource files reference them. */
function extractInputTypes(provider: string, path: string): NestedType[] {
  if (!existsSync(path)) {
    return [];
  }
  const source = parse(path, readFileSync(path, 'utf8'));
  return qualifiedInterfaces(source, 'inputs').map(({ name, declaration }) => ({
    name,
    provider,
    fields: interfaceInputs(declaration.name.text, new Map([[declaration.name.text, declaration]]), source),
  }));
}

/** String enums: `export declare const CannedAcl: { readonly Private: "private"; ... }` under `types/enums`. */
function extractEnums(provider: string, root: string): NestedType[] {
  if (!existsSync(root)) {
    return [];
  }
  const types: NestedType[] = [];
  for (const { dir, module } of moduleDirs(root)) {
    const prefix = module === 'index' ? 'enums' : `enums.${module}`;
    for (const file of declarationFiles(dir)) {
      const path = join(dir, file);
      const source = parse(path, readFileSync(path, 'utf8'));
      for (const statement of source.statements) {
        if (!ts.isVariableStatement(statement)) {
          continue;
        }
        for (const declaration of statement.declarationList.declarations) {
          if (!ts.isIdentifier(declaration.name) || declaration.type === undefined) {
            continue;
          }
          if (!ts.isTypeLiteralNode(declaration.type)) {
            continue;
          }
          const values = declaration.type.members
            .filter(ts.isPropertySignature)
            .map((member) => member.type)
            .filter((type): type is ts.LiteralTypeNode => type !== undefined && ts.isLiteralTypeNode(type))
            .map((type) =>
              ts.isStringLiteral(type.literal) ? type.literal.text : type.literal.getText(source),
            );
          if (values.length > 0) {
            types.push({
              name: `${prefix}.${declaration.name.text}`,
              provider,
              fields: [],
              enumValues: values,
            });
          }
        }
      }
    }
  }
  return types;
}

/**
 * Adds the members of referenced string enums to a property's valid values; an enum is the whole list, so
 * such a list is complete even where the doc listed only examples.
 */
function withEnumValues(property: InputProperty, enums: ReadonlyMap<string, NestedType>): InputProperty {
  const fromEnums = (property.typeRefs ?? []).flatMap((ref) => enums.get(ref)?.enumValues ?? []);
  if (fromEnums.length === 0) {
    return property;
  }
  const validValues = [...new Set([...(property.validValues ?? []), ...fromEnums])];
  const { name, type, required, doc, deprecated, typeRefs } = property;
  return {
    name,
    type,
    required,
    doc,
    validValues,
    validValuesComplete: true,
    ...(deprecated === undefined ? {} : { deprecated }),
    ...(typeRefs === undefined ? {} : { typeRefs }),
  };
}

const byName = (a: { name: string }, b: { name: string }): number =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
const byToken = (a: SnapshotRecord, b: SnapshotRecord): number =>
  a.token < b.token ? -1 : a.token > b.token ? 1 : 0;

export interface ExtractOptions {
  /**
   * Also the exported TypeScript component classes, which carry no `__pulumiType` (`docker.Image` of
   * @pulumi/docker 3, registered as `super("docker:image:Image", …)`), as resources named by a made-up token:
   * what a program could write in that version, for counting what a later major removed. Never for a shard:
   * the mock run would check a component's inputs as a resource's.
   */
  readonly components?: boolean;
}

/** `component:<provider>:<module>:<Name>` for each exported class a file declares as a component resource. */
function componentClasses(provider: string, module: string, source: ts.SourceFile): Map<string, string> {
  const found = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isClassDeclaration(statement) || statement.name === undefined || !isExported(statement)) continue;
    const extendsText =
      statement.heritageClauses?.find((c) => c.token === ts.SyntaxKind.ExtendsKeyword)?.getText(source) ?? '';
    if (/\bComponentResource\b/.test(extendsText)) {
      found.set(statement.name.text, `component:${provider}:${module}:${statement.name.text}`);
    }
  }
  return found;
}

/** Extracts every resource, function, nested input type and enum of one installed provider package. */
export function extractProvider(pkg: ProviderPackage, options: ExtractOptions = {}): ExtractedProvider {
  const recordsByToken = new Map<string, SnapshotRecord>();
  const duplicates: string[] = [];
  const foundResources = new Set<string>();
  const foundFunctions = new Set<string>();
  for (const { dir, module } of moduleDirs(pkg.dir)) {
    for (const file of declarationFiles(dir)) {
      const jsPath = join(dir, file.replace(/\.d\.ts$/, '.js'));
      if (!existsSync(jsPath)) {
        continue;
      }
      const tokens = scanJsTokens(readFileSync(jsPath, 'utf8'));
      if (tokens.classes.size === 0 && tokens.functions.size === 0 && options.components !== true) {
        continue;
      }
      tokens.functions.forEach((token) => foundFunctions.add(token));
      const path = join(dir, file);
      const source = parse(path, readFileSync(path, 'utf8'));
      const classes =
        options.components === true
          ? new Map([...componentClasses(pkg.name, module, source), ...tokens.classes])
          : tokens.classes;
      for (const record of extractFile(pkg.name, module, source, classes, tokens.functions)) {
        if (recordsByToken.has(record.token)) {
          duplicates.push(record.token);
        } else {
          recordsByToken.set(record.token, record);
        }
      }
      // Count resource tokens from the JS side too, so a class the .d.ts walk missed shows as a mismatch.
      for (const token of tokens.classes.values()) {
        foundResources.add(token.includes(':') ? token : `pulumi:providers:${token}`);
      }
    }
  }
  const enums = extractEnums(pkg.name, join(pkg.dir, 'types', 'enums'));
  const enumsByName = new Map(enums.map((e) => [e.name, e]));
  const inputTypes = extractInputTypes(pkg.name, join(pkg.dir, 'types', 'input.d.ts')).map((type) => ({
    ...type,
    fields: type.fields.map((field) => withEnumValues(field, enumsByName)),
  }));
  const records = [...recordsByToken.values()]
    .map((record) => ({
      ...record,
      inputs: record.inputs.map((input) => withEnumValues(input, enumsByName)),
    }))
    .sort(byToken);
  return {
    records,
    types: [...inputTypes, ...enums].sort(byName),
    foundInPackage: { resources: foundResources, functions: foundFunctions },
    duplicates: [...new Set(duplicates)].sort(),
  };
}
