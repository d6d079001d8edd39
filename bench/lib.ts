import { performance } from 'node:perf_hooks';

export interface Stats {
  n: number;
  p50: number;
  p95: number;
  mean: number;
}

/** Runs fn n times after a warm-up and reports latency in milliseconds. */
export async function measure(n: number, fn: () => Promise<unknown>, warmup = 20): Promise<Stats> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { n, p50: at(0.5), p95: at(0.95), mean: times.reduce((a, b) => a + b, 0) / n };
}

export const fmt = (s: Stats) => `p50 ${s.p50.toFixed(2)} ms · p95 ${s.p95.toFixed(2)} ms · média ${s.mean.toFixed(2)} ms (n=${s.n})`;
