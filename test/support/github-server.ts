/**
 * A GitHub REST server on loopback that keeps one repository's state in memory: git objects with real
 * SHA-1 ids (blobs, trees, commits), refs, issues and pull requests, comments, reactions and collaborator
 * permissions. Every request is matched against GitHub's published OpenAPI description (`@octokit/openapi`):
 * an unknown route, an unknown query parameter or a body that does not fit the operation's schema is a 422
 * and is recorded in {@link GitHubServer.violations}, so a test fails when the action calls the API wrongly.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// ---------------------------------------------------------------------------------------------------------
// The OpenAPI description: routes and request-body schemas
// ---------------------------------------------------------------------------------------------------------

type Schema = Record<string, unknown>;

interface Operation {
  readonly operationId: string;
  readonly method: string;
  readonly template: string;
  readonly segments: readonly string[];
  /** Path parameters that may span several segments (`x-multi-segment`, e.g. a git ref). */
  readonly multiSegment: ReadonlySet<string>;
  readonly queryParameters: ReadonlyMap<string, Schema>;
  readonly bodySchema: Schema | undefined;
}

interface OpenApiDocument {
  readonly paths: Record<string, Record<string, Schema>>;
  readonly components: Record<string, Record<string, Schema>>;
}

let cachedOperations: Operation[] | undefined;
let cachedDocument: OpenApiDocument | undefined;

function openApiDocument(): OpenApiDocument {
  if (cachedDocument === undefined) {
    const require = createRequire(import.meta.url);
    const dir = dirname(require.resolve('@octokit/openapi/package.json'));
    cachedDocument = JSON.parse(
      readFileSync(join(dir, 'generated', 'api.github.com.json'), 'utf8'),
    ) as OpenApiDocument;
  }
  return cachedDocument;
}

function resolveRef(value: Schema): Schema {
  let current = value;
  for (let depth = 0; typeof current['$ref'] === 'string' && depth < 20; depth++) {
    const parts = (current['$ref'] as string).replace(/^#\//, '').split('/');
    let target: unknown = openApiDocument();
    for (const part of parts) target = (target as Record<string, unknown>)[part];
    current = target as Schema;
  }
  return current;
}

function operations(): Operation[] {
  if (cachedOperations !== undefined) return cachedOperations;
  const document = openApiDocument();
  const list: Operation[] = [];
  for (const [template, methods] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      if (!['get', 'post', 'patch', 'put', 'delete'].includes(method)) continue;
      const parameters = ((raw['parameters'] as Schema[] | undefined) ?? []).map(resolveRef);
      const multiSegment = new Set(
        parameters
          .filter((p) => p['in'] === 'path' && p['x-multi-segment'] === true)
          .map((p) => String(p['name'])),
      );
      const queryParameters = new Map(
        parameters
          .filter((p) => p['in'] === 'query')
          .map((p) => [String(p['name']), (p['schema'] as Schema | undefined) ?? {}] as const),
      );
      const requestBody =
        raw['requestBody'] !== undefined ? resolveRef(raw['requestBody'] as Schema) : undefined;
      const content = requestBody?.['content'] as Record<string, Schema> | undefined;
      const bodySchema = content?.['application/json']?.['schema'] as Schema | undefined;
      list.push({
        operationId: String(raw['operationId']),
        method: method.toUpperCase(),
        template,
        segments: template.split('/').filter((s) => s !== ''),
        multiSegment,
        queryParameters,
        bodySchema,
      });
    }
  }
  cachedOperations = list;
  return list;
}

function matchOperation(
  method: string,
  pathname: string,
): { operation: Operation; params: Record<string, string> } | undefined {
  const rawSegments = pathname.split('/').filter((s) => s !== '');
  const candidates: { operation: Operation; params: Record<string, string>; literal: number }[] = [];
  for (const operation of operations()) {
    if (operation.method !== method) continue;
    const params: Record<string, string> = {};
    let i = 0;
    let literal = 0;
    let ok = true;
    for (let t = 0; t < operation.segments.length; t++) {
      const segment = operation.segments[t]!;
      const param = /^\{(.+)\}$/.exec(segment)?.[1];
      if (param === undefined) {
        if (rawSegments[i] !== segment) {
          ok = false;
          break;
        }
        literal++;
        i++;
      } else if (operation.multiSegment.has(param) && t === operation.segments.length - 1) {
        if (i >= rawSegments.length) {
          ok = false;
          break;
        }
        params[param] = rawSegments.slice(i).map(decodeURIComponent).join('/');
        i = rawSegments.length;
      } else {
        if (rawSegments[i] === undefined) {
          ok = false;
          break;
        }
        params[param] = decodeURIComponent(rawSegments[i]!);
        i++;
      }
    }
    if (ok && i === rawSegments.length) candidates.push({ operation, params, literal });
  }
  candidates.sort((a, b) => b.literal - a.literal);
  return candidates[0];
}

