/**
 * Devices (spec sections 3, 4, 5 and 7): smart-touch devices, the texts they show, their software
 * updates, the commands staff send to a device or a kiosk, and the health board.
 *
 * Decisions where the spec is silent (also in the OpenAPI document, server/devices/):
 * - A device's game link is made in the game form (its device selectors) and its kiosk link in
 *   the kiosk form: the smart-touch form shows both, it does not change them.
 * - A device with no game and no kiosk is in maintenance, whatever is sent: the server keeps it
 *   there (spec section 4) and refuses to take it out (`device_unlinked`).
 * - Maintenance, settings (brightness, volume, language) and a staff test game have their own
 *   calls, each with its right: PUT /api/smarttouch/maintenance/{serial}, PUT
 *   /api/smarttouch/settings/{serial}, POST /api/smarttouch/staff-game/{serial}.
 * - Kiosk operations are commands to the kiosk: POST /api/kiosk/restart/{serial},
 *   /restart-app/{serial}, /recycle-card/{serial} and /transfer-card/{serial}. The server keeps
 *   them until the kiosk's next report; a command older than DEVICE_COMMAND_TTL_MS is never sent
 *   (the app does not send it either: src/lib/offline/sync-engine.ts).
 * - An update's version is x.y.z (`match_version`) for an application update (type 0), and
 *   w.x.y.z (`match_kiosk_version`) for a full update (type 1); "*" means the newest build of that
 *   line. A device is up to date when its software version is at or above the version's x.y.z.
 * - Devices report in with POST /api/device/ping and the venue's device key (X-Device-Key).
 * - A device's state is said one way on every screen (the board, the kiosk and smart touch lists
 *   and panels, their CSV): its health by `healthOf`, not the state it last reported (a device
 *   that said "OK" and then fell silent is "silent"); the smart touch list filters on it.
 * - Update versions are compared as versions (`compareVersions`: 1.10 after 1.9): the list comes
 *   newest version first, and the last version is the highest. A version below the last of its
 *   type is accepted (a rollback); the app says so before saving.
 */
import { z } from "zod";
import { rowId } from "./bounded";
import { moment } from "./dates";
import { LIMITS } from "./limits";
import {
  FIELD_LIMITS,
  kioskVersion,
  md5,
  number,
  ruleMessage,
  text,
  time,
  url,
  version,
} from "./rules";

export const DEVICE_KINDS = ["kiosk", "smarttouch"] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

export const SMART_TOUCH_STATES = ["OK", "warning", "KO"] as const;
export type SmartTouchState = (typeof SMART_TOUCH_STATES)[number];
/** Spec section 9: tap delay at least 2 s (default 2), ping delay at least 120 s (default 300). */
export const TAP_DELAY = { min: 2, default: 2 } as const;
export const SMART_TOUCH_PING_DELAY = { min: 120, default: 300 } as const;
/** A command to a device or a kiosk is not sent once it is this old (10 minutes). */
export const DEVICE_COMMAND_TTL_MS = 10 * 60_000;

const serial = () => text({ required: true, max: FIELD_LIMITS.kioskSerial, trim: true });

export const smartTouchSchema = z.object({
  id: rowId(),
  serialNumber: z.string(),
  gameId: rowId().nullable(),
  gameCode: z.string().nullable(),
  gameTypeName: z.string().nullable(),
  kioskSerialNumber: z.string().nullable(),
  kioskName: z.string().nullable(),
  state: z.enum(SMART_TOUCH_STATES),
  lastIp: z.string().nullable(),
  lastPing: moment().nullable(),
  softwareVersion: z.string().nullable(),
  hardwareVersion: z.string().nullable(),
  maintenance: z.boolean(),
  tapDelay: z.number().int().min(0).max(LIMITS.delay),
  pingDelay: z.number().int().min(0).max(LIMITS.pingDelay),
  brightness: z.number().int().min(0).max(100),
  volume: z.number().int().min(0).max(100),
  language: z.string(),
  /** When its key was issued; null: it has none yet and cannot report in. */
  keyIssuedAt: moment().nullable(),
});
export type SmartTouch = z.infer<typeof smartTouchSchema>;

/** What the kiosk and game forms need of a device to know whether it is free. */
export const linkableDeviceSchema = smartTouchSchema.pick({
  id: true,
  serialNumber: true,
  gameId: true,
  gameCode: true,
  kioskSerialNumber: true,
});
export type LinkableDevice = z.infer<typeof linkableDeviceSchema>;

/** Spec section 4: a device linked to nothing is kept in maintenance. */
export function isUnlinked(device: { gameId: number | null; kioskSerialNumber: string | null }) {
  return device.gameId === null && device.kioskSerialNumber === null;
}

