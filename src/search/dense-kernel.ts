import type { QuantisedRows } from './embedding/local-model.js';

/**
 * The dense channel's dot products in WebAssembly SIMD, each exactly the sum the scalar loop makes: every row's
 * products (int8 value × float32 query component, exact in float64) added in dimension order into a float64
 * running sum, so scores, ranks and ties are the same to the last bit. What changes is how many rows run at
 * once: eight, as four f64x2 sums, from the provider's rows copied once into the kernel's memory interleaved
 * by eight (the eight rows' values of one dimension are one 8-byte load). A multi-part search scans a provider
 * once per distinct text, and the scalar scan was a sixth of it.
 */

/** Rows per block: one 8-byte load, four f64x2 sums. */
const BLOCK = 8;
const PAGE = 65_536;

/** The signed LEB128 of a small integer (what `i32.const` and `v128.const`'s neighbours take). */
function sleb(value: number): number[] {
  const out: number[] = [];
  for (;;) {
    const byte = value & 0x7f;
    value >>= 7;
    const done = (value === 0 && (byte & 0x40) === 0) || (value === -1 && (byte & 0x40) !== 0);
    out.push(done ? byte : byte | 0x80);
    if (done) return out;
  }
}

/** The unsigned LEB128 of a size or count. */
function uleb(value: number): number[] {
  const out: number[] = [];
  do {
    const byte = value & 0x7f;
    value >>>= 7;
    out.push(value === 0 ? byte : byte | 0x80);
  } while (value !== 0);
  return out;
}

const section = (id: number, content: readonly number[]): number[] => [
  id,
  ...uleb(content.length),
  ...content,
];
const name = (text: string): number[] => [...uleb(text.length), ...[...text].map((c) => c.charCodeAt(0))];

// The instructions the kernel uses (WebAssembly core and SIMD opcodes).
const I32 = 0x7f;
const V128 = 0x7b;
const get = (local: number) => [0x20, local];
const set = (local: number) => [0x21, local];
const tee = (local: number) => [0x22, local];
const i32Const = (value: number) => [0x41, ...sleb(value)];
const I32_ADD = [0x6a];
const I32_SUB = [0x6b];
const I32_EQZ = [0x45];
const BLOCK_VOID = [0x02, 0x40];
const LOOP_VOID = [0x03, 0x40];
const END = [0x0b];
const brIf = (depth: number) => [0x0d, depth];
const simd = (op: number, ...immediates: number[]) => [0xfd, ...uleb(op), ...immediates];
const F64_LOAD = [0x2b, 0x03, 0x00];
const LOAD8X8_S = simd(0x01, 0x00, 0x00);
const v128Store = (offset: number) => simd(0x0b, 0x04, ...uleb(offset));
const V128_ZERO = simd(0x0c, ...new Array<number>(16).fill(0));
/** The upper eight bytes moved down: i32 lanes 2 and 3 become lanes 0 and 1. */
const HIGH_HALF = simd(0x0d, 8, 9, 10, 11, 12, 13, 14, 15, 8, 9, 10, 11, 12, 13, 14, 15);
const F64X2_SPLAT = simd(0x14);
const EXTEND_LOW_I16 = simd(0xa7);
const EXTEND_HIGH_I16 = simd(0xa8);
const CONVERT_LOW_I32 = simd(0xfe);
const F64X2_ADD = simd(0xf0);
const F64X2_MUL = simd(0xf2);

