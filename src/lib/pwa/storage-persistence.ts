/**
 * Persistent storage: without it the browser may evict IndexedDB (the read cache and the outbox
 * of actions not yet sent) when the device runs short of space. Asked once after sign-in
 * (src/app/pwa.ts); Chromium grants it silently to installed or often used apps, Firefox asks.
 */
export type Persistence = "granted" | "denied" | "unsupported";

type StorageManagerLike = Partial<Pick<StorageManager, "persist" | "persisted">>;

function browserStorage(): StorageManagerLike | undefined {
  return typeof navigator === "undefined" ? undefined : navigator.storage;
}

/** What the browser has decided, without asking anything. */
export async function readPersistence(
  storage: StorageManagerLike | undefined = browserStorage(),
): Promise<Persistence> {
  if (!storage?.persisted) return "unsupported";
  try {
    return (await storage.persisted()) ? "granted" : "denied";
  } catch {
    return "unsupported";
  }
}

/** Asks for persistence unless it is already granted; the answer is the browser's decision. */
export async function askPersistence(
  storage: StorageManagerLike | undefined = browserStorage(),
): Promise<Persistence> {
  const now = await readPersistence(storage);
  if (now !== "denied" || !storage?.persist) return now;
  try {
    return (await storage.persist()) ? "granted" : "denied";
  } catch {
    return "denied";
  }
}