/** POST /api/smarttouch and PUT /api/smarttouch/{serialNumber} (serial locked when editing). */
export const smartTouchInputSchema = z.object({
  serialNumber: serial(),
  tapDelay: number({ required: true, int: true, min: TAP_DELAY.min, max: LIMITS.delay }),
  pingDelay: number({
    required: true,
    int: true,
    min: SMART_TOUCH_PING_DELAY.min,
    max: LIMITS.pingDelay,
  }),
  maintenance: z
    .preprocess((v) => v === true || v === "on" || v === "true", z.boolean())
    .default(false),
});
export type SmartTouchInput = z.input<typeof smartTouchInputSchema>;
export type SmartTouchValues = z.output<typeof smartTouchInputSchema>;

export const serialParamsSchema = z.object({
  serialNumber: z.string().trim().min(1, "required").max(FIELD_LIMITS.kioskSerial),
});

/** PUT /api/smarttouch/maintenance/{serialNumber} (SMARTTOUCH_MODE_MAINTENANCE). */
export const maintenanceInputSchema = z.object({ maintenance: z.boolean() });

/** The languages a device may show (ISO 639-1); French is the reference of the translations. */
export const DEVICE_LANGUAGES = ["fr", "en", "es", "de", "it", "nl"] as const;
export type DeviceLanguage = (typeof DEVICE_LANGUAGES)[number];
export const REFERENCE_LANGUAGE: DeviceLanguage = "fr";
export const languageParamsSchema = z.object({ language: z.enum(DEVICE_LANGUAGES) });

/** PUT /api/smarttouch/settings/{serialNumber} (SMARTTOUCH_SET_SETTINGS). */
export const deviceSettingsSchema = z.object({
  brightness: number({ required: true, int: true, min: 10, max: 100 }),
  volume: number({ required: true, int: true, min: 0, max: 100 }),
  language: z.enum(DEVICE_LANGUAGES, { error: "required" }),
});
export type DeviceSettingsInput = z.input<typeof deviceSettingsSchema>;

/** POST /api/smarttouch/staff-game/{serialNumber} (SMARTTOUCH_PLAY_STAFF_GAME). */
export const staffGameInputSchema = z.object({
  staffCardNumber: text({ required: true, max: FIELD_LIMITS.cardNumber, trim: true }),
});

// ---- Commands to a device or a kiosk -------------------------------------------------------

export const DEVICE_COMMANDS = [
  "restart",
  "restartApp",
  "recycleCard",
  "transferCard",
  "staffGame",
  "settings",
  "update",
] as const;
export type DeviceCommandName = (typeof DEVICE_COMMANDS)[number];

/** A command the server keeps for a device until its next report (or its expiry). */
export const deviceCommandSchema = z.object({
  id: rowId(),
  target: z.enum(DEVICE_KINDS),
  serialNumber: z.string(),
  command: z.enum(DEVICE_COMMANDS),
  payload: z
    .record(z.string(), z.union([z.string(), z.number().min(-LIMITS.total).max(LIMITS.total)]))
    .nullable(),
  createdAt: moment(),
  expiresAt: moment(),
  deliveredAt: moment().nullable(),
});
export type DeviceCommand = z.infer<typeof deviceCommandSchema>;

/**
 * When the person asked for it (the app's clock): a command queued offline expires
 * DEVICE_COMMAND_TTL_MS after it, not after it reached the server (400 command_expired).
 */
const issuedAt = () => moment().optional();

/** POST /api/kiosk/restart/{serialNumber} and /restart-app/{serialNumber}. */
export const kioskRestartInputSchema = z.object({ issuedAt: issuedAt() });
/** POST /api/kiosk/recycle-card/{serialNumber}: the card the kiosk takes back. */
export const kioskRecycleInputSchema = z.object({
  cardNumber: text({ required: true, max: FIELD_LIMITS.cardNumber, trim: true }),
  issuedAt: issuedAt(),
});
/** POST /api/kiosk/transfer-card/{serialNumber}: from the card in the kiosk to a new card. */
export const kioskTransferInputSchema = z.object({
  oldCardNumber: text({ required: true, max: FIELD_LIMITS.cardNumber, trim: true }),
  newCardNumber: text({ required: true, max: FIELD_LIMITS.cardNumber, trim: true }),
  issuedAt: issuedAt(),
});

// ---- Translations ----------------------------------------------------------------------------

export const TRANSLATION_MAX_LENGTH = 500;
export const TRANSLATION_KEY_MAX_LENGTH = 100;

/** GET /api/smarttouch/translations: each language with how many keys it lacks. */
export const translationLanguageSchema = z.object({
  language: z.enum(DEVICE_LANGUAGES),
  translated: z.number().int().min(0).max(LIMITS.total),
  missing: z.number().int().min(0).max(LIMITS.total),
});

