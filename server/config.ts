/**
 * Server configuration, read once from the environment at start-up.
 *
 * Environment variables (defaults in brackets):
 *   PORT                  [4790]  HTTP port.
 *   HOST                  [0.0.0.0]  interface to listen on.
 *   DATABASE_URL          [file:data/backoffice.db]  libsql URL: a `file:` path (its folder is
 *                         created) or a libsql/sqld URL for a shared server.
 *   DATABASE_AUTH_TOKEN   []  auth token for a remote libsql/sqld server.
 *   ADMIN_EMAIL           [admin@parc-demo.fr]  the seeded administrator's e-mail.
 *   ADMIN_PASSWORD        [Admin#2026!]  the seeded administrator's password.
 *   OAUTH_CLIENT_ID       [backoffice-pwa]  client id expected by /connect/token.
 *   OAUTH_CLIENT_SECRET   [backoffice-demo-secret]  client secret expected by /connect/token.
 *   OAUTH_SCOPE           [api offline_access]  scope the PWA asks for (published in /config.json).
 *   JWT_SECRET            []  HS256 signing secret (at least 32 characters). When unset, one is
 *                         generated once and kept in JWT_SECRET_FILE, so tokens survive restarts
 *                         (never in the database: a backup cannot mint tokens).
 *   JWT_SECRET_FILE       [jwt-secret beside a file database, else data/jwt-secret]
 *   ACCESS_TOKEN_TTL      [900]  access token lifetime, seconds.
 *   REFRESH_TOKEN_TTL     [43200]  refresh token lifetime, seconds (renewed at each rotation,
 *                         never past the session's end).
 *   SESSION_MAX_AGE       [43200]  absolute lifetime of a sign-in (a venue's shift), seconds:
 *                         refreshing does not extend it; past it the employee signs in again.
 *   REFRESH_GRACE         [10]  seconds during which a refresh token just rotated may be sent
 *                         again (its answer was lost) and gets the same new pair; a reuse after
 *                         that revokes the whole session.
 *   TOKEN_ISSUER          [backoffice]  `iss` of the access tokens, checked on every call.
 *   TOKEN_AUDIENCE        [backoffice-api]  `aud` of the access tokens, checked on every call.
 *   SIGNIN_ACCOUNT_FAILURES [5]  failed sign-ins (password, setup code, password change) per
 *                         account per SIGNIN_WINDOW before 429 too_many_attempts.
 *   SIGNIN_ADDRESS_FAILURES [50]  the same per client address.
 *   SIGNIN_WINDOW         [900]  seconds over which failures are counted.
 *   TRUST_PROXY           [off]  "1"/"true": the client address is the last X-Forwarded-For
 *                         entry (set by the venue's reverse proxy), not the socket's.
 *   DIST_DIR              [dist]  built PWA; served with SPA fallback when it holds index.html.
 *   API_BASE_URL          []  published in /config.json; empty means same origin.
 *   AUTH_URL              []  published in /config.json; empty means same origin.
 *   VENUE_CURRENCY        [EUR]  ISO 4217 code of the venue's currency: the screens' amounts (in
 *                         every language, published in /config.json) and the invoices'.
 *   VENUE_TIME_ZONE       [Europe/Paris]  IANA time zone of the venue: the free play and happy
 *                         hour periods are its wall-clock times (src/contract/planning.ts); a zone
 *                         the system does not know refuses the start.
 *   VENUE_LEGAL_NAME      [Parc Démo Loisirs SAS]  the seller's legal name (raison sociale) printed
 *                         on the invoices (server/invoices/invoice-document.ts), with:
 *   VENUE_ADDRESS         [12 rue des Loisirs, 69007 Lyon]  its registered address, one line per
 *                         comma-separated part.
 *   VENUE_SIREN           [123456782]  9 digits, Luhn-checked (spaces allowed).
 *   VENUE_SIRET           [12345678200010]  14 digits, Luhn-checked, starting with the SIREN.
 *   VENUE_RCS             [RCS Lyon 123 456 782]  "RCS <city> <SIREN>": its digits end with the
 *                         SIREN.
 *   VENUE_VAT_NUMBER      [FR11123456782]  intra-community VAT number: "FR", the key
 *                         (12 + 3 × (SIREN mod 97)) mod 97 on 2 digits, the SIREN.
 *   VENUE_CAPITAL         [SAS au capital de 10 000 €]  legal form and share capital; "none"
 *                         prints nothing (a sole trader).
 *                         The demo's identifiers are fictional but well-formed; a value that is
 *                         not, or that does not match the SIREN, refuses the start.
 *   CORS_ORIGINS          []  comma-separated origins allowed to call the API from a browser
 *                         (only needed when the PWA is served from another origin).
 *   TEST_HOOKS            [off]  "1"/"true" adds POST /api/test/lose-next-answers, with which
 *                         end-to-end tests make the server apply a mutation and then lose its
 *                         answer (503). Never on a real venue's server.
 *   MAX_IN_FLIGHT         [64]  /api and /connect requests handled at once; beyond, they queue.
 *   MAX_QUEUE             [256]  requests that may wait; beyond, 503 server_busy at once.
 *   QUEUE_TIMEOUT_MS      [5000]  longest wait in that queue before 503 server_busy.
 *   RETRY_AFTER           [2]  seconds, the Retry-After of a 503 server_busy.
 *   MAX_EVENT_LOOP_DELAY_MS [200]  mean event-loop delay above which new /api and /connect
 *                         requests get 503 server_busy at once (the process is saturated).
 *   REQUEST_TIMEOUT_MS    [30000]  time to receive a whole request (Node's requestTimeout).
 *   BODY_TIMEOUT_MS       [15000]  time a signed-in request's body may take to arrive; it is read
 *                         before the request takes an overload slot or the database writer.
 *   PUBLIC_BODY_TIMEOUT_MS [5000]  the same for a request without a token (sign-in, device
 *                         reports): 408 body_timeout past it.
 *   MAX_PUBLIC_PER_ADDRESS [16]  requests without a token handled at once per client address;
 *                         beyond, 503 server_busy at once (TRUST_PROXY says what the address is).
 *   WRITER_WAIT_MS        [5000]  longest wait for the database writer; then 503 server_busy.
 *   BACKUP_DIR            []  a folder where the server keeps a daily backup of a file database
 *                         (server/db/daily-backup.ts); none: no daily backup.
 *   BACKUP_KEEP           [14]  how many daily backups are kept there.
 *   LOG_RETENTION_DAYS    [400]  days the events log keeps an entry (366 to 3650); older ones
 *                         are deleted at start and every day (server/monitor/prune.ts).
 *   PICTURES_DIR          [pictures beside a file database, else a folder in the system's
 *                         temporary folder]  where the articles' pictures are kept (re-encoded
 *                         WebP, named by their hash: server/snacks/pictures.ts). Back it up with
 *                         the database.
 *   HEADERS_TIMEOUT_MS    [10000]  time to receive a request's headers (headersTimeout).
 *   KEEP_ALIVE_TIMEOUT_MS [5000]  idle time before a kept-alive connection is closed.
 */
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { z } from "zod";
import { CURRENCY_CODE } from "../src/contract/app-config";
import { isTimeZone } from "../src/contract/planning-zone";

