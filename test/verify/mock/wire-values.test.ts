import * as pulumi from '@pulumi/pulumi';
import {
  serializeProperty,
  specialArchiveSig,
  specialAssetSig,
  specialOutputValueSig,
  specialResourceSig,
  specialSecretSig,
  specialSigKey,
  unknownValue,
} from '@pulumi/pulumi/runtime/rpc.js';
import { describe, expect, it } from 'vitest';
import { createStandIns } from '../../../src/verify/mock/stand-ins.js';
import { invokeResult, plainObject, plainValue, UNKNOWN } from '../../../src/verify/mock/wire-values.js';

describe('plainValue (the signatures are the SDK’s own)', () => {
  it('knows the SDK’s unknown sentinel', () => {
    expect(UNKNOWN).toBe(unknownValue);
    expect(plainValue([unknownValue, 'x'])).toEqual(['<unknown>', 'x']);
  });

  it('unwraps secrets and output values, and says unknown for an output without a value', () => {
    expect(plainValue({ password: { [specialSigKey]: specialSecretSig, value: 'hunter2' } })).toEqual({
      password: 'hunter2',
    });
    expect(
      plainValue({ [specialSigKey]: specialOutputValueSig, value: { port: 80 }, dependencies: [] }),
    ).toEqual({
      port: 80,
    });
    expect(plainValue({ [specialSigKey]: specialOutputValueSig, dependencies: [] })).toBe('<unknown>');
  });

  it('writes resource references as their URN, assets and archives as markers', async () => {
    expect(plainValue({ [specialSigKey]: specialResourceSig, urn: 'urn:pulumi:dev::p::t::n', id: 'i' })).toBe(
      'urn:pulumi:dev::p::t::n',
    );
    expect(plainValue({ [specialSigKey]: specialResourceSig })).toBe('<resource>');
    // The asset and archive encodings as the SDK itself serializes them.
    const wire = await serializeProperty(
      'test',
      { code: new pulumi.asset.AssetArchive({}), page: new pulumi.asset.StringAsset('<h1>hi</h1>') },
      new Set(),
      { keepOutputValues: false },
    );
    expect(plainValue(wire)).toEqual({ code: '<archive>', page: '<asset>' });
    expect(specialAssetSig).not.toBe(specialArchiveSig);
  });

  it('stops at a depth no real value has', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 60; i++) deep = [deep];
    expect(JSON.stringify(plainValue(deep))).toContain('<too deep>');
  });
});

describe('plainObject', () => {
  it('is the plain object, or empty for anything that is not one', () => {
    expect(plainObject({ a: { [specialSigKey]: specialSecretSig, value: 1 } })).toEqual({ a: 1 });
    expect(plainObject([1, 2])).toEqual({});
    expect(plainObject('text')).toEqual({});
    expect(plainObject(null)).toEqual({});
  });
});

describe('invokeResult', () => {
  it('echoes the arguments, fills declared outputs with stand-ins and gives an id', () => {
    const standIns = createStandIns('mk1');
    const result = invokeResult(
      'aws:ec2/getSubnets:getSubnets',
      { filters: [{ name: 'vpc-id', values: ['v'] }] },
      (token) =>
        token === 'aws:ec2/getSubnets:getSubnets' ? { ids: 'string[]', filters: 'array' } : undefined,
      standIns,
    );
    expect(result).toEqual({
      filters: [{ name: 'vpc-id', values: ['v'] }],
      ids: ['mk1-ids-0', 'mk1-ids-1', 'mk1-ids-2'],
      id: 'mk1-getSubnets-id',
    });
    expect(invokeResult('x:y:getZ', { id: 'given' }, () => undefined, standIns)).toEqual({ id: 'given' });
  });
});
