import { describe, expect, it } from 'vitest';
import { normalise } from '../../../src/search/embedding/embedder.js';

describe('normalise', () => {
  it('scales a vector to unit length in place', () => {
    const vector = Float32Array.from([3, 4]);
    expect(normalise(vector)).toBe(vector);
    expect([...vector]).toEqual([0.6000000238418579, 0.800000011920929]);
  });

  it('leaves the zero vector as it is', () => {
    expect([...normalise(new Float32Array(3))]).toEqual([0, 0, 0]);
  });
});