/**
 * The demo's secrets, printed in the README: a server refuses to start with any of them unless
 * its database is the demo venue (main.ts, `demoSecretsInUse`).
 */
export const DEMO_SECRETS = {
  ADMIN_PASSWORD: "Admin#2026!",
  OAUTH_CLIENT_SECRET: "backoffice-demo-secret",
} as const;

/** The names of the settings still at the demo's secret. */
export function demoSecretsInUse(config: ServerConfig): (keyof typeof DEMO_SECRETS)[] {
  const used: (keyof typeof DEMO_SECRETS)[] = [];
  if (config.admin.password === DEMO_SECRETS.ADMIN_PASSWORD) used.push("ADMIN_PASSWORD");
  if (config.oauth.clientSecret === DEMO_SECRETS.OAUTH_CLIENT_SECRET)
    used.push("OAUTH_CLIENT_SECRET");
  return used;
}

/** The Luhn check of SIREN and SIRET numbers (digits only). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((ch, i) => {
    const d = Number(ch) * (i % 2 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  });
  return /^\d+$/.test(digits) && sum % 10 === 0;
}

/**
 * A SIRET's check: Luhn, except La Poste's establishments (SIREN 356000000), whose SIRET may
 * instead have digits adding up to a multiple of 5.
 */
const LA_POSTE = "356000000";
const siretValid = (siret: string) =>
  luhnValid(siret) ||
  (siret.startsWith(LA_POSTE) && [...siret].reduce((a, ch) => a + Number(ch), 0) % 5 === 0);

/** The French intra-community VAT number of a SIREN: FR, key (12 + 3 × (SIREN mod 97)) mod 97, SIREN. */
export function vatNumberOf(siren: string): string {
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return `FR${String(key).padStart(2, "0")}${siren}`;
}

