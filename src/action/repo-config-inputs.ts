import { conventionsOf, regionConfig, REPO_CONFIG_FILE, type RepoConfig } from '../config/repo-config.js';
import { UserError } from '../shared/errors.js';
import type { ActionInputs } from './types.js';

/**
 * The inputs with the repository's `.pulumi-gen.yml` applied: the workflow's inputs win where both say
 * something; the file's providers are an allow-list the `providers` input must stay within.
 */
export function withRepoConfig(inputs: ActionInputs, repo: RepoConfig): ActionInputs {
  const allowed = repo.providers;
  const outside = allowed === undefined ? [] : inputs.providers.filter((p) => !allowed.includes(p));
  if (allowed !== undefined && outside.length > 0) {
    throw new UserError(
      `input 'providers' names ${outside.join(', ')}, which ${REPO_CONFIG_FILE} does not allow (providers: ${allowed.join(', ')})`,
    );
  }
  const conventions = conventionsOf(repo);
  const stackConfig = regionConfig(repo);
  return {
    ...inputs,
    providers: inputs.providers.length === 0 && allowed !== undefined ? allowed : inputs.providers,
    policyPacks: inputs.policyPacks.length === 0 ? (repo.policyPacks ?? []) : inputs.policyPacks,
    path: inputs.path ?? repo.outputPath,
    ...(conventions !== undefined ? { conventions } : {}),
    ...(Object.keys(stackConfig).length > 0 ? { stackConfig } : {}),
  };
}
