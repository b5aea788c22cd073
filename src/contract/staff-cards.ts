import { z } from "zod";
import { rowId } from "./bounded";
import { LIMITS } from "./limits";
import { FIELD_LIMITS, text } from "./rules";

/** A staff card: a card that plays staff games, owned by an employee (spec section 3). */
export const staffCardSchema = z.object({
  number: z.string(),
  publicNumber: z.string(),
  employeeId: rowId(),
  employeeName: z.string(),
  active: z.boolean(),
});
export type StaffCard = z.infer<typeof staffCardSchema>;

/** POST /api/staffcard and PUT /api/staffcard/{number} (the number is locked when editing). */
export const staffCardInputSchema = z.object({
  number: text({ required: true, max: FIELD_LIMITS.cardNumber, trim: true }),
  publicNumber: text({ required: true, max: FIELD_LIMITS.cardNumber, trim: true }),
  employeeId: z.coerce.number({ error: "required" }).int().positive("required").max(LIMITS.id),
  active: z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean()).default(true),
});
export type StaffCardInput = z.input<typeof staffCardInputSchema>;
