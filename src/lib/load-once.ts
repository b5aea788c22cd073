/**
 * `load` (a lazy import, usually) asked for once and shared: every caller gets the same request,
 * and after a failure (offline before the code came) the next call asks again rather than
 * keeping the failure for the page's life.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
