import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  GENERATE_SETTINGS,
  generateCommand
} from "./chunk-OSLDZ434.js";
import {
  verifyCommand
} from "./chunk-TBJASZSX.js";
import {
  escapeForTerminal,
  settingOptions
} from "./chunk-PNT2W6HT.js";
import {
  settingVariables
} from "./chunk-YK5ZTD3S.js";
import "./chunk-OBM3HYB6.js";
import {
  PROGRAM,
  topHelp
} from "./chunk-TB22JBQ5.js";
import {
  VERSION_FLAGS,
  asksForVersion
} from "./chunk-IJ3SQ2AF.js";
import {
  packageVersion
} from "./chunk-NANRW4ZB.js";
import {
  pickCloudCredentials,
  removeTree
} from "./chunk-VOSWBDP6.js";
import "./chunk-TCS6C75F.js";
import {
  nearestNames
} from "./chunk-2YQMTHMF.js";
import {
  defaultSnapshotDir
} from "./chunk-UNE477HE.js";
import {
  defaultStoreDir
} from "./chunk-WNEYECMP.js";
import "./chunk-FZZY5IOO.js";
import "./chunk-SLCB7XZA.js";
import {
  UsageError,
  UserError,
  errorMessage
} from "./chunk-4SIQRMZG.js";
import "./chunk-IHLDDTAE.js";
import "./chunk-WDVDZIRV.js";

// src/cli/start.ts
import { readFileSync } from "node:fs";
import { homedir, tmpdir } from "node:os";

