/**
 * A promise that resolves in a task of its own: code loaded after the first paint runs its
 * modules a part at a time (`inTurns`), each part a short task, never one long one that would
 * hold a tap or a scan (a tablet runs the app's code four times slower than a desk).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `steps` one after the other, each in its own task; their results in order. */
export async function inTurns<T>(steps: readonly (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = [];
  for (const step of steps) {
    await nextTask();
    results.push(await step());
  }
  return results;
}
