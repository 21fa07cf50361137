import type { ProgressEvent, ProgressSink } from '../pipeline/deps.js';
import type { GeneratedFile, GenerationRequest, GenerationResult } from '../pipeline/types.js';
import { editModeFiles } from './edit-files.js';
import { commitFiles, type RepositoryFile } from '../publish/commit-files.js';
import type { GitHubClient, RepoCoordinates } from '../publish/github-client.js';
import { upsertPullRequest, fitBody } from '../publish/pull-request.js';
import { renderReport } from '../report/render-report.js';
import { errorMessage } from '../shared/errors.js';
import { redactSecrets } from '../shared/redact.js';
import { authorizeActor } from './authorize.js';
import { parseEvent, type Actor, type CommentTrigger, type DispatchTrigger } from './event.js';
import {
  finalComment,
  forkReply,
  refusedReply,
  REPLY_MARKER,
  usageReply,
  workingComment,
} from './messages.js';
import { actionOutputs } from './outputs.js';
import { findTriggerRequest, normaliseRequest, sanitizeUntrustedText } from './sanitize.js';
import { headline } from './slug.js';
import { commentTarget, dispatchTarget, type PublishTarget } from './target.js';
import { IssueConversation } from './tracking.js';
import type {
  ActionInputs,
  ActionIo,
  ActionOutcome,
  GenerateProgram,
  PublishedPullRequest,
  RunContext,
} from './types.js';

export interface ActionDeps {
  readonly github: GitHubClient;
  readonly generate: GenerateProgram;
  readonly io: ActionIo;
  /** The token and the API key: scrubbed from every comment, PR body, log line and summary. */
  readonly secrets: readonly (string | undefined)[];
}

/** Our own stages around the pipeline's, for the tracking comment's "failed at …". */
type ActionStage = 'authorize' | 'read-program' | 'generate' | 'publish' | 'report';

/** A thrown error tagged with the stage it came from. */
class StageError extends Error {
  constructor(
    readonly stage: string,
    message: string,
  ) {
    super(message);
  }
}

function runUrl(context: RunContext): string {
  return `${context.serverUrl.replace(/\/+$/, '')}/${context.repository}/actions/runs/${context.runId}`;
}

/**
 * Logs pipeline progress, one collapsible group per stage. `close` ends a group the pipeline left open (a
 * stage that threw before its end event), so the action's own groups never nest inside it.
 */
function progressLogger(
  io: ActionIo,
  redact: (text: string) => string,
  onStage: (stage: string) => void,
): { sink: ProgressSink; close: () => void } {
  let open = false;
  const close = () => {
    if (open) io.endGroup();
    open = false;
  };
  const sink = (event: ProgressEvent) => {
    switch (event.kind) {
      case 'stage-start':
        if (open) io.endGroup();
        onStage(event.stage);
        io.startGroup(`pulumi-gen: ${event.stage}`);
        open = true;
        if (event.detail !== undefined) io.info(redact(event.detail));
        break;
      case 'stage-end':
        io.info(
          redact(
            `${event.stage} ${event.outcome} in ${Math.round(event.durationMs)} ms${event.detail !== undefined ? `: ${event.detail}` : ''}`,
          ),
        );
        if (open) io.endGroup();
        open = false;
        break;
      case 'rung':
        io.info(
          redact(
            `${event.rung} (round ${event.round}): ${event.check}, ${event.findings} finding(s) in ${Math.round(event.durationMs)} ms${event.reason !== undefined ? ` (${event.reason})` : ''}`,
          ),
        );
        break;
      case 'repair':
        io.info(
          redact(
            `repair round ${event.round} via ${event.via}: ${event.findings} finding(s)${event.detail !== undefined ? `, ${event.detail}` : ''}`,
          ),
        );
        break;
      case 'model-call':
        io.info(
          `model call ${event.stage}: ${event.tokensIn} tokens in, ${event.tokensOut} out, ${Math.round(event.durationMs)} ms`,
        );
        break;
      case 'warning':
        io.warning(redact(event.message));
        break;
      case 'sandbox':
        (event.isolated ? io.info : io.warning)(`sandbox: ${event.description}`);
        break;
    }
  };
  return { sink, close };
}

function joinRepoPath(dir: string, file: string): string {
  return dir === '.' || dir === '' ? file : `${dir}/${file}`;
}

