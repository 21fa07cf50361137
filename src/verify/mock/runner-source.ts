/**
 * The script the mock run executes in a fresh Node process inside the sandbox. It is kept as source text
 * (written to the run's temp dir) rather than as a module next to this one, so the same bytes run from
 * `src/` under tsx, from the compiled build and from the bundled action.
 *
 * Protocol: `node runner.cjs <job.json>`, with the language host's environment (`PULUMI_NODEJS_MONITOR`,
 * `PULUMI_NODEJS_ENGINE`, project, stack, `PULUMI_NODEJS_DRY_RUN`, `PULUMI_CONFIG`). The program runs
 * inside `runInPulumiStack` against the parent's recording monitor, exactly as under `pulumi preview`:
 * registrations, reads and invokes are recorded by the PARENT (see `recording-monitor.ts`), never here. This
 * script only adds what the engine cannot see, as advice: the raw argument keys of provider classes and
 * functions (the SDK drops unknown top-level keys before they reach the monitor) with the call stacks that
 * locate findings, and the program's errors. The program can tamper with that advice, not with the record.
 */
export const MOCK_RUNNER_SOURCE = String.raw`'use strict';
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');

const job = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const result = { calls: [], errors: [], completed: false };
let written = false;

function describe(kind, error) {
  if (error instanceof Error) {
    return { kind: kind, name: error.name, message: String(error.message), stack: String(error.stack || '') };
  }
  let text;
  try { text = typeof error === 'string' ? error : JSON.stringify(error); } catch (e) { text = String(error); }
  return { kind: kind, name: 'Error', message: String(text), stack: '' };
}

function writeResult() {
  if (written) return;
  written = true;
  fs.writeFileSync(job.resultFile, JSON.stringify(result));
}

// --- host paths outside the sandbox's view --------------------------------------------------------------
// The permission model denies reads outside the project, its packages and the run dir. An existence probe of
// such a path (the SDK looking for a package.json above the project) is "not there", as on a machine without
// it.
const fsModule = require('node:fs');
const probeExists = fsModule.existsSync;
fsModule.existsSync = function existsSync(target) {
  try {
    return probeExists.call(this, target);
  } catch (error) {
    if (error && error.code === 'ERR_ACCESS_DENIED') return false;
    throw error;
  }
};
process.on('uncaughtException', (error) => { result.errors.push(describe('uncaught-exception', error)); });
process.on('unhandledRejection', (error) => { result.errors.push(describe('unhandled-rejection', error)); });

// --- raw arguments of provider classes and functions ------------------------------------------------
const wrapped = new WeakMap();

function argKeys(args) {
  if (!args || typeof args !== 'object') return [];
  return Object.keys(args).filter((key) => args[key] !== undefined);
}

/** The (source-mapped) stack of a call, so findings can name the program line that made it. */
function callSite() {
  const holder = {};
  Error.captureStackTrace(holder, callSite);
  return String(holder.stack || '');
}

function wrapValue(value, pkg, segments) {
  if (typeof value === 'function') return wrapCallable(value, pkg, segments);
  if (value && typeof value === 'object' && !Array.isArray(value) && segments.length < 6) {
    return wrapNamespace(value, pkg, segments);
  }
  return value;
}

function wrapNamespace(target, pkg, segments) {
  const known = wrapped.get(target);
  if (known) return known;
  const proxy = new Proxy(target, {
    get(t, prop) {
      const value = Reflect.get(t, prop);
      if (typeof prop !== 'string') return value;
      const desc = Object.getOwnPropertyDescriptor(t, prop);
      if (desc && 'value' in desc && !desc.configurable && !desc.writable) return value;
      return wrapValue(value, pkg, segments.concat([prop]));
    },
  });
  wrapped.set(target, proxy);
  return proxy;
}

function wrapCallable(target, pkg, segments) {
  const known = wrapped.get(target);
  if (known) return known;
  const proxy = new Proxy(target, {
    construct(t, args, newTarget) {
      if (typeof t.__pulumiType === 'string') {
        result.calls.push({
          kind: 'resource', package: pkg, path: segments.join('.'), token: t.__pulumiType,
          name: typeof args[0] === 'string' ? args[0] : '', argKeys: argKeys(args[1]), stack: callSite(),
        });
      }
      return Reflect.construct(t, args, newTarget === proxy ? t : newTarget);
    },
    apply(t, thisArg, args) {
      result.calls.push({
        kind: 'function', package: pkg, path: segments.join('.'), argKeys: argKeys(args[0]), stack: callSite(),
      });
      return Reflect.apply(t, thisArg, args);
    },
  });
  wrapped.set(target, proxy);
  return proxy;
}

const programRoot = job.programDir + path.sep;
const originalLoad = Module._load;
Module._load = function (request, parent, isMain) {
  const exported = originalLoad.apply(this, arguments);
  if (
    parent && typeof parent.filename === 'string' && parent.filename.startsWith(programRoot) &&
    /^@pulumi\/[^/]+(\/[a-z][A-Za-z0-9]*){0,2}$/.test(request) && !request.startsWith('@pulumi/pulumi') &&
    exported && typeof exported === 'object'
  ) {
    // A namespace import (\`@pulumi/aws/s3\`) is the same classes under a path prefix: wrap it too, so a deep
    // import does not skip the argument check.
    const parts = request.split('/');
    return wrapNamespace(exported, parts.slice(0, 2).join('/'), parts.slice(2));
  }
  return exported;
};

// --- the run ----------------------------------------------------------------------------------------
async function main() {
  const programRequire = Module.createRequire(job.programEntry);
  const pulumi = programRequire('@pulumi/pulumi');
  const settings = programRequire('@pulumi/pulumi/runtime/settings');
  // A callback the SDK serializes (\`aws.lambda.CallbackFunction\`, \`bucket.onObjectCreated\`) is code that runs in
  // the cloud, never here: its text is packaged, not executed. The real serializer needs the inspector (which
  // would weaken the permission model) only to read the closure; a stand-in text keeps the run what a
  // preview records, an archive of the function's code.
  pulumi.runtime.serializeFunction = async (func, args) => ({
    text: 'exports.handler = function () { throw new Error("serialized by pulumi up"); };\n',
    exportName: (args && args.exportName) || 'handler',
    containsSecrets: false,
  });
  try {
    await pulumi.runtime.runInPulumiStack(async () => {
      const exported = programRequire(job.programEntry);
      const entry = exported && typeof exported.default === 'function' ? exported.default : exported;
      return typeof entry === 'function' ? await entry() : exported;
    });
  } catch (error) {
    result.errors.push(describe('program-error', error));
  }
  try {
    await settings.disconnect();
  } catch (error) {
    result.errors.push(describe('program-error', error));
  }
  // Unhandled rejections are reported after the microtask queue drains; the mocks answer in microtasks, so
  // the whole run can finish inside one drain. Yield to the event loop so they are seen before we exit.
  await new Promise((resolve) => setTimeout(resolve, 20));
  result.completed = true;
}

main().then(
  () => { writeResult(); process.exit(0); },
  (error) => { result.errors.push(describe('runner-error', error)); writeResult(); process.exit(0); },
);
`;
