import type { GenerationResult } from '../pipeline/types.js';
import type { GeneratedFile } from '../shared/project.js';
import { commitFiles, type RepositoryFile } from '../publish/commit-files.js';
import type { GitHubClient, RepoCoordinates } from '../publish/github-client.js';
import { fitBody, upsertPullRequest, type ListSettling } from '../publish/pull-request.js';
import { codeSpan } from '../report/escape-markdown.js';
import type { Provenance } from '../report/provenance.js';
import { actionReport } from './action-wording.js';
import type { Actor } from './event.js';
import { editModeFiles } from '../workspace/edit-files.js';
import { REPLY_MARKER } from './messages.js';
import { recordFileFor, updatedRecord } from './project-record.js';
import { headline } from './slug.js';
import type { PublishTarget } from './target.js';
import type { ActionIo, PublishedPullRequest } from './types.js';

/** A refusal to write a generated file, told as a publish failure. */
export class UnsafePathError extends Error {
  override readonly name = 'UnsafePathError';
}

export interface Origin {
  readonly actor: Actor;
  readonly issueNumber: number | undefined;
  readonly runUrl: string;
}

export interface PublishContext {
  readonly github: GitHubClient;
  readonly repository: RepoCoordinates;
  readonly origin: Origin;
  readonly io: ActionIo;
  readonly redact: (text: string) => string;
  /** Checked between the steps, so a cancelled run stops before its next write. */
  readonly signal: AbortSignal | undefined;
  readonly settling?: ListSettling;
  /** The reproducibility footer of the report in the PR body. */
  readonly provenance?: Provenance;
}

function joinRepoPath(dir: string, file: string): string {
  return dir === '.' || dir === '' ? file : `${dir}/${file}`;
}

/** Generated paths are relative to the project; anything that would climb out of it is refused. */
function repositoryFiles(generated: readonly GeneratedFile[], dir: string): RepositoryFile[] {
  return generated.map((file) => {
    const parts = file.path.split('/');
    if (file.path.startsWith('/') || parts.some((part) => part === '..' || part === '' || part === '.git')) {
      throw new UnsafePathError(`refusing to write '${file.path}' outside the project directory`);
    }
    return { path: joinRepoPath(dir, file.path), content: file.content };
  });
}

/** The project's files for this target, with pulumi-gen's record of them when the project has one. */
function projectFiles(target: Exclude<PublishTarget, { kind: 'fork' }>, result: GenerationResult) {
  if (target.kind === 'edit') {
    const written = editModeFiles(target.existingProgram, result.files);
    const record =
      target.record !== undefined ? [updatedRecord(target.record, target.existingProgram, written)] : [];
    return [...written, ...record];
  }
  return target.issueNumber !== undefined
    ? [...result.files, recordFileFor(target.issueNumber, result.files)]
    : [...result.files];
}

function pullRequestBody(
  result: GenerationResult,
  target: PublishTarget,
  origin: Origin,
  provenance: Provenance | undefined,
): string {
  const where =
    origin.issueNumber !== undefined
      ? `Requested by @${origin.actor.login} in #${origin.issueNumber}`
      : `Requested by @${origin.actor.login} through workflow_dispatch`;
  const path = target.kind === 'fork' ? '' : ` The project is in ${codeSpan(target.path)}.`;
  return [
    REPLY_MARKER,
    `${where} ([run](${origin.runUrl})).${path}`,
    '',
    actionReport(result, provenance, target.kind === 'fork' ? undefined : target.path),
  ].join('\n');
}

/**
 * Commits the program and opens or refreshes its pull request. Every step is safe to repeat: a re-run after
 * a failure anywhere in here finds the branch and the PR it left and finishes them, and creates neither
 * twice. Texts are redacted before anything cuts them to a length.
 */
export async function publishProgram(
  context: PublishContext,
  target: Exclude<PublishTarget, { kind: 'fork' }>,
  result: GenerationResult,
): Promise<PublishedPullRequest> {
  const { github, repository, origin, io, redact, signal } = context;
  const title = `pulumi-gen: ${headline(redact(result.request.text), 60)}`;
  const files = repositoryFiles(projectFiles(target, result), target.path);
  const message = [
    title,
    '',
    origin.issueNumber !== undefined
      ? `Requested in #${origin.issueNumber} by @${origin.actor.login}.`
      : `Requested by @${origin.actor.login}.`,
    `Run: ${origin.runUrl}`,
  ].join('\n');
  signal?.throwIfAborted();
  const commit = await commitFiles(github, {
    repository,
    branch: target.branch,
    baseBranch: target.kind === 'new' ? target.baseBranch : target.branch,
    files,
    message: redact(message),
  });
  io.info(
    commit.unchanged
      ? `${target.branch} already holds this program; nothing to commit`
      : `committed ${commit.sha.slice(0, 7)} to ${target.branch}${commit.createdBranch ? ' (new branch)' : ''}${commit.retried ? ' after the branch moved' : ''}`,
  );
  signal?.throwIfAborted();
  const body = redact(pullRequestBody(result, target, origin, context.provenance));
  if (target.kind === 'edit') {
    if (target.ownBranch) {
      await github.rest.pulls.update({ ...repository, pull_number: target.pullNumber, body: fitBody(body) });
    }
    return { number: target.pullNumber, url: target.pullUrl, branch: target.branch, created: false };
  }
  const pull = await upsertPullRequest(
    github,
    { repository, branch: target.branch, base: target.baseBranch, title, body },
    context.settling,
  );
  io.info(`${pull.created ? 'opened' : 'updated'} pull request #${pull.number}: ${pull.url}`);
  return { ...pull, branch: target.branch };
}
