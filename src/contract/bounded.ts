import { z } from "zod";
import { LIMITS } from "./limits";

/** Number schemas of the API's answers, each with its business bound (limits.ts). */
export const rowId = () => z.number().int().min(1).max(LIMITS.id);
/** Units or bonus units held or moved (a history row may be negative: a refund). */
export const units = () => z.number().int().min(-LIMITS.balance).max(LIMITS.balance);
/** A price or an amount of money (a refund is negative). */
export const amount = () => z.number().min(-LIMITS.amount).max(LIMITS.amount);
