import { randomBytes } from "node:crypto";
import { hashSecret } from "../auth/password-hash.service";
import type { ServerConfig } from "../config";
import type { employees } from "../db/schema/employees.schema";
import { demoAccounts } from "./demo-accounts.seed";

type NewEmployee = typeof employees.$inferInsert;

const NEW_EMPLOYEE_CODE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

// Staff without a demo sign-in, so the employee list looks like a real venue's. Shared accounts
// (MultiSite, MultiSiteCategory) are managers' only (src/contract/employees.ts). The last two
// have never signed in: they wait for a code (a password reset).
const STAFF: readonly [string, string, 1 | 2, NewEmployee["status"]][] = [
  ["Emma", "Leroy", 1, "NotShared"],
  ["Hugo", "Roux", 1, "NotShared"],
  ["Léa", "Fournier", 1, "NotShared"],
  ["Louis", "Girard", 2, "MultiSite"],
  ["Chloé", "Bonnet", 2, "MultiSiteCategory"],
  ["Nathan", "Dupont", 1, "NotShared"],
  ["Manon", "Lambert", 1, "NotShared"],
  ["Théo", "Fontaine", 2, "NotShared"],
  ["Inès", "Rousseau", 1, "NotShared"],
  ["Gabriel", "Vincent", 1, "NotShared"],
  ["Camille", "Mercier", 1, "NotShared"],
  ["Jules", "Faure", 1, "NotShared"],
];
const NEVER_SIGNED_IN = 2;

const asciiLower = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

export async function seedEmployees(
  admin: ServerConfig["admin"],
  siteId: number,
  now: number,
): Promise<NewEmployee[]> {
  const accounts = demoAccounts(admin);
  // Hashed in parallel (libuv's thread pool) to keep the seed of a test database short. The other
  // staff share one hash of a discarded random password: they exist, but only a reset lets them in.
  const [unknownHash, ...hashes] = await Promise.all([
    hashSecret(randomBytes(24).toString("base64url")),
    ...accounts.map((a) => hashSecret(a.password ?? a.setupCode ?? "")),
  ]);
  const demo = accounts.map((account, i): NewEmployee => {
    const hash = hashes[i] ?? null;
    return {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      roleId: account.roleId,
      siteId,
      status: account.roleId === 3 ? "MultiSite" : "NotShared",
      passwordHash: account.password ? hash : null,
      setupCodeHash: account.setupCode ? hash : null,
      setupCodeExpiresAt: account.setupCode
        ? new Date(now + NEW_EMPLOYEE_CODE_DAYS * DAY_MS)
        : null,
      createdAt: new Date(now - (accounts.length - i) * 30 * DAY_MS),
    };
  });
  const staff = STAFF.map(([firstName, lastName, roleId, status], i): NewEmployee => ({
    firstName,
    lastName,
    email: `${asciiLower(firstName)}.${asciiLower(lastName)}@parc-demo.fr`,
    roleId,
    siteId,
    status,
    maxTokensDailyPlayed: roleId === 2 ? 50 : 30,
    passwordHash: i >= STAFF.length - NEVER_SIGNED_IN ? null : (unknownHash ?? null),
    createdAt: new Date(now - (STAFF.length - i) * 7 * DAY_MS),
  }));
  return [...demo, ...staff];
}
