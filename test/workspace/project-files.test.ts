import { describe, expect, it } from 'vitest';
import { projectFiles, projectSlug } from '../../src/workspace/project-files.js';

const spec = {
  name: 'bucket',
  description: 'a bucket',
  pulumiVersion: '3.270.0',
  providers: [{ provider: 'aws', package: '@pulumi/aws', version: '7.48.0' }],
};

describe('projectFiles and projectSlug', () => {
  it('states the Node version the generated project needs', () => {
    const packageJson = JSON.parse(
      projectFiles(spec, 'export const x = 1;').find((f) => f.path === 'package.json')!.content,
    ) as { engines?: { node?: string } };
    expect(packageJson.engines?.node).toBe('>=22');
  });

  it('names the project from the request', () => {
    expect(projectSlug('An S3 bucket with versioning!')).toBe('s3-bucket-versioning');
  });
});
