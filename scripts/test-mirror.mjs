// How far the test tree mirrors src/: which source files have a test at the mirrored path
// (src/a/b.ts -> test/a/b.test.ts), and the largest that have none.
// Usage: node scripts/test-mirror.mjs [--top N] [--json]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

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

const files = sources(join(root, 'src')).map((path) => {
  const mirrored = join('test', path.slice('src/'.length).replace(/\.ts$/, '.test.ts'));
  const lines = readFileSync(join(root, path), 'utf8').split('\n').length;
  return { path, mirrored, lines, tested: existsSync(join(root, mirrored)) };
});
const tested = files.filter((f) => f.tested);
const untested = files.filter((f) => !f.tested).sort((a, b) => b.lines - a.lines);
const testedLines = tested.reduce((sum, f) => sum + f.lines, 0);
const allLines = files.reduce((sum, f) => sum + f.lines, 0);

if (args.includes('--json')) {
  console.log(
    JSON.stringify({ files: files.length, mirrored: tested.length, untested: untested.slice(0, top) }),
  );
} else {
  const pct = (n, d) => `${((100 * n) / d).toFixed(1)}%`;
  console.log(
    `mirrored tests: ${tested.length} of ${files.length} src files (${pct(tested.length, files.length)}), ` +
      `${testedLines} of ${allLines} lines (${pct(testedLines, allLines)})`,
  );
  if (top > 0) console.log(`largest without a test at the mirrored path:`);
  for (const f of untested.slice(0, top))
    console.log(`  ${String(f.lines).padStart(5)}  ${f.path}  (-> ${f.mirrored})`);
}
