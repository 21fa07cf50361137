/**
 * The webhook payload is JSON from the runner; it is read field by field into a typed trigger so the rest of
 * the action never touches `unknown`. Only the events action.yml documents start a run.
 */

export interface Actor {
  readonly login: string;
  /** `User`, `Bot` or `Organization`, as GitHub reports it. */
  readonly type: string;
}

export interface RepositoryRef {
  readonly owner: string;
  readonly repo: string;
  readonly defaultBranch: string | undefined;
}

/** What a run on an issue or pull request knows of it, whichever event started it. */
export interface IssueTrigger {
  readonly repository: RepositoryRef;
  readonly issueNumber: number;
  readonly issueTitle: string;
  /** The event concerns a pull request (issue comments and PR conversation comments share the event). */
  readonly onPullRequest: boolean;
  readonly actor: Actor;
}

export interface CommentTrigger extends IssueTrigger {
  readonly kind: 'comment';
  readonly commentId: number;
  readonly body: string;
}

/** A label added to an issue (`issues: labeled`): the issue's title and body are the request. */
export interface LabelTrigger extends IssueTrigger {
  readonly kind: 'label';
  readonly label: string;
  readonly issueBody: string;
}

export interface DispatchTrigger {
  readonly kind: 'dispatch';
  readonly repository: RepositoryRef;
  readonly actor: Actor;
  /** `inputs.request` of the dispatch payload, used when the `request` input is not wired. */
  readonly payloadRequest: string | undefined;
}

export type ParsedEvent =
  CommentTrigger | LabelTrigger | DispatchTrigger | { readonly kind: 'ignored'; readonly reason: string };

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function count(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

function readActor(value: unknown): Actor | undefined {
  const user = record(value);
  const login = text(user?.['login']);
  return login === undefined ? undefined : { login, type: text(user?.['type']) ?? 'User' };
}

function readRepository(payload: Record<string, unknown>, fallback: string): RepositoryRef {
  const repository = record(payload['repository']);
  const fullName = text(repository?.['full_name']) ?? fallback;
  const [owner = '', repo = ''] = fullName.split('/');
  if (owner === '' || repo === '') {
    throw new Error(`cannot tell the repository: GITHUB_REPOSITORY is '${fallback}'`);
  }
  return { owner, repo, defaultBranch: text(repository?.['default_branch']) };
}

function parseLabelEvent(payload: Record<string, unknown>, repositoryName: string): ParsedEvent {
  if (payload['action'] !== 'labeled') {
    return {
      kind: 'ignored',
      reason: `issue ${text(payload['action']) ?? 'event'}: only an added label starts a run`,
    };
  }
  const issue = record(payload['issue']);
  const issueNumber = count(issue?.['number']);
  const label = text(record(payload['label'])?.['name']);
  const actor = readActor(payload['sender']);
  if (issueNumber === undefined || label === undefined || actor === undefined) {
    return { kind: 'ignored', reason: 'the issues payload lacks the issue, the label or who added it' };
  }
  return {
    kind: 'label',
    repository: readRepository(payload, repositoryName),
    issueNumber,
    issueTitle: text(issue?.['title']) ?? '',
    onPullRequest: record(issue?.['pull_request']) !== undefined,
    actor,
    label,
    issueBody: text(issue?.['body']) ?? '',
  };
}

export function parseEvent(eventName: string, rawPayload: unknown, repositoryName: string): ParsedEvent {
  const payload = record(rawPayload) ?? {};
  if (eventName === 'workflow_dispatch') {
    const actor = readActor(payload['sender']);
    if (actor === undefined) {
      return { kind: 'ignored', reason: 'the workflow_dispatch payload names no sender' };
    }
    return {
      kind: 'dispatch',
      repository: readRepository(payload, repositoryName),
      actor,
      payloadRequest: text(record(payload['inputs'])?.['request']),
    };
  }
  if (eventName === 'issues') return parseLabelEvent(payload, repositoryName);
  if (eventName !== 'issue_comment') {
    return {
      kind: 'ignored',
      reason: `pulumi-gen runs on issue_comment, issues (labeled) and workflow_dispatch events, not '${eventName || 'unknown'}'`,
    };
  }
  if (payload['action'] !== 'created') {
    return {
      kind: 'ignored',
      reason: `comment ${text(payload['action']) ?? 'event'}: only new comments trigger a run`,
    };
  }
  const issue = record(payload['issue']);
  const comment = record(payload['comment']);
  const issueNumber = count(issue?.['number']);
  const commentId = count(comment?.['id']);
  const actor = readActor(comment?.['user']) ?? readActor(payload['sender']);
  if (issueNumber === undefined || commentId === undefined || actor === undefined) {
    return {
      kind: 'ignored',
      reason: 'the issue_comment payload lacks the issue, the comment or its author',
    };
  }
  return {
    kind: 'comment',
    repository: readRepository(payload, repositoryName),
    issueNumber,
    issueTitle: text(issue?.['title']) ?? '',
    onPullRequest: record(issue?.['pull_request']) !== undefined,
    commentId,
    body: text(comment?.['body']) ?? '',
    actor,
  };
}