/** The demo venue's legal identifiers: fictional, well-formed (a Luhn-valid SIREN and its SIRET). */
export const DEMO_VENUE = {
  VENUE_LEGAL_NAME: "Parc Démo Loisirs SAS",
  VENUE_ADDRESS: "12 rue des Loisirs, 69007 Lyon",
  VENUE_SIREN: "123456782",
  VENUE_SIRET: "12345678200010",
  VENUE_RCS: "RCS Lyon 123 456 782",
  VENUE_VAT_NUMBER: "FR11123456782",
  VENUE_CAPITAL: "SAS au capital de 10 000 €",
} as const;

const digitsOnly = (v: string) => v.replace(/[\s\u00a0]/g, "");

/** The file of a `file:` database URL (absolute), or undefined for another URL. */
export function localDatabaseFile(url: string): string | undefined {
  if (!url.startsWith("file:") || url.includes(":memory:")) return undefined;
  return resolve(url.slice("file:".length).replace(/\?.*$/, ""));
}

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const boundedInt = (fallback: number, max: number) =>
  z.coerce.number().int().positive().max(max).default(fallback);

const envSchema = z
  .object({
    PORT: positiveInt(4790),
    HOST: z.string().default("0.0.0.0"),
    DATABASE_URL: z.string().min(1).default("file:data/backoffice.db"),
    DATABASE_AUTH_TOKEN: z.string().optional(),
    ADMIN_EMAIL: z.email().default("admin@parc-demo.fr"),
    ADMIN_PASSWORD: z.string().min(8).default(DEMO_SECRETS.ADMIN_PASSWORD),
    OAUTH_CLIENT_ID: z.string().min(1).default("backoffice-pwa"),
    OAUTH_CLIENT_SECRET: z.string().min(1).default(DEMO_SECRETS.OAUTH_CLIENT_SECRET),
    OAUTH_SCOPE: z.string().default("api offline_access"),
    JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
    JWT_SECRET_FILE: z.string().min(1).optional(),
    ACCESS_TOKEN_TTL: positiveInt(900),
    REFRESH_TOKEN_TTL: positiveInt(43200),
    SESSION_MAX_AGE: positiveInt(43200),
    REFRESH_GRACE: z.coerce.number().int().min(0).max(300).default(10),
    TOKEN_ISSUER: z.string().min(1).default("backoffice"),
    TOKEN_AUDIENCE: z.string().min(1).default("backoffice-api"),
    SIGNIN_ACCOUNT_FAILURES: positiveInt(5),
    SIGNIN_ADDRESS_FAILURES: positiveInt(50),
    SIGNIN_WINDOW: positiveInt(900),
    LOG_RETENTION_DAYS: z.coerce.number().int().min(366).max(3650).default(400),
    TRUST_PROXY: z.stringbool().default(false),
    DIST_DIR: z.string().min(1).default("dist"),
    API_BASE_URL: z.string().default(""),
    AUTH_URL: z.string().default(""),
    VENUE_CURRENCY: z
      .string()
      .trim()
      .toUpperCase()
      .regex(CURRENCY_CODE, "VENUE_CURRENCY must be an ISO 4217 code such as EUR")
      .default("EUR"),
    VENUE_TIME_ZONE: z
      .string()
      .trim()
      .refine(isTimeZone, "VENUE_TIME_ZONE must be an IANA time zone such as Europe/Paris")
      .default("Europe/Paris"),
    VENUE_LEGAL_NAME: z.string().trim().min(1).max(120).default(DEMO_VENUE.VENUE_LEGAL_NAME),
    VENUE_ADDRESS: z.string().trim().min(1).max(300).default(DEMO_VENUE.VENUE_ADDRESS),
    VENUE_SIREN: z
      .string()
      .transform(digitsOnly)
      .pipe(
        z
          .string()
          .regex(/^\d{9}$/, "VENUE_SIREN must be 9 digits")
          .refine(luhnValid, "VENUE_SIREN fails its check digit (Luhn)"),
      )
      .default(DEMO_VENUE.VENUE_SIREN),
    VENUE_SIRET: z
      .string()
      .transform(digitsOnly)
      .pipe(
        z
          .string()
          .regex(/^\d{14}$/, "VENUE_SIRET must be 14 digits")
          .refine(siretValid, "VENUE_SIRET fails its check digit (Luhn)"),
      )
      .default(DEMO_VENUE.VENUE_SIRET),
    VENUE_RCS: z
      .string()
      .trim()
      .regex(/^RCS\s+\S.*\d$/, 'VENUE_RCS must read "RCS <city> <SIREN>"')
      .default(DEMO_VENUE.VENUE_RCS),
    VENUE_VAT_NUMBER: z
      .string()
      .transform((v) => digitsOnly(v).toUpperCase())
      .pipe(z.string().regex(/^FR\d{11}$/, "VENUE_VAT_NUMBER must be FR and 11 digits"))
      .default(DEMO_VENUE.VENUE_VAT_NUMBER),
    VENUE_CAPITAL: z.string().trim().max(120).default(DEMO_VENUE.VENUE_CAPITAL),
    CORS_ORIGINS: z.string().default(""),
    TEST_HOOKS: z.stringbool().default(false),
    MAX_IN_FLIGHT: positiveInt(64),
    MAX_QUEUE: z.coerce.number().int().min(0).default(256),
    QUEUE_TIMEOUT_MS: positiveInt(5000),
    RETRY_AFTER: positiveInt(2),
    MAX_EVENT_LOOP_DELAY_MS: positiveInt(200),
    REQUEST_TIMEOUT_MS: positiveInt(30000),
    HEADERS_TIMEOUT_MS: positiveInt(10000),
    KEEP_ALIVE_TIMEOUT_MS: positiveInt(5000),
    BODY_TIMEOUT_MS: boundedInt(15000, 120_000),
    PUBLIC_BODY_TIMEOUT_MS: boundedInt(5000, 60_000),
    MAX_PUBLIC_PER_ADDRESS: boundedInt(16, 10_000),
    WRITER_WAIT_MS: boundedInt(5000, 60_000),
    BACKUP_DIR: z.string().min(1).optional(),
    PICTURES_DIR: z.string().min(1).optional(),
    BACKUP_KEEP: boundedInt(14, 366),
  })
  // The identifiers must name one company: the SIRET, RCS and VAT number carry the SIREN.
  .superRefine((e, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    if (!e.VENUE_SIRET.startsWith(e.VENUE_SIREN))
      issue("VENUE_SIRET", `must start with VENUE_SIREN ${e.VENUE_SIREN}`);
    if (!e.VENUE_RCS.replace(/\D/g, "").endsWith(e.VENUE_SIREN))
      issue("VENUE_RCS", `must end with VENUE_SIREN ${e.VENUE_SIREN}`);
    if (e.VENUE_VAT_NUMBER !== vatNumberOf(e.VENUE_SIREN))
      issue(
        "VENUE_VAT_NUMBER",
        `must be ${vatNumberOf(e.VENUE_SIREN)} for VENUE_SIREN ${e.VENUE_SIREN}`,
      );
  });

