import { describe, expect, it } from 'vitest';
import { createStandIns, randomMarker } from '../../../src/verify/mock/stand-ins.js';

describe('randomMarker', () => {
  it('is seven lowercase letters and digits starting with a letter, different each time', () => {
    const markers = new Set(Array.from({ length: 50 }, () => randomMarker()));
    for (const marker of markers) expect(marker).toMatch(/^[a-z][a-z0-9]{6}$/);
    expect(markers.size).toBeGreaterThan(45);
  });

  it('makes values whose JSON.parse failure names the marker, so the failure is never blamed on the program', () => {
    for (let draw = 0; draw < 300; draw += 1) {
      const standIns = createStandIns(randomMarker());
      const value = standIns.output('string', 'aws.ssm.getParameter', 'value') as string;
      let message = '';
      try {
        JSON.parse(value);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(standIns.mentions(message), message).toBe(true);
    }
  });
});

describe('createStandIns', () => {
  const standIns = createStandIns('mk7');

  it('makes config values of the kind and shape the program reads, marked', () => {
    expect(
      standIns.config({ key: 'app:dbName', kind: 'string', secret: false, required: true, literals: [] }),
    ).toBe('mk7-dbName');
    expect(
      standIns.config({ key: 'password', kind: 'string', secret: true, required: true, literals: [] }),
    ).toBe('mk7-secret-password');
    expect(
      standIns.config({ key: 'count', kind: 'number', secret: false, required: true, literals: [] }),
    ).toBe('1');
    expect(standIns.config({ key: 'on', kind: 'boolean', secret: false, required: true, literals: [] })).toBe(
      'true',
    );
    const object = standIns.config({
      key: 'network',
      kind: 'object',
      secret: false,
      required: true,
      literals: [],
      shape: {
        kind: 'object',
        fields: {
          cidrs: { kind: 'array', element: { kind: 'string' } },
          zone: { kind: 'string', value: 'eu-west-1a' },
          tags: { kind: 'map', value: { kind: 'number' } },
        },
      },
    });
    expect(JSON.parse(object)).toEqual({
      cidrs: ['mk7-network-cidrs'],
      zone: 'eu-west-1a',
      tags: { 'mk7-network-tags-key': 1 },
    });
  });

  it('makes lookup outputs and ids, and knows its own values', () => {
    expect(standIns.output('string[]', 'getSubnets', 'ids')).toEqual(['mk7-ids-0', 'mk7-ids-1', 'mk7-ids-2']);
    expect(standIns.output('string', 'getAmi', 'id')).toBe('mk7-getAmi-id');
    expect(standIns.output('boolean', 'getVpc', 'default')).toBe(false);
    expect(standIns.id('getVpc')).toBe('mk7-getVpc-id');
    expect(standIns.mentions('arn:aws:s3:::mk7-bucket')).toBe(true);
    expect(standIns.mentions('arn:aws:s3:::bucket')).toBe(false);
  });
});
