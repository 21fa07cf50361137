import { shellQuote } from '../report/provenance.js';
import type { GenerateOptions } from './generate-options.js';

/**
 * The command that re-runs this request with the same model, endpoint, providers and checks. Keys stay in
 * the environment (never on the command line), so the line is safe to publish.
 */
export function rerunCommand(options: GenerateOptions, cwd: string): string {
  const words = ['pulumi-gen', 'generate', options.request.text];
  if (options.offline) words.push('--offline');
  else {
    words.push('--model', options.model);
    if (options.baseUrl !== undefined)
      words.push('--base-url', new URL(options.baseUrl).origin + new URL(options.baseUrl).pathname);
  }
  for (const provider of options.request.providers ?? []) words.push('--provider', provider);
  for (const [key, value] of Object.entries(options.request.config ?? {}))
    words.push('--config', `${key}=${value}`);
  if (options.request.maxRepairs !== 3) words.push('--max-repairs', String(options.request.maxRepairs));
  if (options.request.preview !== 'auto') words.push('--preview', options.request.preview);
  if (options.sandbox !== 'auto') words.push('--sandbox', options.sandbox);
  if (options.maxTokens !== undefined) words.push('--max-tokens', String(options.maxTokens));
  const out = options.outDir.startsWith(`${cwd}/`) ? options.outDir.slice(cwd.length + 1) : options.outDir;
  if (out !== 'pulumi-gen-out') words.push('--out', out);
  return words.map(shellQuote).join(' ');
}
