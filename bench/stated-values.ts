/**
 * `npm run bench -- stated-values`: how often a value the offline plan reads from a request is right, and
 * how often it is right where the intent rung would fail a program without it (issue 23: "measure the
 * precision of stated-value extraction and keep a finding an error only where the evidence is
 * unambiguous"). A stated value on a component of token T is right when the set's `properties` give T that
 * value at that input; one the labels give another input is wrong; values at inputs the labels do not speak
 * of are not judged (the sets label only some of what a request states). The intent rung errs
 * only on values `unambiguousValue` accepts; their precision is the one that must be high.
 *
 * Sets: the shared dev set, and the dev half of the blind `test/eval/generate-fresh.jsonl` (never the
 * holdout half unless `STATED_VALUES_HOLDOUT=1`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { createPlanner } from '../src/plan/create-planner.js';
import { createRegistrySearch } from '../src/retrieve/registry-search.js';
import { defaultSnapshotDir, packageRoot } from '../src/shared/paths.js';
import { openSnapshot } from '../src/snapshot/open-snapshot.js';
import { intentKnowledgeOf } from '../src/verify/intent/intent-knowledge.js';
import { unambiguousValue } from '../src/verify/intent/value-evidence.js';
import { leafCarries, leaves, valuesAtPath } from '../src/verify/intent/value-match.js';

interface Case {
  readonly id: string;
  readonly request: string;
  readonly properties: Readonly<Record<string, unknown>>;
  readonly split?: string;
}

function readSet(path: string, keep: (c: Case) => boolean): Case[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Case)
    .filter(keep);
}

interface Tally {
  stated: number;
  right: number;
  plain: number;
  plainRight: number;
}

export async function run(): Promise<void> {
  const snapshot = openSnapshot(defaultSnapshotDir());
  const planner = createPlanner({ snapshot, search: createRegistrySearch(snapshot).engine });
  const holdout = process.env['STATED_VALUES_HOLDOUT'] === '1';
  const sets = [
    ['shared dev', readSet(join(packageRoot(), '..', 'shared', 'eval', 'generate-dev.jsonl'), () => true)],
    [
      holdout ? 'fresh holdout' : 'fresh dev',
      readSet(join(packageRoot(), 'test', 'eval', 'generate-fresh.jsonl'), (c) =>
        holdout ? c.split === 'holdout' : c.split !== 'holdout',
      ),
    ],
  ] as const;
  for (const [name, cases] of sets) {
    const tally: Tally = { stated: 0, right: 0, plain: 0, plainRight: 0 };
    const wrongPlain: string[] = [];
    for (const item of cases) {
      const plan = await planner.plan({ text: item.request });
      const knowledge = intentKnowledgeOf(snapshot, item.request);
      for (const component of plan.components.filter((c) => c.origin === 'request')) {
        const labels = item.properties[component.token];
        for (const value of component.values) {
          // Judged only where the labels speak: they give this input a value, or hold this value elsewhere.
          const atInput = labels === undefined ? [] : valuesAtPath(labels, value.input);
          const elsewhere = labels !== undefined && leaves(labels).some((v) => leafCarries(v, value.value));
          if (atInput.length === 0 && !elsewhere) continue;
          const right = atInput.some((v) => leafCarries(v, value.value));
          const plain = unambiguousValue(value, knowledge.inputsOf(component.token), component.token);
          tally.stated += 1;
          tally.right += right ? 1 : 0;
          tally.plain += plain ? 1 : 0;
          tally.plainRight += plain && right ? 1 : 0;
          if (plain && !right) {
            wrongPlain.push(
              `${item.id} ${component.token} ${value.input} = ${JSON.stringify(value.value)} ("${value.text}")`,
            );
          }
        }
      }
    }
    const share = (a: number, b: number): string => (b === 0 ? 'n/a' : (a / b).toFixed(3));
    console.log(`${name} (${cases.length} requests): ${tally.stated} stated values the labels judge`);
    console.log(`  precision, every stated value:        ${share(tally.right, tally.stated)}`);
    console.log(
      `  precision, where intent would fail:   ${share(tally.plainRight, tally.plain)} (${tally.plain} values)`,
    );
    for (const line of wrongPlain.slice(0, 15)) console.log(`    wrong: ${line}`);
  }
}
