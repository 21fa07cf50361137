import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  PROGRAM,
  groupHelp,
  leafHelp,
  topHelp
} from "./chunk-TB22JBQ5.js";
import "./chunk-NANRW4ZB.js";
import "./chunk-UNE477HE.js";
import {
  UsageError
} from "./chunk-4SIQRMZG.js";
import "./chunk-WDVDZIRV.js";

// src/cli/program.ts
import { Command as Commander, CommanderError, Option } from "commander";
function addOptions(target, options) {
  const names = /* @__PURE__ */ new Map();
  for (const spec of options) {
    const option = new Option(`--${spec.name}${spec.value !== void 0 ? " <value>" : ""}`);
    if (spec.repeatable === true) {
      option.argParser((value, previous) => [
        ...Array.isArray(previous) ? previous : [],
        value
      ]);
    }
    target.addOption(option);
    names.set(option.attributeName(), spec.name);
  }
  return names;
}
function addLeaf(parent, path, leaf, run) {
  const command = parent.command(leaf.name).description(leaf.summary).argument("[args...]");
  const names = addOptions(command, leaf.options);
  command.configureHelp({ formatHelp: () => leafHelp(path, leaf) });
  command.action(async (args, options) => {
    const values = {};
    for (const [attribute, value] of Object.entries(options)) {
      values[names.get(attribute) ?? attribute] = value;
    }
    await run(leaf, { values, positionals: args });
  });
}
function buildProgram(commands, io, env, runtime, outcome) {
  const program = new Commander(PROGRAM).exitOverride().showSuggestionAfterError().helpCommand(false).configureOutput({ writeOut: io.stdout, writeErr: io.stderr, outputError: () => void 0 }).configureHelp({ formatHelp: () => topHelp(commands) });
  const run = async (leaf, context) => {
    outcome.code = await leaf.run({ ...context, env, io, runtime });
  };
  for (const command of commands) {
    if (command.kind === "leaf") {
      addLeaf(program, command.name, command, run);
      continue;
    }
    const group = program.command(command.name).description(command.summary).configureHelp({ formatHelp: () => groupHelp(command) });
    for (const sub of command.subcommands) {
      addLeaf(group, `${command.name} ${sub.name}`, sub, run);
    }
  }
  return program;
}
function usageErrorFrom(error, argv, commands) {
  const [raw = "", hint] = error.message.replace(/^error: /, "").split("\n");
  const message = raw.replace(/^option '(-[^' ]+)[^']*' argument missing$/, "option '$1' needs a value");
  const names = /^\(Did you mean (?:one of )?(.+)\?\)$/.exec(hint ?? "")?.[1]?.split(", ");
  const suggestion = names === void 0 ? "" : ` (did you mean ${names.map((name) => `'${name}'`).join(" or ")}?)`;
  const path = [argv[0], argv[1]].filter((word) => {
    if (word === void 0 || word.startsWith("-")) return false;
    return commands.some(
      (c) => c.name === word || c.kind === "group" && c.subcommands.some((s) => s.name === word)
    );
  });
  const scope = [PROGRAM, ...path].join(" ");
  const forPath = path.length > 0 && message.startsWith("unknown option") ? ` for '${path.join(" ")}'` : "";
  return new UsageError(`${message}${forPath}${suggestion}; run '${scope} --help'`);
}
async function parseAndRun(argv, io, env, runtime, commands) {
  const outcome = { code: 0 };
  const program = buildProgram(commands, io, env, runtime, outcome);
  try {
    await program.parseAsync([...argv], { from: "user" });
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    if (error.code === "commander.helpDisplayed") return 0;
    if (error.code === "commander.help") return 2;
    throw usageErrorFrom(error, argv, commands);
  }
  return outcome.code;
}
export {
  parseAndRun
};
