import { z } from "zod";
import { amount, rowId, units } from "./bounded";
import { moment } from "./dates";
import { LIMITS } from "./limits";
import { pageQuery } from "./paging";
import { FIELD_LIMITS, number, ruleMessage, text } from "./rules";

export const KIOSK_TYPES = ["Cards", "Snack", "Merchandising", "CustomerAccount"] as const;
export const PAYMENT_METHODS = ["Units", "Cb", "UnitsCb"] as const;
export type KioskType = (typeof KIOSK_TYPES)[number];
/** 0 logged on, 1 disconnected, 2 fault, 3 warning (spec section 4). */
export const KIOSK_STATES = [0, 1, 2, 3] as const;
export const KIOSK_PING_DELAY = { min: 120, default: 300 } as const;

/** Only Snack and Merchandising kiosks take a payment method; the others have none (null). */
export function takesPayment(type: KioskType | undefined): boolean {
  return type === "Snack" || type === "Merchandising";
}

export const kioskSchema = z.object({
  id: rowId(),
  name: z.string(),
  serialNumber: z.string(),
  pingDelay: z.number().int().min(0).max(LIMITS.pingDelay),
  type: z.enum(KIOSK_TYPES),
  paymentMethodAccepted: z.enum(PAYMENT_METHODS).nullable(),
  smartTouchId: rowId().nullable(),
  state: z.number().int().min(0).max(3),
  lastPing: moment().nullable(),
  version: z.string().nullable(),
  isSnack: z.boolean(),
  /** When its key was issued (src/contract/devices.ts, DEVICE_KEY_HEADER); null: none yet. */
  keyIssuedAt: moment().nullable(),
});
export type Kiosk = z.infer<typeof kioskSchema>;

/**
 * POST /api/kiosk and PUT /api/kiosk/{original serial number}. The payment method is required for
 * Snack and Merchandising and reset to null for the other types.
 */
export const kioskInputSchema = z
  .object({
    name: text({ required: true, max: FIELD_LIMITS.kioskName, trim: true }),
    serialNumber: text({ required: true, max: FIELD_LIMITS.kioskSerial, trim: true }),
    pingDelay: number({
      required: true,
      int: true,
      min: KIOSK_PING_DELAY.min,
      max: LIMITS.pingDelay,
    }),
    type: z.enum(KIOSK_TYPES, { error: "required" }),
    paymentMethodAccepted: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.enum(PAYMENT_METHODS).nullish(),
    ),
    smartTouchId: z.preprocess(
      (v) => (v === "" || v === undefined ? null : v),
      z.coerce.number().int().positive().max(LIMITS.id).nullable(),
    ),
  })
  .check((ctx) => {
    const { type, paymentMethodAccepted } = ctx.value;
    if (takesPayment(type) && !paymentMethodAccepted) {
      ctx.issues.push({
        code: "custom",
        message: ruleMessage("required"),
        path: ["paymentMethodAccepted"],
        input: paymentMethodAccepted,
      });
    }
  })
  .transform((kiosk) => ({
    ...kiosk,
    paymentMethodAccepted: takesPayment(kiosk.type) ? (kiosk.paymentMethodAccepted ?? null) : null,
  }));
export type KioskInput = z.input<typeof kioskInputSchema>;
export type KioskValues = z.output<typeof kioskInputSchema>;

/** GET /api/kiosk/kiosks: page (0-based), size 20, filters on the name (or serial number) and the type. */
export const kioskListQuerySchema = pageQuery(20).extend({
  filterOnName: z.string().trim().optional(),
  filterOnType: z.preprocess((v) => (v === "" ? undefined : v), z.enum(KIOSK_TYPES).optional()),
});

/** GET /api/kiosk/allpurchasehistorykiosk?serialNumber=: what a kiosk sold, newest first. */
export const kioskPurchaseSchema = z.object({
  id: rowId(),
  date: moment(),
  cardNumber: z.string().nullable(),
  amount: amount(),
  tokens: units(),
  paymentMethod: z.enum(PAYMENT_METHODS),
});
export type KioskPurchase = z.infer<typeof kioskPurchaseSchema>;
