import { beforeAll, describe, expect, it } from 'vitest';
import { jsonSummary } from '../../src/cli/json-summary.js';
import { assembleResult, type RunProducts } from '../../src/pipeline/assemble-result.js';
import type { Plan } from '../../src/plan/types.js';
import type { Provenance } from '../../src/report/provenance.js';
import { renderReport } from '../../src/report/render-report.js';
import { palette, renderTerminalReport } from '../../src/report/render-terminal.js';
import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import type { RungOutcome } from '../../src/verify/types.js';

let snapshot: Snapshot;
beforeAll(() => {
  snapshot = openSnapshot(defaultSnapshotDir());
});

const TEXT = 'Create an S3 bucket and run Rekognition on uploads';
const PROGRAM = 'import * as aws from "@pulumi/aws";\nexport const b = new aws.s3.Bucket("b").id;\n';

function plan(unplanned: Plan['unplanned']): Plan {
  return {
    components: [
      {
        id: 'bucket',
        token: 'aws:s3/bucket:Bucket',
        role: 'S3 bucket',
        origin: 'request',
        count: 1,
        values: [],
        alternatives: [],
      },
    ],
    relations: [],
    config: [],
    source: 'offline',
    notes: [],
    ...(unplanned === undefined ? {} : { unplanned }),
  };
}

const passed = (rung: RungOutcome['rung']): RungOutcome => ({
  rung,
  status: 'passed',
  rounds: 0,
  durationMs: 1,
  findings: [],
});

function run(planned: Plan, outcomes: RungOutcome[] = [passed('typecheck'), passed('intent')]) {
  const products: RunProducts = {
    plan: planned,
    included: [],
    promptText: '',
    program: PROGRAM,
    ladder: { program: PROGRAM, outcomes, rounds: 0, codeFixes: [] },
  };
  return assembleResult({
    request: { text: TEXT, source: 'cli', mode: 'new', maxRepairs: 0, preview: 'off' },
    snapshot,
    projectName: 'p',
    products,
    timings: {},
    totalMs: 1,
    usage: { tokensIn: 0, tokensOut: 0 },
    modelName: 'offline',
  });
}

const REKOGNITION = {
  text: 'run Rekognition on uploads',
  span: { start: 26, end: 52 },
  reason: 'thing',
} as const;

const RECEIVE_COUNT = {
  text: 'max receive count of 3',
  span: { start: 60, end: 61 },
  reason: 'value',
} as const;

describe('a run whose plan leaves a part of the request unplanned', () => {
  it('is verified only when every part is planned, else verified in part with the parts listed', () => {
    expect(run(plan([])).status).toBe('verified');
    const partial = run(plan([REKOGNITION]));
    expect(partial.status).toBe('partial');
    expect(partial.unplanned).toEqual([REKOGNITION]);
  });

  it('stays failed when a rung failed, whatever the plan left out', () => {
    const failed: RungOutcome = { ...passed('mock'), status: 'failed' };
    expect(run(plan([REKOGNITION]), [passed('typecheck'), failed]).status).toBe('failed');
  });

  it('says so in the terminal, the JSON and the pull request report', () => {
    const result = run(plan([REKOGNITION, RECEIVE_COUNT]));
    const provenance: Provenance = {
      version: '0.0.0',
      snapshotChecksum: 'abc',
      model: 'offline',
      endpointHost: undefined,
      temperature: undefined,
      command: 'pulumi-gen x',
      tokensByStage: {},
    };
    const terminal = renderTerminalReport(result, {
      palette: palette(false),
      destination: { kind: 'dry-run' },
      programLines: 5,
      provenance,
    });
    expect(terminal).toContain('⚠ verified in part');
    expect(terminal).toContain('not understood: run Rekognition on uploads');
    expect(terminal).toContain('value not checked: max receive count of 3');
    expect(terminal).not.toContain('✔ verified');
    const json = jsonSummary(result, {
      provenance,
      changes: undefined,
      outDir: undefined,
      dryRun: true,
    }) as Record<string, unknown>;
    expect(json['status']).toBe('partial');
    expect(json['unplanned']).toEqual(['run Rekognition on uploads', 'max receive count of 3']);
    expect(String(json['error'])).toContain('verified in part');
    const report = renderReport(result);
    expect(report).toContain('## ⚠️ Pulumi program verified in part');
    expect(report).toContain('- ⚠️ run Rekognition on uploads');
    expect(report).toContain('- ⚠️ a stated value: max receive count of 3');
    expect(report).not.toContain('✅ Verified');
  });
});
