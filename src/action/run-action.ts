import type { ProgressEvent, ProgressSink } from '../progress/events.js';
import type { GenerationRequest, GenerationResult } from '../pipeline/types.js';
import type { GitHubClient, RepoCoordinates } from '../publish/github-client.js';
import type { ListSettling } from '../publish/pull-request.js';
import { escapeInline } from '../report/escape-markdown.js';
import { describeProgress } from '../report/progress-line.js';
import { addStageTokens, type StageTokens } from '../report/provenance.js';
import { actionProvenance, type RunFacts } from './run-provenance.js';
import { runConfig } from '../config/stack-config.js';
import { admitRequest, removedSecretsWarning } from '../settings/admit-request.js';
import { redactSecrets } from '../shared/redact.js';
import { plural } from '../shared/format.js';
import { actionReport, describeForAction, inActionTerms } from './action-wording.js';
import { authorizeActor } from './authorize.js';
import {
  parseEvent,
  type Actor,
  type CommentTrigger,
  type DispatchTrigger,
  type IssueTrigger,
  type LabelTrigger,
} from './event.js';
import { guardedIo } from './guarded-io.js';
import { acquireIssueLock, type HeldLock } from './issue-lock.js';
import {
  busyReply,
  conflictReply,
  finalComment,
  forkReply,
  refusedReply,
  REPLY_MARKER,
  secretRemovedReply,
  stoppedLine,
  usageReply,
  workingComment,
} from './messages.js';
import { actionOutputs } from './outputs.js';
import { asksToReplace } from './project-record.js';
import { publishProgram, UnsafePathError, type Origin } from './publish-program.js';
import { findTriggerRequest, normaliseRequest, sanitizeUntrustedText } from './sanitize.js';
import { commentTarget, defaultBranch, dispatchTarget, type PublishTarget } from './target.js';
import { IssueConversation, IssueGoneError } from './tracking.js';
import {
  runStopOf,
  type ActionInputs,
  type ActionIo,
  type ActionOutcome,
  type GenerateProgram,
  type RunContext,
} from './types.js';

export interface ActionDeps {
  readonly github: GitHubClient;
  readonly generate: GenerateProgram;
  readonly io: ActionIo;
  /** The token, the API key and cloud credentials: scrubbed from every comment, PR, log line and summary. */
  readonly secrets: readonly (string | undefined)[];
  /** Aborted by the entry on SIGINT/SIGTERM or when the time budget runs out, with a {@link RunStop}. */
  readonly signal?: AbortSignal;
  /** The clock, for the issue lock's expiry. */
  readonly now?: () => number;
  /** How long publishing waits for GitHub's PR list to catch up; tests shorten it. */
  readonly settling?: ListSettling;
  /** The version and snapshot checksum for the reproducibility footer; without them there is no footer. */
  readonly runFacts?: RunFacts;
}

/** What every step of one run shares: the edges, with the io already guarded. */
interface RunScope {
  readonly github: GitHubClient;
  readonly deps: ActionDeps;
  readonly io: ActionIo;
  readonly redact: (text: string) => string;
  readonly inputs: ActionInputs;
  readonly context: RunContext;
  readonly repository: RepoCoordinates;
}

/** Where the run is, for "failed at …" and "stopped at …". */
export interface RunState {
  stage: string;
}

export function runUrl(context: RunContext): string {
  return `${context.serverUrl.replace(/\/+$/, '')}/${context.repository}/actions/runs/${context.runId}`;
}

/**
 * Logs pipeline progress, one collapsible group per stage. `close` ends a group the pipeline left open (a
 * stage that threw before its end event), so the action's own groups never nest inside it.
 */
