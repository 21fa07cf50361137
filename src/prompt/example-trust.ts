import { ts } from 'ts-morph';
import { referencedRecordNames } from './program-references.js';
import type { ExampleBlock, Snapshot } from '../snapshot/types.js';

/**
 * Whether a doc example is fit to paste as guidance: it parses, and every resource it constructs and lookup
 * it calls exists in the snapshot (upstream docs carry `aws.rds.InstanceType[promise]`-style leftovers and
 * names from other provider versions). A cheap stand-in for typechecking each example at snapshot build.
 */
export function isTrustedExample(example: ExampleBlock, snapshot: Snapshot): boolean {
  const syntax = ts.transpileModule(example.code, { reportDiagnostics: true, fileName: 'example.ts' });
  if ((syntax.diagnostics ?? []).length > 0) return false;
  // `\\"` in a template literal leaves a backslash before each quote: invalid JSON when copied.
  if (example.code.includes('\\\\"')) return false;
  return referencedRecordNames(example.code).every((name) => snapshot.get(name) !== undefined);
}
