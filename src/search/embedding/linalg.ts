/**
 * The small amount of linear algebra the local embedding model needs, in plain TypeScript: a CSR sparse
 * matrix, products with tall dense matrices, Gram-Schmidt orthonormalisation and a Jacobi eigensolver for
 * the small projected problem of a randomized SVD (Halko, Martinsson, Tropp 2011).
 */

/** A square sparse matrix in compressed sparse row form. */
export interface CsrMatrix {
  readonly size: number;
  readonly rowStart: Int32Array;
  readonly columns: Int32Array;
  readonly values: Float32Array;
}

/** A dense rows×cols matrix stored column by column: column c is `data[c*rows .. (c+1)*rows)`. */
export interface DenseColumns {
  readonly rows: number;
  readonly cols: number;
  readonly data: Float64Array;
}

export function denseColumns(rows: number, cols: number): DenseColumns {
  return { rows, cols, data: new Float64Array(rows * cols) };
}

/** A deterministic PRNG (mulberry32) so the same corpus always trains the same model. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function gaussianColumns(rows: number, cols: number, random: () => number): DenseColumns {
  const m = denseColumns(rows, cols);
  for (let i = 0; i < m.data.length; i += 1) {
    const u = Math.max(random(), 1e-12);
    m.data[i] = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
  }
  return m;
}

/** A × X for sparse A (n×n) and dense X (n×k). */
export function multiply(a: CsrMatrix, x: DenseColumns): DenseColumns {
  const out = denseColumns(a.size, x.cols);
  const n = a.size;
  for (let row = 0; row < n; row += 1) {
    const start = a.rowStart[row] ?? 0;
    const end = a.rowStart[row + 1] ?? 0;
    for (let c = 0; c < x.cols; c += 1) {
      const base = c * n;
      let sum = 0;
      for (let p = start; p < end; p += 1) {
        sum += (a.values[p] ?? 0) * (x.data[base + (a.columns[p] ?? 0)] ?? 0);
      }
      out.data[base + row] = sum;
    }
  }
  return out;
}

/** Aᵀ × X for sparse A (n×n) and dense X (n×k). */
export function multiplyTransposed(a: CsrMatrix, x: DenseColumns): DenseColumns {
  const out = denseColumns(a.size, x.cols);
  const n = a.size;
  for (let row = 0; row < n; row += 1) {
    const start = a.rowStart[row] ?? 0;
    const end = a.rowStart[row + 1] ?? 0;
    for (let c = 0; c < x.cols; c += 1) {
      const base = c * n;
      const xv = x.data[base + row] ?? 0;
      if (xv === 0) {
        continue;
      }
      for (let p = start; p < end; p += 1) {
        const col = a.columns[p] ?? 0;
        out.data[base + col] = (out.data[base + col] ?? 0) + (a.values[p] ?? 0) * xv;
      }
    }
  }
  return out;
}

/** Orthonormalises the columns in place (modified Gram-Schmidt, twice for stability). */
export function orthonormalise(m: DenseColumns): void {
  const { rows, cols, data } = m;
  for (let pass = 0; pass < 2; pass += 1) {
    for (let c = 0; c < cols; c += 1) {
      const cBase = c * rows;
      for (let prev = 0; prev < c; prev += 1) {
        const pBase = prev * rows;
        let dot = 0;
        for (let i = 0; i < rows; i += 1) {
          dot += (data[cBase + i] ?? 0) * (data[pBase + i] ?? 0);
        }
        for (let i = 0; i < rows; i += 1) {
          data[cBase + i] = (data[cBase + i] ?? 0) - dot * (data[pBase + i] ?? 0);
        }
      }
      let norm = 0;
      for (let i = 0; i < rows; i += 1) {
        norm += (data[cBase + i] ?? 0) ** 2;
      }
      norm = Math.sqrt(norm) || 1;
      for (let i = 0; i < rows; i += 1) {
        data[cBase + i] = (data[cBase + i] ?? 0) / norm;
      }
    }
  }
}

