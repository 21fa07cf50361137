#!/usr/bin/env node
// The Node version is checked before anything else loads: on an older Node the CLI would fail later and
// obscurely (`bad option: --permission` when it runs a program). The minimum is package.json's engines.
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const [needMajor, needMinor] = /(\d+)\.(\d+)/.exec(engines.node).slice(1).map(Number);
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < needMajor || (major === needMajor && minor < needMinor)) {
  process.stderr.write(
    `pulumi-gen: needs Node.js ${needMajor}.${needMinor} or newer, and this is ${process.version}; install Node.js 22 or 24 (https://nodejs.org, or 'nvm install 24')\n`,
  );
  process.exit(1);
}
await import('../dist/cli.js');
