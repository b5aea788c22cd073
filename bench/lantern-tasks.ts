/**
 * What Lighthouse's simulation (Lantern) counts as blocking in one run: its total blocking time
 * and the main thread's tasks that last over 50 ms once simulated (a 4x slower CPU), each with
 * when it ran in the trace and what ran in it (a module's evaluation, a timer, a script's task,
 * React's scheduler). A task only blocks when it starts after the simulated first paint, which
 * comes before the real one: a long task just before the paint counts too.
 * It reads what `npm run bench -- lighthouse` keeps with LIGHTHOUSE_REPORTS=<folder> and
 * LIGHTHOUSE_ARTIFACTS=1 (bench/lighthouse.ts):
 *   node --import tsx bench/lantern-tasks.ts <folder>/card-details-repeat-1.artifacts.json
 */
import { readFileSync } from "node:fs";
import { LanternTotalBlockingTime } from "lighthouse/core/computed/metrics/lantern-total-blocking-time.js";

interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  args?: { data?: { url?: string; functionName?: string } };
}
interface CpuNode {
  type: string;
  startTime: number;
  childEvents: TraceEvent[];
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<CpuNode, { startTime: number; duration: number }>;
}

/** What tells a task apart: its evaluations, timers and calls of over 1 ms, and their files. */
const TOLD = new Set(["v8.evaluateModule", "EvaluateScript", "FunctionCall", "TimerFire"]);
const what = (node: CpuNode) =>
  node.childEvents
    .filter((e) => TOLD.has(e.name) && (e.dur ?? 0) > 1000)
    .slice(0, 3)
    .map((e) => {
      const file = e.args?.data?.url?.split("/").pop();
      return `${e.name}${file ? `@${file}` : ""} ${((e.dur ?? 0) / 1000).toFixed(0)} ms`;
    })
    .join(", ");

const file = process.argv[2];
if (!file) throw new Error("usage: bench/lantern-tasks.ts <run>.artifacts.json");
const a = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown> & {
  settings: unknown;
};
const data = {
  trace: a.Trace,
  devtoolsLog: a.DevtoolsLog,
  gatherContext: a.GatherContext,
  settings: a.settings,
  URL: a.URL,
  SourceMaps: a.SourceMaps,
  simulator: null,
};
const tbt = (await LanternTotalBlockingTime.request(data as never, {
  computedCache: new Map(),
  settings: a.settings,
})) as unknown as {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
};
console.log(
  `TBT ${tbt.timing.toFixed(0)} ms (optimistic ${tbt.optimisticEstimate.timeInMs.toFixed(0)}, pessimistic ${tbt.pessimisticEstimate.timeInMs.toFixed(0)})`,
);
const timings = [...tbt.optimisticEstimate.nodeTimings.entries()];
const traceStart = Math.min(...timings.map(([node]) => node.startTime));
console.log("simulated start, duration (ms) | in the trace at (ms) | what ran");
for (const [node, t] of timings
  .filter(([node, t]) => node.type === "cpu" && t.duration > 50)
  .sort((x, y) => x[1].startTime - y[1].startTime))
  console.log(
    `${t.startTime.toFixed(0).padStart(6)} ${t.duration.toFixed(0).padStart(5)} | ${((node.startTime - traceStart) / 1000).toFixed(0).padStart(5)} | ${what(node)}`,
  );
