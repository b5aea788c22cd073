import { defineConfig } from "drizzle-kit";

// `npx drizzle-kit generate --config server/drizzle.config.ts` writes a new migration after a
// schema change; the server applies pending migrations itself at start-up.
export default defineConfig({
  dialect: "sqlite",
  schema: "./server/db/schema/*.schema.ts",
  out: "./server/drizzle",
  dbCredentials: { url: process.env.DATABASE_URL ?? "file:data/backoffice.db" },
});
