/**
 * Sends the valid lines of an import file in calls of CARD_IMPORT_LIMITS.rowsPerCall rows
 * (`cardImportApi.run`), one after the other. Each call has its own Idempotency-Key, kept across
 * the retries of that call: a lost answer retried is answered the first answer, never a second
 * creation. A cancel stops after the call under way; what was sent stays imported.
 */
import { CARD_IMPORT_LIMITS, type CardImportAnswer } from "@/contract/card-import";
import { ApiError, NetworkError } from "@/lib/api/api-error";
import type { RejectedLine, ValidLine } from "./card-import-check";

/** Tries of one call on a network error or a busy server, and the wait before each retry. */
export const RETRY_DELAYS_MS = [1000, 3000, 6000] as const;

export interface ImportProgress {
  batches: number;
  done: number;
  sentLines: number;
  totalLines: number;
}

export interface ImportReport {
  created: number;
  skipped: number;
  /** Lines refused by the preview or by the server, in file order. */
  refused: RejectedLine[];
  /** Valid lines not sent: the import was cancelled or stopped on an error. */
  notSent: number;
  cancelled: boolean;
  /** The error that stopped it, after its retries. */
  failure?: unknown;
}

export type SendBatch = (
  rows: ValidLine["row"][],
  idempotencyKey: string,
) => Promise<CardImportAnswer>;

/** Whether a failed call may be tried again with the same key. */
const retryable = (error: unknown) =>
  error instanceof NetworkError ||
  (error instanceof ApiError && (error.status >= 500 || error.status === 429));

export function batchesOf<T>(items: T[], size: number = CARD_IMPORT_LIMITS.rowsPerCall): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    batches.push(items.slice(start, start + size));
  return batches;
}

async function sendWithRetries(
  send: SendBatch,
  rows: ValidLine["row"][],
  wait: (ms: number) => Promise<void>,
): Promise<CardImportAnswer> {
  const key = crypto.randomUUID();
  for (let attempt = 0; ; attempt++) {
    try {
      return await send(rows, key);
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined || !retryable(error)) throw error;
      await wait(delay);
    }
  }
}

export interface RunOptions {
  send: SendBatch;
  /** Lines the preview already refused: they open the report's refusals. */
  rejected: RejectedLine[];
  cancelled: () => boolean;
  onProgress: (progress: ImportProgress) => void;
  wait?: (ms: number) => Promise<void>;
}

export async function runImport(valid: ValidLine[], options: RunOptions): Promise<ImportReport> {
  const { send, cancelled, onProgress } = options;
  const wait = options.wait ?? ((ms) => new Promise<void>((done) => setTimeout(done, ms)));
  const batches = batchesOf(valid);
  const report: ImportReport = {
    created: 0,
    skipped: 0,
    refused: [...options.rejected],
    notSent: valid.length,
    cancelled: false,
  };
  const progress = { batches: batches.length, done: 0, sentLines: 0, totalLines: valid.length };
  onProgress(progress);
  for (const batch of batches) {
    if (cancelled()) {
      report.cancelled = true;
      break;
    }
    try {
      const answer = await sendWithRetries(
        send,
        batch.map((line) => line.row),
        wait,
      );
      report.created += answer.created;
      report.skipped += answer.skipped;
      for (const { index, code } of answer.refused) {
        const line = batch[index];
        if (line) report.refused.push({ line: line.line, value: line.row.number, code });
      }
    } catch (error) {
      report.failure = error;
      break;
    }
    report.notSent -= batch.length;
    progress.done += 1;
    progress.sentLines += batch.length;
    onProgress({ ...progress });
  }
  report.refused.sort((a, b) => a.line - b.line);
  return report;
}
