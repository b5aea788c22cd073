/** Path parameters shared by the endpoints (src/contract/*.endpoints.ts). */
import { z } from "zod";
import { LIMITS } from "./limits";

/** A row id in a path: a positive decimal integer up to LIMITS.id ("0x10", "1e3", " 1" refused). */
export const idParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .refine((id) => id <= LIMITS.id, "max_value:" + LIMITS.id);

/** `{ id }` path parameters. */
export const idParamsSchema = z.object({ id: idParam });

/** A card or staff-card number in a path: what the contract allows in a number field. */
export const cardNumberParam = z.string().trim().min(1, "required").max(100, "max_length:100");
