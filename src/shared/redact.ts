/**
 * Secrets must never reach logs, comments or PRs. Every text that leaves the process through a channel
 * someone else can read passes through {@link redactSecrets} with the secrets the entry knows about.
 */
const MIN_SECRET_LENGTH = 4;

/** Common credential shapes, caught even when the entry did not know the value. */
const SECRET_PATTERNS: readonly RegExp[] = [
  /\bsk-[A-Za-z0-9_-]{16,}\b/g,
  /\bgh[pousr]_[A-Za-z0-9]{20,}\b/g,
  /\bgithub_pat_[A-Za-z0-9_]{20,}\b/g,
  /\bAKIA[0-9A-Z]{16}\b/g,
];

export function redactSecrets(text: string, secrets: readonly (string | undefined)[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret !== undefined && secret.length >= MIN_SECRET_LENGTH) {
      out = out.split(secret).join('***');
    }
  }
  for (const pattern of SECRET_PATTERNS) {
    out = out.replace(pattern, '***');
  }
  return out;
}