/** Generated paths are relative to the project; anything that would climb out of it is refused. */
function repositoryFiles(generated: readonly GeneratedFile[], dir: string): RepositoryFile[] {
  return generated.map((file) => {
    const parts = file.path.split('/');
    if (file.path.startsWith('/') || parts.some((part) => part === '..' || part === '' || part === '.git')) {
      throw new StageError('publish', `refusing to write '${file.path}' outside the project directory`);
    }
    return { path: joinRepoPath(dir, file.path), content: file.content };
  });
}

interface Origin {
  readonly actor: Actor;
  readonly issueNumber: number | undefined;
  readonly runUrl: string;
}

function pullRequestBody(result: GenerationResult, target: PublishTarget, origin: Origin): string {
  const where =
    origin.issueNumber !== undefined
      ? `Requested by @${origin.actor.login} in #${origin.issueNumber}`
      : `Requested by @${origin.actor.login} through workflow_dispatch`;
  const path = target.kind === 'fork' ? '' : ` The project is in \`${target.path}\`.`;
  return [REPLY_MARKER, `${where} ([run](${origin.runUrl})).${path}`, '', renderReport(result)].join('\n');
}

async function publish(
  github: GitHubClient,
  repository: RepoCoordinates,
  target: Exclude<PublishTarget, { kind: 'fork' }>,
  result: GenerationResult,
  origin: Origin,
  io: ActionIo,
  redact: (text: string) => string,
): Promise<PublishedPullRequest> {
  const title = `pulumi-gen: ${headline(result.request.text, 60)}`;
  const files = repositoryFiles(
    target.kind === 'edit' ? editModeFiles(target.existingProgram, result.files) : result.files,
    target.path,
  );
  const message = [
    title,
    '',
    origin.issueNumber !== undefined
      ? `Requested in #${origin.issueNumber} by @${origin.actor.login}.`
      : `Requested by @${origin.actor.login}.`,
    `Run: ${origin.runUrl}`,
  ].join('\n');
  const baseBranch = target.kind === 'new' ? target.baseBranch : target.branch;
  const commit = await commitFiles(github, {
    repository,
    branch: target.branch,
    baseBranch,
    files,
    message: redact(message),
  });
  io.info(
    commit.unchanged
      ? `${target.branch} already holds this program; nothing to commit`
      : `committed ${commit.sha.slice(0, 7)} to ${target.branch}${commit.createdBranch ? ' (new branch)' : ''}${commit.retried ? ' after the branch moved' : ''}`,
  );
  const body = redact(pullRequestBody(result, target, origin));
  if (target.kind === 'edit') {
    if (target.ownBranch) {
      await github.rest.pulls.update({ ...repository, pull_number: target.pullNumber, body: fitBody(body) });
    }
    return { number: target.pullNumber, url: target.pullUrl, branch: target.branch, created: false };
  }
  const pull = await upsertPullRequest(github, {
    repository,
    branch: target.branch,
    base: target.baseBranch,
    title: redact(title),
    body,
  });
  io.info(`${pull.created ? 'opened' : 'updated'} pull request #${pull.number}: ${pull.url}`);
  return { ...pull, branch: target.branch };
}

function publishedSummary(target: PublishTarget, pull: PublishedPullRequest): string {
  if (target.kind === 'edit') {
    return `**pulumi-gen** committed the change to \`${target.path}\` on this pull request's branch.`;
  }
  return `**pulumi-gen** ${pull.created ? 'opened' : 'updated'} #${pull.number} with a verified program in \`${target.kind === 'new' ? target.path : ''}\`.`;
}

function failureOf(result: GenerationResult): { stage: string; message: string } {
  if (result.failure !== undefined) {
    return result.failure;
  }
  const failed = result.verification.find((rung) => rung.status === 'failed');
  if (failed !== undefined) {
    const first = failed.findings.find((finding) => finding.severity === 'error') ?? failed.findings[0];
    const where = first?.line !== undefined ? `${first.file ?? 'index.ts'}:${first.line}: ` : '';
    return {
      stage: `verify (${failed.rung})`,
      message:
        first !== undefined ? `${where}${first.message}` : (failed.reason ?? 'the program did not pass'),
    };
  }
  return { stage: 'verify', message: 'the program was not verified' };
}

/**
 * Sets the outputs and the job summary once, at the very end, and marks the step failed when the run
 * failed: refusals, usage replies and ignored events are answers, not failures.
 */
