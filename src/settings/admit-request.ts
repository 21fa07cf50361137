import { plural } from '../shared/format.js';
import { removeTypedSecrets, type TypedSecretKind } from '../shared/redact.js';
import { checkRequest } from '../shared/request-limits.js';

/** What becomes of a request as typed, before it goes anywhere (the model, a branch name, a terminal). */
export type Admission =
  | { readonly kind: 'admitted'; readonly text: string; readonly removed: readonly TypedSecretKind[] }
  | { readonly kind: 'empty'; readonly removed: readonly TypedSecretKind[] }
  | { readonly kind: 'rejected'; readonly message: string };

/**
 * The one admission rule of the CLI and the action: the request's limits (length, control and invisible
 * characters), then the secrets a user typed into it removed (tokens, keys, `password=…`), so a pasted
 * credential reaches neither the model nor a log. What is left may be empty.
 */
export function admitRequest(raw: string): Admission {
  const checked = checkRequest(raw);
  if (checked.kind === 'rejected') return checked;
  const scrubbed = removeTypedSecrets(checked.text);
  const left = scrubbed.text.replace(/\[secret removed\]/g, '').trim();
  return left === ''
    ? { kind: 'empty', removed: scrubbed.removed }
    : { kind: 'admitted', text: scrubbed.text, removed: scrubbed.removed };
}

/** The warning both entries log when secrets were removed: what kinds, and that they must be rotated. */
export function removedSecretsWarning(removed: readonly TypedSecretKind[]): string {
  return `removed ${plural(removed.length, 'secret')} (${[...new Set(removed)].join(', ')}) typed into the request before it went anywhere; rotate ${removed.length === 1 ? 'it' : 'them'}`;
}
