import type { ServerConfig } from "../config";

/**
 * The demo sign-ins of a freshly seeded database: printed by main.ts at start, used by tests.
 * `nouveau` has no password yet, only a setup code for the first-login screen.
 */
export interface DemoAccount {
  key: "admin" | "manager" | "agent" | "nouveau";
  firstName: string;
  lastName: string;
  email: string;
  password: string | null;
  setupCode: string | null;
  roleId: 1 | 2 | 3;
}

export const NEW_EMPLOYEE_SETUP_CODE = "482913";

export function demoAccounts(admin: ServerConfig["admin"]): DemoAccount[] {
  return [
    {
      key: "admin",
      firstName: "Claire",
      lastName: "Martin",
      email: admin.email,
      password: admin.password,
      setupCode: null,
      roleId: 3,
    },
    {
      key: "manager",
      firstName: "Julien",
      lastName: "Bernard",
      email: "manager@parc-demo.fr",
      password: "Manager#2026!",
      setupCode: null,
      roleId: 2,
    },
    {
      key: "agent",
      firstName: "Sophie",
      lastName: "Petit",
      email: "agent@parc-demo.fr",
      password: "Agent#2026!",
      setupCode: null,
      roleId: 1,
    },
    {
      key: "nouveau",
      firstName: "Lucas",
      lastName: "Moreau",
      email: "nouveau@parc-demo.fr",
      password: null,
      setupCode: NEW_EMPLOYEE_SETUP_CODE,
      roleId: 1,
    },
  ];
}
