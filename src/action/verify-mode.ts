import type { VerifyProgram } from '../pipeline/build-verifier.js';
import type { VerifyRequest } from '../pipeline/verify-project.js';
import type { GitHubClient } from '../publish/github-client.js';
import { codeSpan } from '../report/escape-markdown.js';
import { verifyProvenance } from '../report/provenance.js';
import { admitRequest } from '../settings/admit-request.js';
import { UserError } from '../shared/errors.js';
import { redactSecrets } from '../shared/redact.js';
import type { ExistingProject } from '../workspace/read-project.js';
import { actionReport, describeForAction } from './action-wording.js';
import { authorizeActor } from './authorize.js';
import { parseEvent, type CommentTrigger } from './event.js';
import { guardedIo } from './guarded-io.js';
import { finalComment, REPLY_MARKER, refusedReply } from './messages.js';
import {
  failureOf,
  finish,
  outcomeOfError,
  progressLogger,
  runUrl,
  untilStopped,
  type RunState,
} from './run-action.js';
import type { RunFacts } from './run-provenance.js';
import { findTriggerRequest, sanitizeUntrustedText } from './sanitize.js';
import { IssueConversation } from './tracking.js';
import type { ActionInputs, ActionIo, ActionOutcome, RunContext } from './types.js';

export interface VerifyModeDeps {
  readonly github: GitHubClient;
  readonly verify: VerifyProgram;
  /** The project at a path of the checkout (`.`: its root); one line when it is not a Pulumi TS project. */
  readonly readProject: (path: string) => ExistingProject;
  readonly io: ActionIo;
  /** Every secret of the run: scrubbed from the log, the summary and the comment. */
  readonly secrets: readonly (string | undefined)[];
  readonly signal?: AbortSignal;
  readonly runFacts?: RunFacts;
}

/** The project's folder in the checkout: the `path` input (or `.pulumi-gen.yml`'s output-path), else its root. */
function projectPath(inputs: ActionInputs): string {
  return inputs.path ?? '.';
}

/** The `request` input, admitted as any request is: the intent rung holds the project to it. */
function intentRequest(inputs: ActionInputs): string | undefined {
  const admission = admitRequest(inputs.request ?? '');
  if (admission.kind === 'rejected') throw new UserError(`input 'request': ${admission.message}`);
  return admission.kind === 'admitted' ? admission.text : undefined;
}

/** The verify core over the project at `path`, as an outcome: verified, or failed with the first reason. */
async function verifyAt(
  inputs: ActionInputs,
  deps: VerifyModeDeps,
  io: ActionIo,
  state: RunState,
): Promise<ActionOutcome> {
  const path = projectPath(inputs);
  const requestText = intentRequest(inputs);
  const request: VerifyRequest = {
    project: deps.readProject(path),
    ...(requestText !== undefined ? { requestText } : {}),
    config: inputs.config,
    preview: inputs.preview,
    ...(inputs.conventions !== undefined ? { conventions: inputs.conventions } : {}),
  };
  io.info(`verify: the project in ${path}`);
  const logger = progressLogger(io, (stage) => (state.stage = stage));
  const result = await untilStopped(deps.verify(request, logger.sink), deps.signal).finally(logger.close);
  const provenance =
    deps.runFacts === undefined ? undefined : verifyProvenance(deps.runFacts, path, requestText);
  const told = { result, path, ...(provenance !== undefined ? { provenance } : {}) };
  if (result.status === 'verified') {
    return { status: 'verified', summary: `**pulumi-gen** verified ${codeSpan(path)}`, ...told };
  }
  const failure = failureOf(result);
  return {
    status: 'failed',
    summary: `pulumi-gen failed at ${failure.stage}: ${failure.message}`,
    failure,
    ...told,
  };
}

/**
 * A comment asking for a check: not one of our replies, the trigger in its prose, an actor with write
 * access. `undefined` when the check may run; otherwise the answer already given.
 */
async function admitComment(
  trigger: CommentTrigger,
  inputs: ActionInputs,
  deps: VerifyModeDeps,
  conversation: IssueConversation,
): Promise<ActionOutcome | undefined> {
  if (trigger.body.includes(REPLY_MARKER)) {
    return { status: 'ignored', summary: 'the comment is one of pulumi-gen’s own replies' };
  }
  if (findTriggerRequest(sanitizeUntrustedText(trigger.body), inputs.trigger).kind === 'absent') {
    return { status: 'ignored', summary: `the comment does not contain ${inputs.trigger} in its prose` };
  }
  await conversation.react('eyes');
  const repository = { owner: trigger.repository.owner, repo: trigger.repository.repo };
  const authorization = await authorizeActor(deps.github, repository, trigger.actor);
  if (authorization.kind === 'refused') {
    await conversation.reply(refusedReply(authorization.reason));
    await conversation.react('confused');
    return { status: 'refused', summary: `pulumi-gen did not run: ${authorization.reason}` };
  }
  return undefined;
}

/**
 * The action's `mode: verify`: the verify core on a project of the checkout, as a pull-request check. Any
 * event runs it and writes the report to the job summary; a comment with the trigger (from someone with
 * write access) also gets the report as a reply. The step fails unless the project is verified.
 */
export async function runVerifyMode(
  inputs: ActionInputs,
  context: RunContext,
  deps: VerifyModeDeps,
): Promise<ActionOutcome> {
  const redact = (text: string) => redactSecrets(text, deps.secrets);
  const io = guardedIo(deps.io, redact);
  const state: RunState = { stage: 'verify' };
  let conversation: IssueConversation | undefined;
  let outcome: ActionOutcome | undefined;
  try {
    const event =
      context.eventName === 'issue_comment'
        ? parseEvent(context.eventName, context.payload, context.repository)
        : undefined;
    if (event?.kind === 'ignored') outcome = { status: 'ignored', summary: event.reason };
    if (event?.kind === 'comment') {
      const repository = { owner: event.repository.owner, repo: event.repository.repo };
      conversation = new IssueConversation(
        deps.github,
        repository,
        event.issueNumber,
        event.commentId,
        io,
        redact,
      );
      outcome = await admitComment(event, inputs, deps, conversation);
      if (outcome !== undefined) conversation = undefined;
    }
    outcome ??= await verifyAt(inputs, deps, io, state);
  } catch (error) {
    outcome = outcomeOfError({ deps, redact }, state, error);
  }
  if (conversation !== undefined) {
    const report =
      outcome.result === undefined ? undefined : actionReport(outcome.result, outcome.provenance);
    try {
      await conversation.reply(finalComment(outcome, runUrl(context), report));
    } catch (error) {
      io.warning(`could not reply with the report: ${describeForAction(error)}`);
    }
    await conversation.react(outcome.status === 'verified' ? 'rocket' : 'confused');
  }
  if (outcome.status === 'ignored' || outcome.status === 'refused') io.notice(outcome.summary);
  return finish(outcome, io);
}