/** A JSON-schema check covering what GitHub's request bodies use (OpenAPI 3.0 flavour). */
export function schemaErrors(rawSchema: Schema, value: unknown, at = 'body'): string[] {
  const schema = resolveRef(rawSchema);
  if (value === null) {
    const types = schema['type'];
    return schema['nullable'] === true || (Array.isArray(types) && types.includes('null'))
      ? []
      : [`${at} is null`];
  }
  for (const key of ['allOf'] as const) {
    const all = schema[key] as Schema[] | undefined;
    if (all !== undefined) return all.flatMap((part) => schemaErrors(part, value, at));
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key] as Schema[] | undefined;
    if (options !== undefined) {
      const results = options.map((option) => schemaErrors(option, value, at));
      return results.some((errors) => errors.length === 0)
        ? []
        : [`${at} matches none of the ${key} alternatives (${results.map((r) => r[0]).join('; ')})`];
    }
  }
  const enumValues = schema['enum'] as unknown[] | undefined;
  if (enumValues !== undefined && !enumValues.includes(value)) {
    return [`${at} is ${JSON.stringify(value)}, not one of ${JSON.stringify(enumValues)}`];
  }
  const type = Array.isArray(schema['type'])
    ? (schema['type'] as string[])
    : [schema['type'] as string | undefined];
  const fits = (t: string | undefined): boolean => {
    switch (t) {
      case undefined:
        return true;
      case 'object':
        return typeof value === 'object' && !Array.isArray(value);
      case 'array':
        return Array.isArray(value);
      case 'string':
        return typeof value === 'string';
      case 'integer':
        return Number.isInteger(value);
      case 'number':
        return typeof value === 'number';
      case 'boolean':
        return typeof value === 'boolean';
      default:
        return true;
    }
  };
  if (!type.some(fits)) return [`${at} should be ${type.join(' or ')}, got ${JSON.stringify(value)}`];
  const errors: string[] = [];
  if (Array.isArray(value) && schema['items'] !== undefined) {
    value.forEach((item, index) =>
      errors.push(...schemaErrors(schema['items'] as Schema, item, `${at}[${index}]`)),
    );
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    const properties = (schema['properties'] as Record<string, Schema> | undefined) ?? {};
    for (const name of (schema['required'] as string[] | undefined) ?? []) {
      if (!(name in record)) errors.push(`${at}.${name} is required`);
    }
    for (const [name, item] of Object.entries(record)) {
      const propertySchema = properties[name];
      if (propertySchema !== undefined) {
        errors.push(...schemaErrors(propertySchema, item, `${at}.${name}`));
      } else if (schema['properties'] !== undefined && schema['additionalProperties'] === undefined) {
        // GitHub ignores unknown fields; a typo would then silently do nothing, so here it is an error.
        errors.push(`${at}.${name} is not a field of this operation`);
      } else if (schema['additionalProperties'] === false) {
        errors.push(`${at}.${name} is not allowed`);
      }
    }
  }
  return errors;
}

// ---------------------------------------------------------------------------------------------------------
// Git objects
// ---------------------------------------------------------------------------------------------------------

interface TreeEntry {
  readonly name: string;
  readonly mode: string;
  readonly type: 'blob' | 'tree';
  readonly sha: string;
}

interface CommitObject {
  readonly sha: string;
  readonly tree: string;
  readonly parents: readonly string[];
  readonly message: string;
  readonly author: { readonly name: string; readonly email: string; readonly date: string };
}

export interface Account {
  readonly login: string;
  readonly type?: 'User' | 'Bot';
}

export interface IssueRecord {
  readonly number: number;
  title: string;
  body: string;
  readonly user: Account;
  state: 'open' | 'closed';
  /** Set for pull requests. */
  pull?: {
    readonly head: string;
    readonly base: string;
    /** `owner/name` of the head repository; another name makes it a fork PR. */
    readonly headRepository: string;
    /** For fork PRs, the head commit (the fork's refs are not in this server). */
    readonly forkHeadSha?: string;
  };
}

export interface CommentRecord {
  readonly id: number;
  readonly issueNumber: number;
  body: string;
  readonly user: Account;
  readonly createdAt: string;
  updatedAt: string;
}

export interface ReactionRecord {
  readonly id: number;
  readonly commentId: number;
  readonly content: string;
  readonly user: string;
}

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly operationId: string | undefined;
  readonly status: number;
  /** The raw request body text as it arrived. */
  readonly body: string;
  readonly authorization: string | undefined;
  /** The reply was an injected fault. */
  readonly fault?: boolean;
}

/**
 * A fault the server injects instead of (or after) handling a request: a status with a JSON or raw body and
 * headers, for the first `times` requests that match. `afterEffect` applies the request first and then
 * loses the reply, as when GitHub did the work but the connection dropped.
 */
export interface InjectedFault {
  /** An operationId (`pulls/create`), or a predicate over it and the method. */
  readonly match: string | ((operationId: string, method: string) => boolean);
  readonly status: number;
  /** A JSON payload, or a string sent as is (an HTML error page). */
  readonly body?: unknown;
  readonly contentType?: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** How many matching requests fail; default 1. */
  times?: number;
  /** Never answer (a hung connection); the client must time out. */
  readonly hang?: boolean;
  readonly afterEffect?: boolean;
}

/** GitHub's 502 page, as a proxy in front of the API serves it. */
export const BAD_GATEWAY_HTML =
  '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><p>Unicorn!</p></body></html>';

