/**
 * Whether this process is saturated, from its event loop's delay (node:perf_hooks, as Fastify's
 * under-pressure does). When the handlers' own work fills the loop (the database driver runs
 * statements on it), requests wait in the sockets before Hono even sees them, so counting
 * requests in flight (overload.ts) cannot notice; the loop's delay can. Sampled every
 * `sampleMs`: busy while the mean delay of the last sample exceeded `maxDelayMs`.
 * One monitor per process and threshold (the event loop is per process): tests that make many
 * apps do not make many timers.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";

export interface Pressure {
  busy(): boolean;
}

const SAMPLE_MS = 500;
const monitors = new Map<number, Pressure>();

export function eventLoopPressure(maxDelayMs: number): Pressure {
  const existing = monitors.get(maxDelayMs);
  if (existing) return existing;
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let busy = false;
  setInterval(() => {
    // A window without a sample (the loop ran this tick before the monitor's own timer, as a
    // saturated loop may) says nothing: its mean is NaN, which would read as "not busy".
    if (histogram.count === 0) return;
    // Nanoseconds; the resolution's own 10 ms is not a delay.
    busy = histogram.mean / 1e6 - 10 > maxDelayMs;
    histogram.reset();
  }, SAMPLE_MS).unref();
  const pressure = { busy: () => busy };
  monitors.set(maxDelayMs, pressure);
  return pressure;
}
