import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { defaultSnapshotDir, packageRoot } from '../../../src/shared/paths.js';
import { openSnapshot } from '../../../src/snapshot/open-snapshot.js';
import { listElements, packageOutputTypes } from '../../../src/verify/mock/output-types.js';
import { createRecordLookup } from '../../../src/verify/mock/record-lookup.js';
import { createStandIns } from '../../../src/verify/mock/stand-ins.js';

const NODE_MODULES = join(packageRoot(), 'node_modules');
const types = packageOutputTypes(NODE_MODULES);
const snapshot = openSnapshot(defaultSnapshotDir());
const packageOf = (record: { readonly provider: string }) =>
  snapshot.manifest.providers[record.provider]?.package;

describe('packageOutputTypes', () => {
  it("reads a nested output type's fields from the installed package's types/output.d.ts", () => {
    const certificate = types('@pulumi/tls', 'outputs.GetCertificateCertificate');
    expect(certificate?.get('certPem')).toBe('string');
    expect(certificate?.get('isCa')).toBe('boolean');
    expect(certificate?.get('maxPathLength')).toBe('number');
    // Namespaced types keep their namespace in the name.
    expect(types('@pulumi/tls', 'outputs.config.Proxy')?.get('fromEnv')).toBe('boolean');
  });

  it('knows nothing of a type or a package it cannot find', () => {
    expect(types('@pulumi/tls', 'outputs.NoSuchType')).toBeUndefined();
    expect(types('@pulumi/not-installed', 'outputs.GetCertificateCertificate')).toBeUndefined();
  });
});

describe('listElements', () => {
  const standIns = createStandIns('mk7');
  const elementOf = listElements(createRecordLookup(snapshot), packageOf, types, standIns);

  it("makes one element of a lookup's list of objects, each field a marked stand-in of its shape", () => {
    const element = elementOf('tls:index/getCertificate:getCertificate', 'certificates');
    expect(element).toBeDefined();
    expect(Object.keys(element ?? {})).toEqual(
      expect.arrayContaining(['certPem', 'isCa', 'issuer', 'maxPathLength']),
    );
    expect(typeof element?.['certPem']).toBe('string');
    expect(standIns.mentions(String(element?.['certPem']))).toBe(true);
    expect(typeof element?.['isCa']).toBe('boolean');
    expect(typeof element?.['maxPathLength']).toBe('number');
  });

  it('makes nothing for an output that is no list of objects, or a token the snapshot lacks', () => {
    expect(elementOf('tls:index/getCertificate:getCertificate', 'url')).toBeUndefined();
    expect(elementOf('tls:index/getCertificate:getNothing', 'certificates')).toBeUndefined();
  });
});
