import { afterAll, describe, expect, it } from 'vitest';

import { defaultSnapshotDir } from '../../../src/shared/paths.js';
import { openSnapshot } from '../../../src/snapshot/open-snapshot.js';
import {
  removedMembers,
  removedMembersLookup,
  removedMembersOption,
} from '../../../src/snapshot/read-removed-members.js';
import { createTypecheckRung } from '../../../src/verify/typecheck/typecheck-rung.js';
import { createTypechecker } from '../../../src/verify/typecheck/typechecker.js';
import type { RungContext } from '../../../src/verify/types.js';
import { projectDirWithProviders } from '../helpers.js';

/**
 * Cut down from pulumi/examples `aws-ts-serverless-raw` (Apache-2.0), written for @pulumi/aws 6: version 7
 * removed the deployment's implicit stage (`stageName`) and its `executionArn` and `invokeUrl` outputs.
 */
const SERVERLESS_RAW = `import * as aws from '@pulumi/aws';
import * as pulumi from '@pulumi/pulumi';

const stageName = 'stage';
const restApi = new aws.apigateway.RestApi('api', { body: '{}' });

// Create a deployment of the Rest API.
const deployment = new aws.apigateway.Deployment('api-deployment', {
  restApi: restApi,
  // Note: Set to empty to avoid creating an implicit stage, we'll create it explicitly below instead.
  stageName: '',
});

const stage = new aws.apigateway.Stage('api-stage', { restApi, deployment, stageName });
export const stageArn = stage.arn;
export const sourceArn = pulumi.interpolate\`\${deployment.executionArn}*/*\`;
export const endpoint = pulumi.interpolate\`\${deployment.invokeUrl}\${stageName}\`;
`;

const files = (entry: string) => new Map([['index.ts', entry]]);

describe('a program written for the previous major of its provider', () => {
  const project = projectDirWithProviders();
  afterAll(() => project.dispose());
  const rung = createTypecheckRung(createTypechecker({ projectDir: project.dir }));
  const snapshot = openSnapshot(defaultSnapshotDir());
  const served: RungContext = { projectDir: project.dir, config: {}, ...removedMembersOption(snapshot) };

  it('gets one finding that names the removed members, the major and the version checked', async () => {
    const check = await rung.check(files(SERVERLESS_RAW), served);
    expect(check.kind).toBe('failed');
    const findings = check.kind === 'failed' ? check.findings : [];
    expect(findings.map((f) => f.code)).toEqual(['other-major-version']);
    const [finding] = findings;
    expect(finding?.severity).toBe('error');
    expect(finding?.line).toBe(11);
    expect(finding?.subjects).toEqual(['aws.apigateway.Deployment']);
    expect(finding?.message).toContain('`aws.apigateway.Deployment.stageName` (line 11)');
    expect(finding?.message).toContain('`aws.apigateway.Deployment.executionArn` (line 16)');
    expect(finding?.message).toContain('`aws.apigateway.Deployment.invokeUrl` (line 17)');
    expect(finding?.message).toContain(
      `removed in @pulumi/aws 7 (last in ${removedMembers(snapshot)?.providers['aws']?.majors[0]?.previous}); ` +
        `the version checked is ${snapshot.manifest.providers['aws']?.version}`,
    );
  });

  it('is not "fixed" by a spelling fix into another member that means something else', async () => {
    const program = SERVERLESS_RAW.replace("stageName: '',", "stageDescription: 'the API',");
    const check = await rung.check(files(program), served);
    // TypeScript alone would change `stageDescription` to the deployment's `description`.
    expect(check.kind).toBe('failed');
    expect(check.kind === 'failed' ? check.revision : 'no check').toBeUndefined();
    const [finding] = check.kind === 'failed' ? check.findings : [];
    expect(finding?.code).toBe('other-major-version');
    expect(finding?.message).toContain('`aws.apigateway.Deployment.stageDescription` (line 11)');
  });

  it('leaves its other type errors as they are', async () => {
    const check = await rung.check(
      files(`${SERVERLESS_RAW}export const count: number = stage.stageName;\n`),
      served,
    );
    expect(check.kind === 'failed' ? check.findings.map((f) => f.code) : []).toEqual([
      'other-major-version',
      'TS2322',
    ]);
  });

  it('names a namespace the major removed, as the program reaches it', async () => {
    // @pulumi/aws 7 removed the whole `opsworks` namespace: `aws.opsworks` is missing from the package root.
    const check = await rung.check(
      files(`import * as aws from '@pulumi/aws';
const stack = new aws.opsworks.Stack('ops', { region: 'us-east-1', serviceRoleArn: 'a', defaultInstanceProfileArn: 'b' });
export const id = stack.id;
`),
      served,
    );
    const findings = check.kind === 'failed' ? check.findings : [];
    expect(findings.map((f) => f.code)).toEqual(['other-major-version']);
    expect(findings[0]?.message).toContain('it uses `aws.opsworks` (line 2), removed in @pulumi/aws 7');
  });

  it('finds the namespace removed at the major a project pins (pulumi/examples classic-azure-ts-appservice-devops)', () => {
    // Its package.json pins @pulumi/azure 6.33.0 and writes `new azure.sql.SqlServer(…)`: 6 removed `sql`
    // (the type error is on the package root, a module); a name no earlier major had is not said removed.
    const pinned = removedMembersLookup(removedMembers(snapshot), {
      azure: { package: '@pulumi/azure', version: '6.33.0' },
    });
    const root = { package: '@pulumi/azure', module: 'index', kind: 'module', owner: '' } as const;
    expect(pinned?.({ ...root, name: 'sql' })).toMatchObject({
      member: 'azure.sql',
      major: 6,
      checkedVersion: '6.33.0',
    });
    expect(pinned?.({ ...root, name: 'sqlx' })).toBeUndefined();
  });

  it('finds an output of a TypeScript component the next major made a resource (pulumi/examples gcp-ts-docker-gcr-cloudrun)', () => {
    // It pins @pulumi/docker 4.11.2 and exports `image.digest`, an output of 3's component `Image`.
    const pinned = removedMembersLookup(removedMembers(snapshot), {
      docker: { package: '@pulumi/docker', version: '4.11.2' },
    });
    const image = { package: '@pulumi/docker', module: 'index', kind: 'class', owner: 'Image' } as const;
    expect(pinned?.({ ...image, name: 'digest' })).toMatchObject({
      member: 'docker.Image.digest',
      major: 4,
      previousVersion: '3.6.1',
    });
    expect(pinned?.({ ...image, name: 'id' })).toBeUndefined();
  });

  it('says nothing of majors when the program is checked at the major it was written for', async () => {
    // A project whose own package.json pins @pulumi/aws 6: the snapshot it is checked with holds 6.x.
    const ownPins = removedMembersLookup(removedMembers(snapshot), {
      aws: { package: '@pulumi/aws', version: '6.83.4' },
    });
    expect(
      ownPins?.({
        package: '@pulumi/aws',
        module: 'apigateway',
        kind: 'interface',
        owner: 'DeploymentArgs',
        name: 'stageName',
      }),
    ).toBeUndefined();
    const check = await rung.check(files(SERVERLESS_RAW), { projectDir: project.dir, config: {} });
    expect(check.kind === 'failed' ? check.findings.map((f) => f.code) : []).toEqual([
      'TS2353',
      'TS2339',
      'TS2339',
    ]);
  });
});
