/**
 * What a database failure says about the storage, from the SQLite code inside drizzle's wrapper:
 * the writer was held by another process too long ("busy"), the file cannot be written
 * ("read_only"), the disk is full ("full"), the file is damaged ("damaged"). The app answers each
 * with its own code (app.ts): 503 server_busy, 503 storage_read_only, 507 storage_full.
 */
export interface SqliteFailure {
  code: string;
  message: string;
}

/** The driver's error inside drizzle's wrapper, if `error` comes from the database. */
export function sqliteFailure(error: unknown): SqliteFailure | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code =
      (e as { extendedCode?: unknown; code?: unknown }).extendedCode ??
      (e as { code?: unknown }).code;
    if (typeof code === "string" && code.startsWith("SQLITE_")) return { code, message: e.message };
  }
  return undefined;
}

export type StorageFault = "busy" | "read_only" | "full" | "damaged";

export function storageFault(error: unknown): StorageFault | undefined {
  const failure = sqliteFailure(error);
  if (!failure) return undefined;
  const { code, message } = failure;
  if (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED")) return "busy";
  if (code.startsWith("SQLITE_READONLY") || /readonly database/i.test(message)) return "read_only";
  if (code.startsWith("SQLITE_FULL") || /disk is full|no space left/i.test(message)) return "full";
  if (code.startsWith("SQLITE_CORRUPT") || code.startsWith("SQLITE_NOTADB")) return "damaged";
  return undefined;
}
