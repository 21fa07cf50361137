import { describe, expect, it } from 'vitest';
import { configKeys } from '../../src/plan/config-keys.js';
import { draftOf, edits, read, sources } from './rule-cases.js';

describe('rule config-keys', () => {
  const text = 'An RDS instance using the admin password, named after Stage = PROD | CODE';

  it('reads secrets and settings with their choices', async () => {
    expect(await edits(configKeys, draftOf(), text)).toEqual([
      'config adminPassword (secret)',
      'config stage PROD|CODE',
    ]);
  });

  it('keeps where each was said', async () => {
    const made = await configKeys.run(draftOf(), read(text), sources);
    const said = made.flatMap((edit) =>
      edit.kind === 'config' && edit.config.span !== undefined
        ? [text.slice(edit.config.span.start, edit.config.span.end)]
        : [],
    );
    expect(said).toEqual(['the admin password', 'Stage = PROD | CODE']);
  });
});