export interface GitHubServerOptions {
  readonly owner?: string;
  readonly repo?: string;
  readonly defaultBranch?: string;
  /** The token the action must present. */
  readonly token: string;
  /** The account the token belongs to (comments it writes are by this user). */
  readonly tokenAccount?: Account;
  /** Collaborator permissions; any other login is not a collaborator (404). */
  readonly permissions?: Readonly<
    Record<string, 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none'>
  >;
  /** Files of the default branch's first commit. */
  readonly files?: Readonly<Record<string, string>>;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function gitSha(type: string, content: Buffer): string {
  return createHash('sha1')
    .update(Buffer.concat([Buffer.from(`${type} ${content.length}\0`), content]))
    .digest('hex');
}

export class GitHubServer {
  readonly owner: string;
  readonly repo: string;
  readonly defaultBranch: string;
  readonly blobs = new Map<string, Buffer>();
  readonly trees = new Map<string, TreeEntry[]>();
  readonly commits = new Map<string, CommitObject>();
  /** `refs/heads/<name>` → commit SHA. */
  readonly refs = new Map<string, string>();
  readonly issues = new Map<number, IssueRecord>();
  readonly comments: CommentRecord[] = [];
  readonly reactions: ReactionRecord[] = [];
  readonly requests: RecordedRequest[] = [];
  /** Requests that did not fit GitHub's API description (route, query or body). */
  readonly violations: string[] = [];
  /** Called once before the next ref update is applied, e.g. to move the branch under the caller's feet. */
  beforeRefUpdate: ((ref: string) => void) | undefined;
  /** Faults to inject, consumed in order of matching. */
  readonly faults: InjectedFault[] = [];
  /** When set, the first request of every operation fails with this status (and a 502 page for 502). */
  failEachOperationOnce: number | undefined;
  /** Milliseconds every request waits before it is handled (a slow API). */
  delayMs = 0;
  /** Called as each request arrives (after its route is known), e.g. to cancel a run at a given call. */
  onRequest: ((operationId: string | undefined, method: string) => void) | undefined;
  private readonly failedOnce = new Set<string>();

  private nextIssue = 1;
  private nextId = 1000;
  private clock = Date.parse('2026-01-01T00:00:00Z');
  private server: Server | undefined;
  private baseUrl = '';

  private constructor(private readonly options: GitHubServerOptions) {
    this.owner = options.owner ?? 'acme';
    this.repo = options.repo ?? 'infra';
    this.defaultBranch = options.defaultBranch ?? 'main';
    const root = this.writeCommit(
      this.writeTreeFromFiles(new Map(Object.entries(options.files ?? { 'README.md': '# infra\n' }))),
      [],
      'Initial commit',
    );
    this.refs.set(`refs/heads/${this.defaultBranch}`, root);
  }

  static async start(options: GitHubServerOptions): Promise<GitHubServer> {
    const server = new GitHubServer(options);
    operations();
    await server.listen();
    return server;
  }

  get url(): string {
    return this.baseUrl;
  }

