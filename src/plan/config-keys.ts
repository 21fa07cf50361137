import type { PlanEdit } from './draft.js';
import type { PlanRule } from './plan-rule.js';
import type { PlannedConfig } from './types.js';

/**
 * Configuration the request describes: secrets it mentions (a password, an API key, a token), settings it
 * lists choices for ("Stage = PROD | CODE", "enabled/suspended through a setting") and settings it calls
 * configurable with a default ("minimum password length (default: 14)").
 */

const SECRET_NOUNS =
  /\b((?:[a-z]+\s+){0,2}?)(password|passphrase|api key|secret key|access token|token|private key)\b/gi;
const CHOICES = /\b([A-Za-z][\w-]*)\s*[=:]\s*([\w-]+(?:\s*\|\s*[\w-]+)+)/g;
const SLASH_CHOICES =
  /\(([a-z]+)\/([a-z]+)\s+(?:through|via|by|from)\s+(?:a|the)\s+(?:setting|parameter|config(?:uration)?)\)/gi;
const DEFAULTS = /\b((?:[a-z]+\s+){1,4})\(default:?\s*([\w.-]+)\)/gi;

/** Words that never start a key. */
const LEADING_NOISE =
  /^(?:a|an|the|and|or|of|with|for|include|includes|including|settings?|configurable|custom|such|as)\s+/i;

function camelKey(words: string): string {
  let text = words.trim().toLowerCase();
  while (LEADING_NOISE.test(text)) text = text.replace(LEADING_NOISE, '');
  const parts = text.split(/[^a-z0-9]+/).filter((w) => w !== '');
  return parts.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('');
}

/** Secrets a Secrets-Manager style service generates are not configuration the user sets. */
const GENERATED = /\b(?:generat|rotat)\w*\b/i;

/** Where a match's (trimmed) text stands in the request. */
function spanOf(match: RegExpExecArray, text: string): { start: number; end: number } {
  const start = match.index + match[0].indexOf(text);
  return { start, end: start + text.length };
}

export function planConfig(text: string): PlannedConfig[] {
  const out: PlannedConfig[] = [];
  const add = (config: PlannedConfig) => {
    if (config.key !== '' && !out.some((c) => c.key === config.key)) out.push(config);
  };
  for (const match of text.matchAll(SECRET_NOUNS)) {
    const around = text.slice(Math.max(0, match.index - 80), match.index + match[0].length + 40);
    if (GENERATED.test(around) && /secrets? manager/i.test(around)) continue;
    if (/\bpolicy\b/i.test(text.slice(match.index + match[0].length, match.index + match[0].length + 10)))
      continue;
    const noun = match[2] ?? '';
    const qualifier = (match[1] ?? '').trim().split(/\s+/).slice(-1)[0] ?? '';
    const key = camelKey(
      /^(?:admin|master|root|db|database|user)$/i.test(qualifier) ? `${qualifier} ${noun}` : noun,
    );
    add({ key, secret: true, values: [], text: match[0].trim(), span: spanOf(match, match[0].trim()) });
  }
  for (const match of text.matchAll(CHOICES)) {
    const values = (match[2] ?? '').split('|').map((v) => v.trim());
    add({
      key: camelKey(match[1] ?? ''),
      secret: false,
      values,
      default: values[0],
      text: match[0],
      span: spanOf(match, match[0]),
    });
  }
  for (const match of text.matchAll(SLASH_CHOICES)) {
    const before =
      text
        .slice(Math.max(0, match.index - 40), match.index)
        .trim()
        .split(/\s+/)
        .slice(-1)[0] ?? '';
    const values = [match[1] ?? '', match[2] ?? ''].map((v) => v.charAt(0).toUpperCase() + v.slice(1));
    add({
      key: camelKey(`${before} status`),
      secret: false,
      values,
      default: values[0],
      text: `${before} ${match[0]}`,
      span: spanOf(match, match[0]),
    });
  }
  for (const match of text.matchAll(DEFAULTS)) {
    add({
      key: camelKey(match[1] ?? ''),
      secret: false,
      values: [],
      default: match[2] ?? '',
      text: match[0].trim(),
      span: spanOf(match, match[0].trim()),
    });
  }
  return out;
}

/** The configuration keys the request describes (see {@link planConfig}). */
export const configKeys: PlanRule = {
  id: 'config-keys',
  phase: 'config',
  run(_draft, request) {
    return planConfig(request.text).map((config): PlanEdit => ({ kind: 'config', config }));
  },
};
