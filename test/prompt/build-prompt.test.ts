import { describe, expect, it } from 'vitest';
import type { Plan } from '../../src/plan/types.js';
import { buildGeneratePrompt, DEFAULT_PROMPT_BUDGET, SYSTEM_RULES } from '../../src/prompt/build-prompt.js';
import { recordsByNeed, topOfEachConcept } from '../../src/prompt/needed-records.js';
import { completeCost, fitSchemas } from '../../src/prompt/fit-schemas.js';
import { mentionsOf, rankInputs, topLevel } from '../../src/prompt/rank-inputs.js';
import { shippedInputUsage } from '../../src/search/usage-file.js';
import type { SnapshotRecord } from '../../src/snapshot/types.js';
import {
  DECLARATION_LEVELS,
  isCompleteLevel,
  renderDeclaration,
} from '../../src/prompt/render-declaration.js';
import { countTokens } from '../../src/shared/tokens.js';
import { realSearch } from '../generate/pipeline-support.js';

const { snapshot } = realSearch();
const get = (name: string) => {
  const record = snapshot.get(name);
  if (record === undefined) throw new Error(`${name} is not in the snapshot`);
  return record;
};
const aws = [{ provider: 'aws', package: '@pulumi/aws', version: '7.48.0' }];
const base = {
  requestText: 'an S3 bucket with versioning',
  records: ['aws.s3.BucketVersioning', 'aws.s3.Bucket', 'aws.s3.BucketPolicy', 'aws.ec2.Instance'].map(get),
  snapshot,
  pulumiVersion: '3.270.0',
  providers: aws,
  needed: [get('aws.s3.BucketVersioning').token, get('aws.s3.Bucket').token],
  steps: ['Create a bucket.', 'Enable versioning.'],
};

function component(id: string, tsName: string, values: Plan['components'][number]['values'] = []) {
  return {
    id,
    token: get(tsName).token,
    role: id,
    origin: 'request' as const,
    count: 1,
    values,
    alternatives: [],
  };
}

/** The `<schema>` block of a record in a prompt's text. */
function schemaBlock(text: string, tsName: string): string {
  const start = text.indexOf(`<schema name="${tsName}">`);
  if (start < 0) throw new Error(`no schema of ${tsName} in the prompt`);
  return text.slice(start, text.indexOf('</schema>', start));
}

/** The smallest budget (to 50 tokens, from 2,000 up to 100,000) at which `holds` holds, if it holds from there on. */
function smallestBudget(holds: (budget: number) => boolean): number {
  let low = 2_000;
  let high = 100_000;
  while (high - low > 50) {
    const mid = Math.floor((low + high) / 2);
    if (holds(mid)) high = mid;
    else low = mid;
  }
  return high;
}