export function progressLogger(
  io: ActionIo,
  onStage: (stage: string) => void,
): { sink: ProgressSink; close: () => void; tokens: () => Readonly<Record<string, StageTokens>> } {
  let open = false;
  let tokens: Readonly<Record<string, StageTokens>> = {};
  const close = () => {
    if (open) io.endGroup();
    open = false;
  };
  const sink = (event: ProgressEvent) => {
    switch (event.kind) {
      case 'stage-start':
        close();
        onStage(event.stage);
        io.startGroup(`pulumi-gen: ${event.stage}`);
        open = true;
        if (event.detail !== undefined) io.info(event.detail);
        break;
      case 'stage-end':
        io.info(describeProgress(event));
        close();
        break;
      case 'model-call':
        tokens = addStageTokens(tokens, event.stage, event.tokensIn, event.tokensOut);
        io.info(describeProgress(event).trim());
        break;
      case 'rung':
      case 'repair':
        io.info(describeProgress(event).trim());
        break;
      case 'warning':
        io.warning(event.message);
        break;
      case 'sandbox':
        (event.isolated ? io.info : io.warning)(`sandbox: ${event.description}`);
        break;
      case 'install':
        io.info(
          `package store: ${event.step} ${event.what}${event.durationMs !== undefined ? ` in ${Math.round(event.durationMs)} ms` : ''}`,
        );
        break;
    }
  };
  return { sink, close, tokens: () => tokens };
}

function publishedSummary(
  target: PublishTarget,
  pull: { number: number; created: boolean },
  result: GenerationResult,
): string {
  const partly =
    result.status === 'partial'
      ? ` It is verified in part: the plan lacks ${plural((result.unplanned ?? []).length, 'part')} of the request (see the report).`
      : '';
  if (target.kind === 'edit') {
    return `**pulumi-gen** committed the change to \`${target.path}\` on this pull request's branch.${partly}`;
  }
  const what = result.status === 'partial' ? 'a program verified in part' : 'a verified program';
  return `**pulumi-gen** ${pull.created ? 'opened' : 'updated'} #${pull.number} with ${what} in \`${target.kind === 'new' ? target.path : ''}\`.${partly}`;
}

export function failureOf(result: GenerationResult): { stage: string; message: string } {
  if (result.failure !== undefined) {
    return { stage: result.failure.stage, message: inActionTerms(result.failure.message) };
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

/** A promise that rejects with the abort reason as soon as the run is stopped, whatever the work is doing. */
export function untilStopped<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) return work;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => (signal.removeEventListener('abort', onAbort), resolve(value)),
      (error: unknown) => (signal.removeEventListener('abort', onAbort), reject(error as Error)),
    );
  });
}

/** Any error of a run as its outcome: a stop (cancel, time budget), or a failure at the stage it hit. */
export function outcomeOfError(
  scope: { readonly deps: { readonly signal?: AbortSignal }; readonly redact: (text: string) => string },
  state: RunState,
  error: unknown,
  branch?: string,
): ActionOutcome {
  const stop = runStopOf(scope.deps.signal);
  const extra = branch !== undefined ? { branch } : {};
  if (stop !== undefined) {
    return { status: 'cancelled', summary: stoppedLine(stop, state.stage), ...extra };
  }
  const stage =
    error instanceof UnsafePathError ? 'publish' : error instanceof IssueGoneError ? 'reply' : state.stage;
  const message = scope.redact(describeForAction(error));
  return {
    status: 'failed',
    summary: `pulumi-gen failed at ${stage}: ${message}`,
    failure: { stage, message },
    ...extra,
  };
}

/**
 * Sets the outputs and the job summary once, at the very end, and marks the step failed when the run
 * failed or was stopped: refusals, usage replies and ignored events are answers, not failures.
 */
