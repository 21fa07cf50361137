import { describe, expect, it } from 'vitest';
import { publishProgram, UnsafePathError, type PublishContext } from '../../src/action/publish-program.js';
import { REPLY_MARKER } from '../../src/action/messages.js';
import { gitBlobSha, parseRecordText, recordFileFor } from '../../src/action/project-record.js';
import type { NewProgramTarget, PublishTarget } from '../../src/action/target.js';
import type { GenerationResult } from '../../src/pipeline/types.js';
import { redactSecrets } from '../../src/shared/redact.js';
import { loopbackGitHub } from '../support/loopback-github.js';
import { generator, recordingIo } from './harness.js';

const loopback = loopbackGitHub();
const SECRET = 'plain-looking-value-0123456789';
const alice = { login: 'alice', type: 'User' as const };

function context(signal?: AbortSignal): { context: PublishContext; lines: string[] } {
  const { io, log } = recordingIo();
  return {
    context: {
      github: loopback.github,
      repository: loopback.repository,
      origin: { actor: alice, issueNumber: 7, runUrl: 'https://github.example/acme/infra/actions/runs/1' },
      io,
      redact: (text) => redactSecrets(text, [SECRET]),
      signal,
    },
    lines: log.lines,
  };
}

async function result(text: string, files?: { path: string; content: string }[]): Promise<GenerationResult> {
  const { generate } = generator(files === undefined ? {} : { files });
  return generate(
    { text, source: 'issue-comment', mode: 'new', maxRepairs: 1, preview: 'off' },
    () => undefined,
  );
}

const newTarget: NewProgramTarget = {
  kind: 'new',
  branch: 'pulumi-gen/issue-7',
  baseBranch: 'main',
  path: 'infra/queue',
  issueNumber: 7,
  humanChanges: [],
};

describe('publishProgram', () => {
  it('commits the project with its record and opens the PR; a re-run finds both and makes neither twice', async () => {
    const { server } = loopback;
    const generated = await result('an SQS queue');
    const first = context();
    const pull = await publishProgram(first.context, newTarget, generated);
    expect(pull).toMatchObject({ branch: 'pulumi-gen/issue-7', created: true });
    const files = server.filesAt('pulumi-gen/issue-7');
    expect(files.get('infra/queue/index.ts')).toBe(generated.files[0]!.content);
    expect(parseRecordText(files.get('infra/queue/.pulumi-gen.json')!)).toMatchObject({ issue: 7 });
    const [record] = server.pullRequests();
    expect(record?.title).toBe('pulumi-gen: an SQS queue');
    expect(record?.body.startsWith(REPLY_MARKER)).toBe(true);
    expect(record?.body).toContain(
      'Requested by @alice in #7 ([run](https://github.example/acme/infra/actions/runs/1)). The project is in `infra/queue`.',
    );
    expect(first.lines[0]).toMatch(/^committed [0-9a-f]{7} to pulumi-gen\/issue-7 \(new branch\)$/);
    expect(first.lines[1]).toBe(`opened pull request #${pull.number}: ${pull.url}`);

    const again = context();
    const second = await publishProgram(again.context, newTarget, generated);
    expect(second).toMatchObject({ number: pull.number, created: false });
    expect(again.lines).toEqual([
      'pulumi-gen/issue-7 already holds this program; nothing to commit',
      `updated pull request #${pull.number}: ${pull.url}`,
    ]);
    expect(server.pullRequests()).toHaveLength(1);
  });

  it('redacts a secret of the request from the title, the commit and the body', async () => {
    const { server } = loopback;
    const dispatch: NewProgramTarget = { ...newTarget, issueNumber: undefined, branch: 'pulumi-gen/q' };
    await publishProgram(context().context, dispatch, await result(`a queue, key ${SECRET}`));
    const [pull] = server.pullRequests();
    expect(pull?.title).toMatch(/^pulumi-gen: a queue, key /);
    // The files are the program's (the client's own hook redacts them with every secret of the run).
    const texts = server.requests.filter((r) => r.operationId !== 'git/create-blob').map((r) => r.body);
    expect(texts.join('\n')).toContain('a queue, key');
    for (const text of texts) expect(text).not.toContain(SECRET);
    // A dispatch run's project has no record.
    expect([...server.filesAt('pulumi-gen/q').keys()]).not.toContain('infra/queue/.pulumi-gen.json');
  });

  it('refuses a file that climbs out of the project, before any write', async () => {
    const escaping = await result('a queue', [
      { path: '../../.github/workflows/x.yml', content: 'on: push' },
    ]);
    await expect(publishProgram(context().context, newTarget, escaping)).rejects.toThrow(
      new UnsafePathError("refusing to write '../../.github/workflows/x.yml' outside the project directory"),
    );
    expect(loopback.server.requests).toEqual([]);
  });

  it('stops before its first write when the run is cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      publishProgram(context(controller.signal).context, newTarget, await result('a queue')),
    ).rejects.toThrow();
    expect(loopback.server.requests).toEqual([]);
  });

  it("commits an edit onto the PR's branch, bringing the record up to date and the body only of its own PR", async () => {
    const { server } = loopback;
    const existing = new Map([
      ['index.ts', '// old\n'],
      ['Pulumi.yaml', 'name: x\nruntime: nodejs\n'],
    ]);
    const record = parseRecordText(
      recordFileFor(
        7,
        [...existing].map(([path, content]) => ({ path, content })),
      ).content,
    );
    server.createBranch('pulumi-gen/issue-7');
    const number = server.createPullRequest({ title: 'Queue', head: 'pulumi-gen/issue-7', user: alice });
    const edit = (ownBranch: boolean): PublishTarget & { kind: 'edit' } => ({
      kind: 'edit',
      branch: 'pulumi-gen/issue-7',
      path: 'infra/queue',
      pullNumber: number,
      pullUrl: `https://github.example/acme/infra/pull/${number}`,
      existingProgram: existing,
      ownBranch,
      record,
    });
    const generated = await result('add a dead-letter queue');
    const pull = await publishProgram(context().context, edit(false), generated);
    expect(pull).toEqual({ number, url: edit(false).pullUrl, branch: 'pulumi-gen/issue-7', created: false });
    const written = parseRecordText(
      server.filesAt('pulumi-gen/issue-7').get('infra/queue/.pulumi-gen.json')!,
    );
    expect(Object.keys(written?.files ?? {}).sort()).toEqual(['Pulumi.yaml', 'index.ts']);
    expect(written?.files['index.ts']).toBe(gitBlobSha(generated.files[0]!.content));
    expect(server.issues.get(number)?.body).toBe('');
    await publishProgram(context().context, edit(true), await result('add a dead-letter queue, FIFO'));
    expect(server.issues.get(number)?.body).toContain('Requested by @alice in #7');
  });
});
