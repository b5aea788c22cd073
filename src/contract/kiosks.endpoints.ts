/**
 * The kiosks' calls (spec section 7, "Kiosks"): the kiosks, addressed by serial number, what they
 * sold, and the operations a kiosk takes at its next report. Rules and decisions:
 * src/contract/kiosks.ts and src/contract/devices.ts.
 */
import type { z } from "zod";
import {
  deviceCommandSchema,
  kioskRecycleInputSchema,
  kioskRestartInputSchema,
  kioskTransferInputSchema,
  serialParamsSchema,
} from "./devices";
import { issueKeyEndpoint } from "./device-keys";
import { endpoint, type Requirement } from "./endpoint";
import type { ErrorCode } from "./errors";
import { kioskInputSchema, kioskListQuerySchema, kioskPurchaseSchema, kioskSchema } from "./kiosks";
import { countSchema, pagedSchema, sortQuery, valuesSchema } from "./paging";

const TAG = "Kiosks";
/**
 * The kiosks list's orders (`sort`, the list's column keys); then the id. The type and the
 * payment group the kiosks by their code. Not the state: it is the health the app reads from the
 * last report and the time (devices' `healthOf`).
 */
// Not by version: SQL orders "1.2.10" before "1.2.9" (versions compare by their numbers).
const KIOSK_SORTS = ["name", "serialNumber", "type", "lastPing", "payment"] as const;

export const kiosksApi = {
  count: endpoint({
    method: "get",
    path: "/api/kiosk/count",
    requirement: "KIOSK_READ",
    summary: "How many kiosks the venue has",
    tag: TAG,
    answers: { 200: countSchema },
  }),
  list: endpoint({
    method: "get",
    path: "/api/kiosk/kiosks",
    requirement: "KIOSK_READ",
    summary: "Kiosks, one page, filtered on the name or serial number and the type, sorted",
    tag: TAG,
    query: kioskListQuerySchema.extend(sortQuery(KIOSK_SORTS).shape),
    answers: { 200: pagedSchema(kioskSchema) },
  }),
  purchases: endpoint({
    method: "get",
    path: "/api/kiosk/allpurchasehistorykiosk",
    requirement: "KIOSK_READ",
    summary: "What a kiosk sold, newest first",
    tag: TAG,
    query: serialParamsSchema,
    answers: { 200: valuesSchema(kioskPurchaseSchema) },
    errors: { 404: ["not_found"] },
  }),
  create: endpoint({
    method: "post",
    path: "/api/kiosk",
    requirement: "KIOSK_ADD_UPDATE",
    summary: "Adds a kiosk",
    tag: TAG,
    body: kioskInputSchema,
    answers: { 201: kioskSchema },
    errors: { 400: ["number_duplicated", "device_unavailable"] },
  }),
  update: endpoint({
    method: "put",
    path: "/api/kiosk/:serialNumber",
    requirement: "KIOSK_ADD_UPDATE",
    summary: "Updates a kiosk, addressed by its current serial number (the body may change it)",
    tag: TAG,
    params: serialParamsSchema,
    body: kioskInputSchema,
    answers: { 200: kioskSchema },
    errors: { 400: ["number_duplicated", "device_unavailable"], 404: ["not_found"] },
  }),
  remove: endpoint({
    method: "delete",
    path: "/api/kiosk/:serialNumber",
    requirement: "KIOSK_DELETE",
    summary: "Deletes a kiosk; its device is freed, its sales are kept",
    tag: TAG,
    params: serialParamsSchema,
    answers: { 204: null },
    errors: { 404: ["not_found"] },
  }),
  issueKey: issueKeyEndpoint("/api/kiosk/key/:serialNumber", "KIOSK_ADD_UPDATE", TAG),
};

/**
 * A kiosk operation: a command the kiosk takes at its next report and runs itself, kept at most
 * DEVICE_COMMAND_TTL_MS after the person asked (`issuedAt`); `refusals`, the operation's own.
 */
function kioskCommand<B extends z.ZodType<{ issuedAt?: string }>>(declaration: {
  path: string;
  requirement: Requirement;
  summary: string;
  body: B;
  refusals?: readonly ErrorCode[];
}) {
  return endpoint({
    method: "post",
    path: declaration.path,
    requirement: declaration.requirement,
    summary: declaration.summary,
    description:
      "Kept for the kiosk until its next report, at most 10 minutes after `issuedAt` (when the person asked, default now); older: 400 command_expired.",
    tag: TAG,
    params: serialParamsSchema,
    body: declaration.body,
    answers: { 201: deviceCommandSchema },
    errors: {
      400: ["command_expired", ...(declaration.refusals ?? [])],
      404: ["not_found"],
    },
  });
}

export const kioskCommandsApi = {
  restart: kioskCommand({
    path: "/api/kiosk/restart/:serialNumber",
    requirement: "KIOSK_RESTART",
    summary: "Restarts a kiosk (the whole machine)",
    body: kioskRestartInputSchema,
  }),
  restartApp: kioskCommand({
    path: "/api/kiosk/restart-app/:serialNumber",
    requirement: "KIOSK_RESTART_APP",
    summary: "Restarts a kiosk's application",
    body: kioskRestartInputSchema,
  }),
  recycleCard: kioskCommand({
    path: "/api/kiosk/recycle-card/:serialNumber",
    requirement: "KIOSK_RECYCLE_CARD",
    summary: "Has a kiosk take a card back into its stock (recycled)",
    body: kioskRecycleInputSchema,
    refusals: ["unknown_reference"],
  }),
  transferCard: kioskCommand({
    path: "/api/kiosk/transfer-card/:serialNumber",
    requirement: "KIOSK_TRANSFER_CARD",
    summary: "Has a kiosk move a card's units to a new card it dispenses",
    body: kioskTransferInputSchema,
    refusals: ["unknown_reference", "same_card"],
  }),
};
