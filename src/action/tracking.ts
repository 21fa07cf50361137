import type { GitHubClient, RepoCoordinates } from '../publish/github-client.js';
import { errorMessage } from '../shared/errors.js';
import type { ActionIo } from './types.js';

export type ReactionContent = 'eyes' | 'rocket' | 'confused';

/**
 * Everything the action says on the issue or PR while it runs: reactions on the triggering comment and one
 * tracking comment it keeps editing. Reactions are a courtesy, so failing to add one is a warning, never the
 * reason a run fails; every body is redacted before it is sent.
 */
export class IssueConversation {
  private trackingCommentId: number | undefined;

  constructor(
    private readonly github: GitHubClient,
    private readonly repository: RepoCoordinates,
    private readonly issueNumber: number,
    private readonly triggerCommentId: number,
    private readonly io: ActionIo,
    private readonly redact: (text: string) => string,
  ) {}

  async react(content: ReactionContent): Promise<void> {
    try {
      await this.github.rest.reactions.createForIssueComment({
        ...this.repository,
        comment_id: this.triggerCommentId,
        content,
      });
    } catch (error) {
      this.io.warning(this.redact(`could not add the ${content} reaction: ${errorMessage(error)}`));
    }
  }

  /** A one-off answer (refusal, usage); it does not become the tracking comment. */
  async reply(body: string): Promise<void> {
    await this.github.rest.issues.createComment({
      ...this.repository,
      issue_number: this.issueNumber,
      body: this.redact(body),
    });
  }

  async startTracking(body: string): Promise<void> {
    const { data } = await this.github.rest.issues.createComment({
      ...this.repository,
      issue_number: this.issueNumber,
      body: this.redact(body),
    });
    this.trackingCommentId = data.id;
  }

  /** Rewrites the tracking comment, or posts one if the first post failed: the outcome must be told. */
  async updateTracking(body: string): Promise<void> {
    if (this.trackingCommentId === undefined) {
      await this.startTracking(body);
      return;
    }
    await this.github.rest.issues.updateComment({
      ...this.repository,
      comment_id: this.trackingCommentId,
      body: this.redact(body),
    });
  }
}
