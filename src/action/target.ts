import type { GitHubClient, RepoCoordinates } from '../publish/github-client.js';
import { findPulumiProjects, readProjectFiles, readRepositoryTree } from '../publish/read-program.js';
import type { DispatchTrigger, IssueTrigger } from './event.js';
import {
  changesSinceRecord,
  parseRecordText,
  readIssueBranch,
  RECORD_FILE,
  type FileChange,
  type ProjectRecord,
} from './project-record.js';
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
      /**
       * Files on the issue's branch that differ from what pulumi-gen last wrote there (empty for a new
       * branch, or when no run of this issue recorded its files).
       */
      readonly humanChanges: readonly FileChange[];
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
      /** pulumi-gen's record of the files it wrote in this project, to be brought up to date. */
      readonly record: ProjectRecord | undefined;
    }
  | { readonly kind: 'fork'; readonly pullNumber: number };

export type NewProgramTarget = Extract<PublishTarget, { kind: 'new' }>;

export async function defaultBranch(
  github: GitHubClient,
  repository: RepoCoordinates,
  known: string | undefined,
): Promise<string> {
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
    humanChanges: [],
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
  trigger: IssueTrigger,
  inputs: ActionInputs,
): Promise<PublishTarget> {
  const repository = { owner: trigger.repository.owner, repo: trigger.repository.repo };
  const issueTarget = async (): Promise<PublishTarget> => {
    const branch = `${inputs.branchPrefix}issue-${trigger.issueNumber}`;
    // The first run of the issue fixed the project's path; a renamed issue must not start a second project.
    const existing = await readIssueBranch(github, repository, branch, trigger.issueNumber);
    const recorded = existing?.project;
    return {
      kind: 'new',
      branch,
      baseBranch:
        inputs.baseBranch ?? (await defaultBranch(github, repository, trigger.repository.defaultBranch)),
      path:
        recorded?.path ?? projectPath(inputs, slugify(trigger.issueTitle) || `issue-${trigger.issueNumber}`),
      issueNumber: trigger.issueNumber,
      humanChanges:
        existing !== undefined && recorded !== undefined ? changesSinceRecord(existing.tree, recorded) : [],
    };
  };
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
  const program = new Map(await readProjectFiles(github, repository, tree, chosen));
  // The record is pulumi-gen's bookkeeping, not part of the program the model edits.
  const recordText = program.get(RECORD_FILE);
  program.delete(RECORD_FILE);
  return {
    kind: 'edit',
    branch: pull.head.ref,
    path: chosen,
    pullNumber: pull.number,
    pullUrl: pull.html_url,
    existingProgram: program,
    ownBranch: pull.head.ref.startsWith(inputs.branchPrefix),
    record: recordText !== undefined ? parseRecordText(recordText) : undefined,
  };
}
