/**
 * Staff cards (spec section 7); the employees they can belong to: server/employees/employees.route.ts. A number already used by a
 * staff card or a play card (technical or public) is refused with number_duplicated
 * ('This card already exists').
 */
import { asc, eq } from "drizzle-orm";
import type { Hono } from "hono";
import type { StaffCard } from "../../src/contract/staff-cards";
import { staffCardsApi } from "../../src/contract/staff-cards.endpoints";
import { numberKey } from "../../src/contract/limits";
import { claimNumbers } from "../cards/card.repository";
import type { Db } from "../db/database";
import { cardNumberKeys, staffCards } from "../db/schema/cards.schema";
import { employees } from "../db/schema/employees.schema";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";

const selectStaffCards = (db: Db) =>
  db
    .select({
      number: staffCards.number,
      publicNumber: staffCards.publicNumber,
      employeeId: staffCards.employeeId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      active: staffCards.active,
    })
    .from(staffCards)
    .innerJoin(employees, eq(employees.id, staffCards.employeeId));

type Joined = Awaited<ReturnType<typeof selectStaffCards>>[number];
const toStaffCard = ({ firstName, lastName, ...row }: Joined): StaffCard => ({
  ...row,
  employeeName: `${firstName} ${lastName}`,
});

async function requireStaffCard(db: Db, number: string): Promise<StaffCard> {
  const [row] = await selectStaffCards(db).where(eq(staffCards.number, number));
  if (!row) throw new ApiError(404, "not_found");
  return toStaffCard(row);
}

async function requireEmployee(db: Db, id: number): Promise<void> {
  const [row] = await db.select({ id: employees.id }).from(employees).where(eq(employees.id, id));
  if (!row)
    throw new ApiError(400, "validation_failed", {
      issues: [{ path: "employeeId", rule: "is_valid" }],
    });
}

export function registerStaffCardRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, staffCardsApi.list, async (c) => {
    const rows = await selectStaffCards(c.get("deps").db).orderBy(asc(staffCards.number));
    return c.json({ values: rows.map(toStaffCard) });
  });

  defineRoute(app, staffCardsApi.create, async (c, { body }) => {
    const { db } = c.get("deps");
    await requireEmployee(db, body.employeeId);
    const numbers = [body.number, body.publicNumber];
    await claimNumbers(db, { staffCardNumber: body.number }, numbers, () =>
      db.insert(staffCards).values(body),
    );
    return c.json(await requireStaffCard(db, body.number), 201);
  });

  defineRoute(app, staffCardsApi.update, async (c, { params: { number }, body }) => {
    const { db } = c.get("deps");
    const current = await requireStaffCard(db, number);
    await requireEmployee(db, body.employeeId);
    // The number is locked; a new public number must be free (its old key is given back first).
    const [before, after] = [numberKey(current.publicNumber), numberKey(body.publicNumber)];
    if (before !== after) {
      if (before !== numberKey(current.number))
        await db.delete(cardNumberKeys).where(eq(cardNumberKeys.key, before));
      if (after !== numberKey(current.number))
        await claimNumbers(db, { staffCardNumber: current.number }, [body.publicNumber]);
    }
    await db
      .update(staffCards)
      .set({ publicNumber: body.publicNumber, employeeId: body.employeeId, active: body.active })
      .where(eq(staffCards.number, current.number));
    return c.json(await requireStaffCard(db, current.number));
  });

  defineRoute(app, staffCardsApi.remove, async (c, { params: { number } }) => {
    const { db } = c.get("deps");
    const current = await requireStaffCard(db, number);
    await db.delete(staffCards).where(eq(staffCards.number, current.number));
    return c.body(null, 204);
  });
}