// src/store/npm-environment.ts
import { join } from "node:path";
var PASSED = [
  "PATH",
  "HOME",
  "USERPROFILE",
  "APPDATA",
  "LOCALAPPDATA",
  "SystemRoot",
  "XDG_CONFIG_HOME",
  "TMPDIR",
  "TEMP",
  "TMP",
  "NODE_EXTRA_CA_CERTS",
  "NODE_USE_SYSTEM_CA",
  "NODE_TLS_REJECT_UNAUTHORIZED",
  "SSL_CERT_FILE",
  "SSL_CERT_DIR",
  "HTTP_PROXY",
  "HTTPS_PROXY",
  "NO_PROXY",
  "http_proxy",
  "https_proxy",
  "no_proxy"
];
var NOT_PASSED = /^npm_config_(global|prefix|local_prefix|dry_run|package_lock_only|workspaces?|include_workspace_root|location)$/i;
var SECRET_SETTING = /(_auth|authtoken|password|token|_authtoken)$/i;
function referencedVariables(npmrc) {
  if (npmrc === void 0) return [];
  return [...npmrc.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)\??\}/g)].map((match) => match[1] ?? "");
}
function proxyCredentials(value) {
  try {
    const url = new URL(value);
    return [url.password, url.username].filter((part) => part.length >= 4).map(decodeURIComponent);
  } catch {
    return [];
  }
}
function literalSecrets(npmrc) {
  if (npmrc === void 0) return [];
  return [...npmrc.matchAll(/^\s*[^#;=\s]*(?:_auth|_authToken|_password|token)\s*=\s*(\S+)\s*$/gim)].map((match) => match[1] ?? "").filter((value) => value.length >= 4 && !value.startsWith("${"));
}
function npmEnvironmentFrom(source) {
  const { env } = source;
  const vars = {};
  const secrets = [];
  const pass = (name) => {
    const value = env[name];
    if (value !== void 0 && value !== "") vars[name] = value;
  };
  PASSED.forEach(pass);
  for (const name of Object.keys(env)) {
    if (/^npm_config_/i.test(name) && !NOT_PASSED.test(name)) {
      pass(name);
      if (SECRET_SETTING.test(name) && env[name] !== void 0) secrets.push(env[name]);
    }
  }
  vars["npm_config_update_notifier"] = "false";
  const userConfig = env["npm_config_userconfig"] ?? env["NPM_CONFIG_USERCONFIG"] ?? join(source.homeDir, ".npmrc");
  const userNpmrc = source.readText(userConfig);
  const projectNpmrc = source.readText(join(source.cwd, ".npmrc"));
  for (const name of [...referencedVariables(userNpmrc), ...referencedVariables(projectNpmrc)]) {
    pass(name);
    const value = env[name];
    if (value !== void 0) secrets.push(value);
  }
  secrets.push(...literalSecrets(userNpmrc), ...literalSecrets(projectNpmrc));
  for (const name of ["HTTP_PROXY", "HTTPS_PROXY", "http_proxy", "https_proxy"]) {
    const value = env[name];
    if (value !== void 0) secrets.push(...proxyCredentials(value));
  }
  return {
    vars,
    secrets: [...new Set(secrets.filter((value) => value.length >= 4))],
    ...projectNpmrc !== void 0 ? { projectNpmrc } : {}
  };
}

// src/cli/environment.ts
function nonEmpty(value) {
  const trimmed = value?.trim();
  return trimmed === void 0 || trimmed === "" ? void 0 : trimmed;
}
function parseCliEnvironment(source) {
  const { env } = source;
  const cacheDir = nonEmpty(env["PULUMI_GEN_CACHE_DIR"]) ?? `${nonEmpty(env["XDG_CACHE_HOME"]) ?? `${source.homeDir}/.cache`}/pulumi-gen`;
  return {
    cwd: source.cwd,
    variables: settingVariables(env),
    publicPrograms: nonEmpty(env["PULUMI_GEN_PUBLIC_PROGRAMS"]),
    usageProgramsDir: nonEmpty(env["PULUMI_GEN_USAGE_PROGRAMS"]),
    cacheDir,
    storeDir: nonEmpty(env["PULUMI_GEN_STORE_DIR"]) ?? defaultStoreDir(cacheDir),
    npm: npmEnvironmentFrom({
      env,
      cwd: source.cwd,
      homeDir: source.homeDir,
      readText: source.readText ?? (() => void 0)
    }),
    path: env["PATH"] ?? "",
    snapshotDir: nonEmpty(env["PULUMI_GEN_SNAPSHOT_DIR"]) ?? source.defaultSnapshotDir,
    stderrIsTty: source.stderrIsTty,
    // https://no-color.org: any non-empty value turns colour off.
    color: source.stdoutIsTty && (env["NO_COLOR"] ?? "") === "" && env["TERM"] !== "dumb",
    homeDir: source.homeDir,
    cloudCredentials: pickCloudCredentials(env)
  };
}

// src/cli/commands/cache.ts
var STORE = {
  name: "store",
  value: "DIR",
  help: "the package store (default $PULUMI_GEN_STORE_DIR, else <cache dir>/pulumi-gen/store)"
};
var lsCommand = {
  kind: "leaf",
  name: "ls",
  summary: "List the package store: packages, versions, sizes, last used",
  usage: "Usage: pulumi-gen cache ls [--store DIR] [--json]",
  options: [STORE, { name: "json", help: "one JSON object" }],
  run: async (context) => (await import("./cache-Y23LESJ6.js")).runCacheLs(context)
};
var pruneCommand = {
  kind: "leaf",
  name: "prune",
  summary: "Remove unused, old or all packages from the package store",
  usage: "Usage: pulumi-gen cache prune [--unused | --older-than DAYS | --all] [--store DIR]",
  options: [
    {
      name: "unused",
      help: "package versions no combination links, and abandoned installs (the default)"
    },
    { name: "older-than", value: "DAYS", help: "combinations and package versions no run used in DAYS days" },
    {
      name: "all",
      help: "the whole store, and the packages added with snapshot add (or built on first use)"
    },
    STORE
  ],
  run: async (context) => (await import("./cache-Y23LESJ6.js")).runCachePrune(context)
};
var cacheCommand = {
  kind: "group",
  name: "cache",
  summary: "Show or prune the package store (provider installs for verification)",
  subcommands: [lsCommand, pruneCommand]
};

// src/cli/commands/edit.ts
var EDIT_SETTINGS = GENERATE_SETTINGS.filter(
  (id) => id !== "out" && id !== "force"
);
var USAGE = `Usage: pulumi-gen edit DIR "<change>" [options]

Changes the Pulumi TypeScript project in DIR as the action's edit mode does on a pull request: the plan
reads the existing program and the change, the program is rewritten and verified by the same ladder, and
the changed files are written back into DIR (the user's Pulumi.yaml, tsconfig.json and stack files are
kept; package.json only gains what the program newly imports). Ends with a diff of every changed file.
With --dry-run nothing is written and the diff shows what would change.`;
var editCommand = {
  kind: "leaf",
  name: "edit",
  summary: 'Change an existing project (pulumi-gen edit DIR "<change>"), verified, with a diff',
  usage: USAGE,
  options: settingOptions(EDIT_SETTINGS),
  run: async (context) => (await import("./edit-ENSSTUD4.js")).runEdit(context)
};

// src/cli/commands/eval.ts
var retrievalCommand = {
  kind: "leaf",
  name: "retrieval",
  summary: "Recall@k, MRR@10, nDCG@10 and success@1 of the registry search on a query set",
  usage: "Usage: pulumi-gen eval retrieval --queries FILE.jsonl [--k 10] [--json]",
  options: [
    {
      name: "queries",
      value: "FILE",
      help: 'JSON Lines of {"id","query","expected":[token | [token, ...]]}; an inner list means any one of its tokens counts'
    },
    { name: "k", value: "N", help: "the cut-off for recall (default 10)" },
    {
      name: "json",
      help: "the summary and per-query scores (recall, reciprocalRank, ndcg, success1, misses)"
    }
  ],
  run: async (context) => (await import("./eval-FYQV2XSU.js")).runRetrievalEval(context)
};
var generateCommand2 = {
  kind: "leaf",
  name: "generate",
  summary: "Verified rate, resource recall/precision, stated properties and intent agreement on a request set",
  usage: [
    "Usage: pulumi-gen eval generate --set FILE.jsonl [--offline] [--json] [--limit N] [--model M]",
    "",
    "Runs the whole pipeline (sandboxed mock run, no preview) on each request and scores the program against",
    'the set: {"id","request","difficulty","expected":[token],"alsoSatisfiedBy":{token: text},"properties"}.'
  ].join("\n"),
  options: [
    { name: "set", value: "FILE", help: "the request set (JSON Lines)" },
    ...settingOptions(["offline", "model", "baseUrl"]),
    { name: "limit", value: "N", help: "only the first N requests" },
    { name: "json", help: "the summaries (total and per difficulty level) and every request's scores" }
  ],
  run: async (context) => (await import("./eval-FYQV2XSU.js")).runGenerationEval(context)
};
var evalCommand = {
  kind: "group",
  name: "eval",
  summary: "Measure retrieval quality on a query set, or generation quality on a request set",
  subcommands: [retrievalCommand, generateCommand2]
};

// src/cli/commands/registry.ts
var lsCommand2 = {
  kind: "leaf",
  name: "ls",
  summary: "List the resources and functions in the snapshot",
  usage: "Usage: pulumi-gen registry ls [--packages] [--provider P] [--kind resource|function] [--json]",
  options: [
    {
      name: "packages",
      help: "list the packages instead: bundled ones and those built on demand into the cache"
    },
    { name: "provider", value: "P", help: "only this provider (aws, azure-native, gcp, kubernetes, ...)" },
    { name: "kind", value: "K", help: "resource or function" },
    { name: "json", help: 'JSON Lines: {"token","tsName","kind","provider","module"} per record' }
  ],
  run: async (context) => (await import("./registry-SQ372EXC.js")).runRegistryLs(context)
};
var showCommand = {
  kind: "leaf",
  name: "show",
  summary: "Show one resource or function: summary, inputs, an example",
  usage: [
    "Usage: pulumi-gen registry show <token|tsName> [--json]",
    "",
    "  <token|tsName>  aws:s3/bucketVersioning:BucketVersioning or aws.s3.BucketVersioning (k8s. works too)"
  ].join("\n"),
  options: [{ name: "json", help: "the full record (inputs, outputs, every example) as JSON" }],
  run: async (context) => (await import("./registry-SQ372EXC.js")).runRegistryShow(context)
};
var registryCommand = {
  kind: "group",
  name: "registry",
  summary: "List and show the resources and functions in the snapshot",
  subcommands: [lsCommand2, showCommand]
};

// src/cli/commands/search.ts
var searchCommand = {
  kind: "leaf",
  name: "search",
  summary: "Search the registry snapshot (hybrid BM25 + embeddings)",
  usage: [
    'Usage: pulumi-gen search "<query>" [--limit 10] [--provider P] [--json]',
    "       pulumi-gen search --batch FILE.jsonl [--limit N] --json"
  ].join("\n"),
  options: [
    { name: "limit", value: "N", help: "how many results (default 10)" },
    {
      name: "provider",
      value: "P",
      help: 'only these providers (comma-separated: aws, azure-native, gcp, kubernetes, ...); default: inferred from the query ("S3" \u2192 aws, "AKS" \u2192 azure-native), else all'
    },
    {
      name: "json",
      help: 'JSON output: {"query","providers","routing","hits":[{token,tsName,provider,kind,score,sparse,dense}],"warnings"}'
    },
    {
      name: "batch",
      value: "FILE",
      help: 'JSON Lines of {"id","query"}; prints {"id","results":[{token,tsName,score}]} per line, in order, from one process'
    }
  ],
  run: async (context) => (await import("./search-YJCSUKBP.js")).runSearch(context)
};

// src/cli/commands/snapshot.ts
var EMBEDDER = {
  name: "embedder",
  value: "E",
  help: "local (default: a model trained from the corpus, offline) or endpoint (the OPENAI_BASE_URL /v1/embeddings with PULUMI_GEN_EMBEDDING_MODEL; queries then need it too)"
};
var PROGRAMS_USAGE = [
  "What programs declare together (knowledge/programs.json) is counted from the doc examples and from the",
  "public programs of PULUMI_GEN_PUBLIC_PROGRAMS (repository=directory pairs, comma-separated, e.g.",
  "github.com/pulumi/examples=../examples); unset, the evidence the current file keeps (or the bundled",
  "snapshot's) is counted again."
];
var buildCommand = {
  kind: "leaf",
  name: "build",
  summary: "Extract the pinned provider packages into a registry snapshot",
  usage: [
    "Usage: pulumi-gen snapshot build [--providers a,b] [--out DIR] [--embedder local|endpoint]",
    "",
    "Finds each provider pinned in src/snapshot/pinned-providers.json at exactly its version (node_modules,",
    "else the cache, else npm install into the cache) and writes manifest + per-provider shards + search files.",
    ...PROGRAMS_USAGE
  ].join("\n"),
  options: [
    { name: "providers", value: "a,b", help: "only these providers (default: every pinned provider)" },
    {
      name: "out",
      value: "DIR",
      help: "output folder, replaced as a whole (default: the bundled registry-snapshot/)"
    },
    EMBEDDER
  ],
  run: async (context) => (await import("./snapshot-JVMPFFOL.js")).runSnapshotBuild(context)
};
var reindexCommand = {
  kind: "leaf",
  name: "reindex",
  summary: "Rebuild only the search files of a snapshot (after a glossary or search change)",
  usage: [
    "Usage: pulumi-gen snapshot reindex [--dir DIR] [--embedder local|endpoint]",
    "",
    "Rebuilds the sparse index and the embeddings from the records already in the snapshot, without",
    "installing any provider package; the provider shards stay as they are. The result equals what",
    "'snapshot build' would write for the same records. An interrupted run leaves the snapshot as it was.",
    "With PULUMI_GEN_USAGE_PROGRAMS=DIR it first counts which inputs the Pulumi programs under DIR set into",
    "usage/programs.json (kept in the snapshot, so later reindexes and the CI check read the same counts);",
    "a 'snapshot build' replaces the folder, so run this after it to keep them."
  ].join("\n"),
  options: [
    { name: "dir", value: "DIR", help: "the snapshot to reindex (default: the bundled registry-snapshot/)" },
    EMBEDDER
  ],
  run: async (context) => (await import("./snapshot-JVMPFFOL.js")).runSnapshotReindex(context)
};
var knowledgeCommand = {
  kind: "leaf",
  name: "knowledge",
  summary: "Recount what programs declare together (knowledge/programs.json) from a snapshot's records",
  usage: ["Usage: pulumi-gen snapshot knowledge [--dir DIR]", "", ...PROGRAMS_USAGE].join("\n"),
  options: [{ name: "dir", value: "DIR", help: "the snapshot (default: the bundled registry-snapshot/)" }],
  run: async (context) => (await import("./snapshot-JVMPFFOL.js")).runSnapshotKnowledge(context)
};
var majorsCommand = {
  kind: "leaf",
  name: "majors",
  summary: "Count what each provider's pinned major removed (knowledge/removed-members.json), from npm",
  usage: [
    "Usage: pulumi-gen snapshot majors [--dir DIR] [--providers a,b]",
    "",
    "Fetches each provider's previous major's last release from the npm registry (npm pack, into the cache),",
    "reads its declarations like a shard and lists the resources, inputs, outputs and nested input fields the",
    "snapshot's pinned version no longer has. The typecheck names them when a program written for the previous",
    "major uses them. A 'snapshot build' replaces the folder, so run this after it; `npm run check:index` checks",
    "the file against the snapshot without the registry."
  ].join("\n"),
  options: [
    { name: "dir", value: "DIR", help: "the snapshot (default: the bundled registry-snapshot/)" },
    { name: "providers", value: "a,b", help: "only these providers (the others keep their entries)" }
  ],
  run: async (context) => (await import("./snapshot-JVMPFFOL.js")).runSnapshotMajors(context)
};
var removeCommand = {
  kind: "leaf",
  name: "remove",
  summary: "Remove a package added with snapshot add (or built on first use) from the cache",
  usage: [
    "Usage: pulumi-gen snapshot remove <package>[@version]",
    "",
    "Deletes its shards (every cached version, or the one named) and its unpacked tarball; runs no longer",
    "search it. Bundled packages cannot be removed."
  ].join("\n"),
  options: [],
  run: async (context) => (await import("./snapshot-JVMPFFOL.js")).runSnapshotRemove(context)
};
var shardCommand = {
  kind: "leaf",
  name: "shard",
  summary: "Build one pinned provider's shard into a folder (a CI matrix job)",
  usage: "Usage: pulumi-gen snapshot shard <provider> --out DIR\n\nWrites the shard files and shard.json for `snapshot merge`.",
  options: [{ name: "out", value: "DIR", help: "where the shard goes" }],
  run: async (context) => (await import("./snapshot-JVMPFFOL.js")).runSnapshotShard(context)
};
var mergeCommand = {
  kind: "leaf",
  name: "merge",
  summary: "Assemble shard folders into a snapshot with search files and checksums (the CI merge job)",
  usage: "Usage: pulumi-gen snapshot merge --out DIR <shard-dir>... [--embedder local|endpoint]",
  options: [{ name: "out", value: "DIR", help: "the snapshot folder to write" }, EMBEDDER],
  run: async (context) => (await import("./snapshot-JVMPFFOL.js")).runSnapshotMerge(context)
};
var addCommand = {
  kind: "leaf",
  name: "add",
  summary: "Build the shard of a non-bundled package into the cache now, instead of on first use",
  usage: [
    "Usage: pulumi-gen snapshot add <package>[@version]",
    "",
    "Fetches the package from npm (latest version unless given), extracts its resources, functions and types",
    "and indexes them for search, into the pulumi-gen cache. Later runs search it like a bundled package.",
    'Only Pulumi packages are added: those in the catalog, or whose package.json says "pulumi": {"resource": true}.'
  ].join("\n"),
  options: [],
  run: async (context) => (await import("./snapshot-JVMPFFOL.js")).runSnapshotAdd(context)
};
var snapshotCommand = {
  kind: "group",
  name: "snapshot",
  summary: "Build or reindex the bundled registry snapshot (maintainers)",
  subcommands: [
    buildCommand,
    reindexCommand,
    knowledgeCommand,
    majorsCommand,
    addCommand,
    removeCommand,
    shardCommand,
    mergeCommand
  ]
};

// src/cli/commands/index.ts
var defaultCommand = generateCommand;
var allCommands = [
  generateCommand,
  verifyCommand,
  editCommand,
  searchCommand,
  registryCommand,
  evalCommand,
  snapshotCommand,
  cacheCommand
];

// src/cli/run.ts
function withDefaultCommand(argv, commands) {
  const [first] = argv;
  if (first === void 0 || ["-h", "--help", ...VERSION_FLAGS].includes(first)) return argv;
  if (commands.some((c) => c.name === first)) return argv;
  const word = first.trim();
  if (!first.startsWith("-") && /^[a-z][a-z-]*$/i.test(word)) {
    const near = nearestNames(
      word,
      commands.map((c) => c.name),
      2
    );
    if (near.length > 0) {
      throw new UsageError(
        `unknown command '${word}' (did you mean ${near.map((s) => `'${s}'`).join(" or ")}?); to generate from a one-word request run '${PROGRAM} ${defaultCommand.name} "${word}"'`
      );
    }
  }
  return [defaultCommand.name, ...argv];
}
async function dispatch(argv, io, env, runtime, commands) {
  const [first] = argv;
  if (first === void 0) {
    io.stderr(topHelp(commands));
    return 2;
  }
  if (first === "help" && commands.some((c) => c.name === argv[1])) {
    return dispatch([...argv.slice(1), "--help"], io, env, runtime, commands);
  }
  if (first === "--help" || first === "-h" || first === "help") {
    io.stdout(topHelp(commands));
    return 0;
  }
  if (asksForVersion(argv)) {
    io.stdout(`${packageVersion()}
`);
    return 0;
  }
  const { parseAndRun } = await import("./program-DOM3PPFC.js");
  return parseAndRun(withDefaultCommand(argv, commands), io, env, runtime, commands);
}
function asksForJson(argv) {
  return argv.some(
    (arg, i) => arg === "--json" || arg === "--format=json" || arg === "--format" && argv[i + 1] === "json"
  );
}
async function runCli(argv, io, env, runtime = { tempDir: () => void 0 }, commands = allCommands) {
  try {
    return await dispatch(argv, io, env, runtime, commands);
  } catch (error) {
    const code = error instanceof UsageError ? 2 : 1;
    const prefix = error instanceof UsageError || error instanceof UserError ? "" : "error: ";
    io.stderr(`${PROGRAM}: ${prefix}${escapeForTerminal(errorMessage(error))}
`);
    if (asksForJson(argv)) io.stdout(`${JSON.stringify({ status: "error", error: errorMessage(error) })}
`);
    return code;
  }
}

// src/cli/temp-root.ts
import { mkdtempSync } from "node:fs";
import { join as join2 } from "node:path";
function createTempRoot(base) {
  let made;
  return {
    path: () => made ??= mkdtempSync(join2(base, "pulumi-gen-run-")),
    remove: () => {
      const outcome = made === void 0 ? { kind: "absent" } : removeTree(made);
      made = void 0;
      return outcome;
    }
  };
}

// src/cli/start.ts
async function startCli(argv, variables) {
  const env = parseCliEnvironment({
    env: variables,
    cwd: process.cwd(),
    homeDir: homedir(),
    stderrIsTty: process.stderr.isTTY === true,
    stdoutIsTty: process.stdout.isTTY === true,
    defaultSnapshotDir: defaultSnapshotDir(),
    readText: (path) => {
      try {
        return readFileSync(path, "utf8");
      } catch {
        return void 0;
      }
    }
  });
  const temp = createTempRoot(tmpdir());
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143]
  ]) {
    process.once(signal, () => {
      temp.remove();
      process.stderr.write(`
pulumi-gen: stopped (${signal}); temp folders removed
`);
      process.exit(code);
    });
  }
  try {
    return await runCli(
      argv,
      { stdout: (text) => process.stdout.write(text), stderr: (text) => process.stderr.write(text) },
      env,
      { tempDir: temp.path }
    );
  } finally {
    temp.remove();
  }
}
export {
  startCli
};
