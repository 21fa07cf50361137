import { describe, expect, it } from 'vitest';
import { conventionsOf } from '../../src/config/repo-config.js';

describe('conventionsOf', () => {
  it('keeps what the program itself must carry: region, tags and name prefix', () => {
    expect(
      conventionsOf({
        region: 'eu-west-1',
        tags: { team: 'platform', 'cost-center': '42' },
        namePrefix: 'acme-',
        providers: ['aws', 'random'],
        policyPacks: ['policies/baseline'],
        outputPath: 'infra/generated',
      }),
    ).toEqual({ region: 'eu-west-1', tags: { team: 'platform', 'cost-center': '42' }, namePrefix: 'acme-' });
    expect(conventionsOf({ tags: {} })).toEqual({ tags: {} });
  });

  it('is nothing when the file sets no convention', () => {
    expect(conventionsOf({})).toBeUndefined();
    expect(conventionsOf({ providers: ['aws'], outputPath: 'infra' })).toBeUndefined();
  });
});
