import type { Span } from './sentences.js';
import { PROVIDER_NAMES } from './vocabulary.js';

type Word = RegExpExecArray | RegExpMatchArray;

const capitalised = (word: Word | undefined): boolean => word !== undefined && /^[A-Z]/.test(word[0]);

/** A capitalised word beside a run that is not a provider's name makes the run part of a longer name. */
const longerName = (word: Word | undefined): boolean =>
  capitalised(word) && PROVIDER_NAMES[word?.[0].toLowerCase() ?? ''] === undefined;

/**
 * Where a text writes a module's one-word name as its words apart, each capitalised, as the whole name:
 * "Amazon Redshift Serverless" is `redshiftserverless`, "App Runner" `apprunner`, but the "Auto Scaling" of
 * "Application Auto Scaling" is no `autoscaling`. Undefined: it does not.
 */
export function moduleWrittenApart(moduleName: string, text: string): Span | undefined {
  const words = [...text.matchAll(/[A-Za-z0-9]+/g)];
  for (let start = 0; start < words.length; start++) {
    for (const n of [2, 3]) {
      const run = words.slice(start, start + n);
      if (run.length < n || !run.every(capitalised)) continue;
      if (
        run
          .map((word) => word[0])
          .join('')
          .toLowerCase() !== moduleName
      )
        continue;
      if (longerName(words[start - 1]) || longerName(words[start + n])) continue;
      const first = run[0]?.index ?? 0;
      const last = run[n - 1];
      return { start: first, end: (last?.index ?? 0) + (last?.[0].length ?? 0) };
    }
  }
  return undefined;
}
