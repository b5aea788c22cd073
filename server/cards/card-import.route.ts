/**
 * The card import (`cardImportApi.run`, rules in src/contract/card-import.ts): one call, at most
 * 500 rows, one transaction (the declaration's, server/http/mutation.middleware.ts, with its
 * Idempotency-Key). The numbers already registered are read with ONE indexed query on
 * card_number_keys' primary key, whatever the number of rows; the cards and their registry rows
 * are then written with multi-row inserts.
 */
import { inArray } from "drizzle-orm";
import type { Hono } from "hono";
import {
  expiresBeforeActivation,
  rowKeys,
  type CardImportAnswer,
  type CardImportCode,
  type CardImportRow,
} from "../../src/contract/card-import";
import { cardImportApi } from "../../src/contract/card-import.endpoints";
import { numberKey } from "../../src/contract/limits";
import type { Db } from "../db/database";
import { cardNumberKeys, cards } from "../db/schema/cards.schema";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import { caller } from "../http/rights.middleware";
import { backOfficeMachine, logAction } from "../monitor/monitor-log";
import { numberKeyRows } from "./card.repository";

/** Rows of one multi-row insert: SQLite's bound variables stay far below its limit. */
const INSERT_CHUNK = 100;

type Registered = Map<string, { cardNumber: string | null }>;

/** Every registered key among the rows' numbers, in one query. */
async function registeredKeys(db: Db, rows: CardImportRow[]): Promise<Registered> {
  const keys = [...new Set(rows.flatMap(rowKeys))];
  const found = await db
    .select({ key: cardNumberKeys.key, cardNumber: cardNumberKeys.cardNumber })
    .from(cardNumberKeys)
    .where(inArray(cardNumberKeys.key, keys));
  return new Map(found.map((row) => [row.key, { cardNumber: row.cardNumber }]));
}

type Verdict = "create" | "skip" | CardImportCode;

/** What to do with each row, in order (an earlier row of the call wins a repeated number). */
export function judgeRows(rows: CardImportRow[], registered: Registered): Verdict[] {
  const claimed = new Set<string>();
  return rows.map((row) => {
    const key = numberKey(row.number);
    const publicKey = numberKey(row.publicNumber);
    const owner = registered.get(key);
    // Its technical number is already a card's technical number: that card exists.
    if (owner?.cardNumber != null && numberKey(owner.cardNumber) === key) return "skip";
    if (expiresBeforeActivation(row)) return "expiration_before_activation";
    if (claimed.has(key) || claimed.has(publicKey)) return "duplicate_in_file";
    if (owner) return "number_taken";
    if (publicKey !== key && registered.has(publicKey)) return "public_number_taken";
    claimed.add(key).add(publicKey);
    return "create";
  });
}

async function insertCards(db: Db, rows: CardImportRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK);
    await db.insert(cards).values(chunk);
    await db
      .insert(cardNumberKeys)
      .values(
        chunk.flatMap((row) =>
          numberKeyRows({ cardNumber: row.number }, [row.number, row.publicNumber]),
        ),
      );
  }
}

export function registerCardImportRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, cardImportApi.run, async (c, { body }) => {
    const { db } = c.get("deps");
    const verdicts = judgeRows(body.rows, await registeredKeys(db, body.rows));
    const created = body.rows.filter((_, i) => verdicts[i] === "create");
    if (!body.dryRun && created.length > 0) await insertCards(db, created);
    const answer: CardImportAnswer = {
      created: created.length,
      skipped: verdicts.filter((v) => v === "skip").length,
      refused: verdicts.flatMap((code, index) =>
        code === "create" || code === "skip" ? [] : [{ index, code }],
      ),
    };
    if (!body.dryRun)
      await logAction(db, {
        type: "CardsImported",
        machineName: backOfficeMachine(c),
        employeeId: caller(c).employeeId,
        detail: `${answer.created} created, ${answer.skipped} skipped, ${answer.refused.length} refused`,
      });
    return c.json(answer);
  });
}
