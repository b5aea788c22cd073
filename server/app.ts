/**
 * The Hono app: /connect/token, the /api routes (each declared with its rights requirement and
 * schemas), their OpenAPI document and reference page (api-docs.route.ts), /config.json and, when a build exists, the PWA. Used by main.ts and, in-process, by tests.
 */
import { Hono } from "hono";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import { registerTokenRoute } from "./auth/token.route";
import { registerCardActionRoutes } from "./cards/card-actions.route";
import { registerCardHistoryRoutes } from "./cards/card-history.route";
import { registerCardImportRoutes } from "./cards/card-import.route";
import { registerCardOperationRoutes } from "./cards/card-operations";
import { registerCardRoutes } from "./cards/cards.route";
import { registerCustomerRoutes } from "./customers/customers.route";
import { registerEmployeeRoutes } from "./employees/employees.route";
import { registerPasswordRoutes } from "./employees/password.route";
import { registerSetupCodeRoutes } from "./employees/setup-code.route";
import { registerApiDocsRoutes } from "./http/api-docs.route";
import { registerHealthRoutes } from "./http/health.route";
import { ApiError } from "./http/api-error";
import { constraintRefusal, describeFailure } from "./http/database-errors";
import type { AppDeps, AppEnv } from "./http/app-env";
import { overloadMiddleware } from "./http/overload";
import { bodyFirst, publicBudget } from "./http/body-first";
import { limitWriterWait, WriterBusy } from "./db/write-transaction";
import { storageFault } from "./db/storage-faults";
import { noStoreOnApi, securityHeaders } from "./http/security-headers";
import { registerStaticRoutes } from "./http/static.route";
import { registerTestHookRoutes } from "./http/test-hooks.route";
import { registerAnimationRoutes } from "./games/animations.route";
import { registerGameCategoryRoutes } from "./games/game-categories.route";
import { registerGameTypeRoutes } from "./games/game-types.route";
import { registerGameRoutes } from "./games/games.route";
import { registerProductRoutes } from "./products/products.route";
import { registerSnackArticleRoutes } from "./snacks/articles.route";
import { registerSnackLocationRoutes } from "./snacks/locations.route";
import { registerSnackOrderRoutes } from "./snacks/orders.route";
import { registerPictureRoutes } from "./snacks/pictures.route";
import { registerKioskRoutes } from "./kiosks/kiosks.route";
import { registerMoneyRoutes } from "./money/money.route";
import { registerEventRoutes } from "./events/events.route";
import { registerPlanningRoutes } from "./planning/periods.route";
import { registerMonitorRoutes } from "./monitor/monitor.route";
import { registerDeviceHealthRoutes } from "./devices/device-health.route";
import { limitBodySize } from "./http/body-limit";
import { registerDeviceKeyRoutes } from "./devices/device-keys.route";
import { registerKioskCommandRoutes } from "./devices/kiosk-commands.route";
import { registerSmartTouchActionRoutes } from "./devices/smart-touch-actions.route";
import { registerSmartTouchRoutes } from "./devices/smart-touch.route";
import { registerTranslationRoutes } from "./devices/translations.route";
import { registerUpdateRoutes } from "./devices/updates.route";
import { registerRoleRoutes } from "./roles/roles.route";
import { registerSiteRoutes } from "./site/site.route";
import { registerStaffCardRoutes } from "./staff-cards/staff-cards.route";

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use("*", async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  // Outermost, so they mark every answer: errors, 404s, 413s and 503s included.
  app.use("*", securityHeaders(deps.config));
  app.use("*", noStoreOnApi);
  if (deps.config.corsOrigins.length > 0) {
    app.use(
      "/api/*",
      cors({
        origin: deps.config.corsOrigins,
        exposeHeaders: ["Idempotent-Replayed", "Retry-After"],
        maxAge: 600,
      }),
    );
    // Retry-After: the sign-in screens say how long to wait after too many failures.
    app.use(
      "/connect/*",
      cors({ origin: deps.config.corsOrigins, maxAge: 600, exposeHeaders: ["Retry-After"] }),
    );
  }
  app.use("/api/*", limitBodySize);
  app.use("/connect/*", limitBodySize);
  // The body arrives before a slot or the writer is taken (body-first.ts).
  app.use("*", publicBudget(deps.config.bodies, deps.config.overload.retryAfterSeconds));
  app.use("*", bodyFirst(deps.config.bodies));
  app.use("*", overloadMiddleware(deps.config.overload));
  limitWriterWait(deps.db, deps.config.writerWaitMs);

  registerTokenRoute(app);
  registerHealthRoutes(app);
  registerSiteRoutes(app);
  registerRoleRoutes(app);
  registerPasswordRoutes(app);
  registerSetupCodeRoutes(app);
  registerEmployeeRoutes(app);
  registerCustomerRoutes(app);
  registerCardRoutes(app);
  registerCardActionRoutes(app);
  registerCardHistoryRoutes(app);
  registerCardImportRoutes(app);
  registerMoneyRoutes(app);
  registerEventRoutes(app);
  registerPlanningRoutes(app);
  registerMonitorRoutes(app);
  registerCardOperationRoutes(app);
  registerStaffCardRoutes(app);
  registerKioskRoutes(app);
  registerKioskCommandRoutes(app);
  registerSmartTouchRoutes(app);
  registerSmartTouchActionRoutes(app);
  registerTranslationRoutes(app);
  registerUpdateRoutes(app);
  registerDeviceHealthRoutes(app);
  registerDeviceKeyRoutes(app);
  registerGameTypeRoutes(app);
  registerGameCategoryRoutes(app);
  registerAnimationRoutes(app);
  registerGameRoutes(app);
  registerProductRoutes(app);
  registerSnackArticleRoutes(app);
  registerSnackLocationRoutes(app);
  registerSnackOrderRoutes(app);
  registerPictureRoutes(app);
  registerTestHookRoutes(app, deps);
  // Last of the /api routes: the document describes every route declared above.
  registerApiDocsRoutes(app);
  registerStaticRoutes(app, deps.config);

  app.notFound((c) => c.json({ code: "not_found" }, 404));
  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(err.body, err.status);
    // The writer stayed busy past WRITER_WAIT_MS: nothing was done, the client tries again.
    if (err instanceof WriterBusy) {
      c.header("Retry-After", String(deps.config.overload.retryAfterSeconds));
      return c.json({ code: "server_busy" }, 503);
    }
    // Hono's own refusals (e.g. a malformed body it parsed): the client's fault, not ours.
    if (err instanceof HTTPException && err.status < 500) {
      return c.json(
        { code: "validation_failed", issues: [{ path: "", rule: "invalid_request" }] },
        400,
      );
    }
    // The storage says what is wrong with it (server/db/storage-faults.ts), never a bare 500.
    const fault = storageFault(err);
    if (fault === "busy") {
      c.header("Retry-After", String(deps.config.overload.retryAfterSeconds));
      return c.json({ code: "server_busy" }, 503);
    }
    if (fault === "read_only") return c.json({ code: "storage_read_only" }, 503);
    if (fault === "full") return c.json({ code: "storage_full" }, 507);
    if (fault === "damaged") {
      // GET /api/health says it from now on; the operator restores a backup.
      if (deps.storage) deps.storage.damaged = true;
      console.error(`[server] the database file is damaged: ${describeFailure(err)}`);
    }
    const refusal = constraintRefusal(err);
    if (refusal) return c.json(refusal.body, refusal.status);
    console.error(`[server] ${c.req.method} ${c.req.path} failed: ${describeFailure(err)}`);
    return c.json({ code: "server_error" }, 500);
  });
  return app;
}
