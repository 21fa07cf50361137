import { existsSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { Node, Project, ts, type SourceFile } from 'ts-morph';
import type { ConfigRead } from '../types.js';
import type { MissingMember } from '../../snapshot/read-removed-members.js';
import { configReadsOf } from './config-reads.js';
import { DeclarationGraph } from './declaration-graph.js';
import { missingMemberOf, sameMember } from './missing-member.js';
import { keepModuleFormats } from './module-format.js';
import { ShadowFileSystem, stripBlockComments } from './shadow-file-system.js';

/**
 * The compiler options of the generated project's tsconfig.json; the typechecker uses exactly these, so a
 * program is checked as `tsc` checks it in the written project: Node's own types (`console`, `Buffer`) from
 * the `@types/node` the project's package.json pins (`NODE_TYPES` in `shared/project.ts`). What the program may reach at run
 * time is the safety gate's and the sandbox's business, not the type system's.
 */
export const PROJECT_COMPILER_OPTIONS = {
  strict: true,
  target: 'ES2022',
  lib: ['ES2022'],
  module: 'node16',
  moduleResolution: 'node16',
  skipLibCheck: true,
  esModuleInterop: true,
  types: ['node'] as string[],
} as const;

/** {@link PROJECT_COMPILER_OPTIONS} as the compiler API takes them (enums, `lib.<name>.d.ts` file names). */
function compilerOptionsOf(options: Readonly<Record<string, unknown>>): ts.CompilerOptions {
  const converted = ts.convertCompilerOptionsFromJson(options, '/');
  if (converted.errors.length > 0) {
    throw new Error(
      `invalid project compiler options: ${ts.flattenDiagnosticMessageText(converted.errors[0]!.messageText, ' ')}`,
    );
  }
  return { ...converted.options, noEmit: true };
}

export interface TypecheckDiagnostic {
  readonly code: number;
  readonly message: string;
  /** 1-based. */
  readonly line: number;
  readonly column: number;
  readonly start: number;
  readonly length: number;
  readonly category: 'error' | 'warning';
  /** The program file, relative to the project, when it is not `index.ts` (a program split over files). */
  readonly file?: string;
  /**
   * Names the diagnostic points at, for the repair prompt's schemas: quoted names in the message
   * (`BucketArgs`, `versioningConfiguration`) and the resource or function being called (`aws.s3.Bucket`).
   */
  readonly subjects: readonly string[];
  /**
   * The provider declaration's member the error says is missing (`DeploymentArgs.stageName`), found by the
   * type checker: the typecheck rung asks the snapshot whether the checked major removed it.
   */
  readonly missing?: MissingMember;
  /** Not TypeScript's: the check itself stopped at a limit (see `isolated-typechecker.ts`); `code` is 0. */
  readonly limit?: TypecheckLimit;
}

/** Why an isolated check stopped: its time limit, its heap limit, or its process failed. */
export type TypecheckLimit = 'time' | 'memory' | 'crash';

export interface AppliedFix {
  /** TypeScript's fix name (`spelling`, `import`) or ours (`namespace-import`). */
  readonly fixName: string;
  readonly description: string;
  readonly line: number;
  /** The member the fixed diagnostic said is missing (a spelling fix of `stageName`). */
  readonly missing?: MissingMember;
}

export interface FixResult {
  readonly program: string;
  readonly fixes: readonly AppliedFix[];
  readonly diagnostics: readonly TypecheckDiagnostic[];
}

export interface TypecheckStats {
  /** Source files in the last program (program, shadows, declarations, libs). */
  readonly files: number;
  readonly checks: number;
}

export interface Typechecker {
  check(program: string): readonly TypecheckDiagnostic[];
  /** What the program reads from its stack configuration, by the type checker (see `config-reads.ts`). */
  configReads(program: string): readonly ConfigRead[];
  /**
   * TypeScript's own code fixes (spelling, missing imports), repeated while they help; no model involved.
   * A diagnostic on a `protect`ed member is never fixed: a member an earlier major had is no typo.
   */
  fix(program: string, maxPasses?: number, protect?: readonly MissingMember[]): FixResult;
  stats(): TypecheckStats;
}

/**
 * What the ladder asks of a typechecker: the in-process {@link Typechecker} answers at once, the isolated
 * one (a child process with time and heap limits, `isolated-typechecker.ts`) asynchronously.
 */
export interface TypecheckService {
  check(program: string): readonly TypecheckDiagnostic[] | Promise<readonly TypecheckDiagnostic[]>;
  fix(
    program: string,
    maxPasses?: number,
    protect?: readonly MissingMember[],
  ): FixResult | Promise<FixResult>;
  configReads(program: string): readonly ConfigRead[] | Promise<readonly ConfigRead[]>;
}

export interface TypecheckerOptions {
  /** The project directory; `index.ts` lives here and `node_modules` resolves `@pulumi/*`. */
  readonly projectDir: string;
  /** Default `<projectDir>/node_modules`. */
  readonly nodeModulesDir?: string;
}

/** Quick fixes TypeScript offers that are safe to apply without asking anyone. */
const SAFE_FIX_NAMES = new Set(['spelling', 'import', 'fixMissingImport']);
const FIXABLE_CODES = new Set([2304, 2305, 2339, 2503, 2551, 2552, 2561, 2724, 2694, 2300]);

/** Conventional aliases of provider packages, for the missing namespace import fix. */
const NAMESPACE_ALIASES: Readonly<Record<string, string>> = {
  pulumi: '@pulumi/pulumi',
  aws: '@pulumi/aws',
  k8s: '@pulumi/kubernetes',
  kubernetes: '@pulumi/kubernetes',
  random: '@pulumi/random',
  tls: '@pulumi/tls',
  gcp: '@pulumi/gcp',
  azure_native: '@pulumi/azure-native',
  azure: '@pulumi/azure-native',
  cloudflare: '@pulumi/cloudflare',
  docker: '@pulumi/docker',
  github: '@pulumi/github',
};

function subjectsOf(sourceFile: SourceFile, diagnostic: ts.Diagnostic, message: string): string[] {
  const subjects = new Set<string>();
  for (const match of message.matchAll(/'([^']{1,200})'/g)) {
    const name = match[1]!.trim();
    if (/^[\w.$]+$/.test(name)) subjects.add(name);
    // `typeof import("…/s3/bucket").Bucket` and the like name their declaration's last part.
    const tail = /([A-Za-z_$][\w$]*)$/.exec(name)?.[1];
    if (tail !== undefined && tail !== name) subjects.add(tail);
  }
  if (diagnostic.start !== undefined) {
    let node: Node | undefined = sourceFile.getDescendantAtPos(diagnostic.start);
    for (; node !== undefined; node = node.getParent()) {
      if (Node.isNewExpression(node) || Node.isCallExpression(node)) {
        const callee = node.getExpression().getText();
        if (/^[\w$]+(\.[\w$]+)+$/.test(callee)) {
          subjects.add(callee);
          break;
        }
      }
    }
  }
  return [...subjects];
}

