// How far the test tree mirrors src/: which source files have a test at the mirrored path
// (src/a/b.ts -> test/a/b.test.ts), and the largest that have none. Files that compile to no
// JavaScript (only types and interfaces) are left out: there is nothing in them a test could run.
// Usage: node scripts/test-mirror.mjs [--top N] [--json]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const topIndex = args.indexOf('--top');
const top = topIndex >= 0 ? Number(args[topIndex + 1]) : 15;
if (!Number.isInteger(top) || top < 0) {
  console.error('test-mirror: --top takes a whole number, e.g. --top 20');
  process.exit(2);
}

/** Every TypeScript source file under `dir`, relative to the repository root (declaration files left out). */
function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [relative(root, path)] : [];
  });
}

/** Whether a source compiles to nothing but an empty module: only types, interfaces and type imports. */
function typeOnly(text) {
  const { outputText } = ts.transpileModule(text, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, removeComments: true },
  });
  return outputText.replace(/export \{\};?/g, '').trim() === '';
}

const all = sources(join(root, 'src')).map((path) => {
  const mirrored = join('test', path.slice('src/'.length).replace(/\.ts$/, '.test.ts'));
  const text = readFileSync(join(root, path), 'utf8');
  const lines = text.split('\n').length;
  return { path, mirrored, lines, typeOnly: typeOnly(text), tested: existsSync(join(root, mirrored)) };
});
const typeOnlyFiles = all.filter((f) => f.typeOnly);
const files = all.filter((f) => !f.typeOnly);
const tested = files.filter((f) => f.tested);
const untested = files.filter((f) => !f.tested).sort((a, b) => b.lines - a.lines);
const testedLines = tested.reduce((sum, f) => sum + f.lines, 0);
const allLines = files.reduce((sum, f) => sum + f.lines, 0);

if (args.includes('--json')) {
  console.log(
    JSON.stringify({
      files: files.length,
      mirrored: tested.length,
      typeOnly: typeOnlyFiles.map((f) => f.path),
      untested: untested.slice(0, top),
    }),
  );
} else {
  const pct = (n, d) => `${((100 * n) / d).toFixed(1)}%`;
  console.log(
    `mirrored tests: ${tested.length} of ${files.length} src files (${pct(tested.length, files.length)}), ` +
      `${testedLines} of ${allLines} lines (${pct(testedLines, allLines)}); ` +
      `${typeOnlyFiles.length} type-only files left out`,
  );
  if (top > 0) console.log(`largest without a test at the mirrored path:`);
  for (const f of untested.slice(0, top))
    console.log(`  ${String(f.lines).padStart(5)}  ${f.path}  (-> ${f.mirrored})`);
}
