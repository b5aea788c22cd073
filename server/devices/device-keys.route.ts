/**
 * Issues a kiosk or a smart touch its own key (kiosksApi.issueKey, smartTouchApi.issueKey;
 * src/contract/devices.endpoints.ts issueKeyEndpoint): the key is answered once and only its hash
 * is written, in its own write transaction (not a keyed mutation: an Idempotency-Key store would
 * keep the key in clear). The previous key stops working at once.
 */
import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import type { DeviceKey } from "../../src/contract/devices";
import { smartTouchApi } from "../../src/contract/devices.endpoints";
import { kiosksApi } from "../../src/contract/kiosks.endpoints";
import { kiosks, smartTouches } from "../db/schema/kiosks.schema";
import { writeTransaction } from "../db/write-transaction";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import { newDeviceKey } from "./device-keys";

export function registerDeviceKeyRoutes(app: Hono<AppEnv>): void {
  for (const [endpoint, table] of [
    [kiosksApi.issueKey, kiosks],
    [smartTouchApi.issueKey, smartTouches],
  ] as const) {
    defineRoute(app, endpoint, async (c, { params: { serialNumber } }) => {
      const { key, keyHash } = newDeviceKey();
      const keyIssuedAt = new Date().toISOString();
      const updated = await writeTransaction(c.get("deps").db, (tx) =>
        tx
          .update(table)
          .set({ keyHash, keyIssuedAt })
          .where(eq(table.serialNumber, serialNumber))
          .returning({ serialNumber: table.serialNumber }),
      );
      if (!updated.length) throw new ApiError(404, "not_found");
      return c.json({ serialNumber, deviceKey: key, keyIssuedAt } satisfies DeviceKey);
    });
  }
}
