import { describe, expect, it } from 'vitest';

import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import {
  REMOVED_MEMBERS_FILE,
  removedMembers,
  removedMembersLookup,
  removedMembersOption,
  type MissingMember,
  type RemovedMembers,
} from '../../src/snapshot/read-removed-members.js';
import { PLAN_SNAPSHOT_DIR } from '../support/make-plan-snapshot.js';

describe('which removals a run is told of', () => {
  const file: RemovedMembers = {
    format: 1,
    source: 'test',
    providers: {
      tiny: {
        package: '@pulumi/tiny',
        current: '3.1.0',
        majors: [
          {
            major: 3,
            previous: '2.9.0',
            removedRecords: ['tiny.gateway.Model', 'tiny.gateway.Route'],
            moved: { 'tiny.gateway.Route': 'tiny.routing.Route' },
            records: {},
            types: {},
          },
          {
            major: 2,
            previous: '1.4.0',
            removedRecords: [],
            records: { 'tiny.gateway.Deployment': { outputs: ['invokeUrl'], inputs: ['stageName'] } },
            types: { 'inputs.gateway.DeploymentCanary': ['percent'] },
          },
        ],
      },
    },
  };
  const missing = (kind: MissingMember['kind'], owner: string, name: string): MissingMember => ({
    package: '@pulumi/tiny',
    module: 'gateway',
    kind,
    owner,
    name,
  });
  const at = (version: string) => removedMembersLookup(file, { tiny: { package: '@pulumi/tiny', version } });

  it('names the member, the major that removed it and the version checked', () => {
    const lookup = at('3.1.0');
    expect(lookup?.(missing('interface', 'DeploymentArgs', 'stageName'))).toEqual({
      member: 'tiny.gateway.Deployment.stageName',
      subject: 'tiny.gateway.Deployment',
      package: '@pulumi/tiny',
      major: 2,
      previousVersion: '1.4.0',
      checkedVersion: '3.1.0',
    });
    expect(lookup?.(missing('class', 'Deployment', 'invokeUrl'))?.member).toBe(
      'tiny.gateway.Deployment.invokeUrl',
    );
    expect(lookup?.(missing('module', '', 'Model'))).toMatchObject({
      member: 'tiny.gateway.Model',
      major: 3,
    });
    expect(lookup?.(missing('module', '', 'Route'))).toMatchObject({
      member: 'tiny.gateway.Route',
      subject: 'tiny.routing.Route',
      movedTo: 'tiny.routing.Route',
    });
    expect(lookup?.(missing('type', 'gateway.DeploymentCanary', 'percent'))?.member).toBe(
      'tiny.types.input.gateway.DeploymentCanary.percent',
    );
    // An input is not an output: `invokeUrl` was never an input.
    expect(lookup?.(missing('interface', 'DeploymentArgs', 'invokeUrl'))).toBeUndefined();
    expect(lookup?.(missing('class', 'Deployment', 'restApi'))).toBeUndefined();
  });

  it('says nothing when the program is checked at the major it was written for (its own pins)', () => {
    expect(at('1.4.0')).toBeUndefined();
    // At major 2 (a project's own pins), what 3 removed is not said, what 2 removed is.
    expect(at('2.3.0')?.(missing('module', '', 'Model'))).toBeUndefined();
    expect(at('2.3.0')?.(missing('class', 'Deployment', 'invokeUrl'))?.checkedVersion).toBe('2.3.0');
    expect(
      removedMembersLookup(file, { tiny: { package: '@pulumi/other', version: '3.1.0' } }),
    ).toBeUndefined();
  });
});

describe("a snapshot's removals file", () => {
  it('is read from the bundled snapshot, and a run over it is told of what aws 7 removed', () => {
    const snapshot = openSnapshot(defaultSnapshotDir());
    expect(snapshot.manifest.checksums[REMOVED_MEMBERS_FILE]).toBeDefined();
    expect(removedMembers(snapshot)?.providers['aws']?.package).toBe('@pulumi/aws');
    const lookup = removedMembersOption(snapshot).removedMembers;
    expect(
      lookup?.({
        package: '@pulumi/aws',
        module: 'apigateway',
        kind: 'interface',
        owner: 'DeploymentArgs',
        name: 'stageName',
      }),
    ).toMatchObject({ member: 'aws.apigateway.Deployment.stageName', subject: 'aws.apigateway.Deployment' });
  });

  it('is absent from a snapshot that ships none, and then no lookup is given', () => {
    const snapshot = openSnapshot(PLAN_SNAPSHOT_DIR);
    expect(snapshot.manifest.checksums[REMOVED_MEMBERS_FILE]).toBeUndefined();
    expect(removedMembers(snapshot)).toBeUndefined();
    expect(removedMembersOption(snapshot)).toEqual({});
  });
});