/** GET /api/smarttouch/translations/{language}: every key of the reference, "" when missing. */
export const translationsSchema = z.object({
  language: z.enum(DEVICE_LANGUAGES),
  values: z.record(z.string(), z.string()),
});
export type Translations = z.infer<typeof translationsSchema>;

/**
 * PUT /api/smarttouch/translations/{language}: the keys to change (others are kept); "" removes a
 * translation (the device then shows the reference text). A key the reference lacks is refused.
 */
export const translationsInputSchema = z.object({
  values: z
    .record(
      z.string().min(1).max(TRANSLATION_KEY_MAX_LENGTH),
      z
        .string()
        .trim()
        .max(TRANSLATION_MAX_LENGTH, ruleMessage("max_length", TRANSLATION_MAX_LENGTH)),
    )
    .refine((values) => Object.keys(values).length <= 1000, ruleMessage("max_length", 1000)),
});

// ---- Software updates ------------------------------------------------------------------------

export const UPDATE_TYPES = [0, 1] as const;
export type UpdateType = (typeof UPDATE_TYPES)[number];
export const MAX_TIME_SLOTS = 4;

export const timeSlotSchema = z
  .object({ start: time({ required: true }), end: time({ required: true }) })
  .check((ctx) => {
    const { start, end } = ctx.value;
    if (start && end && end <= start)
      ctx.issues.push({
        code: "custom",
        message: ruleMessage("min_time_val", start),
        path: ["end"],
        input: end,
      });
  });

/** POST /api/smarttouch/update and PUT /api/smarttouch/update/{id}. */
export const updateInputSchema = z
  .object({
    version: text({ required: true, max: FIELD_LIMITS.version, trim: true }),
    type: z.preprocess(
      (v) => (v === "" || v === null ? undefined : v),
      z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)], { error: "required" })),
    ),
    url: url(text({ required: true, max: 2000, trim: true })),
    md5: md5(text({ required: true, max: 32, trim: true })),
    // None: the device installs the update as soon as it has it.
    timeSlots: z
      .array(timeSlotSchema)
      .max(MAX_TIME_SLOTS, ruleMessage("max_length", MAX_TIME_SLOTS))
      .default([]),
  })
  // Judged even when another field is wrong, so every problem shows at once.
  .superRefine(
    (value, ctx) => {
      const { version: typed, type } = value;
      const rule = type === 1 ? kioskVersion() : version();
      if (typeof typed === "string" && typed && !rule.safeParse(typed).success)
        ctx.addIssue({
          code: "custom",
          message: ruleMessage(type === 1 ? "match_kiosk_version" : "match_version"),
          path: ["version"],
        });
    },
    { when: () => true },
  );
export type UpdateInput = z.input<typeof updateInputSchema>;
export type UpdateValues = z.output<typeof updateInputSchema>;

export const updateSettingSchema = z.object({
  id: rowId(),
  version: z.string(),
  type: z.union([z.literal(0), z.literal(1)]),
  url: z.string(),
  md5: z.string(),
  timeSlots: z.array(z.object({ start: z.string(), end: z.string() })),
  /** Share of the smart-touch devices already at or above this version, 0 to 100. */
  upToDate: z.number().min(0).max(100),
  createdAt: moment(),
});
export type UpdateSetting = z.infer<typeof updateSettingSchema>;

export const lastVersionQuerySchema = z.object({
  updateType: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)])),
});

/** POST /api/smarttouch/force-update/{id}: how many devices were told to update. */
export const forceUpdateAnswerSchema = z.object({
  devices: z.number().int().min(0).max(LIMITS.total),
});

/** "2.4.1" or "1.16.0.1745" -> its first three numbers ("*" counts as 0); undefined if none. */
export function versionParts(value: string | null): [number, number, number] | undefined {
  const match = /^([0-9]+)\.([0-9]+)\.([0-9]+|\*)/.exec(value ?? "");
  if (!match) return undefined;
  const [, a, b, c] = match;
  return [Number(a), Number(b), c === "*" ? 0 : Number(c)];
}

/** Whether `current` is below `target` on their x.y.z (an unknown current version is behind). */
export function isBehind(current: string | null, target: string): boolean {
  const want = versionParts(target);
  if (!want) return false;
  const have = versionParts(current);
  if (!have) return true;
  for (let k = 0; k < 3; k += 1) {
    if (have[k]! !== want[k]!) return have[k]! < want[k]!;
  }
  return false;
}

