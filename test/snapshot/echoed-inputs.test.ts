import { describe, expect, it } from 'vitest';
import { ECHO_SUPPORT, echoedInputs } from '../../src/snapshot/echoed-inputs.js';
import { bundled } from '../plan/bundled-rule-cases.js';

describe('inputs that name an entry of a list the resource declares', () => {
  it("finds a DynamoDB table's keys among its attributes, counted from its doc examples", () => {
    const echoes = echoedInputs(bundled, 'aws:dynamodb/table:Table');
    expect(echoes.map((e) => `${e.from} -> ${e.to}`)).toEqual([
      'hashKey -> attributes.name',
      'rangeKey -> attributes.name',
    ]);
    for (const echo of echoes) expect(echo.support).toBeGreaterThanOrEqual(ECHO_SUPPORT);
  });

  it('keeps no value the examples repeat by chance: the input doc must name the entry', () => {
    // Every GKE cluster example writes the same string for `network` and `subnetwork` ("default").
    expect(echoedInputs(bundled, 'gcp:container/cluster:Cluster')).toEqual([]);
    expect(echoedInputs(bundled, 'aws:wafregional/rule:Rule')).toEqual([]);
    expect(echoedInputs(bundled, 'no:such/thing:Thing')).toEqual([]);
  });
});
