/**
 * The devices' calls (spec section 7, "Devices"): the smart-touch devices and their actions, and
 * the reports of every device with the health board (their texts and software updates:
 * device-software.endpoints.ts). Rules and decisions: src/contract/devices.ts.
 */
import {
  DEVICE_KEY_HEADER,
  deviceCommandSchema,
  devicePingAnswerSchema,
  devicePingSchema,
  deviceSettingsSchema,
  healthSchema,
  maintenanceInputSchema,
  serialParamsSchema,
  smartTouchInputSchema,
  smartTouchSchema,
  staffGameInputSchema,
} from "./devices";
import { issueKeyEndpoint } from "./device-keys";
import { endpoint } from "./endpoint";
import { countSchema, valuesSchema } from "./paging";
import { idParamsSchema } from "./params";

const TAG = "Devices";

/** Smart-touch devices; `update` and the actions address one by serial number. */
export const smartTouchApi = {
  count: endpoint({
    method: "get",
    path: "/api/smarttouch/count",
    requirement: "SMARTTOUCH_READ",
    summary: "How many smart-touch devices the venue has",
    tag: TAG,
    answers: { 200: countSchema },
  }),
  list: endpoint({
    method: "get",
    path: "/api/smarttouch/smarttouchs",
    requirement: { anyOf: ["SMARTTOUCH_READ", "KIOSK_ADD_UPDATE", "CATALOG_ADD_UPDATE"] },
    summary: "Every smart-touch device, with its game, its kiosk, its state and its settings",
    description:
      "Not paged: a venue has tens of devices, and the kiosk and game forms need them all to know which are free.",
    tag: TAG,
    answers: { 200: valuesSchema(smartTouchSchema) },
  }),
  one: endpoint({
    method: "get",
    path: "/api/smarttouch/:id{[0-9]+}",
    requirement: "SMARTTOUCH_READ",
    summary: "One smart-touch device",
    tag: TAG,
    params: idParamsSchema,
    answers: { 200: smartTouchSchema },
    errors: { 404: ["not_found"] },
  }),
  create: endpoint({
    method: "post",
    path: "/api/smarttouch",
    requirement: "SMARTTOUCH_ADD_UPDATE",
    summary: "Adds a smart-touch device; linked to nothing yet, it starts in maintenance",
    tag: TAG,
    body: smartTouchInputSchema,
    answers: { 201: smartTouchSchema },
    errors: { 400: ["number_duplicated"] },
  }),
  update: endpoint({
    method: "put",
    path: "/api/smarttouch/:serialNumber",
    requirement: "SMARTTOUCH_ADD_UPDATE",
    summary:
      "Updates a smart-touch device's delays and maintenance, addressed by its serial number",
    description:
      "The serial number cannot change (it is locked in the form): a different one in the body is refused. A device linked to no game and no kiosk stays in maintenance whatever is sent.",
    tag: TAG,
    params: serialParamsSchema,
    body: smartTouchInputSchema,
    answers: { 200: smartTouchSchema },
    errors: { 400: ["validation_failed"], 404: ["not_found"] },
  }),
  remove: endpoint({
    method: "delete",
    path: "/api/smarttouch/:id{[0-9]+}",
    requirement: "SMARTTOUCH_DELETE",
    summary: "Deletes a smart-touch device; its game and kiosk lose it",
    tag: TAG,
    params: idParamsSchema,
    answers: { 204: null },
    errors: { 404: ["not_found"] },
  }),
  maintenance: endpoint({
    method: "put",
    path: "/api/smarttouch/maintenance/:serialNumber",
    requirement: "SMARTTOUCH_MODE_MAINTENANCE",
    summary: "Takes a device into maintenance, or out of it",
    description:
      "A device linked to no game and no kiosk cannot leave maintenance: 400 device_unlinked.",
    tag: TAG,
    params: serialParamsSchema,
    body: maintenanceInputSchema,
    answers: { 200: smartTouchSchema },
    errors: { 400: ["device_unlinked"], 404: ["not_found"] },
  }),
  settings: endpoint({
    method: "put",
    path: "/api/smarttouch/settings/:serialNumber",
    requirement: "SMARTTOUCH_SET_SETTINGS",
    summary: "Sets a device's screen brightness, sound volume and language",
    description:
      "Kept on the device's row and sent to the device at its next report (a `settings` command).",
    tag: TAG,
    params: serialParamsSchema,
    body: deviceSettingsSchema,
    answers: { 200: smartTouchSchema },
    errors: { 404: ["not_found"] },
  }),
  staffGame: endpoint({
    method: "post",
    path: "/api/smarttouch/staff-game/:serialNumber",
    requirement: "SMARTTOUCH_PLAY_STAFF_GAME",
    summary: "Starts a staff test game on a device, charged to no one",
    description:
      "The device must have a game (400 device_no_game); the staff card, by technical or public number, must exist (400 staff_card_unknown) and be active (400 card_inactive). Works in maintenance: it is how a repaired game is tested.",
    tag: TAG,
    params: serialParamsSchema,
    body: staffGameInputSchema,
    answers: { 201: deviceCommandSchema },
    errors: { 400: ["device_no_game", "staff_card_unknown", "card_inactive"], 404: ["not_found"] },
  }),
  issueKey: issueKeyEndpoint("/api/smarttouch/key/:serialNumber", "SMARTTOUCH_ADD_UPDATE", TAG),
};

/** What the devices report (with the venue's device key, not a token) and the health board. */
export const deviceReportsApi = {
  ping: endpoint({
    method: "post",
    path: "/api/device/ping",
    requirement: "device",
    summary: "A kiosk or a smart touch reports in, and takes the commands waiting for it",
    description: `Authenticated by the device's own key in ${DEVICE_KEY_HEADER} (issueKey), not by an employee's token, checked before anything else: 401 unauthorized without a valid key; past 10 wrong keys from one address in 10 minutes, each further try waits a growing delay (1 s to 60 s): 429 too_many_attempts with Retry-After. A key reports for its own device only (kind and serial number): 403 device_mismatch otherwise. An Idempotency-Key is the sending device's own: replayed with another device's key, or none, it gets nothing. A smart touch sends OK, warning or KO; a kiosk 0 (logged on), 2 (fault) or 3 (warning). Commands older than 10 minutes are not handed over.`,
    tag: TAG,
    body: devicePingSchema,
    answers: { 200: devicePingAnswerSchema },
    errors: {
      400: ["validation_failed"],
      403: ["device_mismatch"],
      404: ["not_found"],
      429: ["too_many_attempts"],
    },
  }),
  health: endpoint({
    method: "get",
    path: "/api/device/health",
    requirement: { anyOf: ["KIOSK_READ", "SMARTTOUCH_READ"] },
    summary: "Every kiosk and smart touch the caller may read, with its health",
    description:
      "Kiosks for holders of KIOSK_READ, smart touch for holders of SMARTTOUCH_READ. `behind`: a smart touch below the last application version (type 0).",
    tag: TAG,
    answers: { 200: healthSchema },
  }),
};
