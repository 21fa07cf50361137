/**
 * LanceDB is only the benchmark's external anchor, so it is not a devDependency: its lockfile entries name
 * native packages for every platform, and `npm ci` fails wherever the registry lacks one of them. The
 * benchmark installs it on first use into a cache folder and loads it from there.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { packageRoot } from '../../src/shared/paths.js';

const LANCEDB_VERSION = '0.39.0';

/** The slice of the LanceDB API the benchmark uses. */
export interface LanceQuery {
  fullTextSearch(text: string): LanceQuery;
  nearestTo(vector: number[]): LanceQuery;
  rerank(reranker: unknown): LanceQuery;
  select(columns: string[]): LanceQuery;
  limit(n: number): LanceQuery;
  toArray(): Promise<unknown[]>;
}
export interface LanceTable {
  query(): LanceQuery;
  createIndex(column: string, options: { config: unknown }): Promise<void>;
}
export interface LanceConnection {
  openTable(name: string): Promise<LanceTable>;
  createTable(
    name: string,
    rows: Record<string, unknown>[],
    options: { mode: 'overwrite' },
  ): Promise<LanceTable>;
}
export interface LanceDb {
  connect(uri: string): Promise<LanceConnection>;
  rerankers: { RRFReranker: { create(): Promise<unknown> } };
  Index: { fts(): unknown };
}

export async function loadLanceDb(): Promise<LanceDb> {
  const dir = join(packageRoot(), 'node_modules', '.cache', `pulumi-gen-bench-lancedb-${LANCEDB_VERSION}`);
  const installed = join(dir, 'node_modules', '@lancedb', 'lancedb', 'package.json');
  if (!existsSync(installed)) {
    mkdirSync(dir, { recursive: true });
    console.error(`installing @lancedb/lancedb@${LANCEDB_VERSION} for the benchmark into ${dir}`);
    execFileSync(
      'npm',
      [
        'install',
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        '--prefix',
        dir,
        `@lancedb/lancedb@${LANCEDB_VERSION}`,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
  }
  const entry = createRequire(installed).resolve('@lancedb/lancedb');
  return (await import(pathToFileURL(entry).href)) as LanceDb;
}