/** Xᵀ × Y for two dense matrices with the same number of rows: a small cols(X)×cols(Y) matrix, row-major. */
export function gram(x: DenseColumns, y: DenseColumns): Float64Array {
  const out = new Float64Array(x.cols * y.cols);
  for (let a = 0; a < x.cols; a += 1) {
    for (let b = 0; b < y.cols; b += 1) {
      let sum = 0;
      const aBase = a * x.rows;
      const bBase = b * y.rows;
      for (let i = 0; i < x.rows; i += 1) {
        sum += (x.data[aBase + i] ?? 0) * (y.data[bBase + i] ?? 0);
      }
      out[a * y.cols + b] = sum;
    }
  }
  return out;
}

/** Eigen-decomposition of a small symmetric matrix (row-major, n×n) by cyclic Jacobi rotations. */
export function symmetricEigen(
  matrix: Float64Array,
  n: number,
): { values: Float64Array; vectors: Float64Array } {
  const a = Float64Array.from(matrix);
  const v = new Float64Array(n * n);
  for (let i = 0; i < n; i += 1) {
    v[i * n + i] = 1;
  }
  const at = (i: number, j: number): number => a[i * n + j] ?? 0;
  for (let sweep = 0; sweep < 60; sweep += 1) {
    let off = 0;
    for (let i = 0; i < n; i += 1) {
      for (let j = i + 1; j < n; j += 1) {
        off += at(i, j) ** 2;
      }
    }
    if (off < 1e-18) {
      break;
    }
    for (let p = 0; p < n; p += 1) {
      for (let q = p + 1; q < n; q += 1) {
        const apq = at(p, q);
        if (Math.abs(apq) < 1e-15) {
          continue;
        }
        const theta = (at(q, q) - at(p, p)) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < n; k += 1) {
          const akp = at(k, p);
          const akq = at(k, q);
          a[k * n + p] = c * akp - s * akq;
          a[k * n + q] = s * akp + c * akq;
        }
        for (let k = 0; k < n; k += 1) {
          const apk = at(p, k);
          const aqk = at(q, k);
          a[p * n + k] = c * apk - s * aqk;
          a[q * n + k] = s * apk + c * aqk;
        }
        for (let k = 0; k < n; k += 1) {
          const vkp = v[k * n + p] ?? 0;
          const vkq = v[k * n + q] ?? 0;
          v[k * n + p] = c * vkp - s * vkq;
          v[k * n + q] = s * vkp + c * vkq;
        }
      }
    }
  }
  const values = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    values[i] = at(i, i);
  }
  return { values, vectors: v };
}

/**
 * The top `rank` left singular vectors of A scaled by √σ (the usual eigenvalue weighting for PPMI-SVD word
 * vectors), by randomized range finding with power iterations. Returns an n×rank matrix, row-major.
 */
export function randomizedSvdEmbedding(
  a: CsrMatrix,
  rank: number,
  options: { oversample?: number; powerIterations?: number; seed?: number } = {},
): Float32Array {
  const l = Math.min(a.size, rank + (options.oversample ?? 10));
  const random = seededRandom(options.seed ?? 42);
  let y = multiply(a, gaussianColumns(a.size, l, random));
  orthonormalise(y);
  for (let iteration = 0; iteration < (options.powerIterations ?? 2); iteration += 1) {
    const z = multiplyTransposed(a, y);
    orthonormalise(z);
    y = multiply(a, z);
    orthonormalise(y);
  }
  // B = Qᵀ A, so Bᵀ = Aᵀ Q; the left singular vectors of B come from the eigenvectors of B Bᵀ.
  const bt = multiplyTransposed(a, y);
  const bbt = gram(bt, bt);
  const { values, vectors } = symmetricEigen(bbt, l);
  const order = Array.from(values.keys()).sort((i, j) => (values[j] ?? 0) - (values[i] ?? 0));
  const k = Math.min(rank, l);
  const out = new Float32Array(a.size * k);
  for (let c = 0; c < k; c += 1) {
    const eigen = order[c] ?? 0;
    const sigma = Math.sqrt(Math.max(values[eigen] ?? 0, 0));
    const weight = Math.sqrt(sigma);
    for (let i = 0; i < a.size; i += 1) {
      let sum = 0;
      for (let j = 0; j < l; j += 1) {
        sum += (y.data[j * a.size + i] ?? 0) * (vectors[j * l + eigen] ?? 0);
      }
      out[i * k + c] = sum * weight;
    }
  }
  return out;
}
