/**
 * Production entry point: `node --import tsx server/main.ts`. Reads the environment (see
 * config.ts), opens and migrates the database, seeds an empty one, then serves the API and,
 * when DIST_DIR holds a build, the PWA. Stops cleanly on SIGINT / SIGTERM.
 */
import { createApp } from "./app";
import { loadSigningKey } from "./auth/signing-key.service";
import { loadConfig } from "./config";
import { openDatabase } from "./db/database";
import { listen } from "./http/listen";
import { hasBuiltApp } from "./http/static.route";
import { seedIfEmpty } from "./seed/database.seed";
import { demoAccounts } from "./seed/demo-accounts.seed";
import { SEED_ROLES } from "./seed/roles.seed";

const config = loadConfig();
const database = await openDatabase(config.databaseUrl, config.databaseAuthToken);
const seedStart = performance.now();
const seeded = await seedIfEmpty(database.db, config);
const seedMs = Math.round(performance.now() - seedStart);
const jwtKey = await loadSigningKey(database.db, config.jwtSecret);
const app = createApp({ db: database.db, config, jwtKey });

// With the HTTP timeouts of config.ts (server/http/listen.ts).
const server = listen(app, config, (info) => {
  const host = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  const lines = [
    `BackOffice server listening on http://${host}:${info.port}`,
    `  database: ${config.databaseUrl}${seeded ? ` (new: demo data seeded in ${seedMs} ms)` : ""}`,
    hasBuiltApp(config.distDir)
      ? `  PWA: served from ${config.distDir}`
      : `  PWA: no build in ${config.distDir} (run \`npm run build\`); API only`,
    "  Demo accounts:",
    ...demoAccounts(config.admin).map((a) => {
      const role = SEED_ROLES.find((r) => r.id === a.roleId)?.name ?? `role ${a.roleId}`;
      const secret = a.password ?? `no password yet: first login with code ${a.setupCode}`;
      return `    ${a.email.padEnd(26)} ${secret.padEnd(14)}  ${role}`;
    }),
  ];
  console.log(lines.join("\n"));
});

let stopping = false;
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: closing`);
  // Stop accepting, let running requests finish, then close the database.
  server.close(() => {
    database.close();
    process.exit(0);
  });
  if ("closeIdleConnections" in server) server.closeIdleConnections();
  setTimeout(() => process.exit(1), 5000).unref();
}
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));
