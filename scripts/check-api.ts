/**
 * npm run check-api -- <base-url> [--write]
 * Checks a venue's API against the PWA's contract (scripts/api-check/check-api.ts; README, "Check
 * a venue's API"). Credentials from the environment: CHECK_API_USER, CHECK_API_PASSWORD,
 * CHECK_API_CLIENT_ID, CHECK_API_CLIENT_SECRET (and CHECK_API_SCOPE if the API wants one).
 * Exits 0 only when every endpoint checked conforms; 2 on a usage error or a failed sign-in.
 */
import { checkApi } from "./api-check/check-api";

const args = process.argv.slice(2);
const baseUrl = args.find((a) => !a.startsWith("--"));
const env = process.env;
const missing = [
  "CHECK_API_USER",
  "CHECK_API_PASSWORD",
  "CHECK_API_CLIENT_ID",
  "CHECK_API_CLIENT_SECRET",
].filter((name) => !env[name]);

if (!baseUrl || !/^https?:\/\//.test(baseUrl) || missing.length) {
  console.error(
    "usage: npm run check-api -- <base-url> [--write]   (e.g. https://api.my-venue.example)",
  );
  if (missing.length) console.error(`missing in the environment: ${missing.join(", ")}`);
  process.exit(2);
}

try {
  const report = await checkApi({
    baseUrl,
    write: args.includes("--write"),
    credentials: {
      user: env.CHECK_API_USER!,
      password: env.CHECK_API_PASSWORD!,
      clientId: env.CHECK_API_CLIENT_ID!,
      clientSecret: env.CHECK_API_CLIENT_SECRET!,
      scope: env.CHECK_API_SCOPE,
    },
    log: (line) => console.log(line),
  });
  process.exit(report.failed === 0 ? 0 : 1);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
