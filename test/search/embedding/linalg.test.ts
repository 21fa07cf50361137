import { describe, expect, it } from 'vitest';
import {
  denseColumns,
  gaussianColumns,
  gram,
  multiply,
  multiplyTransposed,
  orthonormalise,
  randomizedSvdEmbedding,
  seededRandom,
  symmetricEigen,
  type CsrMatrix,
  type DenseColumns,
} from '../../../src/search/embedding/linalg.js';

/** A CSR matrix from a dense row-major square array. */
function csr(rows: readonly (readonly number[])[]): CsrMatrix {
  const rowStart = [0];
  const columns: number[] = [];
  const values: number[] = [];
  for (const row of rows) {
    row.forEach((value, column) => {
      if (value !== 0) {
        columns.push(column);
        values.push(value);
      }
    });
    rowStart.push(columns.length);
  }
  return {
    size: rows.length,
    rowStart: Int32Array.from(rowStart),
    columns: Int32Array.from(columns),
    values: Float32Array.from(values),
  };
}

function columnsOf(columns: readonly (readonly number[])[]): DenseColumns {
  const m = denseColumns(columns[0]!.length, columns.length);
  columns.forEach((column, c) => column.forEach((value, r) => (m.data[c * m.rows + r] = value)));
  return m;
}

const A = [
  [2, 0, 1],
  [0, 3, 0],
  [4, 0, 0],
];

describe('sparse products', () => {
  it('multiplies A and Aᵀ by a dense matrix stored by columns', () => {
    const x = columnsOf([
      [1, 2, 3],
      [0, 1, 0],
    ]);
    expect([...multiply(csr(A), x).data]).toEqual([5, 6, 4, 0, 3, 0]);
    expect([...multiplyTransposed(csr(A), x).data]).toEqual([14, 6, 1, 0, 3, 0]);
  });
});

describe('orthonormalise and gram', () => {
  it('makes the columns orthonormal, so XᵀX is the identity', () => {
    const m = gaussianColumns(8, 3, seededRandom(7));
    orthonormalise(m);
    const product = gram(m, m);
    for (let a = 0; a < 3; a++) {
      for (let b = 0; b < 3; b++) expect(product[a * 3 + b]).toBeCloseTo(a === b ? 1 : 0, 10);
    }
  });

  it('computes XᵀY row-major', () => {
    const x = columnsOf([
      [1, 0],
      [1, 1],
    ]);
    const y = columnsOf([
      [2, 3],
      [0, 1],
      [1, 1],
    ]);
    expect([...gram(x, y)]).toEqual([2, 0, 1, 5, 1, 2]);
  });
});

describe('seededRandom', () => {
  it('gives the same sequence for the same seed, in [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const values = Array.from({ length: 100 }, () => a());
    expect(values).toEqual(Array.from({ length: 100 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(seededRandom(43)()).not.toBe(values[0]);
  });
});

describe('symmetricEigen', () => {
  it('finds eigenvalues and eigenvectors with A v = λ v', () => {
    const matrix = Float64Array.from([4, 1, 0, 1, 3, 1, 0, 1, 2]);
    const { values, vectors } = symmetricEigen(matrix, 3);
    expect([...values].sort((a, b) => a - b).reduce((sum, v) => sum + v, 0)).toBeCloseTo(9, 10);
    for (let e = 0; e < 3; e++) {
      for (let row = 0; row < 3; row++) {
        let av = 0;
        for (let k = 0; k < 3; k++) av += matrix[row * 3 + k]! * vectors[k * 3 + e]!;
        expect(av).toBeCloseTo(values[e]! * vectors[row * 3 + e]!, 8);
      }
    }
  });
});

describe('randomizedSvdEmbedding', () => {
  it('recovers the top singular directions of a matrix, scaled by √σ, deterministically', () => {
    // A diagonal matrix: singular values 9, 4, 1, 0.25 along the axes.
    const diagonal = csr([
      [1, 0, 0, 0],
      [0, 9, 0, 0],
      [0, 0, 0.25, 0],
      [0, 0, 0, 4],
    ]);
    const embedding = randomizedSvdEmbedding(diagonal, 2, { oversample: 2 });
    expect(embedding).toHaveLength(8);
    // Column 0 is axis 1 weighted by √9 = 3; column 1 is axis 3 weighted by √4 = 2 (up to sign).
    expect(Math.abs(embedding[1 * 2 + 0]!)).toBeCloseTo(3, 4);
    expect(Math.abs(embedding[3 * 2 + 1]!)).toBeCloseTo(2, 4);
    expect(Math.abs(embedding[0 * 2 + 0]!)).toBeCloseTo(0, 4);
    expect([...randomizedSvdEmbedding(diagonal, 2, { oversample: 2 })]).toEqual([...embedding]);
  });
});
