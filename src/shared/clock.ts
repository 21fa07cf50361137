/** Milliseconds since some fixed point; injected so tests and reports get stable timings. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => performance.now() };