describe('the generate prompt', () => {
  it('has its sections in order: full schemas for the needed records, sketches of the others', () => {
    const prompt = buildGeneratePrompt(base);
    const user = prompt.messages[1]!.content;
    const order = ['<request>', '<steps>', '<packages>', '<schemas>', '<examples>', '<output_format>'];
    const at = order.map((tag) => user.indexOf(tag));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(user).toContain('@pulumi/aws 7.48.0: import * as aws from "@pulumi/aws";');
    expect(prompt.included.map((r) => r.tsName)).toEqual([
      'aws.s3.BucketVersioning',
      'aws.s3.Bucket',
      'aws.s3.BucketPolicy',
      'aws.ec2.Instance',
    ]);
    expect(prompt.compacted).toEqual([]);
    expect(prompt.sketched).toEqual([get('aws.s3.BucketPolicy').token, get('aws.ec2.Instance').token]);
    expect(schemaBlock(user, 'aws.ec2.Instance')).toContain(' instanceType?: ');
    expect(prompt.examples.map((e) => e.record)).toEqual(['aws.s3.BucketVersioning', 'aws.s3.Bucket']);
    expect(prompt.tokens).toBe(countTokens(prompt.messages[0]!.content) + countTokens(user));
  });

  it('grows the other records with what the needed ones leave: sketched first, complete when it pays', () => {
    const roomy = buildGeneratePrompt(base);
    const instance = schemaBlock(roomy.text, 'aws.ec2.Instance');
    expect(instance).not.toContain('more optional inputs');
    for (const input of get('aws.ec2.Instance').inputs) expect(instance).toContain(` ${input.name}?: `);
    // With less room the other record shows fewer inputs, the needed ones still every input: the largest
    // budget (to 50 tokens) at which the instance is cut.
    const room = smallestBudget((budget) => {
      const text = buildGeneratePrompt({ ...base, budget }).text;
      return (
        text.includes('<schema name="aws.ec2.Instance">') &&
        !schemaBlock(text, 'aws.ec2.Instance').includes('more optional inputs')
      );
    });
    const tight = buildGeneratePrompt({ ...base, budget: room - 50 });
    expect(tight.tokens).toBeLessThanOrEqual(room - 50);
    expect(tight.sketched).toContain(get('aws.ec2.Instance').token);
    expect(tight.compacted).toEqual([]);
    const sketch = schemaBlock(tight.text, 'aws.ec2.Instance');
    expect(sketch).toMatch(/^ {4}\/\/ … \d+ more optional inputs$/m);
    // The sketch keeps what programs set most: `instanceType` ranks ahead of inputs none sets.
    expect(sketch).toContain(' instanceType?: ');
  });

  it('lists the other records on one line each when sketches no longer fit', async () => {
    const { search } = realSearch();
    const hits = await search.search({ text: 'storage bucket and a queue', limit: 40 });
    const records = hits.hits.map((h) => get(h.token));
    const prompt = buildGeneratePrompt({ ...base, records, needed: [records[0]!.token], budget: 5_000 });
    expect(prompt.tokens).toBeLessThanOrEqual(5_000);
    expect(prompt.listed.length).toBeGreaterThan(0);
    const listed = prompt.listed[0]!;
    expect(prompt.text).toContain(
      `- ${listed.kind === 'function' ? `${listed.tsName}Output` : listed.tsName} — `,
    );
    const accounted = [...prompt.included, ...prompt.listed].map((r) => r.token).concat(prompt.dropped);
    expect(new Set(accounted)).toEqual(new Set(records.map((r) => r.token)));
  });

  it('shows a needed schema in full: every input, nested types, complete valid values', () => {
    const prompt = buildGeneratePrompt({ ...base, budget: 100_000 });
    expect(prompt.compacted).not.toContain(get('aws.s3.Bucket').token);
    for (const input of get('aws.s3.Bucket').inputs)
      expect(prompt.text).toContain(` ${input.name}${input.required ? '' : '?'}: `);
    expect(prompt.text).toContain('declare namespace inputs.s3 {');
    expect(prompt.text).toContain('Valid values: "Enabled" | "Suspended" | "Disabled".');
    const bucket = prompt.text.slice(prompt.text.indexOf('<schema name="aws.s3.Bucket">'));
    expect(bucket.slice(0, bucket.indexOf('</schema>'))).not.toContain('more optional inputs');
  });

  it('stays within the budget by shrinking needed schemas, never dropping them before the one-liners', () => {
    const onlyNeeded = { ...base, records: base.records.slice(0, 2) };
    const full = buildGeneratePrompt({ ...onlyNeeded, budget: 100_000 });
    expect(full.compacted).toEqual([]);
    // Less room: leaner docs and nested types, but still every input of both, down to the smallest budget
    // (to 50 tokens) that pays for that.
    const complete = smallestBudget(
      (budget) => buildGeneratePrompt({ ...onlyNeeded, budget }).compacted.length === 0,
    );
    expect(complete).toBeLessThan(full.tokens - 400);
    const lean = buildGeneratePrompt({ ...onlyNeeded, budget: complete });
    expect(lean.tokens).toBeLessThanOrEqual(complete);
    for (const input of get('aws.s3.Bucket').inputs)
      expect(lean.text).toContain(` ${input.name}${input.required ? '' : '?'}: `);
    // Less still: inputs are cut, and the cut is said.
    const tight = buildGeneratePrompt({ ...onlyNeeded, budget: complete - 400 });
    expect(tight.tokens).toBeLessThanOrEqual(complete - 400);
    expect(tight.included.map((r) => r.tsName)).toEqual(['aws.s3.BucketVersioning', 'aws.s3.Bucket']);
    expect(tight.compacted.length).toBeGreaterThan(0);
    expect(tight.text).toMatch(/\/\/ … \d+ more optional inputs/);
    const instance = buildGeneratePrompt({
      ...base,
      requestText: 'an EC2 instance',
      needed: [get('aws.ec2.Instance').token],
    });
    expect(instance.tokens).toBeLessThanOrEqual(DEFAULT_PROMPT_BUDGET);
    expect(instance.included[0]?.tsName).toBe('aws.ec2.Instance');
    expect(instance.dropped).not.toContain(get('aws.ec2.Instance').token);
    expect(instance.text).toMatch(/"a1\.2xlarge" \| [^\n]* \| … \(\d+ more\)/);
  });

  it('gives examples only what the complete needed schemas leave', () => {
    const onlyNeeded = { ...base, records: base.records.slice(0, 2) };
    const complete = (budget: number, exampleRecords?: number) =>
      buildGeneratePrompt({
        ...onlyNeeded,
        budget,
        ...(exampleRecords === undefined ? {} : { exampleRecords }),
      });
    // The smallest budget (to 50 tokens) at which both needed schemas are complete without examples.
    let low = 1_000;
    let high = complete(100_000, 0).tokens;
    while (high - low > 50) {
      const mid = Math.floor((low + high) / 2);
      if (complete(mid, 0).compacted.length === 0) high = mid;
      else low = mid;
    }
    const withExamples = complete(high);
    expect(withExamples.compacted).toEqual([]);
    expect(withExamples.tokens).toBeLessThanOrEqual(high);
    // With room to spare, the examples come back.
    expect(complete(high + 3_000).examples.length).toBeGreaterThan(0);
  });

  it('with a plan, shows each planned component in full even when retrieval missed it, its stated inputs first', () => {
    const plan: Plan = {
      components: [
        component('db', 'aws.rds.Instance', [
          { input: 'instanceClass', value: 'db.t3.micro', text: 'db.t3.micro' },
        ]),
        component('topic', 'aws.sns.Topic'),
      ],
      relations: [],
      config: [],
      source: 'offline',
      notes: [],
    };
    const prompt = buildGeneratePrompt({
      ...base,
      requestText: 'a small database and a topic',
      plan,
      budget: 6_000,
    });
    expect(prompt.included.map((r) => r.tsName).slice(0, 2)).toEqual(['aws.rds.Instance', 'aws.sns.Topic']);
    expect(prompt.compacted).not.toContain(get('aws.rds.Instance').token);
    const db = prompt.text.slice(prompt.text.indexOf('interface InstanceArgs {'));
    const optional = db.indexOf('instanceClass');
    expect(optional).toBeGreaterThan(0);
    expect(optional).toBeLessThan(db.indexOf('allowMajorVersionUpgrade'));
    expect([...prompt.included, ...prompt.listed].map((r) => r.tsName)).toContain('aws.s3.BucketVersioning');
  });

  it('says the rules of the game: no Node globals, config and secrets, what the verifier runs, exports', () => {
    for (const words of [
      'Buffer',
      'process',
      'requireSecret',
      'placeholder for every key',
      'mock run',
      'intent check',
      'policy',
      'export const',
    ]) {
      expect(SYSTEM_RULES).toContain(words);
    }
  });
});

