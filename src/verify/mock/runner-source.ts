/**
 * The script the mock run executes in a fresh Node process inside the sandbox. It is kept as source text
 * (written to the run's temp dir) rather than as a module next to this one, so the same bytes run from
 * `src/` under tsx, from the compiled build and from the bundled action.
 *
 * Protocol: `node runner.cjs <job.json>`, with the language host's environment (`PULUMI_NODEJS_MONITOR`,
 * `PULUMI_NODEJS_ENGINE`, project, stack, `PULUMI_NODEJS_DRY_RUN`, `PULUMI_CONFIG`). The runner reads the
 * job (the program's entry, the result file's name and the run's secret nonce) and deletes it before any
 * program code runs, so the nonce lives only in this script's closure. The program runs inside
 * `runInPulumiStack` against the parent's recording monitor, as under `pulumi preview` (or `pulumi up` when
 * the parent serves made-up outputs): registrations, reads and invokes are recorded by the PARENT (see
 * `recording-monitor.ts`), never here.
 *
 * What the runner reports, it reports with the nonce, which the program cannot know:
 * - an engine log message `<nonce> finished` once the program ran to its end, after every RPC was answered,
 *   and `<nonce> violation <json>` the moment program code reaches something it must not (below);
 * - the result file (advice: raw argument keys, call stacks, the program's errors), carrying the nonce.
 * The parent believes completion only from the first, and reads the second only when it carries the nonce.
 *
 * Poisons: program code (a frame in the program dir, or code compiled from a string) that reaches `process`,
 * the `Function` constructors (`Function`, `eval`, any function's `.constructor`), a module outside
 * `@pulumi/*` and the program's own files, child processes, workers, sockets, HTTP or `vm` is recorded as a
 * violation and the access throws; the same objects keep working for the SDK and the provider packages.
 *
 * The runner never runs program code on its own account: arguments are read through property descriptors
 * (no getters, no proxy traps), errors are described from own data properties, and the result is written
 * with functions captured before the program loaded, so a program that replaces `JSON`, `Array.prototype`
 * or `String.prototype` changes nothing the parent reads.
 *
 * The child stays alive until its event loop drains, as the real language host does, so resources declared
 * from a timer after the stack completed are registered (and recorded) too.
 */
