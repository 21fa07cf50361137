import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  packageVersion
} from "./chunk-NANRW4ZB.js";

// src/cli/help.ts
var PROGRAM = "pulumi-gen";
var WIDTH = 110;
function wrap(text, width) {
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line !== "" && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line === "" ? word : `${line} ${word}`;
    }
  }
  return line === "" ? lines : [...lines, line];
}
function optionLines(options) {
  const all = [...options, { name: "help", help: "show this help" }];
  const label = (o) => `--${o.name}${o.value === void 0 ? "" : ` ${o.value}`}`;
  const column = Math.min(24, Math.max(...all.map((o) => label(o).length)));
  return all.flatMap((option) => {
    const name = label(option);
    const [first = "", ...rest] = wrap(option.help, WIDTH - column - 4);
    const head = name.length > column ? [`  ${name}`, `  ${" ".repeat(column)}  ${first}`] : [`  ${name.padEnd(column)}  ${first}`];
    return [...head, ...rest.map((line) => `  ${" ".repeat(column)}  ${line}`)];
  });
}
function topHelp(commands) {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    `${PROGRAM} ${packageVersion()}: turn a plain-language infrastructure request into a verified Pulumi program`,
    "",
    "Usage:",
    `  ${PROGRAM} "<request>" [--dry-run] [options]   generate a program (the same as '${PROGRAM} generate')`,
    `  ${PROGRAM} <command> [options]`,
    "",
    "Commands:",
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    "",
    "Options:",
    "  -h, --help     show help (also after any command)",
    "  -V, --version  print the version",
    "",
    `Run '${PROGRAM} help <command>' or '${PROGRAM} <command> --help' for a command's options.`,
    ""
  ].join("\n");
}
function groupHelp(group) {
  const width = Math.max(...group.subcommands.map((c) => c.name.length));
  return [
    `${PROGRAM} ${group.name}: ${group.summary}`,
    "",
    "Commands:",
    ...group.subcommands.map((c) => `  ${PROGRAM} ${group.name} ${c.name.padEnd(width)}  ${c.summary}`),
    "",
    `Run '${PROGRAM} ${group.name} <command> --help' for a command's options.`,
    ""
  ].join("\n");
}
function leafHelp(path, command) {
  return [
    `${PROGRAM} ${path}: ${command.summary}`,
    "",
    command.usage.trimEnd(),
    "",
    "Options:",
    ...optionLines(command.options),
    ""
  ].join("\n");
}

export {
  PROGRAM,
  topHelp,
  groupHelp,
  leafHelp
};
