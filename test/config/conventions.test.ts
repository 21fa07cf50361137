import { describe, expect, it } from 'vitest';
import { conventionsRule } from '../../src/config/conventions.js';

describe('repository conventions', () => {
  it('says the conventions to the model in one rule', () => {
    expect(conventionsRule({ tags: { team: 'platform' }, namePrefix: 'acme-', region: 'eu-west-1' })).toBe(
      'Repository conventions (.pulumi-gen.yml), which every program must follow: give every resource that has a `tags` (or `labels`) input exactly these entries, merged with any the request asks for: {"team":"platform"}; start every resource\'s logical name with "acme-"; the stack\'s region/location is "eu-west-1" (set in stack config: do not hard-code another one).',
    );
  });
});