export const MOCK_RUNNER_SOURCE = String.raw`'use strict';
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const utilTypes = require('node:util').types;

// --- primordials, captured before any program code runs ------------------------------------------------
const call = Function.prototype.call;
const uncurry = Function.prototype.bind.bind(call);
const ObjectCreate = Object.create;
const ArrayFrom = Array.from;
const ObjectKeys = Object.keys;
const ObjectDefineProperty = Object.defineProperty;
const ObjectGetOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;
const ObjectGetPrototypeOf = Object.getPrototypeOf;
const ReflectApply = Reflect.apply;
const ReflectConstruct = Reflect.construct;
const ReflectGet = Reflect.get;
const ReflectOwnKeys = Reflect.ownKeys;
const JSONStringify = JSON.stringify;
const JSONParse = JSON.parse;
const StringSlice = uncurry(String.prototype.slice);
const StringStartsWith = uncurry(String.prototype.startsWith);
const StringIndexOf = uncurry(String.prototype.indexOf);
const StringSplit = uncurry(String.prototype.split);
const ArrayIsArray = Array.isArray;
const RegExpTest = uncurry(RegExp.prototype.test);
const WeakMapGet = uncurry(WeakMap.prototype.get);
const WeakMapSet = uncurry(WeakMap.prototype.set);
const WeakSetHas = uncurry(WeakSet.prototype.has);
const WeakSetAdd = uncurry(WeakSet.prototype.add);
const isProxy = utilTypes.isProxy;
const isNativeError = utilTypes.isNativeError;
const captureStackTrace = Error.captureStackTrace;
const realProcess = process;
const exitProcess = process.reallyExit ? process.reallyExit.bind(process) : process.exit.bind(process);
const writeFileSync = fs.writeFileSync;
const statSync = fs.statSync;
const readFileSync = fs.readFileSync;
const unlinkSync = fs.unlinkSync;
const MAX_TEXT = 4000;
const MAX_ITEMS = 2000;

let started = false;
let programFinished = false;
let finishing = false;
let settings = null;

/** A list that never consults Array.prototype (a program can put setters on its indices). */
const lists = new WeakSet();
function list() {
  const items = ObjectCreate(null);
  items.length = 0;
  WeakSetAdd(lists, items);
  return items;
}
function add(items, item) {
  if (items.length >= MAX_ITEMS) return;
  ObjectDefineProperty(items, items.length, { value: item, enumerable: true, configurable: true, writable: true });
  items.length = items.length + 1;
}
function record(fields) {
  const out = ObjectCreate(null);
  const keys = ObjectKeys(fields);
  for (let i = 0; i < keys.length; i += 1) out[keys[i]] = fields[keys[i]];
  return out;
}
function text(value) {
  const s = typeof value === 'string' ? value : '';
  return s.length > MAX_TEXT ? StringSlice(s, 0, MAX_TEXT) + '... (cut)' : s;
}

/** JSON of the runner's own values (strings, numbers, booleans, lists and records made above), nothing else. */
function serialize(value) {
  if (typeof value === 'string') return ReflectApply(JSONStringify, JSON, [value]);
  if (typeof value === 'number') return value === value && value !== Infinity && value !== -Infinity ? '' + value : '0';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value === null || typeof value !== 'object') return 'null';
  if (WeakSetHas(lists, value)) {
    let out = '[';
    for (let i = 0; i < value.length; i += 1) out += (i === 0 ? '' : ',') + serialize(value[i]);
    return out + ']';
  }
  let out = '{';
  const keys = ObjectKeys(value);
  for (let i = 0; i < keys.length; i += 1) {
    out += (i === 0 ? '' : ',') + ReflectApply(JSONStringify, JSON, [keys[i]]) + ':' + serialize(value[keys[i]]);
  }
  return out + '}';
}

// --- the job: read, then deleted before the program can look ----------------------------------------------
const job = JSONParse(readFileSync(realProcess.argv[2], 'utf8'));
try { unlinkSync(realProcess.argv[2]); } catch (e) { /* the parent removes the run dir anyway */ }
const nonce = String(job.nonce);
const programRoot = String(job.programDir) + path.sep;
const result = record({ nonce: nonce, calls: list(), errors: list(), violations: list(), completed: false });

// --- stack frames, read with V8's structured call sites, which the program cannot reformat -----------------
let internalPrepare = null;
let userPrepare = Error.prepareStackTrace;
ObjectDefineProperty(Error, 'prepareStackTrace', {
  configurable: false,
  enumerable: false,
  get() { return internalPrepare !== null ? internalPrepare : userPrepare; },
  set(value) { userPrepare = value; },
});
// V8 reads the limit as a plain data property (an accessor would stop every capture), so it is set around
// each capture; a program that pins it to 0 leaves the runner with empty stacks, which count as the program's.
function rawSites(skip, limit) {
  const holder = ObjectCreate(null);
  const saved = Error.stackTraceLimit;
  internalPrepare = (_error, sites) => sites;
  try {
    Error.stackTraceLimit = limit || 32;
  } catch (e) { /* pinned by the program */ }
  try {
    captureStackTrace(holder, skip);
    const sites = holder.stack;
    return sites && typeof sites === 'object' ? sites : [];
  } finally {
    internalPrepare = null;
    try {
      Error.stackTraceLimit = saved;
    } catch (e) { /* pinned by the program */ }
  }
}
const sample = rawSites(rawSites)[0];
const siteProto = ObjectGetPrototypeOf(sample);
const siteFile = uncurry(siteProto.getFileName);
const siteIsEval = uncurry(siteProto.isEval);
const siteLine = uncurry(siteProto.getLineNumber);
const siteColumn = uncurry(siteProto.getColumnNumber);
const siteFunction = uncurry(siteProto.getFunctionName);
const siteEvalOrigin = uncurry(siteProto.getEvalOrigin);

/** One frame as a stack line the parent maps to the program ("    at f (/run/program/index.js:3:7)"). */
function frameText(site) {
  const file = siteFile(site);
  const where = siteIsEval(site)
    ? String(siteEvalOrigin(site) || 'eval')
    : String(file || 'native') + ':' + siteLine(site) + ':' + siteColumn(site);
  return '    at ' + String(siteFunction(site) || '<anonymous>') + ' (' + where + ')';
}
function stackText(sites, header) {
  let out = header;
  for (let i = 0; i < sites.length; i += 1) out += '\n' + frameText(sites[i]);
  return out;
}
/**
 * Who is asking: the first frame that is not a built-in or Node internal. Program files and code compiled
 * from strings are the program's; anything else (the SDK, provider packages, this runner) is not. Undefined
 * when no frame decides.
 */
function decide(sites) {
  for (let i = 0; i < sites.length; i += 1) {
    const site = sites[i];
    if (siteIsEval(site)) return true;
    const file = siteFile(site);
    if (file === null || file === undefined) continue;
    const name = String(file);
    if (StringStartsWith(name, 'node:')) continue;
    return StringStartsWith(name, programRoot) || StringStartsWith(name, 'file://' + programRoot);
  }
  return undefined;
}
/**
 * Whether the caller of 'skip' is program code: a short stack first (the usual answer is in its first
 * frames), a longer one when only built-ins were there. A stack of only built-ins (a bound Reflect.get queued
 * as a microtask) counts as the program's.
 */
function programAsks(skip) {
  const short = rawSites(skip, 6);
  const quick = decide(short);
  if (quick !== undefined) return quick;
  return short.length < 6 ? true : decide(rawSites(skip, 32)) !== false;
}

// --- reporting to the parent over the engine connection, with the nonce -------------------------------
let engineLog = null;
function sendToParent(message) {
  return new Promise((resolve) => {
    if (engineLog === null) return resolve(false);
    try {
      engineLog(message, (error) => resolve(!error));
    } catch (e) {
      resolve(false);
    }
  });
}
const pendingReports = list();
function violation(what, sites) {
  const entry = record({ what: text(what), stack: text(stackText(sites, 'Error: ' + what)) });
  add(result.violations, entry);
  add(pendingReports, sendToParent(nonce + ' violation ' + serialize(entry)));
  const error = new Error('pulumi-gen: the program may not reach ' + what + ' (the run fails for it)');
  return error;
}
/** A value the program may not read: the getter checks who reads it. */
function guarded(what, read) {
  return function guardedRead() {
    if (programAsks(guardedRead)) throw violation(what, rawSites(guardedRead));
    return read(this);
  };
}
/** A function the program may not call (or construct): the SDK's own calls pass. */
function guardCallable(what, target) {
  if (typeof target !== 'function') return target;
  const proxy = new Proxy(target, {
    apply(t, thisArg, args) {
      if (programAsks(proxy)) throw violation(what, rawSites(proxy));
      return ReflectApply(t, thisArg, args);
    },
    construct(t, args, newTarget) {
      if (programAsks(proxy)) throw violation(what, rawSites(proxy));
      return ReflectConstruct(t, args, newTarget === proxy ? t : newTarget);
    },
  });
  return proxy;
}
function guardGlobal(name, what) {
  const descriptor = ObjectGetOwnPropertyDescriptor(globalThis, name);
  if (descriptor === undefined) return;
  let value = 'value' in descriptor ? descriptor.value : undefined;
  const getter = descriptor.get;
  ObjectDefineProperty(globalThis, name, {
    configurable: false,
    enumerable: descriptor.enumerable,
    get: guarded(what, (receiver) => (getter ? ReflectApply(getter, receiver, []) : value)),
    set(next) { value = next; },
  });
}
function guardExports(moduleName, names, what) {
  const exported = require(moduleName);
  for (let i = 0; i < names.length; i += 1) {
    const descriptor = ObjectGetOwnPropertyDescriptor(exported, names[i]);
    if (descriptor && 'value' in descriptor && typeof descriptor.value === 'function' && descriptor.writable) {
      exported[names[i]] = guardCallable(what + ' (' + moduleName + '.' + names[i] + ')', descriptor.value);
    }
  }
}
function functionNames(moduleName) {
  const exported = require(moduleName);
  const names = list();
  const keys = ObjectKeys(exported);
  for (let i = 0; i < keys.length; i += 1) {
    const descriptor = ObjectGetOwnPropertyDescriptor(exported, keys[i]);
    if (descriptor && typeof descriptor.value === 'function') add(names, keys[i]);
  }
  const out = [];
  for (let i = 0; i < names.length; i += 1) out[i] = names[i];
  return out;
}

function installPoisons() {
  // The function constructors, however they are reached: the global names and every function's constructor.
  const constructors = [function () {}, async function () {}, function* () {}, async function* () {}];
  for (let i = 0; i < constructors.length; i += 1) {
    const proto = ObjectGetPrototypeOf(constructors[i]);
    const real = proto.constructor;
    ObjectDefineProperty(proto, 'constructor', {
      configurable: false,
      enumerable: false,
      get: guarded('the ' + real.name + ' constructor (a function\'s .constructor)', () => real),
      set(next) {
        ObjectDefineProperty(this, 'constructor', { value: next, writable: true, enumerable: true, configurable: true });
      },
    });
  }
  guardGlobal('Function', 'the Function constructor');
  guardGlobal('eval', 'eval');
  guardGlobal('process', 'process (environment, exit, built-in modules)');
  guardGlobal('fetch', 'the network (fetch)');
  guardGlobal('WebSocket', 'the network (WebSocket)');
  guardGlobal('EventSource', 'the network (EventSource)');
  guardExports('node:child_process', functionNames('node:child_process'), 'child processes');
  guardExports('node:worker_threads', ['Worker'], 'worker threads');
  guardExports('node:cluster', ['fork', 'setupPrimary', 'setupMaster'], 'child processes');
  guardExports('node:net', ['connect', 'createConnection', 'createServer'], 'the network');
  guardExports('node:tls', ['connect', 'createServer'], 'the network');
  guardExports('node:http', ['request', 'get', 'createServer'], 'the network');
  guardExports('node:https', ['request', 'get', 'createServer'], 'the network');
  guardExports('node:http2', ['connect', 'createServer', 'createSecureServer'], 'the network');
  guardExports('node:dgram', ['createSocket'], 'the network');
  guardExports('node:dns', functionNames('node:dns'), 'the network (dns)');
  guardExports('node:vm', functionNames('node:vm'), 'dynamic code (vm)');
  guardExports('node:v8', ['setFlagsFromString'], 'V8 flags');
  guardExports('node:inspector', ['open', 'Session'], 'the inspector');
  // Promise chains the SDK relies on to report a throw: not the program's to replace.
  const promiseMethods = ['then', 'catch', 'finally'];
  for (let i = 0; i < promiseMethods.length; i += 1) {
    ObjectDefineProperty(Promise.prototype, promiseMethods[i], { writable: false, configurable: false });
  }
}

// --- errors, described from own data properties (no getters, no traps, no program code) ---------------
const nativeStackGetter = ObjectGetOwnPropertyDescriptor(new Error('probe'), 'stack').get;
function dataString(object, key) {
  let current = object;
  for (let depth = 0; depth < 8 && current !== null && typeof current === 'object' && !isProxy(current); depth += 1) {
    const descriptor = ObjectGetOwnPropertyDescriptor(current, key);
    if (descriptor !== undefined) return 'value' in descriptor && typeof descriptor.value === 'string' ? descriptor.value : undefined;
    current = ObjectGetPrototypeOf(current);
  }
  return undefined;
}
function errorStack(error, header) {
  const descriptor = ObjectGetOwnPropertyDescriptor(error, 'stack');
  if (descriptor === undefined) return '';
  if ('value' in descriptor) return typeof descriptor.value === 'string' ? descriptor.value : '';
  if (descriptor.get !== nativeStackGetter) return '';
  internalPrepare = (_error, sites) => stackText(sites, header);
  try {
    const stack = ReflectApply(nativeStackGetter, error, []);
    return typeof stack === 'string' ? stack : '';
  } finally {
    internalPrepare = null;
  }
}
function describe(kind, error) {
  try {
    if (typeof error === 'string') return record({ kind: kind, name: 'Error', message: text(error), stack: '' });
    if (error === null || (typeof error !== 'object' && typeof error !== 'function')) {
      return record({ kind: kind, name: 'Error', message: text(String(error)), stack: '' });
    }
    if (isProxy(error) || !isNativeError(error)) {
      return record({ kind: kind, name: 'Error', message: 'a thrown ' + typeof error + ' that is not an Error', stack: '' });
    }
    const name = dataString(error, 'name') || 'Error';
    const message = dataString(error, 'message') || '';
    return record({ kind: kind, name: text(name), message: text(message), stack: text(errorStack(error, name + ': ' + message)) });
  } catch (e) {
    return record({ kind: kind, name: 'Error', message: 'an error the runner could not describe', stack: '' });
  }
}
realProcess.on('uncaughtException', (error) => { add(result.errors, describe('uncaught-exception', error)); });
realProcess.on('unhandledRejection', (error) => { add(result.errors, describe('unhandled-rejection', error)); });

// --- host paths outside the sandbox's view --------------------------------------------------------------
// The permission model denies reads outside the project, its packages and the run dir. An existence probe of
// such a path (the SDK looking for a package.json above the project) is "not there", as on a machine without
// it.
const probeExists = fs.existsSync;
fs.existsSync = function existsSync(target) {
  try {
    return ReflectApply(probeExists, this, [target]);
  } catch (error) {
    if (error && error.code === 'ERR_ACCESS_DENIED') return false;
    throw error;
  }
};

// A read the permission model refuses (a path outside the project, its packages and the run dir) is a file on
// the host the program asked for (a ConfigGroup of '/etc/app/*.yaml'): the sandbox hides it, so what the
// program would declare from it is unknown. The run records it and is not verified; existence probes are not
// reads (the SDK looks for a package.json above the project).
const hostReads = ObjectCreate(null);
/** The program asked for it: a program frame below the read, and no module being loaded in between. */
function programCaused(sites) {
  for (let i = 0; i < sites.length; i += 1) {
    const file = siteFile(sites[i]);
    if (file === null || file === undefined) continue;
    const name = String(file);
    if (StringStartsWith(name, 'node:internal/modules')) return false;
    if (StringStartsWith(name, programRoot) || StringStartsWith(name, 'file://' + programRoot)) return true;
  }
  return false;
}
function noteHostRead(error, target, sites) {
  if (!error || error.code !== 'ERR_ACCESS_DENIED' || !programCaused(sites)) return;
  let where = '';
  try { where = typeof target === 'string' ? target : target instanceof URL ? target.pathname : String(target); } catch (e) { where = ''; }
  if (where === '' || hostReads[where] === true) return;
  hostReads[where] = true;
  const entry = record({ what: 'host-file', path: text(where), stack: text(stackText(sites, 'Error: read ' + where)) });
  add(result.violations, entry);
  add(pendingReports, sendToParent(nonce + ' violation ' + serialize(entry)));
}
function watched(original) {
  const wrapper = function (target) {
    try {
      return ReflectApply(original, this, arguments);
    } catch (error) {
      if (error && error.code === 'ERR_ACCESS_DENIED') noteHostRead(error, target, rawSites(wrapper, 64));
      throw error;
    }
  };
  return wrapper;
}
function watchSync(name) {
  const original = fs[name];
  if (typeof original !== 'function') return;
  const wrapper = watched(original);
  if (typeof original.native === 'function') wrapper.native = watched(original.native);
  fs[name] = wrapper;
}
function watchCallback(name) {
  const original = fs[name];
  if (typeof original !== 'function') return;
  const wrapper = function (target) {
    const sites = rawSites(wrapper, 64);
    const args = ArrayFrom(arguments);
    const last = args.length - 1;
    if (last >= 0 && typeof args[last] === 'function') {
      const callback = args[last];
      args[last] = function (error) {
        noteHostRead(error, target, sites);
        return ReflectApply(callback, this, arguments);
      };
    }
    try {
      return ReflectApply(original, this, args);
    } catch (error) {
      noteHostRead(error, target, sites);
      throw error;
    }
  };
  fs[name] = wrapper;
}
function watchPromise(name) {
  const original = fs.promises[name];
  if (typeof original !== 'function') return;
  const wrapper = function (target) {
    const sites = rawSites(wrapper, 64);
    return ReflectApply(original, this, arguments).catch((error) => {
      noteHostRead(error, target, sites);
      throw error;
    });
  };
  fs.promises[name] = wrapper;
}
const READS = ['readFile', 'readdir', 'stat', 'lstat', 'open', 'opendir', 'realpath', 'readlink', 'access'];
for (let i = 0; i < READS.length; i += 1) {
  watchSync(READS[i] + 'Sync');
  watchCallback(READS[i]);
  watchPromise(READS[i]);
}

// --- raw arguments of provider classes and functions ------------------------------------------------
const wrapped = new WeakMap();
/** The runner's own proxies (package namespaces handed to the program), back to what they wrap. */
const proxied = new WeakMap();

/** The keys the program passed, from descriptors: never a getter call or a proxy trap. */
function argKeys(given, where) {
  const keys = list();
  if (given === null || given === undefined || (typeof given !== 'object' && typeof given !== 'function')) return keys;
  // A package object the program passes on ('aws.iam.Principals.LambdaPrincipal') is behind the runner's proxy.
  const args = WeakMapGet(proxied, given) || given;
  if (isProxy(args)) {
    const sites = rawSites(argKeys);
    violation('a Proxy as the arguments of ' + where + ' (its keys cannot be read without running it)', sites);
    return keys;
  }
  const own = ReflectOwnKeys(args);
  for (let i = 0; i < own.length; i += 1) {
    if (typeof own[i] !== 'string') continue;
    const descriptor = ObjectGetOwnPropertyDescriptor(args, own[i]);
    if (descriptor === undefined || !descriptor.enumerable) continue;
    if ('value' in descriptor && descriptor.value === undefined) continue;
    add(keys, own[i]);
  }
  return keys;
}
function ownArgument(args, index) {
  const descriptor = ObjectGetOwnPropertyDescriptor(args, index);
  return descriptor !== undefined && 'value' in descriptor ? descriptor.value : undefined;
}

function wrapValue(value, pkg, segments) {
  if (typeof value === 'function') return wrapCallable(value, pkg, segments);
  if (value && typeof value === 'object' && !Array.isArray(value) && segments.length < 6) {
    return wrapNamespace(value, pkg, segments);
  }
  return value;
}

function wrapNamespace(target, pkg, segments) {
  const known = WeakMapGet(wrapped, target);
  if (known) return known;
  const proxy = new Proxy(target, {
    get(t, prop) {
      const value = ReflectGet(t, prop);
      if (typeof prop !== 'string') return value;
      const desc = ObjectGetOwnPropertyDescriptor(t, prop);
      if (desc && 'value' in desc && !desc.configurable && !desc.writable) return value;
      return wrapValue(value, pkg, segments.concat([prop]));
    },
  });
  WeakMapSet(wrapped, target, proxy);
  WeakMapSet(proxied, proxy, target);
  return proxy;
}

function wrapCallable(target, pkg, segments) {
  const known = WeakMapGet(wrapped, target);
  if (known) return known;
  const where = pkg + '/' + segments.join('.');
  const proxy = new Proxy(target, {
    construct(t, args, newTarget) {
      const typeDescriptor = ObjectGetOwnPropertyDescriptor(t, '__pulumiType');
      const token = typeDescriptor && typeof typeDescriptor.value === 'string' ? typeDescriptor.value : undefined;
      if (token !== undefined) {
        const name = ownArgument(args, 0);
        add(result.calls, record({
          kind: 'resource', package: pkg, path: segments.join('.'), token: token,
          name: typeof name === 'string' ? text(name) : '', argKeys: argKeys(ownArgument(args, 1), where),
          stack: text(stackText(rawSites(proxy), 'Error')),
        }));
      }
      return ReflectConstruct(t, args, newTarget === proxy ? t : newTarget);
    },
    apply(t, thisArg, args) {
      add(result.calls, record({
        kind: 'function', package: pkg, path: segments.join('.'), argKeys: argKeys(ownArgument(args, 0), where),
        stack: text(stackText(rawSites(proxy), 'Error')),
      }));
      return ReflectApply(t, thisArg, args);
    },
  });
  WeakMapSet(wrapped, target, proxy);
  WeakMapSet(proxied, proxy, target);
  return proxy;
}

/** Provider packages outside @pulumi/ the run may load (community packages the snapshot has). */
const allowedPackages = ObjectCreate(null);
const allowedList = ArrayIsArray(job.allowedPackages) ? job.allowedPackages : [];
for (let i = 0; i < allowedList.length; i += 1) allowedPackages[String(allowedList[i])] = true;
function allowedPackage(request) {
  const parts = StringSplit(request, '/');
  const name = StringStartsWith(request, '@') ? parts[0] + '/' + parts[1] : parts[0];
  return allowedPackages[name] === true && parts.length <= (StringStartsWith(request, '@') ? 4 : 3);
}
/** The SDK's own namespaces the safety gate allows (@pulumi/pulumi/asset is pulumi.asset). */
const sdkSubmodules = ObjectCreate(null);
const sdkList = ArrayIsArray(job.allowedSdkSubmodules) ? job.allowedSdkSubmodules : [];
for (let i = 0; i < sdkList.length; i += 1) sdkSubmodules[String(sdkList[i])] = true;
/** What a program file may load: provider packages (and their namespaces), and its own files. */
function programMayLoad(request, parentFile) {
  if (RegExpTest(/^@pulumi\/[a-z0-9][a-z0-9-]*(\/[a-z][A-Za-z0-9]*){0,2}$/, request)) {
    return !StringStartsWith(request, '@pulumi/pulumi/') || sdkSubmodules[request] === true;
  }
  if (allowedPackage(request)) return true;
  const relative = request === '.' || request === '..' || StringStartsWith(request, './') || StringStartsWith(request, '../');
  if (!relative && !path.isAbsolute(request)) return false;
  const resolved = path.resolve(path.dirname(parentFile), request);
  return StringStartsWith(resolved + path.sep, programRoot) && StringIndexOf(resolved, path.sep + 'node_modules') < 0;
}

const originalLoad = Module._load;
const guardedLoad = function (request, parent, isMain) {
  const parentFile = parent && typeof parent.filename === 'string' ? parent.filename : '';
  const fromProgram = StringStartsWith(parentFile, programRoot);
  if (started && (fromProgram || programAsks(guardedLoad))) {
    if (typeof request !== 'string' || !programMayLoad(request, parentFile || programRoot + 'index.js')) {
      throw violation("require('" + text(String(request)) + "') (only provider packages and the program's own files load)", rawSites(guardedLoad));
    }
  }
  const exported = ReflectApply(originalLoad, this, arguments);
  if (
    fromProgram && RegExpTest(/^@pulumi\/[^/]+(\/[a-z][A-Za-z0-9]*){0,2}$/, request) && !StringStartsWith(request, '@pulumi/pulumi') &&
    exported && typeof exported === 'object'
  ) {
    // A namespace import ('@pulumi/aws/s3') is the same classes under a path prefix: wrap it too, so a deep
    // import does not skip the argument check.
    const parts = request.split('/');
    return wrapNamespace(exported, parts.slice(0, 2).join('/'), parts.slice(2));
  }
  return exported;
};
Module._load = guardedLoad;

// --- resource transforms ---------------------------------------------------------------------------
// The SDK serves the program's transforms as gRPC callbacks on 127.0.0.1 in this network namespace, which the
// parent cannot reach. The parent serves a unix socket in the run dir; this runner connects to it before any
// program code runs and relays each call the parent asks for (one JSON object per line) to the SDK's server.
// What comes back is the program's transform answering, which the parent reads as data.
function relayTransforms(programRequire) {
  const socketPath = job.transformsSocket;
  if (typeof socketPath !== 'string') return;
  const net = require('node:net');
  const sdkRequire = Module.createRequire(programRequire.resolve('@pulumi/pulumi'));
  const grpc = sdkRequire('@grpc/grpc-js');
  const callbackGrpc = programRequire('@pulumi/pulumi/proto/callback_grpc_pb.js');
  const callbackPb = programRequire('@pulumi/pulumi/proto/callback_pb.js');
  const socket = net.connect(socketPath);
  socket.unref();
  socket.on('error', () => undefined);
  socket.setEncoding('utf8');
  const reply = (line) => { socket.write(JSONStringify(line) + '\n'); };
  const relayOne = (line) => {
    let asked;
    try { asked = JSONParse(line); } catch (error) { return; }
    const id = asked.id;
    const target = String(asked.target);
    if (!RegExpTest(/^127\.0\.0\.1:\d{1,5}$/, target)) {
      reply({ id, error: 'the callback is not on this run\'s loopback', unreachable: true });
      return;
    }
    const client = new callbackGrpc.CallbacksClient(target, grpc.credentials.createInsecure());
    const request = new callbackPb.CallbackInvokeRequest();
    request.setToken(String(asked.token));
    request.setRequest(Buffer.from(String(asked.request), 'base64'));
    client.invoke(request, (error, response) => {
      client.close();
      if (error) {
        reply({ id, error: text(error.details || error.message), unreachable: error.code === grpc.status.UNAVAILABLE });
        return;
      }
      reply({ id, response: Buffer.from(response.getResponse_asU8()).toString('base64') });
    });
  };
  let buffered = '';
  socket.on('data', (chunk) => {
    buffered += chunk;
    let end = StringIndexOf(buffered, '\n');
    while (end >= 0) {
      relayOne(StringSlice(buffered, 0, end));
      buffered = StringSlice(buffered, end + 1);
      end = StringIndexOf(buffered, '\n');
    }
  });
}

// --- the run ----------------------------------------------------------------------------------------

async function finish() {
  if (finishing) return;
  finishing = true;
  try {
    if (settings !== null) await settings.waitForRPCs();
  } catch (error) {
    add(result.errors, describe('runner-error', error));
  }
  for (let i = 0; i < pendingReports.length; i += 1) await pendingReports[i];
  result.completed = programFinished;
  if (programFinished) {
    const told = await sendToParent(nonce + ' finished');
    if (!told) add(result.errors, describe('runner-error', 'the runner could not tell the engine the program finished'));
  }
  let code = 0;
  try {
    // The parent made the file empty and bound it; anything already in it was not written by this runner.
    if (ReflectApply(statSync, fs, [String(job.resultFile)]).size !== 0) throw new Error('result file not empty');
    ReflectApply(writeFileSync, fs, [String(job.resultFile), serialize(result), { flag: 'r+' }]);
  } catch (error) {
    code = 3;
  }
  try {
    if (settings !== null) settings.disconnectSync();
  } catch (error) { /* exiting anyway */ }
  exitProcess(code);
}

// The real language host waits for the event loop to drain; so does this runner, and only then reports.
// Its handler goes last: a package's own beforeExit handler (aws's bucket notifications) may still register.
let lastRegistered = false;
realProcess.on('beforeExit', () => {
  realProcess.nextTick(() => {
    if (lastRegistered) return;
    lastRegistered = true;
    setImmediate(() => undefined);
    realProcess.on('beforeExit', () => { void finish(); });
  });
});

async function main() {
  const programRequire = Module.createRequire(String(job.programEntry));
  const pulumi = programRequire('@pulumi/pulumi');
  settings = programRequire('@pulumi/pulumi/runtime/settings');
  const enginePb = programRequire('@pulumi/pulumi/proto/engine_pb.js');
  const engine = settings.getEngine();
  if (engine) {
    const log = engine.log;
    engineLog = (message, done) => {
      const request = new enginePb.LogRequest();
      request.setSeverity(enginePb.LogSeverity.DEBUG);
      request.setMessage(message);
      ReflectApply(log, engine, [request, done]);
    };
  }
  // A callback the SDK serializes ('aws.lambda.CallbackFunction', 'bucket.onObjectCreated') is code that runs in
  // the cloud, never here: its text is packaged, not executed. The real serializer needs the inspector (which
  // would weaken the permission model) only to read the closure; a stand-in text keeps the run what a
  // preview records, an archive of the function's code.
  pulumi.runtime.serializeFunction = async (func, args) => ({
    text: 'exports.handler = function () { throw new Error("serialized by pulumi up"); };\n',
    exportName: (args && typeof args === 'object' && typeof ownArgument(args, 'exportName') === 'string' && ownArgument(args, 'exportName')) || 'handler',
    containsSecrets: false,
  });
  const runInPulumiStack = pulumi.runtime.runInPulumiStack;
  const entryFile = String(job.programEntry);
  relayTransforms(programRequire);
  installPoisons();
  started = true;
  try {
    await runInPulumiStack(async () => {
      const exported = programRequire(entryFile);
      const defaultExport = exported && typeof exported === 'object' ? ownArgument(exported, 'default') : undefined;
      const entry = typeof defaultExport === 'function' ? defaultExport : exported;
      return typeof entry === 'function' ? await entry() : exported;
    });
    programFinished = true;
  } catch (error) {
    add(result.errors, describe('program-error', error));
  }
}

main().catch((error) => { add(result.errors, describe('runner-error', error)); });
`;
