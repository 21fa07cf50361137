import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { packageRoot } from '../../src/shared/paths.js';

const root = packageRoot();
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const example = readFileSync(join(root, 'examples', 'pulumi-gen.yml'), 'utf8');
const actionInputs = Object.keys(
  (parse(readFileSync(join(root, 'action.yml'), 'utf8')) as { inputs: Record<string, unknown> }).inputs,
);

interface Step {
  readonly uses?: string;
  readonly with?: Record<string, unknown>;
}

describe('the workflow users copy', () => {
  it('is the same in the README and in examples/pulumi-gen.yml', () => {
    const block = /```yaml\n(# \.github\/workflows\/pulumi-gen\.yml[\s\S]*?)```/.exec(readme)?.[1];
    expect(block).toBe(example);
  });

  it('passes only inputs action.yml declares, and runs on the events the action handles', () => {
    const workflow = parse(example) as { on: Record<string, unknown>; jobs: { generate: { steps: Step[] } } };
    const step = workflow.jobs.generate.steps.find((s) => s.uses?.includes('pulumi-gen@') === true);
    for (const input of Object.keys(step?.with ?? {})) expect(actionInputs).toContain(input);
    expect(Object.keys(workflow.on).sort()).toEqual(['issue_comment', 'issues', 'workflow_dispatch']);
  });

  it('documents every input of action.yml in the README table', () => {
    for (const input of actionInputs) expect(readme).toMatch(new RegExp(`^\\| \`${input}\` +\\|`, 'm'));
  });
});
