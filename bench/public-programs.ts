/**
 * `npm run bench -- public-programs`: the verifier on programs no one here wrote (issue 23). Every
 * single-file TypeScript program of pulumi/examples and pulumi/templates whose imports are all bundled
 * packages goes through `pulumi-gen verify` (in-process, the same `verifyProject`), and the bench prints
 * each one's verdict and first finding, the verified share, and the refusals grouped by finding code.
 *
 * The repositories are not vendored: point `PULUMI_EXAMPLES_DIR` and `PULUMI_TEMPLATES_DIR` at checkouts
 * (`bench/data/public-programs.json` records the commits measured). `PUBLIC_PROGRAMS_DIRS=label=path,…` adds
 * more roots chosen the same way (the provider repositories' own example programs, whose commits the same file
 * records under `moreSources`). `PUBLIC_PROGRAMS_ONLY=a,b` runs a few; `PUBLIC_PROGRAMS_JSON=file` also writes
 * every result as JSON lines; `PUBLIC_PROGRAMS_SERVED=1` checks each program as a model's reply is
 * checked, at the bundled versions, ignoring its package.json pins.
 */
import { appendFileSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ts } from 'ts-morph';

import { createPipelineDeps } from '../src/pipeline/create-deps.js';
import type { GenerationResult } from '../src/pipeline/types.js';
import { verifyProject } from '../src/pipeline/verify-project.js';
import { defaultSnapshotDir, packageRoot } from '../src/shared/paths.js';
import { pinnedVersions } from '../src/snapshot/pinned-providers.js';
import { npmEnvironmentFrom } from '../src/store/npm-environment.js';
import { readExistingProject } from '../src/workspace/read-project.js';

const BUNDLED = new Set(['@pulumi/pulumi', ...pinnedVersions.providers.map((p) => p.package)]);

interface Candidate {
  readonly label: string;
  readonly dir: string;
}

/** Module specifiers of a file's import declarations, `require` and `import()` calls, parsed, not grepped. */
function specifiers(text: string): string[] {
  const source = ts.createSourceFile('index.ts', text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier !== undefined
    ) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const expression = node.moduleReference.expression;
      if (ts.isStringLiteral(expression)) found.push(expression.text);
    } else if (
      ts.isCallExpression(node) &&
      ((ts.isIdentifier(node.expression) && node.expression.text === 'require') ||
        node.expression.kind === ts.SyntaxKind.ImportKeyword) &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** TypeScript files of a project folder, outside node_modules and nested projects. */
function typescriptFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (path) =>
      /\.tsx?$/.test(path) &&
      !path.endsWith('.d.ts') &&
      !path.split('/').includes('node_modules') &&
      statSync(join(dir, path)).isFile(),
  );
}

/**
 * `PUBLIC_PROGRAMS_FILES`: `single` (default: the set, one file, index.ts), `multi` (an index.ts with
 * more TypeScript files beside it, e.g. eks's `iam.ts`) or `all`.
 */
function wantsFileCount(count: number): boolean {
  const wanted = process.env['PUBLIC_PROGRAMS_FILES'] ?? 'single';
  return wanted === 'all' || (wanted === 'multi' ? count > 1 : count === 1);
}

/** Every Node.js Pulumi project under `root` with an index.ts whose files import only bundled packages. */
function candidates(root: string, repository: string): Candidate[] {
  const found: Candidate[] = [];
  for (const path of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!path.endsWith('Pulumi.yaml') || path.split('/').includes('node_modules')) continue;
    const dir = join(root, path.slice(0, -'Pulumi.yaml'.length));
    if (!/runtime:\s*(\n\s+name:\s*)?nodejs/.test(readFileSync(join(dir, 'Pulumi.yaml'), 'utf8'))) continue;
    const files = typescriptFiles(dir);
    if (!files.includes('index.ts') || !wantsFileCount(files.length)) continue;
    const imports = files.flatMap((file) => specifiers(readFileSync(join(dir, file), 'utf8')));
    // A relative import is one of the program's files only when it has more than one.
    const ownFile = (name: string) => files.length > 1 && name.startsWith('.');
    if (!imports.every((name) => ownFile(name) || BUNDLED.has(packageOf(name)))) continue;
    found.push({ label: `${repository}:${relative(root, dir).replace(/\/$/, '') || '.'}`, dir });
  }
  return found.sort((a, b) => a.label.localeCompare(b.label));
}

/** The first finding that stopped the run: its rung, code and message (or the stage failure). */
function firstReason(result: GenerationResult): { code: string; message: string } | undefined {
  if (result.status === 'verified') return undefined;
  if (result.failure !== undefined) {
    return { code: `stage:${result.failure.stage}`, message: result.failure.message };
  }
  const failed = result.verification.find((o) => o.status === 'failed');
  const finding = failed?.findings.find((f) => f.severity === 'error') ?? failed?.findings[0];
  if (failed !== undefined) {
    return { code: `${failed.rung}:${finding?.code ?? '?'}`, message: finding?.message ?? '' };
  }
  const skipped = result.verification.find((o) => o.status === 'skipped' && o.unverified === true);
  return { code: `${skipped?.rung ?? '?'}:skipped`, message: skipped?.reason ?? '' };
}

