/**
 * The script the mock run executes in a fresh Node process. It is kept as source text (written to the run's
 * temp dir) rather than as a module next to this one, so the same bytes run from `src/` under tsx, from the
 * compiled build and from the bundled action, which has no file layout to point a child process at.
 *
 * Protocol: `node --enable-source-maps runner.cjs <job.json>`. The job names the transpiled program, the
 * result file, the project/stack names and the mock output shapes. The script loads `@pulumi/pulumi` from the
 * program's own resolution root (so it is the instance the program imports), calls
 * `pulumi.runtime.setMocks`, wraps the mock monitor to record every registration with its parent and the
 * dependency URNs the runtime computed, wraps the provider packages the program imports to see the raw
 * arguments (the SDK drops unknown top-level keys before they reach the monitor), runs the program inside
 * `runInPulumiStack` as the language host does, waits for every RPC and writes one JSON result. Program
 * stdout is never parsed.
 */
export const MOCK_RUNNER_SOURCE = String.raw`'use strict';
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');

const job = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const result = { registrations: [], invokes: [], calls: [], errors: [], completed: false };
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

process.on('uncaughtException', (error) => { result.errors.push(describe('uncaught-exception', error)); });
process.on('unhandledRejection', (error) => { result.errors.push(describe('unhandled-rejection', error)); });

const SIG = '4dabf18193072939515e22adb298388d';
const SECRET = '1b47061264138c4ac30d75fd1eb44270';
const RESOURCE = '5cf8f73096256a8f31e491e813e4eb8e';
const ASSET = 'c44067f5952c0a294b673a41bacd8c17';
const ARCHIVE = '0def7320c3a5731c473e5ecbe6d01bc7';

/** Wire values (google.protobuf.Struct as JS) to plain JSON: secrets unwrapped, references as URNs. */
function plain(value, depth) {
  if (depth > 40) return '<too deep>';
  if (Array.isArray(value)) return value.map((item) => plain(item, depth + 1));
  if (value && typeof value === 'object') {
    const sig = value[SIG];
    if (sig === SECRET) return plain(value.value, depth + 1);
    if (sig === RESOURCE) return typeof value.urn === 'string' ? value.urn : '<resource>';
    if (sig === ASSET) return '<asset>';
    if (sig === ARCHIVE) return '<archive>';
    const out = {};
    for (const key of Object.keys(value)) out[key] = plain(value[key], depth + 1);
    return out;
  }
  return value;
}

function structToPlain(struct) {
  try { return struct ? plain(struct.toJavaScript(), 0) : {}; } catch (e) { return {}; }
}

// --- mock outputs -----------------------------------------------------------------------------------
function mockValue(shape, owner, prop) {
  switch (shape) {
    case 'string': return 'mock-' + owner + '-' + prop;
    case 'number': return 1;
    case 'boolean': return false;
    case 'string[]': return ['mock-' + prop + '-0', 'mock-' + prop + '-1', 'mock-' + prop + '-2'];
    case 'array': return [];
    case 'object': return {};
    default: return undefined;
  }
}

function mockState(token, owner, inputs) {
  const state = Object.assign({}, inputs);
  const shapes = job.shapes[token] || {};
  for (const prop of Object.keys(shapes)) {
    if (state[prop] === undefined) {
      const value = mockValue(shapes[prop], owner, prop);
      if (value !== undefined) state[prop] = value;
    }
  }
  if (state.arn === undefined && shapes.arn === undefined) {
    state.arn = 'arn:mock:' + token + ':' + owner;
  }
  return state;
}

const mocks = {
  newResource(args) {
    return { id: args.name + '-id', state: mockState(args.type, args.name, args.inputs || {}) };
  },
  call(args) {
    const short = String(args.token).split(':').pop();
    return mockState(args.token, short, args.inputs || {});
  },
};

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
  await pulumi.runtime.setMocks(mocks, job.project, job.stack, false);
  const monitor = settings.getMonitor();

  const originalRegister = monitor.registerResource.bind(monitor);
  monitor.registerResource = (req, callback) => {
    const propertyDependencies = {};
    try {
      req.getPropertydependenciesMap().forEach((deps, key) => { propertyDependencies[key] = deps.getUrnsList(); });
    } catch (e) { /* older request shapes carry none */ }
    const record = {
      type: req.getType(), name: req.getName(), custom: req.getCustom(), parent: req.getParent() || undefined,
      provider: req.getProvider() || undefined, inputs: structToPlain(req.getObject()),
      dependencies: req.getDependenciesList(), propertyDependencies: propertyDependencies, read: false,
    };
    result.registrations.push(record);
    return originalRegister(req, (err, response) => {
      if (response && typeof response.getUrn === 'function') record.urn = response.getUrn();
      callback(err, response);
    });
  };
  const originalRead = monitor.readResource.bind(monitor);
  monitor.readResource = (req, callback) => {
    const record = {
      type: req.getType(), name: req.getName(), custom: true, parent: req.getParent() || undefined,
      provider: req.getProvider() || undefined, inputs: structToPlain(req.getProperties()),
      dependencies: req.getDependenciesList ? req.getDependenciesList() : [], propertyDependencies: {}, read: true,
    };
    result.registrations.push(record);
    return originalRead(req, (err, response) => {
      if (response && typeof response.getUrn === 'function') record.urn = response.getUrn();
      callback(err, response);
    });
  };
  const originalInvoke = monitor.invoke.bind(monitor);
  monitor.invoke = (req, callback) => {
    const token = req.getTok();
    if (token !== 'pulumi:pulumi:getResource') {
      result.invokes.push({ token: token, inputs: structToPlain(req.getArgs()) });
    }
    return originalInvoke(req, callback);
  };

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
