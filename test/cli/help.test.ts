import { describe, expect, it } from 'vitest';
import type { CommandGroup, LeafCommand } from '../../src/cli/command.js';
import { groupHelp, leafHelp, optionLines, PROGRAM, topHelp } from '../../src/cli/help.js';
import { packageVersion } from '../../src/shared/package-version.js';

const leaf: LeafCommand = {
  kind: 'leaf',
  name: 'show',
  summary: 'show one record',
  usage: 'Usage: pulumi-gen registry show <token>\n',
  options: [
    { name: 'json', help: 'print JSON' },
    { name: 'limit', value: 'N', help: 'how many (default 10)' },
  ],
  run: () => Promise.resolve(0),
} as unknown as LeafCommand;

describe('optionLines', () => {
  it('lines the help texts up in one column and adds --help last', () => {
    const lines = optionLines([
      { name: 'json', help: 'print JSON' },
      { name: 'limit', value: 'N', help: 'how many' },
    ]);
    expect(lines).toEqual([
      '  --json     print JSON',
      '  --limit N  how many',
      '  --help     show this help',
    ]);
  });

  it('puts a label longer than the column on its own line and wraps a long help at 110 characters', () => {
    const long = 'word '.repeat(60).trim();
    const lines = optionLines([{ name: 'a-very-long-option-name', value: 'VALUE', help: long }]);
    expect(lines[0]).toBe('  --a-very-long-option-name VALUE');
    expect(lines[1]).toMatch(/^ {28}word/);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(110);
    const words = lines
      .slice(1, -1)
      .join(' ')
      .split(/\s+/)
      .filter((w) => w !== '');
    expect(words).toHaveLength(60);
  });
});

describe('topHelp, groupHelp and leafHelp', () => {
  it('lists the commands with their summaries under the version line', () => {
    const text = topHelp([leaf, { ...leaf, name: 'registry', summary: 'browse the snapshot' }]);
    expect(text.split('\n')[0]).toBe(
      `${PROGRAM} ${packageVersion()}: turn a plain-language infrastructure request into a verified Pulumi program`,
    );
    expect(text).toContain('  show      show one record');
    expect(text).toContain('  registry  browse the snapshot');
  });

  it("lists a group's subcommands by their full command line", () => {
    const group = {
      kind: 'group',
      name: 'registry',
      summary: 'browse',
      subcommands: [leaf],
    } as unknown as CommandGroup;
    const text = groupHelp(group);
    expect(text).toContain('  pulumi-gen registry show  show one record');
    expect(text).toContain("Run 'pulumi-gen registry <command> --help'");
  });

  it("gives a leaf's usage and its options table", () => {
    const text = leafHelp('registry show', leaf);
    expect(text.split('\n').slice(0, 5)).toEqual([
      'pulumi-gen registry show: show one record',
      '',
      'Usage: pulumi-gen registry show <token>',
      '',
      'Options:',
    ]);
    expect(text).toContain('  --limit N  how many (default 10)');
  });
});
