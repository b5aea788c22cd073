/**
 * Production entry point: `node --import tsx server/main.ts`. Reads the environment (see
 * config.ts), prepares the database (server/db/prepare.ts: one server per file, never seeding a
 * file that existed, refusing a damaged one, read-only when it cannot be written), refuses the
 * demo's secrets on a venue that is not the demo, then serves the API and, when DIST_DIR holds a
 * build, the PWA. Stops cleanly on SIGINT / SIGTERM. A refusal to start says why and what to do.
 */
import { createApp } from "./app";
import { loadSigningKey } from "./auth/signing-key.service";
import { demoSecretsInUse, loadConfig, localDatabaseFile } from "./config";
import { startDailyBackups } from "./db/daily-backup";
import { startLogPruning } from "./monitor/prune";
import { DatabaseInUse } from "./db/instance-lock";
import { prepareDatabase, StartUpRefusal } from "./db/prepare";
import { describeFailure, sqliteFailure } from "./http/database-errors";
import { listen } from "./http/listen";
import { ensureDemoPictures } from "./seed/snack-pictures.seed";
import { hasBuiltApp } from "./http/static.route";
import { demoAccounts } from "./seed/demo-accounts.seed";
import { SEED_ROLES } from "./seed/roles.seed";

function refuse(error: unknown): never {
  const known = error instanceof StartUpRefusal || error instanceof DatabaseInUse;
  // Never the failed query's parameters: a database failure is said by its SQLite code and
  // message only (describeFailure), anything else by its message.
  const said = known
    ? error.message
    : sqliteFailure(error)
      ? describeFailure(error)
      : error instanceof Error
        ? error.message
        : String(error);
  console.error(`The server did not start: ${said}`);
  process.exit(1);
}

const config = await Promise.resolve()
  .then(() => loadConfig())
  .catch(refuse);
const seedStart = performance.now();
const database = await prepareDatabase(config).catch(refuse);
const seedMs = Math.round(performance.now() - seedStart);
const demoSecrets = demoSecretsInUse(config);
if (demoSecrets.length > 0 && !database.demo) {
  database.close();
  refuse(
    new StartUpRefusal(
      `${demoSecrets.join(", ")} still ${demoSecrets.length > 1 ? "have" : "has"} the demo's value (printed in the README) on a database that is not the demo venue: set ${demoSecrets.length > 1 ? "them" : "it"} in the environment (README, "Configuration").`,
    ),
  );
}
const jwtKey = await loadSigningKey({
  configured: config.jwtSecret,
  file: config.jwtSecretFile,
  db: database.db,
  writable: !database.readOnly,
}).catch(refuse);
// The demo's menu gets its pictures once (a venue's own database is left alone).
if (database.demo && !database.readOnly)
  await ensureDemoPictures(database.db, config.picturesDir).catch((error: unknown) =>
    console.warn(`The demo's pictures were not made: ${String(error)}`),
  );
const app = createApp({
  db: database.db,
  config,
  jwtKey,
  storage: { readOnly: database.readOnly, file: localDatabaseFile(config.databaseUrl) },
});

// With the HTTP timeouts of config.ts (server/http/listen.ts).
const server = listen(app, config, (info) => {
  const host = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  const warnings = [
    ...(database.readOnly
      ? [
          "  READ-ONLY: the database file cannot be written: reads are served, writes refused (503).",
        ]
      : []),
    ...(database.demo && demoSecrets.length > 0
      ? [
          "  ******************************************************************************",
          `  DEMO VENUE with the README's secrets (${demoSecrets.join(", ")}) and passwords:`,
          "  for trying the app only. Never open this server to a network you do not trust.",
          "  ******************************************************************************",
        ]
      : []),
  ];
  const lines = [
    `BackOffice server listening on http://${host}:${info.port}`,
    `  database: ${config.databaseUrl}${database.seeded ? ` (new: demo data seeded in ${seedMs} ms)` : ""}`,
    hasBuiltApp(config.distDir)
      ? `  PWA: served from ${config.distDir}`
      : `  PWA: no build in ${config.distDir} (run \`npm run build\`); API only`,
    ...warnings,
    ...(database.demo
      ? [
          "  Demo accounts:",
          ...demoAccounts(config.admin).map((a) => {
            const role = SEED_ROLES.find((r) => r.id === a.roleId)?.name ?? `role ${a.roleId}`;
            const secret = a.password ?? `no password yet: first login with code ${a.setupCode}`;
            return `    ${a.email.padEnd(26)} ${secret.padEnd(14)}  ${role}`;
          }),
        ]
      : []),
  ];
  console.log(lines.join("\n"));
});

// The daily backup of a file database, when BACKUP_DIR is set (not of a read-only one: nothing
// changes).
const backups =
  config.backups.dir && localDatabaseFile(config.databaseUrl) && !database.readOnly
    ? startDailyBackups({
        databaseUrl: config.databaseUrl,
        dir: config.backups.dir,
        keep: config.backups.keep,
      })
    : undefined;

// The events log's retention (not on a read-only database: nothing changes).
const pruning = database.readOnly
  ? undefined
  : startLogPruning(database.db, config.logRetentionDays);

let stopping = false;
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  backups?.stop();
  pruning?.stop();
  console.log(`${signal} received: closing`);
  // Stop accepting, let running requests finish, then close the database (and free its file).
  server.close(() => {
    database.close();
    process.exit(0);
  });
  if ("closeIdleConnections" in server) server.closeIdleConnections();
  setTimeout(() => {
    database.close();
    process.exit(1);
  }, 5000).unref();
}
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));