export async function finish(outcome: ActionOutcome, io: ActionIo): Promise<ActionOutcome> {
  for (const [name, value] of Object.entries(actionOutputs(outcome))) {
    io.setOutput(name, value);
  }
  const report =
    outcome.result !== undefined ? actionReport(outcome.result, outcome.provenance, outcome.path) : undefined;
  const headlineText =
    outcome.status === 'failed' && outcome.failure !== undefined
      ? `pulumi-gen failed at ${outcome.failure.stage}: ${outcome.failure.message}`
      : outcome.summary.replace(/\*\*/g, '');
  try {
    // The failure line can hold program-derived text (a finding): escaped like the report's own text.
    const summaryLine =
      outcome.status === 'failed' && outcome.failure !== undefined
        ? `pulumi-gen failed at ${escapeInline(outcome.failure.stage)}: ${escapeInline(outcome.failure.message)}`
        : headlineText;
    await io.writeSummary(
      [`### pulumi-gen: ${outcome.status}`, '', summaryLine, '', report ?? ''].join('\n'),
    );
  } catch (error) {
    io.warning(`could not write the job summary: ${describeForAction(error)}`);
  }
  if (outcome.status === 'failed' || outcome.status === 'cancelled') {
    io.setFailed(headlineText);
  }
  return outcome;
}

async function generateAndPublish(
  scope: RunScope,
  request: GenerationRequest,
  target: Exclude<PublishTarget, { kind: 'fork' }>,
  origin: Origin,
  state: RunState,
): Promise<ActionOutcome> {
  const { deps, io } = scope;
  state.stage = 'generate';
  const logger = progressLogger(io, (stage) => (state.stage = stage));
  const signal = deps.signal ?? new AbortController().signal;
  const result = await untilStopped(deps.generate(request, logger.sink, signal), deps.signal).finally(
    logger.close,
  );
  const provenance =
    deps.runFacts === undefined
      ? undefined
      : actionProvenance(request, result, scope.inputs, deps.runFacts, logger.tokens(), target.path);
  const told = provenance === undefined ? {} : { provenance };
  // A program verified in part is published: its report lists the parts of the request it lacks.
  if (result.status === 'failed') {
    const failure = failureOf(result);
    return {
      status: 'failed',
      summary: `pulumi-gen failed at ${failure.stage}: ${failure.message}`,
      result,
      failure,
      branch: target.branch,
      path: target.path,
      ...told,
    };
  }
  state.stage = 'publish';
  io.startGroup('pulumi-gen: publish');
  try {
    const publishing = publishProgram(
      {
        github: scope.github,
        repository: scope.repository,
        origin,
        io,
        redact: scope.redact,
        signal: deps.signal,
        ...(deps.settling !== undefined ? { settling: deps.settling } : {}),
        ...told,
      },
      target,
      result,
    );
    const pullRequest = await untilStopped(publishing, deps.signal);
    return {
      status: 'published',
      summary: publishedSummary(target, pullRequest, result),
      result,
      pullRequest,
      branch: target.branch,
      path: target.path,
      reportInPullRequest: target.kind === 'new' || target.ownBranch,
      ...told,
    };
  } finally {
    io.endGroup();
  }
}

/** The request's stack config: the inputs' plain and secret values, and which keys are secrets. */
function stackConfigOf(inputs: ActionInputs): Pick<GenerationRequest, 'config' | 'secretKeys'> {
  const run = runConfig(inputs.config, inputs.secretConfig);
  return {
    ...(Object.keys(run.config).length > 0 ? { config: run.config } : {}),
    ...(run.secretKeys.length > 0 ? { secretKeys: run.secretKeys } : {}),
  };
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
    ...stackConfigOf(inputs),
    ...(inputs.conventions !== undefined ? { conventions: inputs.conventions } : {}),
  };
}

/** What a comment asks before any lock or model: nothing for us, an answer already given, or a request. */
type CommentRequest =
  | { readonly kind: 'answered'; readonly outcome: ActionOutcome }
  | { readonly kind: 'request'; readonly text: string; readonly conversation: IssueConversation };