/** A declaration path inside a `node_modules` folder, quoted as TypeScript quotes it in a message. */
const INSTALLED_PATH =
  /(["'])[^"'\s]*\/node_modules\/((?:@[^/"']+\/)?[^/"']+)((?:\/[^"'/]+)*?)(?:\/index)?\1/g;

/**
 * A message with installed declaration paths said as the package paths a program imports:
 * `typeof import("/root/.cache/pulumi-gen/store/…/node_modules/@pulumi/azure/index")` is
 * `typeof import("@pulumi/azure")`. Where the verifier keeps its packages is not the program's business.
 */
export function withPackagePaths(message: string): string {
  return message.replace(
    INSTALLED_PATH,
    (_all, quote: string, pkg: string, rest: string) => `${quote}${pkg}${rest}${quote}`,
  );
}

/** A TypeScript diagnostic as the rung reports it: 1-based line and column, flattened message, subjects. */
function toDiagnostic(
  d: ts.Diagnostic,
  lines: ts.SourceFile,
  subjects: (message: string) => string[],
  checkerOf: () => ts.TypeChecker | undefined,
  file?: string,
): TypecheckDiagnostic {
  const start = d.start ?? 0;
  // The diagnostic's own file is the language service program's, whose checker resolves its nodes.
  const checker = d.file === undefined ? undefined : checkerOf();
  const missing =
    checker === undefined || d.file === undefined ? undefined : missingMemberOf(d.file, checker, d);
  const { line, character } = lines.getLineAndCharacterOfPosition(start);
  const message = withPackagePaths(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  return {
    code: d.code,
    message,
    line: line + 1,
    column: character + 1,
    start,
    length: d.length ?? 0,
    category: d.category === ts.DiagnosticCategory.Error ? ('error' as const) : ('warning' as const),
    subjects: subjects(message),
    ...(file !== undefined ? { file } : {}),
    ...(missing !== undefined ? { missing } : {}),
  };
}

const reported = (d: ts.Diagnostic): boolean =>
  d.category === ts.DiagnosticCategory.Error || d.category === ts.DiagnosticCategory.Warning;

/** A missing namespace import of a provider package the project has (`aws`, `k8s`), added at the top. */
function namespaceImportFix(
  program: string,
  diagnostic: TypecheckDiagnostic,
  nodeModulesDir: string,
): string | undefined {
  if (![2304, 2503, 2552].includes(diagnostic.code)) return undefined;
  const name = /'([\w$]+)'/.exec(diagnostic.message)?.[1];
  const specifier = name !== undefined ? NAMESPACE_ALIASES[name] : undefined;
  if (specifier === undefined || !existsSync(join(nodeModulesDir, specifier))) return undefined;
  return `import * as ${name} from '${specifier}';\n${program}`;
}

/** Where a fix pass asks TypeScript for code fixes. */
interface FixSite {
  readonly languageService: ts.LanguageService;
  readonly programPath: string;
  readonly nodeModulesDir: string;
}

interface TextEdit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** TypeScript's safe code fix for one diagnostic (or a "did you mean" it names), as edits of the program. */
function codeFixOf(
  program: string,
  diagnostic: TypecheckDiagnostic,
  site: FixSite,
): { action: ts.CodeFixAction; changes: ts.TextChange[] } | undefined {
  const actions = site.languageService.getCodeFixesAtPosition(
    site.programPath,
    diagnostic.start,
    diagnostic.start + diagnostic.length,
    [diagnostic.code],
    {},
    { includeCompletionsForModuleExports: true, quotePreference: 'single' },
  );
  const action = actions.find((a) => SAFE_FIX_NAMES.has(a.fixName)) ?? didYouMeanFix(program, diagnostic);
  if (action === undefined) return undefined;
  const changes = action.changes
    .filter((c) => c.fileName === site.programPath || c.fileName === '')
    .flatMap((c) => c.textChanges);
  return { action, changes };
}

/**
 * One pass of fixes over the diagnostics: the first namespace import fix (which rewrites the program and
 * ends the pass), else every safe code fix whose edits do not overlap another's. `undefined`: nothing to fix.
 */
function fixPass(
  program: string,
  diagnostics: readonly TypecheckDiagnostic[],
  site: FixSite,
  protect: readonly MissingMember[],
): { program: string; fixes: AppliedFix[] } | undefined {
  const edits: TextEdit[] = [];
  const fixes: AppliedFix[] = [];
  for (const diagnostic of diagnostics) {
    if (!FIXABLE_CODES.has(diagnostic.code) || diagnostic.file !== undefined) continue;
    const { missing } = diagnostic;
    if (missing !== undefined && protect.some((kept) => sameMember(kept, missing))) continue;
    const ours = namespaceImportFix(program, diagnostic, site.nodeModulesDir);
    if (ours !== undefined) {
      fixes.push({
        fixName: 'namespace-import',
        description: `Add ${ours.split('\n')[0]}`,
        line: diagnostic.line,
      });
      return { program: ours, fixes };
    }
    const fix = codeFixOf(program, diagnostic, site);
    if (fix === undefined) continue;
    const overlaps = fix.changes.some((c) =>
      edits.some((e) => c.span.start < e.end && e.start < c.span.start + c.span.length + 1),
    );
    if (overlaps || fix.changes.length === 0) continue;
    for (const c of fix.changes)
      edits.push({ start: c.span.start, end: c.span.start + c.span.length, text: c.newText });
    fixes.push({
      fixName: fix.action.fixName,
      description: fix.action.description,
      line: diagnostic.line,
      ...(missing !== undefined ? { missing } : {}),
    });
  }
  if (edits.length === 0) return undefined;
  let fixed = program;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    fixed = fixed.slice(0, edit.start) + edit.text + fixed.slice(edit.end);
  return { program: fixed, fixes };
}

/** Fix passes while they help (at most `maxPasses`), each followed by a re-check. */
function fixRepeatedly(
  initial: string,
  how: {
    readonly maxPasses: number;
    readonly protect: readonly MissingMember[];
    readonly site: FixSite;
    readonly check: (program: string) => TypecheckDiagnostic[];
  },
): FixResult {
  let program = initial;
  const fixes: AppliedFix[] = [];
  let diagnostics = how.check(program);
  for (let pass = 0; pass < how.maxPasses; pass++) {
    const fixed = fixPass(program, diagnostics, how.site, how.protect);
    if (fixed === undefined) break;
    program = fixed.program;
    fixes.push(...fixed.fixes);
    diagnostics = how.check(program);
    if (diagnostics.length === 0) break;
  }
  return { program, fixes, diagnostics };
}

/**
 * A ts-morph project kept for the whole run: the provider declarations are parsed once, and each round only
 * replaces `index.ts`, so a re-check costs the program's own statements. Provider hub files are shadowed by
 * pruned copies (see {@link DeclarationGraph}) so a cold check parses a few hundred files, not three thousand.
 */
export function createTypechecker(options: TypecheckerOptions): Typechecker {
  const projectDir = options.projectDir;
  const nodeModulesDir = options.nodeModulesDir ?? join(projectDir, 'node_modules');
  const projectRoot = realpathOr(projectDir);
  const programPath = join(projectRoot, 'index.ts');
  const fileSystem = new ShadowFileSystem();
  const project = new Project({
    fileSystem,
    compilerOptions: compilerOptionsOf(PROJECT_COMPILER_OPTIONS),
    skipAddingFilesFromTsConfig: true,
    // Shadows are added before the program is built; resolving their imports eagerly would parse the very
    // files they exist to avoid.
    skipFileDependencyResolution: true,
  });
  keepModuleFormats(project);
  const languageService = project.getLanguageService().compilerObject;
  const graph = new DeclarationGraph(nodeModulesDir);
  let checks = 0;

  const load = (program: string): SourceFile => {
    for (const hub of graph.update(programPath, program)) {
      const text = stripBlockComments(graph.render(hub));
      if (fileSystem.shadows.get(hub) !== text) {
        fileSystem.shadows.set(hub, text);
        // Already loaded in an earlier round: re-read it through the shadowing host.
        project.getSourceFile(hub)?.refreshFromFileSystemSync();
      }
    }
    fileSystem.shadows.set(programPath, program);
    const existing = project.getSourceFile(programPath);
    if (existing !== undefined) {
      existing.refreshFromFileSystemSync();
      return existing;
    }
    return project.addSourceFileAtPath(programPath);
  };

  const diagnosticsOf = (fileName: string): ts.Diagnostic[] => [
    ...languageService.getSyntacticDiagnostics(fileName),
    ...languageService.getSemanticDiagnostics(fileName),
  ];

  /** The program's other files in the project (a program split over files), as `tsc` checks them too. */
  const companions = (): ts.SourceFile[] =>
    (languageService.getProgram()?.getSourceFiles() ?? []).filter(
      (file) =>
        file.fileName !== programPath &&
        file.fileName.startsWith(`${projectRoot}/`) &&
        !file.fileName.includes('/node_modules/') &&
        !file.isDeclarationFile,
    );

  const diagnose = (sourceFile: SourceFile): TypecheckDiagnostic[] => {
    checks++;
    const checker = (): ts.TypeChecker | undefined => languageService.getProgram()?.getTypeChecker();
    const own = diagnosticsOf(programPath)
      .filter(reported)
      .map((d) =>
        toDiagnostic(d, sourceFile.compilerNode, (message) => subjectsOf(sourceFile, d, message), checker),
      );
    const others = companions().flatMap((file) =>
      diagnosticsOf(file.fileName)
        .filter(reported)
        .map((d) => toDiagnostic(d, file, () => [], checker, file.fileName.slice(projectRoot.length + 1))),
    );
    return [...own, ...others];
  };

  const check = (program: string): TypecheckDiagnostic[] => diagnose(load(program));

  const configReads = (program: string): ConfigRead[] => {
    load(program);
    const compiled = languageService.getProgram();
    const source = compiled?.getSourceFile(programPath);
    return compiled === undefined || source === undefined
      ? []
      : configReadsOf(source, compiled.getTypeChecker());
  };

  const site: FixSite = { languageService, programPath, nodeModulesDir };
  const fix = (initial: string, maxPasses = 4, protect: readonly MissingMember[] = []): FixResult =>
    fixRepeatedly(initial, { maxPasses, protect, site, check });

  return {
    check,
    configReads,
    fix,
    stats: () => ({ files: languageService.getProgram()?.getSourceFiles().length ?? 0, checks }),
  };
}

/**
 * TypeScript suggests a name in some messages it offers no code fix for (TS2561 "Object literal may only
 * specify known properties, but 'buckt' does not exist in type 'BucketVersioningArgs'. Did you mean to write
 * 'bucket'?"). When the diagnostic's span is exactly the offending name, the suggestion is applied like the
 * `spelling` fix.
 */
function didYouMeanFix(program: string, diagnostic: TypecheckDiagnostic): ts.CodeFixAction | undefined {
  const suggestion = /Did you mean(?: to write)? '([\w$]+)'\?/.exec(diagnostic.message)?.[1];
  const offending = /'([\w$]+)'/.exec(diagnostic.message)?.[1];
  if (suggestion === undefined || offending === undefined) return undefined;
  if (program.slice(diagnostic.start, diagnostic.start + diagnostic.length) !== offending) return undefined;
  return {
    fixName: 'spelling',
    description: `Change spelling to '${suggestion}'`,
    changes: [
      {
        fileName: '',
        textChanges: [{ span: { start: diagnostic.start, length: diagnostic.length }, newText: suggestion }],
      },
    ],
  };
}

function realpathOr(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}
