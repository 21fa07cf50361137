import { shellQuote as quote } from '../shared/shell-quote.js';

/** What a user needs to deploy the program: the stack's config, what to set by hand, what is missing. */
export interface Deployment {
  readonly stack: string;
  /** Written to `Pulumi.<stack>.yaml`: plain values only, keys in full (`project:key`). */
  readonly config: Readonly<Record<string, string>>;
  /** Keys to set with `pulumi config set --secret KEY` (the value is asked for; it is never written). */
  readonly secretKeys: readonly string[];
  /** Every key the program requires (`config.require*`), in full, with whether it is a secret. */
  readonly required: readonly { readonly key: string; readonly secret: boolean }[];
  /** Required plain keys no source gave: `pulumi config set KEY <value>` before a deploy. */
  readonly missing: readonly string[];
}

/**
 * The commands a user runs next, from the project folder to a preview: install, create the stack (its
 * `Pulumi.<stack>.yaml` is already there), set each secret (pulumi asks for the value) and each missing key,
 * preview. Never a secret's value.
 */
export function nextCommands(dir: string, deployment: Deployment): string[] {
  return [
    `cd ${quote(dir)} && npm install`,
    `pulumi stack init ${quote(deployment.stack)}`,
    ...deployment.secretKeys.map((key) => `pulumi config set --secret ${quote(key)}`),
    ...deployment.missing.map((key) => `pulumi config set ${quote(key)} <value>`),
    'pulumi preview',
  ];
}