async function readCommentRequest(scope: RunScope, trigger: CommentTrigger): Promise<CommentRequest> {
  const { io, github, inputs } = scope;
  const answered = (outcome: ActionOutcome): CommentRequest => ({ kind: 'answered', outcome });
  if (trigger.body.includes(REPLY_MARKER)) {
    return answered({ status: 'ignored', summary: 'the comment is one of pulumi-gen’s own replies' });
  }
  const match = findTriggerRequest(sanitizeUntrustedText(trigger.body), inputs.trigger);
  if (match.kind === 'absent') {
    return answered({
      status: 'ignored',
      summary: `the comment does not contain ${inputs.trigger} in its prose`,
    });
  }
  const conversation = new IssueConversation(
    github,
    scope.repository,
    trigger.issueNumber,
    trigger.commentId,
    io,
    scope.redact,
  );
  await conversation.react('eyes');
  return readIssueRequest(scope, trigger, match.request, conversation);
}

/** A label added to an issue: its title and body are the request, when the label is the trigger label. */
async function readLabelRequest(scope: RunScope, trigger: LabelTrigger): Promise<CommentRequest> {
  const { inputs } = scope;
  if (inputs.triggerLabel === undefined || trigger.label !== inputs.triggerLabel) {
    const why =
      inputs.triggerLabel === undefined
        ? "no 'trigger-label' input is set"
        : `the label is '${trigger.label}', not '${inputs.triggerLabel}'`;
    return { kind: 'answered', outcome: { status: 'ignored', summary: `a label was added but ${why}` } };
  }
  const conversation = new IssueConversation(
    scope.github,
    scope.repository,
    trigger.issueNumber,
    undefined,
    scope.io,
    scope.redact,
  );
  const raw = normaliseRequest(sanitizeUntrustedText(`${trigger.issueTitle}\n\n${trigger.issueBody}`));
  return readIssueRequest(scope, trigger, raw, conversation);
}

/** Who asked may run pulumi-gen, and what they asked is admitted: the same for a comment and a label. */
async function readIssueRequest(
  scope: RunScope,
  trigger: IssueTrigger,
  request: string,
  conversation: IssueConversation,
): Promise<CommentRequest> {
  const { io, github, inputs } = scope;
  const answered = (outcome: ActionOutcome): CommentRequest => ({ kind: 'answered', outcome });
  io.startGroup('pulumi-gen: authorize');
  const authorization = await authorizeActor(github, scope.repository, trigger.actor).finally(() =>
    io.endGroup(),
  );
  if (authorization.kind === 'refused') {
    await conversation.reply(refusedReply(authorization.reason));
    await conversation.react('confused');
    return answered({ status: 'refused', summary: `pulumi-gen did not run: ${authorization.reason}` });
  }
  const admission = admitRequest(request);
  if (admission.kind === 'rejected') {
    await conversation.reply(
      `${REPLY_MARKER}\n**pulumi-gen** did not run: ${escapeInline(admission.message)}.`,
    );
    await conversation.react('confused');
    return answered({ status: 'usage', summary: `pulumi-gen did not run: ${admission.message}` });
  }
  if (admission.removed.length > 0) {
    io.warning(removedSecretsWarning(admission.removed));
    await conversation.courtesyReply(secretRemovedReply(admission.removed));
  }
  if (admission.kind === 'empty') {
    await conversation.reply(usageReply(inputs.trigger));
    await conversation.react('confused');
    return answered({
      status: 'usage',
      summary: `the comment has ${inputs.trigger} but no request; replied with usage`,
    });
  }
  return { kind: 'request', text: admission.text, conversation };
}

/** A run that could not take a lock has nothing to release. */
const NO_LOCK: HeldLock = { ref: '', sha: '', release: async () => undefined };

