import { REGION_KEYS } from '../config/stack-config.js';
import type { GenerationRequest } from '../pipeline/types.js';
import { shellQuote } from '../shared/shell-quote.js';

/** What a local re-run needs besides the request itself; `model` absent means the offline composer. */
export interface RerunSettings {
  readonly model: string | undefined;
  readonly baseUrl: string | undefined;
  readonly sandbox: string;
  readonly maxTokens: number | undefined;
  /** The output folder relative to the repository root, when it is not the default (an edit: the project). */
  readonly out: string | undefined;
}

/** The endpoint without credentials, query or fragment: what the footer may show. */
function publicUrl(baseUrl: string): string {
  const url = new URL(baseUrl);
  return `${url.origin}${url.pathname}`;
}

/** The variable a secret's value is read from on a re-run: `hcloud:token` → `HCLOUD_TOKEN`. */
export function secretVariable(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();
}

/** `--secret "hcloud:token=$HCLOUD_TOKEN"`: the shell fills the value in; the line never holds it. */
function secretFlag(key: string): string[] {
  const safeKey = /^[A-Za-z0-9_.:/-]+$/.test(key) ? key : shellQuote(key);
  return ['--secret', `"${safeKey}=$${secretVariable(key)}"`];
}

/** Stack config the re-run gets by itself: the repository's region, read again from `.pulumi-gen.yml`. */
function fromRepository(request: GenerationRequest, key: string, value: string): boolean {
  return (REGION_KEYS as readonly string[]).includes(key) && value === request.conventions?.region;
}

/**
 * The command that re-runs a request with the same model, endpoint, providers and checks, from the CLI or
 * the action alike. Keys stay in the environment (never on the command line), and so do secret config
 * values: each is a `--secret` whose value the shell takes from a variable. The line is safe to publish.
 */
export function rerunCommand(request: GenerationRequest, settings: RerunSettings): string {
  const edit = request.mode === 'edit';
  const words = edit
    ? ['pulumi-gen', 'edit', settings.out ?? '.', request.text]
    : ['pulumi-gen', 'generate', request.text];
  if (settings.model === undefined) words.push('--offline');
  else {
    words.push('--model', settings.model);
    if (settings.baseUrl !== undefined) words.push('--base-url', publicUrl(settings.baseUrl));
  }
  for (const provider of request.providers ?? []) words.push('--provider', provider);
  const secretKeys = new Set(request.secretKeys ?? []);
  for (const [key, value] of Object.entries(request.config ?? {})) {
    if (!secretKeys.has(key) && !fromRepository(request, key, value))
      words.push('--config', `${key}=${value}`);
  }
  if (request.maxRepairs !== 3) words.push('--max-repairs', String(request.maxRepairs));
  if (request.preview !== 'auto') words.push('--preview', request.preview);
  if (settings.sandbox !== 'auto') words.push('--sandbox', settings.sandbox);
  if (settings.maxTokens !== undefined) words.push('--max-tokens', String(settings.maxTokens));
  if (!edit && settings.out !== undefined && settings.out !== 'pulumi-gen-out')
    words.push('--out', settings.out);
  if (request.stack !== undefined && request.stack !== 'dev') words.push('--stack', request.stack);
  const secrets = [...secretKeys].filter((key) => key in (request.config ?? {})).flatMap(secretFlag);
  return [...words.map(shellQuote), ...secrets].join(' ');
}
