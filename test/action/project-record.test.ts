import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  asksToReplace,
  changesSinceRecord,
  gitBlobSha,
  parseRecordText,
  readIssueBranch,
  RECORD_FILE,
  recordFileFor,
  updatedRecord,
} from '../../src/action/project-record.js';
import { commitFiles } from '../../src/publish/commit-files.js';
import { loopbackGitHub } from '../support/loopback-github.js';

const gh = loopbackGitHub({ files: { 'README.md': 'r\n' } }, 'file');
const { repository } = gh;

const files = [
  { path: 'index.ts', content: 'export const a = 1;\n' },
  { path: 'Pulumi.yaml', content: 'name: x\n' },
];

describe('gitBlobSha', () => {
  it('is the id git gives the same content', () => {
    for (const content of ['', 'export const a = 1;\n', 'café ☕\n']) {
      expect(gitBlobSha(content)).toBe(
        execFileSync('git', ['hash-object', '--stdin'], { input: content, encoding: 'utf8' }).trim(),
      );
    }
  });
});

describe('the record file', () => {
  it('records each written file’s blob id and reads back', () => {
    const file = recordFileFor(7, files);
    expect(file.path).toBe(RECORD_FILE);
    expect(parseRecordText(file.content)).toEqual({
      issue: 7,
      files: { 'index.ts': gitBlobSha(files[0]!.content), 'Pulumi.yaml': gitBlobSha(files[1]!.content) },
    });
  });

  it('is not a record when hand-written, truncated or another tool’s', () => {
    expect(parseRecordText('{"issue": 7, "files": {')).toBeUndefined();
    expect(parseRecordText('{"issue": "7", "files": {}}')).toBeUndefined();
    expect(parseRecordText('{"issue": 7}')).toBeUndefined();
    expect(parseRecordText('{"issue": 7, "files": {"a": 1, "b": "sha"}}')).toEqual({
      issue: 7,
      files: { b: 'sha' },
    });
  });

  it('after an edit, holds the files as the model saw them and those the run wrote', () => {
    const record = { issue: 3, files: { 'index.ts': 'old', 'util.ts': 'kept', 'gone.ts': 'g' } };
    const seen = new Map([['index.ts', 'edited by a person\n']]);
    const updated = parseRecordText(
      updatedRecord(record, seen, [{ path: 'util.ts', content: 'rewritten\n' }]).content,
    );
    expect(updated).toEqual({
      issue: 3,
      files: {
        'index.ts': gitBlobSha('edited by a person\n'),
        'util.ts': gitBlobSha('rewritten\n'),
        'gone.ts': 'g',
      },
    });
  });
});

describe('changesSinceRecord', () => {
  it('lists files modified, deleted and added since the record, ignoring installs and output', () => {
    const tree = {
      commitSha: 'c',
      truncated: false,
      files: [
        { path: 'infra/x/index.ts', sha: gitBlobSha('changed'), size: 7 },
        { path: 'infra/x/Pulumi.yaml', sha: gitBlobSha(files[1]!.content), size: 1 },
        { path: 'infra/x/extra.ts', sha: 's', size: 1 },
        { path: 'infra/x/node_modules/a/index.js', sha: 's', size: 1 },
        { path: 'infra/x/bin/index.js', sha: 's', size: 1 },
        { path: `infra/x/${RECORD_FILE}`, sha: 's', size: 1 },
        { path: 'other/file.ts', sha: 's', size: 1 },
      ],
    };
    const record = {
      issue: 1,
      files: { ...parseRecordText(recordFileFor(1, files).content)!.files, 'lib.ts': 'l' },
    };
    expect(changesSinceRecord(tree, { path: 'infra/x', record })).toEqual([
      { path: 'infra/x/extra.ts', change: 'added' },
      { path: 'infra/x/index.ts', change: 'modified' },
      { path: 'infra/x/lib.ts', change: 'deleted' },
    ]);
  });
});

describe('readIssueBranch against the loopback GitHub API', () => {
  it('finds the issue’s record on its branch, and nothing for a branch that does not exist', async () => {
    await commitFiles(gh.github, {
      repository,
      branch: 'pulumi-gen/issue-4',
      baseBranch: 'main',
      files: [
        ...files.map((file) => ({ ...file, path: `infra/bucket/${file.path}` })),
        { ...recordFileFor(4, files), path: `infra/bucket/${RECORD_FILE}` },
        { path: `infra/other/${RECORD_FILE}`, content: recordFileFor(5, files).content },
      ],
      message: 'pulumi-gen: bucket',
    });
    const read = await readIssueBranch(gh.github, repository, 'pulumi-gen/issue-4', 4);
    expect(read?.project?.path).toBe('infra/bucket');
    expect(read?.project?.record.files['index.ts']).toBe(gitBlobSha(files[0]!.content));
    expect(changesSinceRecord(read!.tree, read!.project!)).toEqual([]);
    expect((await readIssueBranch(gh.github, repository, 'pulumi-gen/issue-4', 9))?.project).toBeUndefined();
    expect(await readIssueBranch(gh.github, repository, 'pulumi-gen/issue-404', 404)).toBeUndefined();
  });
});

describe('asksToReplace', () => {
  it('hears a request to replace the program', () => {
    expect(asksToReplace('Start over with a Postgres database')).toBe(true);
    expect(asksToReplace('overwrite it, discard the changes')).toBe(true);
    expect(asksToReplace('add a replacement queue')).toBe(false);
  });
});
