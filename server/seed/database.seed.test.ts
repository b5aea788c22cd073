// @vitest-environment node
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { openDatabase } from "../db/database";
import { employees } from "../db/schema/employees.schema";
import { seedIfEmpty } from "./database.seed";
import { demoAccounts } from "./demo-accounts.seed";

describe("seedIfEmpty", () => {
  it("seeds an empty database once, with the demo accounts and more staff", async () => {
    const config = loadConfig({ ADMIN_EMAIL: "Direction@Parc.example" });
    const { db, close } = await openDatabase(":memory:");
    expect(await seedIfEmpty(db, config)).toBe(true);
    expect(await seedIfEmpty(db, config)).toBe(false);
    const [total] = await db.select({ n: count() }).from(employees);
    expect(total?.n).toBeGreaterThanOrEqual(14);
    for (const account of demoAccounts(config.admin)) {
      const [row] = await db.select().from(employees).where(eq(employees.email, account.email));
      expect([account.key, row?.roleId, row?.passwordHash === null]).toEqual([
        account.key,
        account.roleId,
        account.password === null,
      ]);
    }
    expect(demoAccounts(config.admin)[0]?.email).toBe("direction@parc.example");
    const [nouveau] = await db
      .select()
      .from(employees)
      .where(eq(employees.email, "nouveau@parc-demo.fr"));
    const days = ((nouveau?.setupCodeExpiresAt?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    close();
  });

  it("refuses a second employee with the same e-mail in another case", async () => {
    const { db, close } = await openDatabase(":memory:");
    await seedIfEmpty(db, loadConfig({}));
    await expect(
      db.insert(employees).values({ firstName: "A", lastName: "B", email: "AGENT@parc-demo.fr" }),
    ).rejects.toThrow();
    close();
  });
});