/** The venue's legal identity, as its invoices print it. */
export interface VenueLegal {
  legalName: string;
  /** Lines of the registered address. */
  address: string[];
  siren: string;
  siret: string;
  rcs: string;
  vatNumber: string;
  /** Legal form and share capital, or null. */
  capital: string | null;
}

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string;
  databaseAuthToken: string | undefined;
  admin: { email: string; password: string };
  oauth: { clientId: string; clientSecret: string; scope: string };
  jwtSecret: string | undefined;
  /** Where a generated JWT secret is kept (JWT_SECRET_FILE). */
  jwtSecretFile: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** Absolute lifetime of a sign-in, seconds (SESSION_MAX_AGE). */
  sessionMaxAge: number;
  /** Seconds a rotated refresh token may be retried for the same answer (REFRESH_GRACE). */
  refreshGrace: number;
  /** `iss` and `aud` of the access tokens. */
  tokenIssuer: string;
  tokenAudience: string;
  /** Failed sign-ins allowed per account and per address within `windowSeconds`. */
  signInLimits: { perAccount: number; perAddress: number; windowSeconds: number };
  /** Client address from X-Forwarded-For (TRUST_PROXY) instead of the socket. */
  trustProxy: boolean;
  distDir: string;
  apiBaseUrl: string;
  authUrl: string;
  /** ISO 4217 code of the venue's currency (VENUE_CURRENCY). */
  currency: string;
  /** IANA time zone of the venue's wall clock (VENUE_TIME_ZONE): the planning's periods. */
  venueTimeZone: string;
  /** The seller on the invoices (VENUE_LEGAL_NAME ... VENUE_CAPITAL), identifiers checked. */
  venue: VenueLegal;
  corsOrigins: string[];
  /** Test-only routes and faults (TEST_HOOKS); off by default. */
  testHooks: boolean;
  /** Overload limits of /api and /connect (server/http/overload.ts). */
  overload: {
    maxInFlight: number;
    maxQueue: number;
    queueTimeoutMs: number;
    retryAfterSeconds: number;
    maxEventLoopDelayMs: number;
  };
  /** How request bodies are read: before any slot or writer (server/http/body-first.ts). */
  bodies: { timeoutMs: number; publicTimeoutMs: number; maxPublicPerAddress: number };
  /** The daily backup (server/db/daily-backup.ts): its folder (none: off) and how many are kept. */
  backups: { dir: string | undefined; keep: number };
  /** Days the events log keeps an entry (LOG_RETENTION_DAYS: server/monitor/prune.ts). */
  logRetentionDays: number;
  /** Where the articles' pictures are kept (PICTURES_DIR). */
  picturesDir: string;
  /** Longest wait for the database writer, milliseconds (server/db/write-transaction.ts). */
  writerWaitMs: number;
  /** Node HTTP server timeouts, milliseconds (server/http/listen.ts). */
  timeouts: { requestMs: number; headersMs: number; keepAliveMs: number };
}

