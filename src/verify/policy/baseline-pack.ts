import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import policyServer from '@pulumi/policy/server.js';
import analyzerProto from '@pulumi/pulumi/proto/analyzer_pb.js';
import structProto from 'google-protobuf/google/protobuf/struct_pb.js';

import baseline from '../../../policy-packs/baseline/policies.js';
import baselinePackage from '../../../policy-packs/baseline/package.json' with { type: 'json' };
import { packageRoot } from '../../shared/paths.js';
import { createAnalyzer, type Analyzer } from './analyzer.js';
import type { LoadedPolicyPack } from './types.js';

/**
 * The analyzer the bundled baseline runs in, in this process: the baseline is pulumi-gen's own code, imported
 * into the bundle, and checks values only. Repository packs never run here (see `sandboxed-pack.ts`).
 */
export const inProcessAnalyzer: Analyzer = createAnalyzer({ policyServer, analyzerProto, structProto });

/**
 * The baseline's directory when the Pulumi CLI could run it as a pack: it ships with the package, and its
 * `@pulumi/policy` resolves from there (the package's own dependency). The action runs from a checkout with
 * only the bundle, so there the baseline is checked in-process alone.
 */
function runnableBaselineDir(): string | undefined {
  try {
    const dir = join(packageRoot(), 'policy-packs', 'baseline');
    if (!existsSync(join(dir, 'index.ts'))) return undefined;
    createRequire(join(dir, 'package.json')).resolve('@pulumi/policy');
    return dir;
  } catch {
    return undefined;
  }
}

/** The ports a baseline exposure message names as opened (the pack writes and reads its own wording). */
export const baselineOpenedPorts: (message: string) => readonly number[] = baseline.openedPorts;

/** Whether a violation is the bundled baseline's, not a repository pack's that reuses a policy name. */
export function isBaselineViolation(violation: { readonly packName: string }): boolean {
  return violation.packName === baseline.name;
}

let baselineDir: { readonly dir: string | undefined } | undefined;

/**
 * The bundled baseline pack (`policy-packs/baseline/`). Its rules are imported, not loaded from a path, so the
 * action's single-file bundle carries them; the directory itself stays a pack `pulumi preview --policy-pack`
 * can run, with the same name and version.
 */
export function baselinePolicyPack(): LoadedPolicyPack {
  baselineDir ??= { dir: runnableBaselineDir() };
  return {
    name: baseline.name,
    version: baselinePackage.version,
    enforcementLevel: 'advisory',
    policies: baseline.policies,
    ...(baselineDir.dir === undefined ? {} : { dir: baselineDir.dir }),
  };
}
