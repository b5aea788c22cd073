/**
 * Kiosk operations (rights KIOSK_RESTART, KIOSK_RESTART_APP, KIOSK_RECYCLE_CARD,
 * KIOSK_TRANSFER_CARD): each is a command the kiosk takes at its next report and runs itself (the
 * kiosk's software recycles or transfers the card through the card calls). The server checks what
 * it can now: the kiosk, the cards, and the command's age (src/contract/devices.ts).
 */
import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import type { z } from "zod";
import {
  DEVICE_COMMAND_TTL_MS,
  deviceCommandSchema,
  kioskRecycleInputSchema,
  kioskRestartInputSchema,
  kioskTransferInputSchema,
  serialParamsSchema,
  type DeviceCommandName,
} from "../../src/contract/devices";
import type { Right } from "../../src/contract/rights";
import { findCard } from "../cards/card.repository";
import { kiosks } from "../db/schema/kiosks.schema";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import type { ErrorSpec } from "../http/define-route";
import { caller } from "../http/rights.middleware";
import type { Db } from "../db/database";
import { queueCommand } from "./device-commands";

const TAG = "Kiosks";

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

interface KioskCommandRoute<S extends z.ZodType<{ issuedAt?: string }>> {
  path: string;
  command: DeviceCommandName;
  right: Right;
  summary: string;
  body: S;
  errors?: ErrorSpec;
  /** Checks the body and returns the command's payload (card numbers as stored). */
  payload?: (db: Db, body: z.output<S>) => Promise<Record<string, string>>;
}

function defineKioskCommand<S extends z.ZodType<{ issuedAt?: string }>>(
  app: Hono<AppEnv>,
  route: KioskCommandRoute<S>,
) {
  defineRoute(app, {
    method: "post",
    path: `/api/kiosk/${route.path}/:serialNumber`,
    requirement: route.right,
    summary: route.summary,
    description:
      "Kept for the kiosk until its next report, at most 10 minutes after `issuedAt` (when the person asked, default now); older: 400 command_expired.",
    tag: TAG,
    params: serialParamsSchema,
    body: route.body,
    answers: { 201: deviceCommandSchema },
    errors: {
      ...route.errors,
      400: ["command_expired", ...(route.errors?.[400] ?? [])],
      404: ["not_found"],
    },
    handler: async (c, { params, body }) => {
      const { db } = c.get("deps");
      const parsed = body as z.output<S>;
      const start = startOf(parsed.issuedAt, Date.now());
      const kiosk = await requireKiosk(db, params.serialNumber);
      const payload = route.payload ? await route.payload(db, parsed) : undefined;
      const command = await queueCommand(
        db,
        {
          target: "kiosk",
          serialNumber: kiosk.serialNumber,
          command: route.command,
          payload,
          employeeId: caller(c).employeeId,
        },
        start,
      );
      return c.json(command, 201);
    },
  });
}

export function registerKioskCommandRoutes(app: Hono<AppEnv>): void {
  defineKioskCommand(app, {
    path: "restart",
    command: "restart",
    right: "KIOSK_RESTART",
    summary: "Restarts a kiosk (the whole machine)",
    body: kioskRestartInputSchema,
  });
  defineKioskCommand(app, {
    path: "restart-app",
    command: "restartApp",
    right: "KIOSK_RESTART_APP",
    summary: "Restarts a kiosk's application",
    body: kioskRestartInputSchema,
  });
  defineKioskCommand(app, {
    path: "recycle-card",
    command: "recycleCard",
    right: "KIOSK_RECYCLE_CARD",
    summary: "Has a kiosk take a card back into its stock (recycled)",
    body: kioskRecycleInputSchema,
    errors: { 400: ["unknown_reference"] },
    payload: async (db, body) => {
      const [cardNumber] = await requireCards(db, [body.cardNumber]);
      return { cardNumber: cardNumber! };
    },
  });
  defineKioskCommand(app, {
    path: "transfer-card",
    command: "transferCard",
    right: "KIOSK_TRANSFER_CARD",
    summary: "Has a kiosk move a card's units to a new card it dispenses",
    body: kioskTransferInputSchema,
    errors: { 400: ["unknown_reference", "same_card"] },
    payload: async (db, body) => {
      const [oldCardNumber, newCardNumber] = await requireCards(db, [
        body.oldCardNumber,
        body.newCardNumber,
      ]);
      if (oldCardNumber === newCardNumber) throw new ApiError(400, "same_card");
      return { oldCardNumber: oldCardNumber!, newCardNumber: newCardNumber! };
    },
  });
}