describe('declarations', () => {
  it('ranks inputs required first, then those the request mentions, then declaration order', () => {
    const ranked = rankInputs(
      get('aws.rds.Instance').inputs,
      mentionsOf('storage of 20 GB, instance class db.t3.micro'),
    );
    const names = ranked.map((p) => p.name);
    expect(names.indexOf('instanceClass')).toBeLessThan(names.indexOf('applyImmediately'));
    expect(ranked.findIndex((p) => !p.required)).toBeGreaterThan(ranked.findLastIndex((p) => p.required));
    const text = renderDeclaration(snapshot, get('aws.rds.Instance'), {
      maxInputs: 4,
      mentions: mentionsOf('instance class'),
    });
    expect(text).toContain('instanceClass');
    expect(text).toMatch(/\/\/ … \d+ more optional inputs/);
  });

  it('says each thing once: enum values on their type only, one namespace wrapper, no `| undefined` on optionals', () => {
    const instance = get('aws.ec2.Instance');
    const text = renderDeclaration(snapshot, instance);
    expect(text.match(/"a1\.2xlarge"/g)).toHaveLength(1);
    expect(text).toMatch(/^type enums\.ec2\.InstanceType = "a1\.2xlarge" \| [^\n]* \| … \(\d+ more\);$/m);
    expect(text.match(/^declare namespace inputs\.ec2 \{$/gm)).toHaveLength(1);
    expect(text).toContain(' instanceType?: pulumi.Input<string | enums.ec2.InstanceType>;');
    expect(text).not.toMatch(/\?: [^\n]*\| undefined>;$/m);
    // Every lean level still shows every input; only the cut levels say how many they hide.
    for (const options of DECLARATION_LEVELS.filter(isCompleteLevel)) {
      const lean = renderDeclaration(snapshot, instance, options);
      for (const input of instance.inputs) expect(lean).toContain(` ${input.name}?: `);
      expect(lean).not.toContain('more optional inputs');
    }
  });

  it('renders a lookup as its getXOutput form with every result field, marking any cut', () => {
    const getVpc = get('aws.ec2.getVpc');
    const text = renderDeclaration(snapshot, getVpc);
    expect(text).toContain('function getVpcOutput(args?: GetVpcOutputArgs');
    expect(text).toContain('pulumi.Output<GetVpcResult>');
    for (const field of getVpc.outputs) expect(text).toContain(`readonly ${field.name}:`);
    const cut = renderDeclaration(snapshot, getVpc, { maxResultFields: 3 });
    expect(cut).toContain(`// … ${getVpc.outputs.length - 3} more result fields not shown`);
  });

  it('drops Kubernetes List, Patch and pre-release duplicates of a stable kind', () => {
    const records = [
      'kubernetes.apps.v1.Deployment',
      'kubernetes.apps.v1.DeploymentList',
      'kubernetes.apps.v1.DeploymentPatch',
      'kubernetes.apps.v1beta1.Deployment',
      'kubernetes.core.v1.Service',
    ].map(get);
    const split = recordsByNeed(snapshot, records, undefined, topOfEachConcept(records, 0));
    expect(split.needed.map((r) => r.tsName)).toEqual(['kubernetes.apps.v1.Deployment']);
    expect(split.others.map((r) => r.tsName)).toEqual(['kubernetes.core.v1.Service']);
  });
});

describe('inputs by use', () => {
  const instance = get('aws.ec2.Instance');
  const usage = shippedInputUsage(snapshot).of(instance.token);
  const smallest = DECLARATION_LEVELS[DECLARATION_LEVELS.length - 1];

  it('ranks optional inputs by how often programs set them, not by where they are declared', () => {
    expect(usage?.declarations).toBeGreaterThan(0);
    const byUse = rankInputs(instance.inputs, topLevel({ mentions: new Set(), usage })).map((p) => p.name);
    const byOrder = rankInputs(instance.inputs, new Set()).map((p) => p.name);
    expect(byUse.indexOf('instanceType')).toBeLessThan(byUse.indexOf('associatePublicIpAddress'));
    expect(byOrder.indexOf('instanceType')).toBeGreaterThan(byOrder.indexOf('associatePublicIpAddress'));
    const sketch = renderDeclaration(snapshot, instance, {
      ...smallest,
      focus: { mentions: new Set(), usage },
    });
    for (const name of ['ami', 'instanceType', 'subnetId', 'vpcSecurityGroupIds']) {
      expect(sketch).toContain(` ${name}?: `);
    }
  });

  it("shows the plan's stated and wired inputs with their nested types at every level", () => {
    const pinned = new Set(['rootBlockDevice', 'rootBlockDevice.volumeSize', 'metadataOptions']);
    const plain = renderDeclaration(snapshot, instance, {
      ...smallest,
      focus: { mentions: new Set(), usage },
    });
    expect(plain).not.toContain('interface InstanceRootBlockDevice');
    const text = renderDeclaration(snapshot, instance, {
      ...smallest,
      focus: { mentions: new Set(), usage, pinned },
    });
    expect(text).toContain(' rootBlockDevice?: ');
    expect(text).toContain(' metadataOptions?: ');
    expect(text).toMatch(/interface InstanceRootBlockDevice \{[^}]* volumeSize\?: /);
    expect(text).toContain('interface InstanceMetadataOptions');
  });

  it('leaves out a record no plan item needs before it cuts an input of one that a plan item needs', () => {
    const leads = ['aws.cloudfront.Distribution', 'aws.rds.Instance', 'aws.lambda.Function'].map(get);
    const wrap = (record: SnapshotRecord, declaration: string) =>
      `<schema name="${record.tsName}">${declaration}`;
    const complete = completeCost(snapshot, [instance], wrap);
    const budget = complete + 40;
    const unplanned = fitSchemas(snapshot, [instance, ...leads], budget, wrap);
    expect(unplanned.compacted).toContain(instance.token);
    const planned = fitSchemas(snapshot, [instance, ...leads], budget, wrap, undefined, 1);
    expect(planned.compacted).not.toContain(instance.token);
    expect(planned.included[0]).toBe(instance);
    expect(planned.dropped.length).toBeGreaterThan(0);
    expect(planned.tokens).toBeLessThanOrEqual(budget);
  });
});