async function finish(
  outcome: ActionOutcome,
  io: ActionIo,
  redact: (text: string) => string,
): Promise<ActionOutcome> {
  for (const [name, value] of Object.entries(actionOutputs(outcome))) {
    io.setOutput(name, redact(value));
  }
  const report = outcome.result !== undefined ? renderReport(outcome.result) : undefined;
  const headlineText =
    outcome.status === 'failed' && outcome.failure !== undefined
      ? `pulumi-gen failed at ${outcome.failure.stage}: ${outcome.failure.message}`
      : outcome.summary.replace(/\*\*/g, '');
  try {
    await io.writeSummary(
      redact([`### pulumi-gen: ${outcome.status}`, '', headlineText, '', report ?? ''].join('\n')),
    );
  } catch (error) {
    io.warning(redact(`could not write the job summary: ${errorMessage(error)}`));
  }
  if (outcome.status === 'failed') {
    io.setFailed(redact(headlineText));
  }
  return outcome;
}

interface RunState {
  stage: string;
}

async function generateAndPublish(
  github: GitHubClient,
  repository: RepoCoordinates,
  deps: ActionDeps,
  request: GenerationRequest,
  target: Exclude<PublishTarget, { kind: 'fork' }>,
  origin: Origin,
  state: RunState,
  redact: (text: string) => string,
): Promise<ActionOutcome> {
  state.stage = 'generate';
  const logger = progressLogger(deps.io, redact, (stage) => (state.stage = stage));
  const result = await deps.generate(request, logger.sink).finally(logger.close);
  if (result.status !== 'verified') {
    const failure = failureOf(result);
    return {
      status: 'failed',
      summary: `pulumi-gen failed at ${failure.stage}: ${failure.message}`,
      result,
      failure,
      branch: target.branch,
    };
  }
  state.stage = 'publish';
  deps.io.startGroup('pulumi-gen: publish');
  try {
    const pullRequest = await publish(github, repository, target, result, origin, deps.io, redact);
    return {
      status: 'published',
      summary: publishedSummary(target, pullRequest),
      result,
      pullRequest,
      branch: target.branch,
      reportInPullRequest: target.kind === 'new' || target.ownBranch,
    };
  } finally {
    deps.io.endGroup();
  }
}

function buildRequest(
  text: string,
  source: GenerationRequest['source'],
  actor: Actor,
  inputs: ActionInputs,
  target: PublishTarget,
): GenerationRequest {
  return {
    text,
    source,
    requester: actor.login,
    mode: target.kind === 'edit' ? 'edit' : 'new',
    ...(target.kind === 'edit' ? { existingProgram: target.existingProgram } : {}),
    ...(inputs.providers.length > 0 ? { providers: inputs.providers } : {}),
    maxRepairs: inputs.maxRepairs,
    preview: inputs.preview,
  };
}

function failedOutcome(
  stage: string,
  error: unknown,
  redact: (text: string) => string,
  branch?: string,
): ActionOutcome {
  const message = redact(errorMessage(error));
  return {
    status: 'failed',
    summary: `pulumi-gen failed at ${stage}: ${message}`,
    failure: { stage: error instanceof StageError ? error.stage : stage, message },
    ...(branch !== undefined ? { branch } : {}),
  };
}

async function runComment(
  trigger: CommentTrigger,
  inputs: ActionInputs,
  context: RunContext,
  deps: ActionDeps,
  redact: (text: string) => string,
): Promise<ActionOutcome> {
  const { io, github } = deps;
  if (trigger.body.includes(REPLY_MARKER)) {
    return { status: 'ignored', summary: 'the comment is one of pulumi-gen’s own replies' };
  }
  const match = findTriggerRequest(sanitizeUntrustedText(trigger.body), inputs.trigger);
  if (match.kind === 'absent') {
    return { status: 'ignored', summary: `the comment does not contain ${inputs.trigger}` };
  }
  const repository = { owner: trigger.repository.owner, repo: trigger.repository.repo };
  const conversation = new IssueConversation(
    github,
    repository,
    trigger.issueNumber,
    trigger.commentId,
    io,
    redact,
  );
  await conversation.react('eyes');

  io.startGroup('pulumi-gen: authorize');
  const authorization = await authorizeActor(github, repository, trigger.actor).finally(() => io.endGroup());
  if (authorization.kind === 'refused') {
    await conversation.reply(refusedReply(authorization.reason));
    await conversation.react('confused');
    return { status: 'refused', summary: `pulumi-gen did not run: ${authorization.reason}` };
  }
  if (match.request === '') {
    await conversation.reply(usageReply(inputs.trigger));
    await conversation.react('confused');
    return {
      status: 'usage',
      summary: `the comment has ${inputs.trigger} but no request; replied with usage`,
    };
  }

  const origin: Origin = { actor: trigger.actor, issueNumber: trigger.issueNumber, runUrl: runUrl(context) };
  const state: RunState = { stage: 'read-program' satisfies ActionStage };
  let outcome: ActionOutcome | undefined;
  let branch: string | undefined;
  try {
    await conversation.startTracking(workingComment(origin.runUrl, match.request));
    io.startGroup('pulumi-gen: target');
    const target = await commentTarget(github, trigger, inputs).finally(() => io.endGroup());
    if (target.kind === 'fork') {
      outcome = { status: 'unsupported', summary: forkReply().replace(REPLY_MARKER, '').trim() };
    } else {
      branch = target.branch;
      io.info(
        target.kind === 'edit'
          ? `edit mode: the program in ${target.path} on ${target.branch} (${target.existingProgram.size} files)`
          : `new program: ${target.path} on ${target.branch} from ${target.baseBranch}`,
      );
      const request = buildRequest(match.request, 'issue-comment', trigger.actor, inputs, target);
      outcome = await generateAndPublish(github, repository, deps, request, target, origin, state, redact);
    }
  } catch (error) {
    outcome = failedOutcome(state.stage, error, redact, branch);
  } finally {
    const final =
      outcome ?? failedOutcome(state.stage, new Error('the run stopped unexpectedly'), redact, branch);
    const report =
      final.result !== undefined && final.reportInPullRequest !== true
        ? renderReport(final.result)
        : undefined;
    try {
      await conversation.updateTracking(
        final.status === 'unsupported' ? forkReply() : finalComment(final, origin.runUrl, report),
      );
    } catch (error) {
      io.warning(redact(`could not update the tracking comment: ${errorMessage(error)}`));
    }
    await conversation.react(final.status === 'published' ? 'rocket' : 'confused');
  }
  return outcome;
}

