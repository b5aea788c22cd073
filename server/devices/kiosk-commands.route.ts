/**
 * Kiosk operations (rights KIOSK_RESTART, KIOSK_RESTART_APP, KIOSK_RECYCLE_CARD,
 * KIOSK_TRANSFER_CARD): each is a command the kiosk takes at its next report and runs itself (the
 * kiosk's software recycles or transfers the card through the card calls). The server checks what
 * it can now: the kiosk, the cards, and the command's age (src/contract/devices.ts). Declared in
 * src/contract/kiosks.endpoints.ts (`kioskCommandsApi`).
 */
import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import type { z } from "zod";
import {
  DEVICE_COMMAND_TTL_MS,
  type DeviceCommandName,
  type serialParamsSchema,
} from "../../src/contract/devices";
import type { Endpoint } from "../../src/contract/endpoint";
import { kioskCommandsApi } from "../../src/contract/kiosks.endpoints";
import { findCard } from "../cards/card.repository";
import type { Db } from "../db/database";
import { kiosks } from "../db/schema/kiosks.schema";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { defineRoute, type RouteInput } from "../http/define-route";
import { caller } from "../http/rights.middleware";
import { queueCommand } from "./device-commands";

/** The command's start: when it was asked for, never in the future; past its life, refused. */
function startOf(issuedAt: string | undefined, now: number): number {
  const at = issuedAt === undefined ? now : Math.min(Date.parse(issuedAt), now);
  if (now - at >= DEVICE_COMMAND_TTL_MS) throw new ApiError(400, "command_expired");
  return at;
}

async function requireKiosk(db: Db, serialNumber: string) {
  const [row] = await db
    .select({ serialNumber: kiosks.serialNumber })
    .from(kiosks)
    .where(eq(kiosks.serialNumber, serialNumber));
  if (!row) throw new ApiError(404, "not_found");
  return row;
}

async function requireCards(db: Db, numbers: string[]): Promise<string[]> {
  const found = await Promise.all(numbers.map((n) => findCard(db, n)));
  if (found.some((card) => !card)) throw new ApiError(400, "unknown_reference");
  return found.map((card) => card!.number);
}

type Payload = Record<string, string>;

/**
 * Serves a kiosk operation of the contract (`kioskCommandsApi`): queues `command` for the kiosk;
 * `payload` checks the body and returns the command's payload (card numbers as stored).
 */
function serveKioskCommand<S extends z.ZodType<{ issuedAt?: string }>>(
  app: Hono<AppEnv>,
  endpoint: Endpoint<typeof serialParamsSchema, undefined, S>,
  command: DeviceCommandName,
  payload?: (db: Db, body: RouteInput<undefined, undefined, S>["body"]) => Promise<Payload>,
) {
  defineRoute(app, endpoint, async (c, { params, body }) => {
    const { db } = c.get("deps");
    const start = startOf(body.issuedAt, Date.now());
    const kiosk = await requireKiosk(db, params.serialNumber);
    const queued = await queueCommand(
      db,
      {
        target: "kiosk",
        serialNumber: kiosk.serialNumber,
        command,
        payload: payload ? await payload(db, body) : undefined,
        employeeId: caller(c).employeeId,
      },
      start,
    );
    return c.json(queued, 201);
  });
}

export function registerKioskCommandRoutes(app: Hono<AppEnv>): void {
  serveKioskCommand(app, kioskCommandsApi.restart, "restart");
  serveKioskCommand(app, kioskCommandsApi.restartApp, "restartApp");
  serveKioskCommand(app, kioskCommandsApi.recycleCard, "recycleCard", async (db, body) => {
    const [cardNumber] = await requireCards(db, [body.cardNumber]);
    return { cardNumber: cardNumber! };
  });
  serveKioskCommand(app, kioskCommandsApi.transferCard, "transferCard", async (db, body) => {
    const [oldCardNumber, newCardNumber] = await requireCards(db, [
      body.oldCardNumber,
      body.newCardNumber,
    ]);
    if (oldCardNumber === newCardNumber) throw new ApiError(400, "same_card");
    return { oldCardNumber: oldCardNumber!, newCardNumber: newCardNumber! };
  });
}
