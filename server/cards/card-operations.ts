/**
 * The trail of manual operations on a card (src/contract/cards.ts `cardOperationSchema`): every
 * card action writes its row with `recordOperation`, in the action's own transaction
 * (server/http/mutation.middleware.ts), and `cardHistoryApi.operations` reads them, newest first.
 */
import { count, desc, eq, sql } from "drizzle-orm";
import type { Context, Hono } from "hono";
import type { Card } from "../../src/contract/cards";
import { cardHistoryApi } from "../../src/contract/cards.endpoints";
import type { Db } from "../db/database";
import { cardOperations } from "../db/schema/cards.schema";
import { employees } from "../db/schema/employees.schema";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import { pageOf } from "../http/paging";
import { caller } from "../http/rights.middleware";
import { findCard } from "./card.repository";
import type { MonitorType } from "../../src/contract/monitor";
import { backOfficeMachine, logAction } from "../monitor/monitor-log";

type Operation = Omit<
  typeof cardOperations.$inferInsert,
  "id" | "cardNumber" | "employeeId" | "date"
>;

/** Writes one operation on `card`, by the caller, now. */
export async function recordOperation(
  c: Context<AppEnv>,
  db: Db,
  card: Pick<Card, "number">,
  operation: Operation,
): Promise<void> {
  const employeeId = caller(c).employeeId;
  await db.insert(cardOperations).values({
    ...operation,
    cardNumber: card.number,
    employeeId,
    date: new Date().toISOString(),
  });
  const type = LOGGED[operation.kind];
  if (type)
    await logAction(db, {
      type,
      machineName: backOfficeMachine(c),
      employeeId,
      cardNumber: card.number,
      detail: detailOf(operation),
    });
}

/** The log's type of each operation; a transfer is logged once, from the card it leaves. */
const LOGGED: Record<Operation["kind"], MonitorType | null> = {
  bonus: "BonusChanged",
  enable: "EnableCard",
  disable: "DisableCard",
  transfer_out: "TransferCard",
  transfer_in: null,
  recycle: "RecycleCard",
  assign: "AssignCustomer",
  unassign: "RemoveCustomer",
};

/** What the log says of an operation, in no language: numbers, cards, names. */
function detailOf(op: Operation): string | null {
  const units = op.tokens == null ? "" : ` (${op.tokens} + ${op.freeTokens ?? 0})`;
  switch (op.kind) {
    case "bonus":
      return [`${op.amount! > 0 ? "+" : ""}${op.amount}`, op.comment].filter(Boolean).join(" · ");
    case "transfer_out":
      return `→ ${op.otherCard}${units}`;
    case "recycle":
      return units.trim() || null;
    case "assign":
    case "unassign":
      return op.customerName ?? null;
    default:
      return null;
  }
}

export function registerCardOperationRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, cardHistoryApi.operations, async (c, { query: q }) => {
    const { db } = c.get("deps");
    // An unknown card has no operations, not a 404 (as the other histories).
    const card = q.cardNumber ? await findCard(db, q.cardNumber) : undefined;
    const where = q.cardNumber
      ? eq(cardOperations.cardNumber, card?.number ?? q.cardNumber)
      : undefined;
    const total = db.select({ n: count() }).from(cardOperations).where(where);
    return c.json(
      await pageOf(q, total, (limit, offset) =>
        db
          .select({
            id: cardOperations.id,
            cardNumber: cardOperations.cardNumber,
            date: cardOperations.date,
            kind: cardOperations.kind,
            amount: cardOperations.amount,
            tokens: cardOperations.tokens,
            freeTokens: cardOperations.freeTokens,
            otherCard: cardOperations.otherCard,
            customerName: cardOperations.customerName,
            comment: cardOperations.comment,
            employeeName: sql<
              string | null
            >`${employees.firstName} || ' ' || ${employees.lastName}`,
          })
          .from(cardOperations)
          .leftJoin(employees, eq(employees.id, cardOperations.employeeId))
          .where(where)
          .orderBy(desc(cardOperations.date), desc(cardOperations.id))
          .limit(limit)
          .offset(offset),
      ),
    );
  });
}
