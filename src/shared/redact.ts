/**
 * Secrets must never reach logs, comments or PRs. Every text that leaves the process through a channel
 * someone else can read passes through {@link redactSecrets} with the secrets the entry knows about, before
 * it is cut to any length (a cut can split a secret so that no later pass recognises it).
 */
const MIN_SECRET_LENGTH = 4;

/** Common credential shapes, caught even when the entry did not know the value. */
const SECRET_PATTERNS: readonly RegExp[] = [
  /\bsk-[A-Za-z0-9_-]{16,}\b/g,
  /\bgh[pousr]_[A-Za-z0-9]{20,}\b/g,
  /\bgithub_pat_[A-Za-z0-9_]{20,}\b/g,
  /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g,
];

/**
 * The substrings a secret becomes inside a longer base64 text. Base64 encodes 3 bytes as 4 characters, so
 * the secret's encoding depends on its offset modulo 3: for each offset, encode it behind that many filler
 * bytes and keep only the characters that depend on the secret alone.
 */
function base64Forms(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const forms: string[] = [];
  for (let offset = 0; offset < 3; offset++) {
    const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
    const start = offset === 0 ? 0 : offset + 1;
    const endBytes = offset + bytes.length;
    const fullChars = Math.floor(endBytes / 3) * 4;
    const tail = endBytes % 3 === 0 ? 0 : (endBytes % 3) + 1;
    const end = fullChars + Math.max(0, tail - 1);
    const form = encoded.slice(start, end);
    if (form.length >= 8) {
      forms.push(form, form.replace(/\+/g, '-').replace(/\//g, '_'));
    }
  }
  return forms;
}

/** Every form a known secret can take in a text we write: raw, URL-encoded, and inside base64 (std or url). */
export function secretForms(secret: string): string[] {
  const forms = new Set<string>([secret, encodeURIComponent(secret), ...base64Forms(secret)]);
  return [...forms].filter((form) => form.length >= MIN_SECRET_LENGTH).sort((a, b) => b.length - a.length);
}

const formsCache = new Map<string, string[]>();

function cachedForms(secret: string): string[] {
  let forms = formsCache.get(secret);
  if (forms === undefined) {
    forms = secretForms(secret);
    formsCache.set(secret, forms);
  }
  return forms;
}

export function redactSecrets(text: string, secrets: readonly (string | undefined)[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret !== undefined && secret.length >= MIN_SECRET_LENGTH) {
      for (const form of cachedForms(secret)) {
        out = out.split(form).join('***');
      }
    }
  }
  for (const pattern of SECRET_PATTERNS) {
    out = out.replace(pattern, '***');
  }
  return out;
}

/** Cloud and runner variables whose values are credentials, whatever their exact name. */
const CREDENTIAL_PREFIX = /^(AWS|ARM|AZURE|GOOGLE|GCP|ACTIONS)_/;
const CREDENTIAL_WORD = /(SECRET|TOKEN|KEY|PASSWORD|CREDENTIAL|SESSION|CERT|PAT)/;

/**
 * The values of credential variables in an environment (`AWS_SECRET_ACCESS_KEY`, `ARM_CLIENT_SECRET`,
 * `GOOGLE_CREDENTIALS`, `ACTIONS_RUNTIME_TOKEN`, …), for the entry to add to its secret list. Settings such
 * as `AWS_REGION` are left out: redacting `us-east-1` everywhere would garble reports and protect nothing.
 */
export function credentialValues(env: Readonly<Record<string, string | undefined>>): string[] {
  return Object.entries(env)
    .filter(
      ([name, value]) => CREDENTIAL_PREFIX.test(name) && CREDENTIAL_WORD.test(name) && value !== undefined,
    )
    .map(([, value]) => value!.trim())
    .filter((value) => value.length >= 8);
}

/** What kind of secret was found in a request, for the reply that tells the user to rotate it. */
export type TypedSecretKind =
  'GitHub token' | 'AWS access key' | 'OpenAI-style API key' | 'private key' | 'password or key assignment';

const TYPED_SECRETS: readonly { readonly kind: TypedSecretKind; readonly pattern: RegExp }[] = [
  {
    kind: 'private key',
    pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g,
  },
  { kind: 'GitHub token', pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})/g },
  { kind: 'AWS access key', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
  { kind: 'OpenAI-style API key', pattern: /\bsk-[A-Za-z0-9_-]{16,}/g },
];

/** `password = hunter2-Secret9`, `api_key: "…"`: a credential-like name assigned a value with entropy. */
const ASSIGNMENT =
  /\b([A-Za-z0-9_.-]*(?:password|passwd|secret|token|api[_-]?key|access[_-]?key|private[_-]?key)[A-Za-z0-9_.-]*)(\s*[:=]\s*)(["']?)([^\s"'`,;]{8,})\3/gi;

/** Mixed character classes and few repeats: a random credential rather than a word or a placeholder. */
function looksRandom(value: string): boolean {
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(value)).length;
  const distinct = new Set(value).size;
  return classes >= 3 && distinct >= Math.min(8, value.length * 0.6) && !/^<.*>$|^\$\{/.test(value);
}

export interface ScrubbedText {
  readonly text: string;
  /** One entry per secret removed, in the order found. */
  readonly removed: readonly TypedSecretKind[];
}

/**
 * Removes secrets a user typed into a request (tokens, keys, private keys, `password=…` with a random-looking
 * value) before the request goes anywhere: the model endpoint, the PR title, the commit message. The caller
 * tells the user, so they can rotate what they pasted.
 */
export function removeTypedSecrets(text: string): ScrubbedText {
  const removed: TypedSecretKind[] = [];
  let out = text;
  for (const { kind, pattern } of TYPED_SECRETS) {
    out = out.replace(pattern, () => {
      removed.push(kind);
      return '[secret removed]';
    });
  }
  out = out.replace(ASSIGNMENT, (whole, name: string, equals: string, quote: string, value: string) => {
    if (!looksRandom(value) || value === '[secret') return whole;
    removed.push('password or key assignment');
    return `${name}${equals}${quote}[secret removed]${quote}`;
  });
  return { text: out, removed };
}
