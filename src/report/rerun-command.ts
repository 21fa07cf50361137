import type { GenerationRequest } from '../pipeline/types.js';
import { shellQuote } from './provenance.js';

/** What a local re-run needs besides the request itself; `model` absent means the offline composer. */
export interface RerunSettings {
  readonly model: string | undefined;
  readonly baseUrl: string | undefined;
  readonly sandbox: string;
  readonly maxTokens: number | undefined;
  /** The output folder relative to the repository root, when it is not the default. */
  readonly out: string | undefined;
}

/** The endpoint without credentials, query or fragment: what the footer may show. */
function publicUrl(baseUrl: string): string {
  const url = new URL(baseUrl);
  return `${url.origin}${url.pathname}`;
}

/**
 * The command that re-runs a request with the same model, endpoint, providers and checks, from the CLI or
 * the action alike. Keys stay in the environment (never on the command line), so the line is safe to publish.
 */
export function rerunCommand(request: GenerationRequest, settings: RerunSettings): string {
  const words = ['pulumi-gen', 'generate', request.text];
  if (settings.model === undefined) words.push('--offline');
  else {
    words.push('--model', settings.model);
    if (settings.baseUrl !== undefined) words.push('--base-url', publicUrl(settings.baseUrl));
  }
  for (const provider of request.providers ?? []) words.push('--provider', provider);
  for (const [key, value] of Object.entries(request.config ?? {})) words.push('--config', `${key}=${value}`);
  if (request.maxRepairs !== 3) words.push('--max-repairs', String(request.maxRepairs));
  if (request.preview !== 'auto') words.push('--preview', request.preview);
  if (settings.sandbox !== 'auto') words.push('--sandbox', settings.sandbox);
  if (settings.maxTokens !== undefined) words.push('--max-tokens', String(settings.maxTokens));
  if (settings.out !== undefined && settings.out !== 'pulumi-gen-out') words.push('--out', settings.out);
  return words.map(shellQuote).join(' ');
}
