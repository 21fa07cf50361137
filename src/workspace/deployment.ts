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
