import { httpStatus, type GitHubClient, type RepoCoordinates } from '../publish/github-client.js';
import type { Actor } from './event.js';

export type Authorization =
  | { readonly kind: 'allowed'; readonly permission: string }
  | { readonly kind: 'refused'; readonly reason: string };

/** Permission levels that may spend the repository's model budget and push branches. */
const ALLOWED_PERMISSIONS = new Set(['admin', 'write']);
const ALLOWED_ROLES = new Set(['admin', 'maintain', 'write']);

export function isBot(actor: Actor): boolean {
  return actor.type === 'Bot' || actor.login.endsWith('[bot]');
}

/**
 * Decides, before anything reaches the model, whether this actor may run pulumi-gen: repository
 * collaborators with write or admin permission only. Bots are refused outright so that one automation's
 * comment cannot start another's run (or the action's own replies start a loop).
 */
export async function authorizeActor(
  github: GitHubClient,
  repository: RepoCoordinates,
  actor: Actor,
): Promise<Authorization> {
  if (isBot(actor)) {
    return {
      kind: 'refused',
      reason: `@${actor.login} is a bot; only people with write access can run pulumi-gen`,
    };
  }
  try {
    const { data } = await github.rest.repos.getCollaboratorPermissionLevel({
      ...repository,
      username: actor.login,
    });
    const role = (data as { role_name?: string }).role_name;
    if (ALLOWED_PERMISSIONS.has(data.permission) || (role !== undefined && ALLOWED_ROLES.has(role))) {
      return { kind: 'allowed', permission: data.permission };
    }
    return {
      kind: 'refused',
      reason: `@${actor.login} has ${data.permission} access; running pulumi-gen needs write or admin access`,
    };
  } catch (error) {
    if (httpStatus(error) === 404) {
      return {
        kind: 'refused',
        reason: `@${actor.login} is not a collaborator; running pulumi-gen needs write or admin access`,
      };
    }
    throw error;
  }
}