/** Reads the configuration; an empty variable counts as unset. Throws a readable error when invalid. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ""),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid server configuration: ${detail}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseAuthToken: e.DATABASE_AUTH_TOKEN,
    admin: { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD },
    oauth: {
      clientId: e.OAUTH_CLIENT_ID,
      clientSecret: e.OAUTH_CLIENT_SECRET,
      scope: e.OAUTH_SCOPE,
    },
    jwtSecret: e.JWT_SECRET,
    jwtSecretFile: resolve(
      e.JWT_SECRET_FILE ??
        join(dirname(localDatabaseFile(e.DATABASE_URL) ?? "data/x"), "jwt-secret"),
    ),
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    sessionMaxAge: e.SESSION_MAX_AGE,
    refreshGrace: e.REFRESH_GRACE,
    tokenIssuer: e.TOKEN_ISSUER,
    tokenAudience: e.TOKEN_AUDIENCE,
    signInLimits: {
      perAccount: e.SIGNIN_ACCOUNT_FAILURES,
      perAddress: e.SIGNIN_ADDRESS_FAILURES,
      windowSeconds: e.SIGNIN_WINDOW,
    },
    trustProxy: e.TRUST_PROXY,
    distDir: resolve(e.DIST_DIR),
    apiBaseUrl: e.API_BASE_URL,
    authUrl: e.AUTH_URL,
    currency: e.VENUE_CURRENCY,
    venueTimeZone: e.VENUE_TIME_ZONE,
    venue: {
      legalName: e.VENUE_LEGAL_NAME,
      address: e.VENUE_ADDRESS.split(",")
        .map((line) => line.trim())
        .filter(Boolean),
      siren: e.VENUE_SIREN,
      siret: e.VENUE_SIRET,
      rcs: e.VENUE_RCS,
      vatNumber: e.VENUE_VAT_NUMBER,
      capital: e.VENUE_CAPITAL && e.VENUE_CAPITAL.toLowerCase() !== "none" ? e.VENUE_CAPITAL : null,
    },
    corsOrigins: e.CORS_ORIGINS.split(",")
      .map((o) => o.trim())
      .filter(Boolean),
    testHooks: e.TEST_HOOKS,
    overload: {
      maxInFlight: e.MAX_IN_FLIGHT,
      maxQueue: e.MAX_QUEUE,
      queueTimeoutMs: e.QUEUE_TIMEOUT_MS,
      retryAfterSeconds: e.RETRY_AFTER,
      maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    },
    bodies: {
      timeoutMs: e.BODY_TIMEOUT_MS,
      publicTimeoutMs: e.PUBLIC_BODY_TIMEOUT_MS,
      maxPublicPerAddress: e.MAX_PUBLIC_PER_ADDRESS,
    },
    writerWaitMs: e.WRITER_WAIT_MS,
    backups: { dir: e.BACKUP_DIR && resolve(e.BACKUP_DIR), keep: e.BACKUP_KEEP },
    logRetentionDays: e.LOG_RETENTION_DAYS,
    picturesDir: resolve(
      e.PICTURES_DIR ??
        (localDatabaseFile(e.DATABASE_URL)
          ? join(dirname(localDatabaseFile(e.DATABASE_URL)!), "pictures")
          : join(tmpdir(), "backoffice-pictures")),
    ),
    timeouts: {
      // Node refuses a headers timeout longer than the request timeout.
      requestMs: e.REQUEST_TIMEOUT_MS,
      headersMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
  };
}