/** `PUBLIC_PROGRAMS_DIRS=label=path,label=path`: more roots, each labelled (`pulumi/pulumi-eks=/src/eks`). */
function moreRoots(value: string | undefined): (readonly [string, string])[] {
  if (value === undefined || value.trim() === '') return [];
  return value.split(',').map((entry) => {
    const at = entry.indexOf('=');
    if (at <= 0) {
      throw new Error(
        `PUBLIC_PROGRAMS_DIRS entry "${entry}" is not label=path; write e.g. pulumi/pulumi-eks=/src/eks`,
      );
    }
    return [entry.slice(0, at), entry.slice(at + 1)] as const;
  });
}

export async function run(): Promise<void> {
  const sources: (readonly [string, string | undefined])[] = [
    ['pulumi/examples', process.env['PULUMI_EXAMPLES_DIR']],
    ['pulumi/templates', process.env['PULUMI_TEMPLATES_DIR']],
    ...moreRoots(process.env['PUBLIC_PROGRAMS_DIRS']),
  ];
  const missing = sources.filter(([, dir]) => dir === undefined || !existsSync(dir));
  if (missing.length === sources.length) {
    console.log(
      'skipped: set PULUMI_EXAMPLES_DIR and PULUMI_TEMPLATES_DIR to checkouts of pulumi/examples and ' +
        'pulumi/templates, or PUBLIC_PROGRAMS_DIRS=label=path,… (bench/data/public-programs.json records the commits)',
    );
    return;
  }
  const only = process.env['PUBLIC_PROGRAMS_ONLY']?.split(',');
  const jsonOut = process.env['PUBLIC_PROGRAMS_JSON'];
  if (jsonOut !== undefined) writeFileSync(jsonOut, '');
  const programs = sources
    .flatMap(([repository, dir]) =>
      dir === undefined || !existsSync(dir) ? [] : candidates(dir, repository),
    )
    .filter((c) => only === undefined || only.some((name) => c.label.endsWith(name)));
  const cacheDir = process.env['PULUMI_GEN_CACHE_DIR'] ?? join(homedir(), '.cache', 'pulumi-gen');
  // One set of dependencies per program: each is checked at the provider versions its package.json pins.
  const depsFor = (projectDependencies: Readonly<Record<string, string>>) =>
    createPipelineDeps({
      projectDependencies,
      snapshotDir: defaultSnapshotDir(),
      cacheDir,
      nodeModulesDirs: [join(packageRoot(), 'node_modules')],
      openai: undefined,
      pathEnv: process.env['PATH'] ?? '',
      preview: 'off',
      sandbox: 'auto',
      identity: { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 },
      nodePath: process.execPath,
      npm: npmEnvironmentFrom({
        env: process.env,
        cwd: process.cwd(),
        homeDir: homedir(),
        readText: (path) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined),
      }),
      tempDir: tmpdir(),
    });
  const codes = new Map<string, string[]>();
  const perRepository = new Map<string, { verified: number; total: number }>();
  let verified = 0;
  for (const program of programs) {
    const started = performance.now();
    let result: GenerationResult | undefined;
    let reason: { code: string; message: string } | undefined;
    try {
      const project = readExistingProject(program.dir);
      const deps = await depsFor(process.env['PUBLIC_PROGRAMS_SERVED'] === '1' ? {} : project.dependencies);
      result = await verifyProject({ project, config: {}, preview: 'off' }, deps);
      reason = firstReason(result);
    } catch (error) {
      reason = { code: 'read', message: error instanceof Error ? error.message : String(error) };
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const repository = program.label.slice(0, program.label.indexOf(':'));
    const tally = perRepository.get(repository) ?? { verified: 0, total: 0 };
    perRepository.set(repository, {
      verified: tally.verified + (reason === undefined ? 1 : 0),
      total: tally.total + 1,
    });
    if (reason === undefined) verified += 1;
    else codes.set(reason.code, [...(codes.get(reason.code) ?? []), program.label]);
    const verdict =
      reason === undefined ? 'verified' : `NOT  ${reason.code}: ${reason.message.slice(0, 220)}`;
    console.log(`${program.label.padEnd(62)} ${seconds.padStart(5)} s  ${verdict}`);
    if (jsonOut !== undefined) {
      appendFileSync(
        jsonOut,
        `${JSON.stringify({ program: program.label, status: result?.status ?? 'error', reason, verification: result?.verification })}\n`,
      );
    }
  }
  console.log(
    `\nverified ${verified} of ${programs.length} (${((100 * verified) / Math.max(1, programs.length)).toFixed(1)}%; target ≥ 90%)`,
  );
  for (const [repository, tally] of perRepository) {
    console.log(`  ${repository}: ${tally.verified} of ${tally.total}`);
  }
  for (const [code, labels] of [...codes].sort((a, b) => b[1].length - a[1].length)) {
    console.log(`  ${String(labels.length).padStart(3)}  ${code}: ${labels.join(', ')}`);
  }
}
