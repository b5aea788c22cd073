import { describe, expect, it } from "vitest";
import type { CardImportRow } from "@/contract/card-import";
import { ApiError, NetworkError } from "@/lib/api/api-error";
import type { ValidLine } from "./card-import-check";
import { runImport, type SendBatch } from "./card-import-run";

const lines = (count: number): ValidLine[] =>
  Array.from({ length: count }, (_, i) => ({
    line: i + 2,
    row: {
      number: `N-${i}`,
      publicNumber: `P-${i}`,
      activationDate: null,
      expirationDate: null,
      isActive: true,
    },
  }));
const options = (send: SendBatch, cancelled = () => false) => ({
  send,
  rejected: [{ line: 1, value: "x", code: "invalid_date" as const }],
  cancelled,
  onProgress: () => undefined,
  wait: async () => undefined,
});

describe("runImport", () => {
  it("sends batches of 500, adds the answers up and places refusals on their lines", async () => {
    const sizes: number[] = [];
    const send: SendBatch = async (rows: CardImportRow[]) => {
      sizes.push(rows.length);
      return {
        created: rows.length - 2,
        skipped: 1,
        refused: [{ index: 3, code: "number_taken" }],
      };
    };
    const report = await runImport(lines(1201), options(send));
    expect(sizes).toEqual([500, 500, 201]);
    expect(report).toMatchObject({ created: 1195, skipped: 3, notSent: 0, cancelled: false });
    expect(report.refused.map((r) => [r.line, r.code])).toEqual([
      [1, "invalid_date"],
      [5, "number_taken"],
      [505, "number_taken"],
      [1005, "number_taken"],
    ]);
  });

  it("retries a batch with the same Idempotency-Key, never a refusal", async () => {
    const keys: string[] = [];
    let failures = 2;
    const flaky: SendBatch = async (rows, key) => {
      keys.push(key);
      if (failures-- > 0) throw new NetworkError();
      return { created: rows.length, skipped: 0, refused: [] };
    };
    expect(await runImport(lines(600), options(flaky))).toMatchObject({ created: 600 });
    expect(keys[0]).toBe(keys[1]);
    expect(keys[1]).toBe(keys[2]);
    expect(keys[3]).not.toBe(keys[2]);
    let calls = 0;
    const refusing: SendBatch = async () => {
      calls++;
      throw new ApiError(403, "forbidden");
    };
    const report = await runImport(lines(600), options(refusing));
    expect([calls, report.notSent, report.failure instanceof ApiError]).toEqual([1, 600, true]);
  });

  it("stops after the batch under way when cancelled; what was sent stays", async () => {
    let sent = 0;
    const send: SendBatch = async (rows) => {
      sent++;
      return { created: rows.length, skipped: 0, refused: [] };
    };
    const report = await runImport(
      lines(1500),
      options(send, () => sent >= 1),
    );
    expect(report).toMatchObject({ created: 500, notSent: 1000, cancelled: true });
  });
});
