import { describe, expect, it } from 'vitest';
import { distinctErrors, parseRunResult, type RunError } from '../../../src/verify/mock/run-result.js';

describe('parseRunResult', () => {
  it('reads a well-formed result whole', () => {
    const result = parseRunResult(
      JSON.stringify({
        registrations: [
          {
            type: 'aws:s3/bucket:Bucket',
            name: 'site',
            custom: true,
            urn: 'urn:pulumi:dev::p::aws:s3/bucket:Bucket::site',
            parent: 'urn:root',
            inputs: { bucket: 'x' },
            dependencies: ['urn:a'],
            propertyDependencies: { policy: ['urn:b', 3] },
            read: false,
          },
          { type: 'awsx:ec2:Vpc', name: 'vpc', custom: false, remote: true },
        ],
        invokes: [{ token: 'aws:ec2/getAmi:getAmi', inputs: { owners: ['amazon'] } }],
        calls: [
          { kind: 'function', package: '@pulumi/aws', path: 'ec2.getAmi', argKeys: ['owners'], stack: 's' },
        ],
        errors: [{ kind: 'program-error', name: 'TypeError', message: 'boom', stack: 'at x' }],
        completed: true,
        violations: [{ what: 'host-file', stack: 'at y', path: '/etc/passwd' }],
        nonce: 'n-1',
      }),
    );
    expect(result.registrations[0]).toEqual({
      type: 'aws:s3/bucket:Bucket',
      name: 'site',
      custom: true,
      urn: 'urn:pulumi:dev::p::aws:s3/bucket:Bucket::site',
      parent: 'urn:root',
      inputs: { bucket: 'x' },
      dependencies: ['urn:a'],
      propertyDependencies: { policy: ['urn:b'] },
      read: false,
    });
    expect(result.registrations[1]).toMatchObject({
      remote: true,
      custom: false,
      inputs: {},
      dependencies: [],
    });
    expect(result.invokes).toEqual([{ token: 'aws:ec2/getAmi:getAmi', inputs: { owners: ['amazon'] } }]);
    expect(result.calls[0]).toEqual({
      kind: 'function',
      package: '@pulumi/aws',
      path: 'ec2.getAmi',
      argKeys: ['owners'],
      stack: 's',
    });
    expect(result.errors[0]?.kind).toBe('program-error');
    expect(result.completed).toBe(true);
    expect(result.violations).toEqual([{ what: 'host-file', stack: 'at y', path: '/etc/passwd' }]);
    expect(result.nonce).toBe('n-1');
  });

  it('trusts no shape: wrong types become defaults, unknown error kinds runner errors, junk entries go', () => {
    const result = parseRunResult(
      JSON.stringify({
        registrations: [null, 5, { type: 7, inputs: [], custom: 'yes', urn: '', read: 'true' }],
        invokes: 'nope',
        calls: [{ kind: 'class', argKeys: [1, 'a'], stack: 9 }],
        errors: [{ kind: 'pwned', message: 42 }],
        completed: 'true',
        nonce: 5,
      }),
    );
    expect(result.registrations).toEqual([
      {
        type: '7',
        name: '',
        custom: false,
        inputs: {},
        dependencies: [],
        propertyDependencies: {},
        read: false,
      },
    ]);
    expect(result.invokes).toEqual([]);
    expect(result.calls).toEqual([{ kind: 'resource', package: '', path: '', argKeys: ['a'], stack: '' }]);
    expect(result.errors).toEqual([{ kind: 'runner-error', name: 'Error', message: '42', stack: '' }]);
    expect(result.completed).toBe(false);
    expect(result).not.toHaveProperty('nonce');
    expect(result.violations).toEqual([]);
  });

  it('refuses a result that is not an object, and text that is not JSON', () => {
    expect(() => parseRunResult('[1,2]')).toThrow('the mock runner wrote no result object');
    expect(() => parseRunResult('null')).toThrow('the mock runner wrote no result object');
    expect(() => parseRunResult('{"registrations": [')).toThrow(SyntaxError);
  });
});

describe('distinctErrors', () => {
  const error = (message: string): RunError => ({
    kind: 'unhandled-rejection',
    name: 'Error',
    message,
    stack: '',
  });

  it('keeps the first sighting of each message, at most max, and counts the distinct ones left out', () => {
    const errors = [error('a'), error('b'), error('a'), error('c'), error('d'), error('b')];
    const { errors: kept, more } = distinctErrors(errors, 2);
    expect(kept.map((e) => e.message)).toEqual(['a', 'b']);
    expect(kept[0]).toBe(errors[0]);
    expect(more).toBe(2);
    expect(distinctErrors(errors, 10).more).toBe(0);
  });

  it('handles a flood of one rejection in one pass', () => {
    const flood = Array.from({ length: 300_000 }, () => error('same'));
    expect(distinctErrors(flood, 5)).toEqual({ errors: [flood[0]], more: 0 });
  });
});
