import type { GitHubClient, RepoCoordinates } from '../publish/github-client.js';
import { describeGitHubFailure, isGone } from '../publish/github-errors.js';
import { fitComment } from './messages.js';
import type { ActionIo } from './types.js';

export type ReactionContent = 'eyes' | 'rocket' | 'confused';

/** The issue was deleted or transferred while the run worked: there is nobody left to tell. */
export class IssueGoneError extends Error {
  override readonly name = 'IssueGoneError';
}

/**
 * Everything the action says on the issue or PR while it runs: reactions on the triggering comment and one
 * tracking comment it keeps editing. Reactions and the first tracking comment are a courtesy, so failing to
 * post one is a warning, never the reason a run fails; the final update is retried by the client and, if
 * the first post never happened, posted fresh. Every body is redacted before it is cut to GitHub's limit.
 */
export class IssueConversation {
  private trackingCommentId: number | undefined;
  /** When the first post was attempted: a retried post may have left a twin, made after this. */
  private firstPostAt: string | undefined;

  constructor(
    private readonly github: GitHubClient,
    private readonly repository: RepoCoordinates,
    private readonly issueNumber: number,
    /** The comment that started the run; `undefined` when a label did (nothing to react to). */
    private readonly triggerCommentId: number | undefined,
    private readonly io: ActionIo,
    private readonly redact: (text: string) => string,
  ) {}

  private body(text: string): string {
    return fitComment(this.redact(text));
  }

  async react(content: ReactionContent): Promise<void> {
    if (this.triggerCommentId === undefined) return;
    try {
      await this.github.rest.reactions.createForIssueComment({
        ...this.repository,
        comment_id: this.triggerCommentId,
        content,
      });
    } catch (error) {
      this.io.warning(`could not add the ${content} reaction: ${describeGitHubFailure(error)}`);
    }
  }

  private async post(text: string): Promise<number> {
    try {
      const { data } = await this.github.rest.issues.createComment({
        ...this.repository,
        issue_number: this.issueNumber,
        body: this.body(text),
      });
      return data.id;
    } catch (error) {
      if (isGone(error)) {
        throw new IssueGoneError(
          `issue #${this.issueNumber} no longer exists (deleted or transferred), so pulumi-gen could not reply on it`,
        );
      }
      throw error;
    }
  }

  /** A one-off answer (refusal, usage, busy); it does not become the tracking comment. */
  async reply(text: string): Promise<void> {
    await this.post(text);
  }

  /** A reply that is nice to have: a failure is logged, not thrown. */
  async courtesyReply(text: string): Promise<void> {
    try {
      await this.post(text);
    } catch (error) {
      this.io.warning(`could not post a reply: ${describeGitHubFailure(error)}`);
    }
  }

  /**
   * Posts the "working" comment. Only a vanished issue stops the run; any other failure is a warning, and
   * the final update posts the outcome as a new comment instead.
   */
  async startTracking(text: string): Promise<void> {
    this.firstPostAt = new Date(Date.now() - 60_000).toISOString();
    try {
      this.trackingCommentId = await this.post(text);
    } catch (error) {
      if (error instanceof IssueGoneError) throw error;
      this.io.warning(`could not post the tracking comment: ${describeGitHubFailure(error)}`);
    }
  }

  /**
   * Rewrites the tracking comment, or posts one if the first post failed: the outcome must be told. A post
   * whose reply was lost and that the client retried leaves a twin "working" comment; `runMarker` (this
   * run's link, which only its own comments carry) finds such twins, and they get the final text too.
   */
  async updateTracking(text: string, runMarker: string): Promise<void> {
    if (this.trackingCommentId === undefined) {
      this.trackingCommentId = await this.post(text);
    } else {
      await this.edit(this.trackingCommentId, text).catch(async (error: unknown) => {
        // The comment was deleted meanwhile: tell the outcome in a new one rather than not at all.
        if (!isGone(error)) throw error;
        this.trackingCommentId = await this.post(text);
      });
    }
    if (this.firstPostAt !== undefined) await this.settleTwins(text, runMarker);
  }

  private async edit(commentId: number, text: string): Promise<void> {
    await this.github.rest.issues.updateComment({
      ...this.repository,
      comment_id: commentId,
      body: this.body(text),
    });
  }

  private async settleTwins(text: string, runMarker: string): Promise<void> {
    try {
      const { data } = await this.github.rest.issues.listComments({
        ...this.repository,
        issue_number: this.issueNumber,
        since: this.firstPostAt,
        per_page: 100,
      });
      for (const comment of data) {
        const body = comment.body ?? '';
        if (comment.id !== this.trackingCommentId && body.includes('⏳') && body.includes(runMarker)) {
          await this.edit(comment.id, text);
        }
      }
    } catch (error) {
      this.io.warning(`could not check for duplicate tracking comments: ${describeGitHubFailure(error)}`);
    }
  }
}