/** Takes the issue's lock, anchored on the default branch's head; `undefined` when another run holds it. */
async function lockIssue(scope: RunScope, trigger: IssueTrigger, conversation: IssueConversation) {
  const { github, inputs, deps } = scope;
  const base = await defaultBranch(github, scope.repository, trigger.repository.defaultBranch);
  const { data: head } = await github.rest.git.getRef({ ...scope.repository, ref: `heads/${base}` });
  const attempt = await acquireIssueLock(github, {
    repository: scope.repository,
    issueNumber: trigger.issueNumber,
    anchorSha: head.object.sha,
    runUrl: runUrl(scope.context),
    now: (deps.now ?? Date.now)(),
    // A killed run's lock frees itself a little after the longest a run may take.
    ttlMs: (inputs.timeBudgetMinutes + 5) * 60_000,
  });
  if (attempt.kind === 'busy') {
    await conversation.reply(busyReply(attempt.holderRunUrl));
    return undefined;
  }
  if (attempt.kind === 'unavailable') {
    scope.io.warning(
      `could not take the issue lock (GitHub said: ${attempt.reason}); running without it, so a concurrent run on this issue is not held off`,
    );
    return NO_LOCK;
  }
  return attempt.lock;
}

/** The run proper, under the lock: the tracking comment always ends in a final state. */
async function trackedRun(
  scope: RunScope,
  trigger: IssueTrigger,
  text: string,
  conversation: IssueConversation,
): Promise<ActionOutcome> {
  const { io, github, inputs } = scope;
  const origin: Origin = {
    actor: trigger.actor,
    issueNumber: trigger.issueNumber,
    runUrl: runUrl(scope.context),
  };
  const state: RunState = { stage: 'read-program' };
  let outcome: ActionOutcome | undefined;
  let branch: string | undefined;
  try {
    await conversation.startTracking(workingComment(origin.runUrl, text));
    io.startGroup('pulumi-gen: target');
    const target = await untilStopped(commentTarget(github, trigger, inputs), scope.deps.signal).finally(() =>
      io.endGroup(),
    );
    if (target.kind === 'fork') {
      outcome = { status: 'unsupported', summary: forkReply().replace(REPLY_MARKER, '').trim() };
    } else if (target.kind === 'new' && target.humanChanges.length > 0 && !asksToReplace(text)) {
      branch = target.branch;
      outcome = {
        status: 'conflict',
        summary: conflictReply(target.branch, target.humanChanges).replace(REPLY_MARKER, '').trim(),
        branch,
      };
    } else {
      branch = target.branch;
      io.info(
        target.kind === 'edit'
          ? `edit mode: the program in ${target.path} on ${target.branch} (${target.existingProgram.size} files)`
          : `new program: ${target.path} on ${target.branch} from ${target.baseBranch}`,
      );
      const request = buildRequest(text, 'issue-comment', trigger.actor, inputs, target);
      outcome = await generateAndPublish(scope, request, target, origin, state);
    }
  } catch (error) {
    outcome = outcomeOfError(scope, state, error, branch);
  }
  await tellOutcome(scope, conversation, outcome, origin.runUrl);
  return outcome;
}

/** The final word on the issue. A failure to say it is logged: the outputs and summary still tell it. */
async function tellOutcome(
  scope: RunScope,
  conversation: IssueConversation,
  outcome: ActionOutcome,
  url: string,
): Promise<void> {
  const report =
    outcome.result !== undefined && outcome.reportInPullRequest !== true
      ? actionReport(outcome.result, outcome.provenance, outcome.path)
      : undefined;
  const body =
    outcome.status === 'unsupported'
      ? forkReply()
      : outcome.status === 'conflict'
        ? `${REPLY_MARKER}\n${outcome.summary}`
        : finalComment(outcome, url, report);
  try {
    await conversation.updateTracking(body, url);
  } catch (error) {
    scope.io.warning(`could not update the tracking comment: ${describeForAction(error)}`);
  }
  await conversation.react(outcome.status === 'published' ? 'rocket' : 'confused');
}

