/**
 * The import screen's steps: pick a file -> preview (the file's lines judged here, then the
 * numbers the server already knows, asked with dry runs) -> import in batches (cancellable) ->
 * report. Rules: src/contract/card-import.ts.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import {
  CARD_IMPORT_LIMITS,
  type CardImportAnswer,
  type CardImportRow,
} from "@/contract/card-import";
import { cardImportApi } from "@/contract/card-import.endpoints";
import { call } from "@/lib/api/call";
import { checkLines, type CheckedFile, type RejectedLine } from "./card-import-check";
import { readImportFile, type FileProblem } from "./card-import-file";
import { batchesOf, runImport, type ImportProgress, type ImportReport } from "./card-import-run";

/** The server's view of the valid lines before the import: known numbers and clashes. */
export type KnownCheck =
  { state: "checking" } | { state: "done"; skipped: number } | { state: "failed" };

export type ImportStep =
  | { step: "pick" }
  | { step: "problem"; fileName: string; problem: FileProblem }
  | { step: "preview"; fileName: string; checked: CheckedFile; known: KnownCheck }
  | { step: "running"; fileName: string; progress: ImportProgress }
  | { step: "done"; fileName: string; report: ImportReport };

const send = (rows: CardImportRow[], dryRun: boolean, key?: string): Promise<CardImportAnswer> =>
  call(
    cardImportApi.run,
    { body: { rows, dryRun } },
    key ? { headers: { "Idempotency-Key": key } } : undefined,
  );

/** Dry runs over the valid lines: how many are known, and which the server refuses. */
async function askServer(checked: CheckedFile): Promise<{ checked: CheckedFile; skipped: number }> {
  let skipped = 0;
  const refused: RejectedLine[] = [];
  for (const batch of batchesOf(checked.valid)) {
    const answer = await send(
      batch.map((line) => line.row),
      true,
    );
    skipped += answer.skipped;
    for (const { index, code } of answer.refused) {
      const line = batch[index];
      if (line) refused.push({ line: line.line, value: line.row.number, code });
    }
  }
  const out = new Set(refused.map((r) => r.line));
  return {
    skipped,
    checked: {
      valid: checked.valid.filter((line) => !out.has(line.line)),
      rejected: [...checked.rejected, ...refused].sort((a, b) => a.line - b.line),
    },
  };
}

export function useCardImport() {
  const [state, setState] = useState<ImportStep>({ step: "pick" });
  const cancelled = useRef(false);
  const [cancelling, setCancelling] = useState(false);
  // Each file picked is a new run: an older file's late answers are dropped.
  const run = useRef(0);

  const pick = useCallback(async (file: File | null) => {
    const id = ++run.current;
    if (!file) return setState({ step: "pick" });
    // A file far too big is not even read.
    const read =
      file.size > CARD_IMPORT_LIMITS.fileBytes
        ? ({ problem: "too_big" } as const)
        : readImportFile(await file.text());
    if (id !== run.current) return;
    const fileName = file.name;
    if ("problem" in read) return setState({ step: "problem", fileName, problem: read.problem });
    const checked = checkLines(read.lines);
    setState({ step: "preview", fileName, checked, known: { state: "checking" } });
    if (checked.valid.length === 0) {
      return setState({ step: "preview", fileName, checked, known: { state: "done", skipped: 0 } });
    }
    try {
      const asked = await askServer(checked);
      if (id !== run.current) return;
      setState({
        step: "preview",
        fileName,
        checked: asked.checked,
        known: { state: "done", skipped: asked.skipped },
      });
    } catch {
      if (id === run.current)
        setState({ step: "preview", fileName, checked, known: { state: "failed" } });
    }
  }, []);

  const start = useCallback(async () => {
    if (state.step !== "preview") return;
    const { fileName, checked } = state;
    cancelled.current = false;
    setCancelling(false);
    const report = await runImport(checked.valid, {
      send: (rows, key) => send(rows, false, key),
      rejected: checked.rejected,
      cancelled: () => cancelled.current,
      onProgress: (progress) => setState({ step: "running", fileName, progress }),
    });
    setState({ step: "done", fileName, report });
  }, [state]);

  const cancel = useCallback(() => {
    cancelled.current = true;
    setCancelling(true);
  }, []);

  // Leaving the screen stops an import after its batch under way, and drops a preview's answers.
  useEffect(
    () => () => {
      cancelled.current = true;
      run.current++;
    },
    [],
  );

  const reset = useCallback(() => {
    run.current++;
    setState({ step: "pick" });
  }, []);

  return { state, pick, start, cancel, reset, cancelling };
}