// dots(rows, query, out, blocks, dims): params 0–4; locals: 5 d, 6 query cursor, 7–10 sums, 11 query
// component, 12 and 13 the block's values widened to i32.
const [ROWS, QUERY, OUT, BLOCKS, DIMS, D, Q, SUM, X, LOW, HIGH] = [0, 1, 2, 3, 4, 5, 6, 7, 11, 12, 13];
/** `sum += f64(lanes 0 and 1 of the i32 vector on the stack) * x`. */
const addProduct = (sum: number, lanes: readonly number[]) => [
  ...get(sum),
  ...lanes,
  ...CONVERT_LOW_I32,
  ...get(X),
  ...F64X2_MUL,
  ...F64X2_ADD,
  ...set(sum),
];
const step = (local: number, by: number) => [...get(local), ...i32Const(by), ...I32_ADD, ...set(local)];
const BODY = [
  ...[0x02, 0x02, I32, 0x07, V128],
  ...BLOCK_VOID,
  ...get(BLOCKS),
  ...I32_EQZ,
  ...brIf(0),
  ...LOOP_VOID,
  ...V128_ZERO,
  ...tee(SUM),
  ...tee(SUM + 1),
  ...tee(SUM + 2),
  ...set(SUM + 3),
  ...get(QUERY),
  ...set(Q),
  ...get(DIMS),
  ...set(D),
  ...LOOP_VOID,
  ...[...get(Q), ...F64_LOAD, ...F64X2_SPLAT, ...set(X)],
  ...[...get(ROWS), ...LOAD8X8_S, ...tee(HIGH), ...EXTEND_LOW_I16, ...set(LOW)],
  ...[...get(HIGH), ...EXTEND_HIGH_I16, ...set(HIGH)],
  ...addProduct(SUM, get(LOW)),
  ...addProduct(SUM + 1, [...get(LOW), ...get(LOW), ...HIGH_HALF]),
  ...addProduct(SUM + 2, get(HIGH)),
  ...addProduct(SUM + 3, [...get(HIGH), ...get(HIGH), ...HIGH_HALF]),
  ...step(ROWS, BLOCK),
  ...step(Q, 8),
  ...[...get(D), ...i32Const(1), ...I32_SUB, ...tee(D), ...brIf(0)],
  ...END,
  ...[0, 1, 2, 3].flatMap((i) => [...get(OUT), ...get(SUM + i), ...v128Store(16 * i)]),
  ...step(OUT, BLOCK * 8),
  ...[...get(BLOCKS), ...i32Const(1), ...I32_SUB, ...tee(BLOCKS), ...brIf(0)],
  ...END,
  ...END,
  ...END,
];

const MODULE_BYTES = new Uint8Array([
  ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
  ...section(1, [0x01, 0x60, 0x05, I32, I32, I32, I32, I32, 0x00]),
  ...section(2, [0x01, ...name('env'), ...name('memory'), 0x02, 0x00, 0x01]),
  ...section(3, [0x01, 0x00]),
  ...section(7, [0x01, ...name('dots'), 0x00, 0x00]),
  ...section(10, [0x01, ...uleb(BODY.length), ...BODY]),
]);

/** What the kernel uses of the WebAssembly JavaScript API (the project's `lib` has no DOM declarations). */
interface WebAssemblyApi {
  validate(bytes: Uint8Array): boolean;
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { readonly exports: Record<string, unknown> };
  Memory: new (descriptor: { initial: number }) => { readonly buffer: ArrayBuffer };
}
const wasm = (globalThis as { WebAssembly?: WebAssemblyApi }).WebAssembly;

let compiled: object | null | undefined;
/** The compiled kernel, or null where WebAssembly SIMD is not available (the scalar loop is used). */
function kernelModule(): object | null {
  compiled ??= wasm?.validate(MODULE_BYTES) === true ? new wasm.Module(MODULE_BYTES) : null;
  return compiled;
}

/** One provider's rows in a kernel instance: scores every row against a query. */
export type DenseScorer = (query: Float32Array) => Float64Array;

/**
 * A scorer over the rows (copied once, interleaved by {@link BLOCK}), or undefined where WebAssembly SIMD is
 * unavailable. Each score is the row's dot product with the query, summed in dimension order, times its scale.
 */
export function simdScorer(rows: QuantisedRows, dims: number): DenseScorer | undefined {
  const module = kernelModule();
  const count = rows.scales.length;
  if (wasm === undefined || module === null || dims === 0 || count === 0) return undefined;
  const blocks = Math.ceil(count / BLOCK);
  const padded = blocks * BLOCK;
  const queryAt = 0;
  const outAt = dims * 8;
  const rowsAt = outAt + padded * 8;
  let memory: { readonly buffer: ArrayBuffer };
  let instance: { readonly exports: Record<string, unknown> };
  try {
    memory = new wasm.Memory({ initial: Math.ceil((rowsAt + padded * dims) / PAGE) });
    instance = new wasm.Instance(module, { env: { memory } });
  } catch {
    // Each memory reserves address space; where the process has run out of it, the scalar loop scores.
    return undefined;
  }
  const dots = instance.exports['dots'] as (...args: number[]) => void;
  const interleaved = new Int8Array(memory.buffer, rowsAt, padded * dims);
  for (let row = 0; row < count; row += 1) {
    const base = (row - (row % BLOCK)) * dims + (row % BLOCK);
    for (let d = 0; d < dims; d += 1) {
      interleaved[base + d * BLOCK] = rows.values[row * dims + d]!;
    }
  }
  const query64 = new Float64Array(memory.buffer, queryAt, dims);
  const out = new Float64Array(memory.buffer, outAt, padded);
  return (query) => {
    query64.set(query.subarray(0, dims));
    dots(rowsAt, queryAt, outAt, blocks, dims);
    const scores = new Float64Array(count);
    for (let row = 0; row < count; row += 1) {
      scores[row] = out[row]! * rows.scales[row]!;
    }
    return scores;
  };
}
