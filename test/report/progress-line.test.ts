import { describe, expect, it } from 'vitest';

import { describeProgress } from '../../src/report/progress-line.js';

describe('progress lines', () => {
  it('say what the package store is fetching, that it still is, and what it linked', () => {
    expect(describeProgress({ kind: 'install', step: 'fetching', what: '@pulumi/command@4.5.0' })).toBe(
      '  fetching @pulumi/command@4.5.0 and its dependencies into the package store…',
    );
    expect(
      describeProgress({
        kind: 'install',
        step: 'fetching',
        what: '@pulumi/command@4.5.0',
        durationMs: 30_000,
      }),
    ).toBe('  still fetching @pulumi/command@4.5.0 (30.0 s)…');
    expect(
      describeProgress({ kind: 'install', step: 'fetched', what: '@pulumi/command@4.5.0', durationMs: 6840 }),
    ).toBe('  fetched @pulumi/command@4.5.0 in 6.8 s');
    expect(
      describeProgress({
        kind: 'install',
        step: 'linked',
        what: '@pulumi/pulumi@3.270.0, @pulumi/command@4.5.0',
        durationMs: 730,
      }),
    ).toBe(
      '  linked node_modules (@pulumi/pulumi@3.270.0, @pulumi/command@4.5.0) from the package store in 730 ms',
    );
  });

  it('say which catalog package is being built for the request, in the one wording the CLI and action share', () => {
    expect(describeProgress({ kind: 'package', message: 'fetching @pulumi/hcloud@1.0.0 from npm' })).toBe(
      '  package: fetching @pulumi/hcloud@1.0.0 from npm',
    );
  });
});