/** A run on an issue or pull request (a comment or a label): take the issue's lock, then the tracked run. */
async function runOnIssue(
  scope: RunScope,
  trigger: IssueTrigger,
  asked: CommentRequest,
): Promise<ActionOutcome> {
  if (asked.kind === 'answered') return asked.outcome;
  let lock: HeldLock | undefined;
  try {
    lock = await lockIssue(scope, trigger, asked.conversation);
  } catch (error) {
    const outcome = outcomeOfError(scope, { stage: 'lock' }, error);
    await tellOutcome(scope, asked.conversation, outcome, runUrl(scope.context));
    return outcome;
  }
  if (lock === undefined) {
    return {
      status: 'busy',
      summary: 'another pulumi-gen run is working on this issue; this request was not run',
    };
  }
  try {
    return await trackedRun(scope, trigger, asked.text, asked.conversation);
  } finally {
    await lock.release().catch((error: unknown) => {
      scope.io.warning(
        `could not release the issue lock (it expires by itself): ${describeForAction(error)}`,
      );
    });
  }
}

async function runDispatch(scope: RunScope, trigger: DispatchTrigger): Promise<ActionOutcome> {
  const { io, github, inputs, context } = scope;
  io.startGroup('pulumi-gen: authorize');
  const authorization = await authorizeActor(github, scope.repository, trigger.actor).finally(() =>
    io.endGroup(),
  );
  if (authorization.kind === 'refused') {
    return { status: 'refused', summary: `pulumi-gen did not run: ${authorization.reason}` };
  }
  const raw = normaliseRequest(sanitizeUntrustedText(inputs.request ?? trigger.payloadRequest ?? ''));
  const admission = admitRequest(raw);
  if (admission.kind === 'rejected') {
    return { status: 'usage', summary: `pulumi-gen did not run: ${admission.message}` };
  }
  if (admission.removed.length > 0) io.warning(removedSecretsWarning(admission.removed));
  if (admission.kind === 'empty') {
    return {
      status: 'usage',
      summary: "no request: set the action's 'request' input from the workflow_dispatch inputs",
    };
  }
  const text = admission.text;
  const origin: Origin = { actor: trigger.actor, issueNumber: undefined, runUrl: runUrl(context) };
  const state: RunState = { stage: 'plan' };
  let branch: string | undefined;
  try {
    const target = await dispatchTarget(github, trigger, inputs, text, context.runId);
    branch = target.branch;
    io.info(`new program: ${target.path} on ${target.branch} from ${target.baseBranch}`);
    const request = buildRequest(text, 'dispatch', trigger.actor, inputs, target);
    return await generateAndPublish(scope, request, target, origin, state);
  } catch (error) {
    return outcomeOfError(scope, state, error, branch);
  }
}

/**
 * The whole action over injected edges: parse the event, answer or refuse, take the issue's lock, generate,
 * publish, report. It does not throw: whatever goes wrong, including a cancel or the time budget running
 * out, becomes an outcome told on the issue, in the outputs and the summary.
 */
export async function runAction(
  inputs: ActionInputs,
  context: RunContext,
  deps: ActionDeps,
): Promise<ActionOutcome> {
  const redact = (text: string) => redactSecrets(text, deps.secrets);
  const io = guardedIo(deps.io, redact);
  let outcome: ActionOutcome;
  try {
    const event = parseEvent(context.eventName, context.payload, context.repository);
    if (event.kind === 'ignored') {
      outcome = { status: 'ignored', summary: event.reason };
    } else {
      const repository = { owner: event.repository.owner, repo: event.repository.repo };
      const scope: RunScope = { github: deps.github, deps, io, redact, inputs, context, repository };
      outcome =
        event.kind === 'comment'
          ? await runOnIssue(scope, event, await readCommentRequest(scope, event))
          : event.kind === 'label'
            ? await runOnIssue(scope, event, await readLabelRequest(scope, event))
            : await runDispatch(scope, event);
    }
  } catch (error) {
    outcome = outcomeOfError({ deps, redact }, { stage: 'authorize' }, error);
  }
  if (['ignored', 'refused', 'usage', 'unsupported', 'busy', 'conflict'].includes(outcome.status)) {
    io.notice(outcome.summary.replace(/\*\*/g, ''));
  }
  return finish(outcome, io);
}
