import type { GitHubClient, RepoCoordinates } from '../publish/github-client.js';
import { findPulumiProjects, readProjectFiles, readRepositoryTree } from '../publish/read-program.js';
import type { CommentTrigger, DispatchTrigger } from './event.js';
import { slugify } from './slug.js';
import type { ActionInputs } from './types.js';

/** Where a run's program goes, decided before the model is called. */
export type PublishTarget =
  | {
      readonly kind: 'new';
      readonly branch: string;
      readonly baseBranch: string;
      /** The project directory in the repository. */
      readonly path: string;
      readonly issueNumber: number | undefined;
    }
  | {
      readonly kind: 'edit';
      readonly branch: string;
      readonly path: string;
      readonly pullNumber: number;
      readonly pullUrl: string;
      readonly existingProgram: ReadonlyMap<string, string>;
      /** The branch is one pulumi-gen made, so its PR body is ours to refresh. */
      readonly ownBranch: boolean;
    }
  | { readonly kind: 'fork'; readonly pullNumber: number };

export type NewProgramTarget = Extract<PublishTarget, { kind: 'new' }>;

async function defaultBranch(github: GitHubClient, repository: RepoCoordinates, known: string | undefined) {
  if (known !== undefined) {
    return known;
  }
  const { data } = await github.rest.repos.get({ ...repository });
  return data.default_branch;
}

function projectPath(inputs: ActionInputs, slug: string): string {
  return inputs.path ?? `infra/${slug}`;
}

/** A dispatch run: branch and directory named after the request, or the run when the request has no words. */
export async function dispatchTarget(
  github: GitHubClient,
  trigger: DispatchTrigger,
  inputs: ActionInputs,
  request: string,
  runId: string,
): Promise<NewProgramTarget> {
  const repository = { owner: trigger.repository.owner, repo: trigger.repository.repo };
  const slug = slugify(request) || `run-${runId}`;
  return {
    kind: 'new',
    branch: `${inputs.branchPrefix}${slug}`,
    baseBranch:
      inputs.baseBranch ?? (await defaultBranch(github, repository, trigger.repository.defaultBranch)),
    path: projectPath(inputs, slug),
    issueNumber: undefined,
  };
}

/**
 * A comment run. On an issue, or on a PR with no Pulumi program, the program goes to the issue's own branch
 * (`<prefix>issue-<n>`), so re-runs land on the same branch and PR. On a same-repository PR whose branch
 * holds a program, it is edit mode: the program is read through the API and the change committed onto that
 * branch. A fork's branch cannot be pushed with the workflow token, so fork PRs are turned away.
 */
export async function commentTarget(
  github: GitHubClient,
  trigger: CommentTrigger,
  inputs: ActionInputs,
): Promise<PublishTarget> {
  const repository = { owner: trigger.repository.owner, repo: trigger.repository.repo };
  const issueTarget = async (): Promise<PublishTarget> => ({
    kind: 'new',
    branch: `${inputs.branchPrefix}issue-${trigger.issueNumber}`,
    baseBranch:
      inputs.baseBranch ?? (await defaultBranch(github, repository, trigger.repository.defaultBranch)),
    path: projectPath(inputs, slugify(trigger.issueTitle) || `issue-${trigger.issueNumber}`),
    issueNumber: trigger.issueNumber,
  });
  if (!trigger.onPullRequest) {
    return issueTarget();
  }
  const { data: pull } = await github.rest.pulls.get({ ...repository, pull_number: trigger.issueNumber });
  const headRepository = pull.head.repo?.full_name;
  if (
    headRepository === undefined ||
    headRepository.toLowerCase() !== `${repository.owner}/${repository.repo}`.toLowerCase()
  ) {
    return { kind: 'fork', pullNumber: pull.number };
  }
  const tree = await readRepositoryTree(github, repository, pull.head.sha);
  const projects = findPulumiProjects(tree);
  const chosen =
    (inputs.path !== undefined ? projects.find((dir) => dir === inputs.path) : undefined) ?? projects[0];
  if (chosen === undefined) {
    return issueTarget();
  }
  return {
    kind: 'edit',
    branch: pull.head.ref,
    path: chosen,
    pullNumber: pull.number,
    pullUrl: pull.html_url,
    existingProgram: await readProjectFiles(github, repository, tree, chosen),
    ownBranch: pull.head.ref.startsWith(inputs.branchPrefix),
  };
}