/**
 * Two update versions compared as versions, number by number ("1.10.0" after "1.9.0"): below 0
 * when `a` is older. "*" (the newest build of its line) ranks above every number in its place; a
 * version with more numbers and the same start is the newer ("1.16.0.1745" after "1.16.0").
 */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string) =>
    v.split(".").map((p) => (p === "*" ? Infinity : /^[0-9]+$/.test(p) ? Number(p) : -1));
  const [x, y] = [parts(a), parts(b)];
  for (let k = 0; k < Math.max(x.length, y.length); k += 1) {
    const [p, q] = [x[k] ?? -2, y[k] ?? -2];
    if (p !== q) return p < q ? -1 : 1;
  }
  return 0;
}

/** A version as text that sorts as compareVersions does (a list's sort key). */
export const versionSortKey = (v: string) =>
  v
    .split(".")
    .map((p) => (p === "*" ? "9".repeat(12) : p.padStart(12, "0")))
    .join(".");

/**
 * Whether a version typed for an update of `type` is well formed and older than `last`, the last
 * version of that type: the server accepts it (a rollback), the form warns before sending it.
 */
export function isOlderThanLast(typed: string, type: UpdateType, last: string): boolean {
  const value = typed.trim();
  const rule = type === 1 ? kioskVersion() : version();
  return rule.safeParse(value).success && compareVersions(value, last) < 0;
}

// ---- Device reports and the health board ---------------------------------------------------

/**
 * Each kiosk and smart touch proves who it is with its own key in this header: issued by
 * kiosksApi.issueKey / smartTouchApi.issueKey (shown once, kept hashed by the server), and
 * accepted for that device's serial number only. A new key ends the previous one.
 */
export const DEVICE_KEY_HEADER = "X-Device-Key";

/** A device's key, as issued: shown once, never readable again. */
export const deviceKeySchema = z.object({
  serialNumber: z.string(),
  deviceKey: z.string().regex(/^dk_[A-Za-z0-9_-]{43}$/),
  keyIssuedAt: moment(),
});
export type DeviceKey = z.infer<typeof deviceKeySchema>;

/** POST /api/device/ping: a device or a kiosk reports in (header X-Device-Key). */
export const devicePingSchema = z.object({
  kind: z.enum(DEVICE_KINDS),
  serialNumber: serial(),
  /** A smart touch: OK, warning or KO; a kiosk: 0 logged on, 2 fault, 3 warning (1 is silence). */
  state: z.union([z.enum(SMART_TOUCH_STATES), z.literal(0), z.literal(2), z.literal(3)]),
  ip: z.union([z.ipv4(), z.ipv6()]).optional(),
  softwareVersion: z.string().trim().max(FIELD_LIMITS.version).optional(),
  hardwareVersion: z.string().trim().max(FIELD_LIMITS.version).optional(),
});
export type DevicePing = z.infer<typeof devicePingSchema>;
export const devicePingAnswerSchema = z.object({ commands: z.array(deviceCommandSchema) });

/**
 * How a device is, worst first (the board's order): "silent" is a device not heard from for twice
 * its ping delay.
 */
export const HEALTH_STATES = ["ko", "silent", "warning", "maintenance", "ok"] as const;
export type HealthState = (typeof HEALTH_STATES)[number];

export const healthDeviceSchema = z.object({
  kind: z.enum(DEVICE_KINDS),
  serialNumber: z.string(),
  name: z.string(),
  /** Where it is: a smart touch's game (code and type) or kiosk; null for a kiosk or a free device. */
  place: z.string().nullable(),
  health: z.enum(HEALTH_STATES),
  lastPing: moment().nullable(),
  version: z.string().nullable(),
  /** Below the last software version of its kind (smart touch: the last application update). */
  behind: z.boolean(),
});
export type HealthDevice = z.infer<typeof healthDeviceSchema>;

/** GET /api/device/health: the devices the caller may read (kiosks, smart touch or both). */
export const healthSchema = z.object({
  at: moment(),
  lastVersion: z.string().nullable(),
  devices: z.array(healthDeviceSchema),
});
export type Health = z.infer<typeof healthSchema>;

/**
 * The one rule of the board: a smart touch in maintenance is "maintenance"; a device not heard
 * from for twice its ping delay (or never), or a kiosk that says it is disconnected (1), is
 * "silent"; otherwise its reported state (kiosk 2 fault = KO, 3 = warning).
 */
export function healthOf(
  device: {
    state: SmartTouchState | number;
    lastPing: string | null;
    pingDelay: number;
    maintenance?: boolean;
  },
  now: number,
): HealthState {
  if (device.maintenance) return "maintenance";
  const heard = device.lastPing ? Date.parse(device.lastPing) : NaN;
  if (!(now - heard <= 2 * device.pingDelay * 1000) || device.state === 1) return "silent";
  if (device.state === "KO" || device.state === 2) return "ko";
  if (device.state === "warning" || device.state === 3) return "warning";
  return "ok";
}
