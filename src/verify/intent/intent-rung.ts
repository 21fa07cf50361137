import { missingTags } from './missing-tags.js';
import { earlierDetails } from '../rung-details.js';
import type {
  EarlierChecks,
  Finding,
  MockDetails,
  RegisteredResource,
  Rung,
  RungCheck,
  RungContext,
} from '../types.js';
import { checkIntent, intentMarks, type IntentReport } from './check-intent.js';

/**
 * The resources every configuration case registered (one per URN), for a check across branches. A resource
 * every case declares is read as the first case (the defaults) declares it: a stated value a correct program
 * keeps as its config default is there, not replaced by the stand-in of the case that sets every key.
 */
function recordedResources(mock: MockDetails | undefined): readonly RegisteredResource[] | undefined {
  const cases = mock?.cases;
  if (cases === undefined || cases.length === 0) return mock?.resources;
  const byKey = new Map<string, RegisteredResource>();
  for (const run of cases) {
    for (const resource of run.resources) {
      const key = resource.urn ?? `${resource.token}|${resource.name}`;
      if (!byKey.has(key)) byKey.set(key, resource);
    }
  }
  return [...byKey.values()];
}

function findings(report: IntentReport): Finding[] {
  return report.items
    .filter((item) => !item.met)
    .map((item) => ({
      rung: 'intent' as const,
      severity: item.severity,
      code: `intent-${item.kind}`,
      message: item.text,
      subjects: item.subjects,
    }));
}

/**
 * The intent rung: the program must do what was asked. It reads what the mock run recorded outside the
 * program's reach and checks it against the plan; unmet request items are errors that go back to repair
 * with the missing piece's schema. Without a plan or a recording there is nothing to check against, so the
 * rung skips and the program is not called verified.
 */
export function createIntentRung(): Rung<'intent'> {
  return {
    name: 'intent',
    check(_program, context: RungContext, earlier?: EarlierChecks): Promise<RungCheck<'intent'>> {
      if (context.plan === undefined && context.intent === 'not-requested') {
        return Promise.resolve({
          kind: 'skipped',
          reason: 'not checked: no request was given to hold the program against (--request)',
        });
      }
      if (context.plan === undefined) {
        return Promise.resolve({ kind: 'skipped', reason: 'no plan to check against', unverified: true });
      }
      const resources = recordedResources(earlierDetails(earlier, 'mock', 'ran'));
      if (resources === undefined) {
        return Promise.resolve({
          kind: 'skipped',
          reason: 'not checked: the mock run did not record the program',
          unverified: true,
        });
      }
      const report = checkIntent(context.plan, resources, context.intentKnowledge);
      const untagged = missingTags(context.conventions, resources, context.tagInputOf ?? (() => undefined));
      const all = [
        ...findings(report),
        ...untagged.map((message): Finding => ({ rung: 'intent', severity: 'error', message })),
      ];
      const details = {
        intent: {
          met: report.met,
          total: report.total,
          unmet: report.items.filter((i) => !i.met && i.severity === 'error').map((i) => i.text),
          marks: intentMarks(context.plan, report),
        },
      };
      return Promise.resolve(
        all.some((f) => f.severity === 'error')
          ? { kind: 'failed', findings: all, details }
          : { kind: 'passed', warnings: all, details },
      );
    },
  };
}
