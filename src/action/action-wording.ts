import type { GenerationResult } from '../pipeline/types.js';
import { describeGitHubFailure } from '../publish/github-errors.js';
import { renderProvenanceMarkdown, type Provenance } from '../report/provenance.js';
import { deploySection, renderReport } from '../report/render-report.js';

/**
 * The pipeline speaks to CLI users (`--model`, `OPENAI_API_KEY`); in the action the same knobs are inputs
 * of the workflow step. Messages that reach an action user name the input instead, so the advice can be
 * followed where the user configures the action.
 */
const CLI_TO_INPUT: readonly (readonly [RegExp, string])[] = [
  [/\brun with --offline\b/g, "leave 'openai-api-key' and 'openai-base-url' empty to run offline"],
  [/\bOPENAI_API_KEY\b/g, "the 'openai-api-key' input"],
  [/\bOPENAI_BASE_URL\b|--base-url\b/g, "the 'openai-base-url' input"],
  [/\bPULUMI_GEN_MODEL\b|--model\b/g, "the 'model' input"],
  [/--max-repairs\b/g, "the 'max-repairs' input"],
  [/--providers?\b/g, "the 'providers' input"],
  [/--preview\b/g, "the 'preview' input"],
  [/--sandbox\b/g, "the 'sandbox' input"],
  [/--policy-packs?\b/g, "the 'policy-packs' input"],
];

export function inActionTerms(message: string): string {
  let out = message;
  for (const [pattern, input] of CLI_TO_INPUT) out = out.replace(pattern, input);
  // "with the 'model' input or the 'model' input" after two names mapped to one input.
  return out.replace(/(the '[a-z-]+' input)( or \1)+/g, '$1');
}

/** Any thrown error as one line for an action user: GitHub calls described, CLI names mapped to inputs. */
export function describeForAction(error: unknown): string {
  return inActionTerms(describeGitHubFailure(error));
}

/**
 * The report as an action user reads it: advice names inputs, but the reproduction footer keeps the CLI
 * command as it is, since it is meant to be run locally.
 */
export function actionReport(
  result: GenerationResult,
  provenance: Provenance | undefined,
  projectDir?: string,
): string {
  const report = inActionTerms(renderReport(result, undefined, { deploy: false }));
  const footer = provenance === undefined ? [] : renderProvenanceMarkdown(result, provenance);
  return [report, ...footer, ...deploySection(result, projectDir)].join('\n');
}
