/**
 * `npm run bench [-- area ...]`: runs every `bench/<area>.ts` (or the named ones) in turn. Each module exports
 * `run()`, which prints its own figures; measurements that take minutes live here, never in tests.
 */
import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

interface BenchModule {
  run(): Promise<void>;
}

const here = dirname(fileURLToPath(import.meta.url));
const available = readdirSync(here)
  .filter((file) => file.endsWith('.ts') && file !== 'index.ts' && !file.endsWith('.d.ts'))
  .map((file) => basename(file, '.ts'))
  .sort();
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  console.error(`unknown benchmark ${unknown.join(', ')}; available: ${available.join(', ')}`);
  process.exit(2);
}
for (const name of wanted.length > 0 ? wanted : available) {
  console.log(`\n## bench: ${name}\n`);
  const module = (await import(pathToFileURL(join(here, `${name}.ts`)).href)) as BenchModule;
  await module.run();
}
