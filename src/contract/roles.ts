import { z } from "zod";
import { rowId } from "./bounded";
import { LIMITS } from "./limits";
import { normalizeRights, RIGHTS, type Right } from "./rights";

export const roleSchema = z.object({
  id: rowId(),
  name: z.string(),
  rank: z.number().int().min(0).max(LIMITS.rank),
  rights: z.array(z.enum(RIGHTS)),
});
export type Role = z.infer<typeof roleSchema>;

export const rolesResponseSchema = z.object({ values: z.array(roleSchema) });

/** PUT /api/role/{id}: the role's whole new set of rights (names compared case-insensitively). */
export const roleUpdateSchema = z.object({
  rights: z.array(z.string()).transform((v): Right[] => normalizeRights(v)),
});
export type RoleUpdate = z.input<typeof roleUpdateSchema>;