  get fullName(): string {
    return `${this.owner}/${this.repo}`;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  // ---- helpers for tests -------------------------------------------------------------------------------

  createIssue(title: string, user: Account, body = ''): number {
    const number = this.nextIssue++;
    this.issues.set(number, { number, title, body, user, state: 'open' });
    return number;
  }

  /** Deletes an issue with its comments, as an admin can: later calls on it are 404s. */
  deleteIssue(number: number): void {
    this.issues.delete(number);
    for (let i = this.comments.length - 1; i >= 0; i--) {
      if (this.comments[i]!.issueNumber === number) this.comments.splice(i, 1);
    }
  }

  /** Renames an issue (its title names the project directory of a first run). */
  renameIssue(number: number, title: string): void {
    const issue = this.issues.get(number);
    if (issue !== undefined) issue.title = title;
  }

  /** Opens a pull request; `headRepository` other than this repository makes it a fork PR. */
  createPullRequest(options: {
    title: string;
    head: string;
    base?: string;
    user: Account;
    headRepository?: string;
  }): number {
    const number = this.nextIssue++;
    const headRepository = options.headRepository ?? this.fullName;
    const forkHeadSha = headRepository === this.fullName ? undefined : this.branchSha(this.defaultBranch);
    this.issues.set(number, {
      number,
      title: options.title,
      body: '',
      user: options.user,
      state: 'open',
      pull: {
        head: options.head,
        base: options.base ?? this.defaultBranch,
        headRepository,
        ...(forkHeadSha !== undefined ? { forkHeadSha } : {}),
      },
    });
    return number;
  }

  /** Adds a comment as a person would, returning the `issue_comment` webhook payload for it. */
  comment(issueNumber: number, body: string, user: Account): Record<string, unknown> {
    const issue = this.issues.get(issueNumber);
    if (issue === undefined) throw new Error(`no issue #${issueNumber}`);
    const record = this.addComment(issueNumber, body, user);
    return {
      action: 'created',
      issue: {
        number: issue.number,
        title: issue.title,
        body: issue.body,
        user: this.userJson(issue.user),
        state: issue.state,
        ...(issue.pull !== undefined
          ? { pull_request: { url: `${this.baseUrl}/repos/${this.fullName}/pulls/${issue.number}` } }
          : {}),
      },
      comment: this.commentJson(record),
      repository: this.repositoryJson(),
      sender: this.userJson(user),
    };
  }

  /** The `issues: labeled` payload of `user` adding `label` to an issue. */
  labeled(issueNumber: number, label: string, user: Account): Record<string, unknown> {
    const issue = this.issues.get(issueNumber);
    if (issue === undefined) throw new Error(`no issue #${issueNumber}`);
    return {
      action: 'labeled',
      label: { name: label },
      issue: {
        number: issue.number,
        title: issue.title,
        body: issue.body,
        user: this.userJson(issue.user),
        state: issue.state,
      },
      repository: this.repositoryJson(),
      sender: this.userJson(user),
    };
  }

  /** The `workflow_dispatch` payload for a run started by `user`. */
  dispatchPayload(user: Account, inputs: Record<string, string>): Record<string, unknown> {
    return {
      inputs,
      ref: `refs/heads/${this.defaultBranch}`,
      repository: this.repositoryJson(),
      sender: this.userJson(user),
    };
  }

  branchSha(branch: string): string | undefined {
    return this.refs.get(`refs/heads/${branch}`);
  }

  /** The files at a branch's head, path → content. */
  filesAt(branch: string): Map<string, string> {
    const sha = this.branchSha(branch);
    if (sha === undefined) throw new Error(`no branch ${branch}`);
    const commit = this.commits.get(sha)!;
    const files = new Map<string, string>();
    for (const [path, entry] of this.flattenTree(commit.tree))
      files.set(path, this.blobs.get(entry.sha)!.toString('utf8'));
    return files;
  }

  /** Commits on top of a branch as someone else would (a push), to move it. */
  pushFiles(branch: string, files: Readonly<Record<string, string>>, message: string): string {
    const head = this.branchSha(branch);
    if (head === undefined) throw new Error(`no branch ${branch}`);
    const flat = this.flattenTree(this.commits.get(head)!.tree);
    for (const [path, content] of Object.entries(files)) {
      flat.set(path, { mode: '100644', type: 'blob', sha: this.writeBlob(Buffer.from(content)) });
    }
    const sha = this.writeCommit(this.writeTree(flat), [head], message);
    this.refs.set(`refs/heads/${branch}`, sha);
    return sha;
  }

  createBranch(branch: string, from: string = this.defaultBranch): void {
    this.refs.set(`refs/heads/${branch}`, this.branchSha(from)!);
  }

  commitCount(branch: string): number {
    let count = 0;
    for (let sha = this.branchSha(branch); sha !== undefined; sha = this.commits.get(sha)?.parents[0])
      count++;
    return count;
  }

  pullRequests(): IssueRecord[] {
    return [...this.issues.values()].filter((issue) => issue.pull !== undefined);
  }

  commentsOn(issueNumber: number): CommentRecord[] {
    return this.comments.filter((comment) => comment.issueNumber === issueNumber);
  }

  reactionsOn(commentId: number): string[] {
    return this.reactions
      .filter((reaction) => reaction.commentId === commentId)
      .map((reaction) => reaction.content);
  }

  // ---- git object store ----------------------------------------------------------------------------------

  private writeBlob(content: Buffer): string {
    const sha = gitSha('blob', content);
    this.blobs.set(sha, content);
    return sha;
  }

  private writeTreeEntries(entries: TreeEntry[]): string {
    // Git sorts tree entries by name, with directories compared as if their name ended in '/'.
    const sorted = [...entries].sort((a, b) => {
      const ka = a.type === 'tree' ? `${a.name}/` : a.name;
      const kb = b.type === 'tree' ? `${b.name}/` : b.name;
      return ka < kb ? -1 : ka > kb ? 1 : 0;
    });
    const body = Buffer.concat(
      sorted.map((entry) =>
        Buffer.concat([
          Buffer.from(`${entry.mode === '040000' ? '40000' : entry.mode} ${entry.name}\0`),
          Buffer.from(entry.sha, 'hex'),
        ]),
      ),
    );
    const sha = gitSha('tree', body);
    this.trees.set(sha, sorted);
    return sha;
  }

  /** Builds nested tree objects from a flat path → blob map and returns the root tree's SHA. */
  private writeTree(flat: Map<string, { mode: string; type: 'blob'; sha: string }>): string {
    const build = (prefix: string): string => {
      const entries: TreeEntry[] = [];
      const dirs = new Set<string>();
      for (const [path, entry] of flat) {
        if (!path.startsWith(prefix)) continue;
        const rest = path.slice(prefix.length);
        const slash = rest.indexOf('/');
        if (slash === -1) entries.push({ name: rest, mode: entry.mode, type: 'blob', sha: entry.sha });
        else dirs.add(rest.slice(0, slash));
      }
      for (const dir of dirs)
        entries.push({ name: dir, mode: '040000', type: 'tree', sha: build(`${prefix}${dir}/`) });
      return this.writeTreeEntries(entries);
    };
    return build('');
  }

  private writeTreeFromFiles(files: Map<string, string>): string {
    const flat = new Map<string, { mode: string; type: 'blob'; sha: string }>();
    for (const [path, content] of files)
      flat.set(path, { mode: '100644', type: 'blob', sha: this.writeBlob(Buffer.from(content)) });
    return this.writeTree(flat);
  }

  private flattenTree(sha: string, prefix = ''): Map<string, { mode: string; type: 'blob'; sha: string }> {
    const entries = this.trees.get(sha);
    if (entries === undefined) throw new HttpError(404, `tree ${sha} not found`);
    const flat = new Map<string, { mode: string; type: 'blob'; sha: string }>();
    for (const entry of entries) {
      if (entry.type === 'tree') {
        for (const [path, child] of this.flattenTree(entry.sha, `${prefix}${entry.name}/`))
          flat.set(path, child);
      } else {
        flat.set(`${prefix}${entry.name}`, { mode: entry.mode, type: 'blob', sha: entry.sha });
      }
    }
    return flat;
  }

  private writeCommit(
    tree: string,
    parents: readonly string[],
    message: string,
    author?: { name: string; email: string },
  ): string {
    const who = author ?? { name: 'pulumi-gen-test', email: 'test@example.com' };
    const seconds = Math.floor((this.clock += 1000) / 1000);
    const text = [
      `tree ${tree}`,
      ...parents.map((parent) => `parent ${parent}`),
      `author ${who.name} <${who.email}> ${seconds} +0000`,
      `committer ${who.name} <${who.email}> ${seconds} +0000`,
      '',
      message,
    ].join('\n');
    const sha = gitSha('commit', Buffer.from(text));
    this.commits.set(sha, {
      sha,
      tree,
      parents,
      message,
      author: { ...who, date: new Date(seconds * 1000).toISOString() },
    });
    return sha;
  }

  private isAncestor(ancestor: string, of: string): boolean {
    const queue = [of];
    const seen = new Set<string>();
    while (queue.length > 0) {
      const sha = queue.pop()!;
      if (sha === ancestor) return true;
      if (seen.has(sha)) continue;
      seen.add(sha);
      queue.push(...(this.commits.get(sha)?.parents ?? []));
    }
    return false;
  }

  // ---- JSON shapes ---------------------------------------------------------------------------------------

  private repoUrl(): string {
    return `${this.baseUrl}/repos/${this.fullName}`;
  }

  private userJson(user: Account) {
    return { login: user.login, id: user.login.length * 7919, type: user.type ?? 'User', site_admin: false };
  }

  private repositoryJson() {
    return {
      id: 42,
      name: this.repo,
      full_name: this.fullName,
      owner: this.userJson({ login: this.owner }),
      private: false,
      default_branch: this.defaultBranch,
      html_url: `https://github.example/${this.fullName}`,
      url: this.repoUrl(),
    };
  }

  private commentJson(comment: CommentRecord) {
    return {
      id: comment.id,
      node_id: `IC_${comment.id}`,
      url: `${this.repoUrl()}/issues/comments/${comment.id}`,
      html_url: `https://github.example/${this.fullName}/issues/${comment.issueNumber}#issuecomment-${comment.id}`,
      issue_url: `${this.repoUrl()}/issues/${comment.issueNumber}`,
      body: comment.body,
      user: this.userJson(comment.user),
      created_at: comment.createdAt,
      updated_at: comment.updatedAt,
      author_association: 'MEMBER',
    };
  }

  private commitJson(commit: CommitObject) {
    return {
      sha: commit.sha,
      node_id: `C_${commit.sha}`,
      url: `${this.repoUrl()}/git/commits/${commit.sha}`,
      html_url: `https://github.example/${this.fullName}/commit/${commit.sha}`,
      author: commit.author,
      committer: commit.author,
      message: commit.message,
      tree: { sha: commit.tree, url: `${this.repoUrl()}/git/trees/${commit.tree}` },
      parents: commit.parents.map((sha) => ({ sha, url: `${this.repoUrl()}/git/commits/${sha}` })),
      verification: {
        verified: false,
        reason: 'unsigned',
        signature: null,
        payload: null,
        verified_at: null,
      },
    };
  }

  private refJson(ref: string) {
    const sha = this.refs.get(ref)!;
    return {
      ref,
      node_id: `REF_${ref}`,
      url: `${this.repoUrl()}/git/${ref}`,
      object: { type: 'commit', sha, url: `${this.repoUrl()}/git/commits/${sha}` },
    };
  }

  private treeJson(sha: string, recursive: boolean) {
    const list: { path: string; mode: string; type: string; sha: string; size?: number; url: string }[] = [];
    const walk = (treeSha: string, prefix: string) => {
      for (const entry of this.trees.get(treeSha) ?? []) {
        const path = `${prefix}${entry.name}`;
        list.push({
          path,
          mode: entry.mode,
          type: entry.type,
          sha: entry.sha,
          ...(entry.type === 'blob' ? { size: this.blobs.get(entry.sha)?.length ?? 0 } : {}),
          url: `${this.repoUrl()}/git/${entry.type}s/${entry.sha}`,
        });
        if (recursive && entry.type === 'tree') walk(entry.sha, `${path}/`);
      }
    };
    walk(sha, '');
    return { sha, url: `${this.repoUrl()}/git/trees/${sha}`, tree: list, truncated: false };
  }

  private pullJson(issue: IssueRecord) {
    const pull = issue.pull!;
    const headSha = pull.forkHeadSha ?? this.branchSha(pull.head) ?? '';
    const [headOwner = this.owner, headName = this.repo] = pull.headRepository.split('/');
    const headRepo = {
      ...this.repositoryJson(),
      name: headName,
      full_name: pull.headRepository,
      owner: this.userJson({ login: headOwner }),
    };
    return {
      id: issue.number * 101,
      number: issue.number,
      url: `${this.repoUrl()}/pulls/${issue.number}`,
      html_url: `https://github.example/${this.fullName}/pull/${issue.number}`,
      state: issue.state,
      title: issue.title,
      body: issue.body,
      user: this.userJson(issue.user),
      draft: false,
      merged: false,
      head: {
        label: `${headOwner}:${pull.head}`,
        ref: pull.head,
        sha: headSha,
        repo: headRepo,
        user: this.userJson({ login: headOwner }),
      },
      base: {
        label: `${this.owner}:${pull.base}`,
        ref: pull.base,
        sha: this.branchSha(pull.base) ?? '',
        repo: this.repositoryJson(),
        user: this.userJson({ login: this.owner }),
      },
    };
  }

  private addComment(issueNumber: number, body: string, user: Account): CommentRecord {
    // Comments carry wall-clock times, as the `since` filter of list-comments compares them with the client's clock.
    const now = new Date().toISOString();
    const record: CommentRecord = {
      id: this.nextId++,
      issueNumber,
      body,
      user,
      createdAt: now,
      updatedAt: now,
    };
    this.comments.push(record);
    return record;
  }

  // ---- HTTP ----------------------------------------------------------------------------------------------

  private async listen(): Promise<void> {
    this.server = createServer((request, response) => {
      void this.handle(request, response);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.baseUrl = `http://127.0.0.1:${port}`;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const bodyText = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', this.baseUrl);
    const method = (request.method ?? 'GET').toUpperCase();
    const matched = matchOperation(method, url.pathname);
    const operationId = matched?.operation.operationId;
    this.onRequest?.(operationId, method);
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    const fault = operationId !== undefined ? this.takeFault(operationId, method) : undefined;
    if (fault !== undefined && fault.afterEffect !== true) {
      this.sendFault(response, fault, method, url, bodyText, request.headers.authorization, operationId);
      return;
    }
    let status = 200;
    let payload: unknown;
    try {
      if (matched === undefined)
        throw new HttpError(404, `no GitHub REST operation for ${method} ${url.pathname}`);
      const auth = request.headers.authorization;
      if (auth !== `token ${this.options.token}` && auth !== `Bearer ${this.options.token}`) {
        throw new HttpError(401, 'Bad credentials');
      }
      for (const name of url.searchParams.keys()) {
        const schema = matched.operation.queryParameters.get(name);
        if (schema === undefined)
          throw new HttpError(
            422,
            `query parameter '${name}' is not part of ${matched.operation.operationId}`,
          );
      }
      let body: unknown = undefined;
      if (bodyText !== '') {
        try {
          body = JSON.parse(bodyText);
        } catch {
          throw new HttpError(400, 'Problems parsing JSON');
        }
      }
      if (matched.operation.bodySchema !== undefined && body !== undefined) {
        const errors = schemaErrors(matched.operation.bodySchema, body);
        if (errors.length > 0) throw new HttpError(422, `Invalid request: ${errors.join('; ')}`);
      }
      [status, payload] = this.route(
        matched.operation.operationId,
        matched.params,
        url.searchParams,
        (body ?? {}) as Record<string, unknown>,
      );
    } catch (error) {
      status = error instanceof HttpError ? error.status : 500;
      payload = {
        message: error instanceof Error ? error.message : String(error),
        documentation_url: 'https://docs.github.com/rest',
      };
      if (status === 404 && matched === undefined)
        this.violations.push(`${method} ${url.pathname}: unknown route`);
      if (
        status === 422 &&
        /^(Invalid request|query parameter)/.test((payload as { message: string }).message)
      ) {
        this.violations.push(`${method} ${url.pathname}: ${(payload as { message: string }).message}`);
      }
    }
    if (fault !== undefined) {
      this.sendFault(response, fault, method, url, bodyText, request.headers.authorization, operationId);
      return;
    }
    this.requests.push({
      method,
      path: url.pathname + url.search,
      operationId: matched?.operation.operationId,
      status,
      body: bodyText,
      authorization: request.headers.authorization,
    });
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(status === 204 ? undefined : JSON.stringify(payload));
  }

  private takeFault(operationId: string, method: string): InjectedFault | undefined {
    const index = this.faults.findIndex((fault) =>
      typeof fault.match === 'string' ? fault.match === operationId : fault.match(operationId, method),
    );
    if (index !== -1) {
      const fault = this.faults[index]!;
      fault.times = (fault.times ?? 1) - 1;
      if (fault.times <= 0) this.faults.splice(index, 1);
      return fault;
    }
    if (this.failEachOperationOnce !== undefined && !this.failedOnce.has(operationId)) {
      this.failedOnce.add(operationId);
      const status = this.failEachOperationOnce;
      return status === 502
        ? { match: operationId, status, body: BAD_GATEWAY_HTML, contentType: 'text/html' }
        : { match: operationId, status, body: { message: 'Server Error' } };
    }
    return undefined;
  }

  private sendFault(
    response: ServerResponse,
    fault: InjectedFault,
    method: string,
    url: URL,
    bodyText: string,
    authorization: string | undefined,
    operationId: string | undefined,
  ): void {
    this.requests.push({
      method,
      path: url.pathname + url.search,
      operationId,
      status: fault.status,
      body: bodyText,
      authorization,
      fault: true,
    });
    if (fault.hang === true) return;
    const raw = typeof fault.body === 'string';
    response.writeHead(fault.status, {
      'content-type': fault.contentType ?? (raw ? 'text/html' : 'application/json; charset=utf-8'),
      ...fault.headers,
    });
    response.end(raw ? (fault.body as string) : JSON.stringify(fault.body ?? { message: 'injected fault' }));
  }

  private checkRepo(params: Record<string, string>): void {
    if (params['owner'] !== this.owner || params['repo'] !== this.repo) throw new HttpError(404, 'Not Found');
  }

  private route(
    operationId: string,
    params: Record<string, string>,
    query: URLSearchParams,
    body: Record<string, unknown>,
  ): [number, unknown] {
    if ('owner' in params) this.checkRepo(params);
    switch (operationId) {
      case 'repos/get':
        return [200, this.repositoryJson()];
      case 'repos/get-collaborator-permission-level': {
        const login = params['username']!;
        const permission = this.options.permissions?.[login];
        if (permission === undefined) throw new HttpError(404, `${login} is not a user`);
        const legacy = permission === 'maintain' ? 'write' : permission === 'triage' ? 'read' : permission;
        return [200, { permission: legacy, role_name: permission, user: this.userJson({ login }) }];
      }
      case 'reactions/create-for-issue-comment': {
        const commentId = Number(params['comment_id']);
        if (!this.comments.some((comment) => comment.id === commentId)) throw new HttpError(404, 'Not Found');
        const login = this.options.tokenAccount?.login ?? 'github-actions[bot]';
        const existing = this.reactions.find(
          (r) => r.commentId === commentId && r.content === body['content'] && r.user === login,
        );
        const reaction = existing ?? {
          id: this.nextId++,
          commentId,
          content: String(body['content']),
          user: login,
        };
        if (existing === undefined) this.reactions.push(reaction);
        return [
          existing === undefined ? 201 : 200,
          {
            id: reaction.id,
            node_id: `R_${reaction.id}`,
            content: reaction.content,
            user: this.userJson({ login }),
            created_at: new Date(this.clock).toISOString(),
          },
        ];
      }
      case 'issues/create-comment': {
        const issueNumber = Number(params['issue_number']);
        if (!this.issues.has(issueNumber)) throw new HttpError(404, 'Not Found');
        const record = this.addComment(
          issueNumber,
          String(body['body']),
          this.options.tokenAccount ?? { login: 'github-actions[bot]', type: 'Bot' },
        );
        return [201, this.commentJson(record)];
      }
      case 'issues/list-comments': {
        const issueNumber = Number(params['issue_number']);
        if (!this.issues.has(issueNumber)) throw new HttpError(404, 'Not Found');
        const since = query.get('since');
        const list = this.commentsOn(issueNumber).filter(
          (comment) => since === null || comment.updatedAt >= new Date(since).toISOString(),
        );
        return [200, list.map((comment) => this.commentJson(comment))];
      }
      case 'issues/update-comment': {
        const record = this.comments.find((comment) => comment.id === Number(params['comment_id']));
        if (record === undefined) throw new HttpError(404, 'Not Found');
        record.body = String(body['body']);
        record.updatedAt = new Date().toISOString();
        return [200, this.commentJson(record)];
      }
      case 'git/get-ref': {
        const ref = `refs/${params['ref']}`;
        if (!this.refs.has(ref)) throw new HttpError(404, 'Not Found');
        return [200, this.refJson(ref)];
      }
      case 'git/create-ref': {
        const ref = String(body['ref']);
        const sha = String(body['sha']);
        if (!/^refs\/.+\/.+/.test(ref))
          throw new HttpError(422, 'Reference name must start with refs/ and have at least two slashes');
        if (this.refs.has(ref)) throw new HttpError(422, 'Reference already exists');
        if (!this.commits.has(sha)) throw new HttpError(422, 'Object does not exist');
        this.refs.set(ref, sha);
        return [201, this.refJson(ref)];
      }
      case 'git/update-ref': {
        const ref = `refs/${params['ref']}`;
        const hook = this.beforeRefUpdate;
        this.beforeRefUpdate = undefined;
        hook?.(ref);
        const current = this.refs.get(ref);
        if (current === undefined) throw new HttpError(422, 'Reference does not exist');
        const sha = String(body['sha']);
        if (!this.commits.has(sha)) throw new HttpError(422, 'Object does not exist');
        if (body['force'] !== true && !this.isAncestor(current, sha))
          throw new HttpError(422, 'Update is not a fast forward');
        this.refs.set(ref, sha);
        return [200, this.refJson(ref)];
      }
      case 'git/delete-ref': {
        const ref = `refs/${params['ref']}`;
        if (!this.refs.has(ref)) throw new HttpError(422, 'Reference does not exist');
        this.refs.delete(ref);
        return [204, undefined];
      }
      case 'issues/get': {
        const issue = this.issues.get(Number(params['issue_number']));
        if (issue === undefined) throw new HttpError(404, 'Not Found');
        return [200, { number: issue.number, title: issue.title, body: issue.body, state: issue.state }];
      }
      case 'git/get-commit': {
        const commit = this.commits.get(params['commit_sha']!);
        if (commit === undefined) throw new HttpError(404, 'Not Found');
        return [200, this.commitJson(commit)];
      }
      case 'git/create-commit': {
        const tree = String(body['tree']);
        const parents = ((body['parents'] as string[] | undefined) ?? []).map(String);
        if (!this.trees.has(tree)) throw new HttpError(422, 'Tree SHA does not exist');
        for (const parent of parents)
          if (!this.commits.has(parent))
            throw new HttpError(422, 'Parent SHA does not exist or is not a commit object');
        const author = body['author'] as { name: string; email: string } | undefined;
        const sha = this.writeCommit(tree, parents, String(body['message']), author);
        return [201, this.commitJson(this.commits.get(sha)!)];
      }
      case 'git/create-blob': {
        const encoding = body['encoding'] ?? 'utf-8';
        if (encoding !== 'utf-8' && encoding !== 'base64')
          throw new HttpError(422, `encoding must be utf-8 or base64`);
        const content = Buffer.from(String(body['content']), encoding === 'base64' ? 'base64' : 'utf8');
        const sha = this.writeBlob(content);
        return [201, { sha, url: `${this.repoUrl()}/git/blobs/${sha}` }];
      }
      case 'git/get-blob': {
        const content = this.blobs.get(params['file_sha']!);
        if (content === undefined) throw new HttpError(404, 'Not Found');
        const base64 = content.toString('base64').replace(/(.{60})/g, '$1\n');
        return [
          200,
          {
            sha: params['file_sha'],
            node_id: `B_${params['file_sha']}`,
            size: content.length,
            url: `${this.repoUrl()}/git/blobs/${params['file_sha']}`,
            content: base64,
            encoding: 'base64',
          },
        ];
      }
      case 'git/create-tree': {
        const baseTree = body['base_tree'] as string | undefined;
        const flat =
          baseTree !== undefined
            ? this.flattenTree(baseTree)
            : new Map<string, { mode: string; type: 'blob'; sha: string }>();
        for (const entry of (body['tree'] as Record<string, unknown>[] | undefined) ?? []) {
          const path = String(entry['path']);
          if (
            path.startsWith('/') ||
            path.split('/').some((part) => part === '' || part === '..' || part === '.')
          ) {
            throw new HttpError(422, `tree.path '${path}' is not a valid path`);
          }
          if ('sha' in entry && 'content' in entry)
            throw new HttpError(422, 'use either tree.sha or content, not both');
          if (entry['sha'] === null) {
            for (const key of [...flat.keys()])
              if (key === path || key.startsWith(`${path}/`)) flat.delete(key);
            continue;
          }
          if (entry['type'] === 'tree') {
            for (const key of [...flat.keys()]) if (key.startsWith(`${path}/`)) flat.delete(key);
            for (const [child, value] of this.flattenTree(String(entry['sha'])))
              flat.set(`${path}/${child}`, value);
            continue;
          }
          const sha =
            typeof entry['content'] === 'string'
              ? this.writeBlob(Buffer.from(entry['content']))
              : String(entry['sha']);
          if (!this.blobs.has(sha)) throw new HttpError(422, `tree.sha ${sha} is not a valid blob`);
          flat.set(path, { mode: String(entry['mode'] ?? '100644'), type: 'blob', sha });
        }
        const sha = this.writeTree(flat);
        return [201, this.treeJson(sha, false)];
      }
      case 'git/get-tree': {
        const sha = params['tree_sha']!;
        if (!this.trees.has(sha)) throw new HttpError(404, 'Not Found');
        const recursive = query.get('recursive');
        return [200, this.treeJson(sha, recursive !== null && recursive !== '0' && recursive !== 'false')];
      }
      case 'pulls/get': {
        const issue = this.issues.get(Number(params['pull_number']));
        if (issue?.pull === undefined) throw new HttpError(404, 'Not Found');
        return [200, this.pullJson(issue)];
      }
      case 'pulls/list': {
        const state = query.get('state') ?? 'open';
        const head = query.get('head');
        const base = query.get('base');
        const list = this.pullRequests().filter(
          (issue) =>
            (state === 'all' || issue.state === state) &&
            (head === null || head === `${issue.pull!.headRepository.split('/')[0]}:${issue.pull!.head}`) &&
            (base === null || base === issue.pull!.base),
        );
        return [200, list.map((issue) => this.pullJson(issue))];
      }
      case 'pulls/create': {
        const head = String(body['head']);
        const base = String(body['base']);
        const headBranch = head.includes(':') ? head.split(':')[1]! : head;
        const headSha = this.branchSha(headBranch);
        const baseSha = this.branchSha(base);
        if (headSha === undefined || baseSha === undefined)
          throw new HttpError(422, 'Validation Failed: head or base does not exist');
        if (
          this.pullRequests().some(
            (issue) => issue.state === 'open' && issue.pull!.head === headBranch && issue.pull!.base === base,
          )
        ) {
          throw new HttpError(422, `A pull request already exists for ${this.owner}:${headBranch}.`);
        }
        if (headSha === baseSha || this.isAncestor(headSha, baseSha))
          throw new HttpError(422, `No commits between ${base} and ${headBranch}`);
        const number = this.createPullRequest({
          title: String(body['title']),
          head: headBranch,
          base,
          user: this.options.tokenAccount ?? { login: 'github-actions[bot]', type: 'Bot' },
        });
        const issue = this.issues.get(number)!;
        issue.body = typeof body['body'] === 'string' ? body['body'] : '';
        return [201, this.pullJson(issue)];
      }
      case 'pulls/update': {
        const issue = this.issues.get(Number(params['pull_number']));
        if (issue?.pull === undefined) throw new HttpError(404, 'Not Found');
        if (typeof body['title'] === 'string') issue.title = body['title'];
        if (typeof body['body'] === 'string') issue.body = body['body'];
        if (body['state'] === 'open' || body['state'] === 'closed') issue.state = body['state'];
        return [200, this.pullJson(issue)];
      }
      default:
        throw new HttpError(501, `${operationId} is not implemented by the test server`);
    }
  }
}

/** Client pacing for tests: GitHub's waits (back-off, `retry-after` seconds, write gaps) scaled to ~ms. */
export const FAST_GITHUB_PACING = { unitMs: 5, writeGapMs: 0, notifyGapMs: 0 } as const;
