import { createAnalyzer } from './analyzer.js';
import { createPackCapture } from './load-pack.js';
import { runPolicyJob } from './policy-job.js';
import { createPolicyResolution } from './resolve-pack.js';

/**
 * The script a repository's policy pack runs in, as source text written to the run directory and executed by
 * Node inside the sandbox (like the mock runner): `node policy-runner.cjs <job.json>`. It is assembled from
 * the SAME functions the parent uses for the bundled baseline (they are self-contained for this reason), so
 * the pack is loaded, resolved and analysed by one implementation, from `src/` under vitest or tsx, from the
 * CLI build and from the minified action bundle alike. The pack's `@pulumi/policy` (and the protobuf
 * messages it reads) come from the SDK directory the parent found for it.
 */
export const POLICY_RUNNER_SOURCE = `'use strict';
// A transpiler that keeps function names (esbuild's keepNames, as tsx runs the sources) wraps them in
// \`__name(fn, "name")\` calls inside the functions below; this is that helper.
const __name = (target, value) => Object.defineProperty(target, 'name', { value, configurable: true });
const fs = require('node:fs');
const Module = require('node:module');
const vm = require('node:vm');

const job = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const sdkRequire = Module.createRequire(job.pack.sdkDir + '/package.json');
const pulumiRequire = Module.createRequire(sdkRequire.resolve('@pulumi/pulumi/package.json'));
const policyServer = sdkRequire('./server.js');

const createAnalyzer = (${createAnalyzer.toString()});
const createPolicyResolution = (${createPolicyResolution.toString()});
const createPackCapture = (${createPackCapture.toString()});
const runPolicyJob = (${runPolicyJob.toString()});

const capture = createPackCapture({
  readFileSync: (path, encoding) => fs.readFileSync(path, encoding),
  isFile: (path) => { try { return fs.statSync(path).isFile(); } catch { return false; } },
  createRequire: (from) => Module.createRequire(from),
  compileFunction: (code, params, options) => vm.compileFunction(code, params, options),
  policySdk: sdkRequire('./index.js'),
  policyServers: [policyServer],
});
const analyzer = createAnalyzer({
  policyServer,
  analyzerProto: sdkRequire('@pulumi/pulumi/proto/analyzer_pb.js'),
  structProto: pulumiRequire('google-protobuf/google/protobuf/struct_pb.js'),
});
runPolicyJob(job, { capture, resolution: createPolicyResolution(), analyzer }).then(
  (result) => fs.writeFileSync(job.resultFile, JSON.stringify(result)),
  (error) => {
    process.stderr.write(String((error && error.stack) || error) + '\\n');
    process.exitCode = 70;
  },
);
`;