async function runDispatch(
  trigger: DispatchTrigger,
  inputs: ActionInputs,
  context: RunContext,
  deps: ActionDeps,
  redact: (text: string) => string,
): Promise<ActionOutcome> {
  const { io, github } = deps;
  const repository = { owner: trigger.repository.owner, repo: trigger.repository.repo };
  io.startGroup('pulumi-gen: authorize');
  const authorization = await authorizeActor(github, repository, trigger.actor).finally(() => io.endGroup());
  if (authorization.kind === 'refused') {
    io.notice(redact(`pulumi-gen did not run: ${authorization.reason}`));
    return { status: 'refused', summary: `pulumi-gen did not run: ${authorization.reason}` };
  }
  const text = normaliseRequest(sanitizeUntrustedText(inputs.request ?? trigger.payloadRequest ?? ''));
  if (text === '') {
    io.notice(
      "pulumi-gen needs a request: set the action's 'request' input from the workflow_dispatch inputs",
    );
    return { status: 'usage', summary: "no request: set the action's 'request' input" };
  }
  const origin: Origin = { actor: trigger.actor, issueNumber: undefined, runUrl: runUrl(context) };
  const state: RunState = { stage: 'plan' };
  let branch: string | undefined;
  try {
    const target = await dispatchTarget(github, trigger, inputs, text, context.runId);
    branch = target.branch;
    io.info(`new program: ${target.path} on ${target.branch} from ${target.baseBranch}`);
    const request = buildRequest(text, 'dispatch', trigger.actor, inputs, target);
    return await generateAndPublish(github, repository, deps, request, target, origin, state, redact);
  } catch (error) {
    return failedOutcome(state.stage, error, redact, branch);
  }
}

/**
 * The whole action over injected edges: parse the event, answer or refuse, generate, publish, report. It
 * does not throw: whatever goes wrong becomes an outcome, told on the issue, in the outputs and the summary.
 */
export async function runAction(
  inputs: ActionInputs,
  context: RunContext,
  deps: ActionDeps,
): Promise<ActionOutcome> {
  const redact = (text: string) => redactSecrets(text, deps.secrets);
  let outcome: ActionOutcome;
  try {
    const event = parseEvent(context.eventName, context.payload, context.repository);
    switch (event.kind) {
      case 'ignored':
        outcome = { status: 'ignored', summary: event.reason };
        break;
      case 'comment':
        outcome = await runComment(event, inputs, context, deps, redact);
        break;
      case 'dispatch':
        outcome = await runDispatch(event, inputs, context, deps, redact);
        break;
    }
  } catch (error) {
    outcome = failedOutcome('authorize', error, redact);
  }
  if (
    outcome.status === 'ignored' ||
    outcome.status === 'refused' ||
    outcome.status === 'usage' ||
    outcome.status === 'unsupported'
  ) {
    deps.io.notice(redact(outcome.summary.replace(/\*\*/g, '')));
  }
  return finish(outcome, deps.io, redact);
}
