import { z } from "zod";
import { normalizeRights, RIGHTS, type Right } from "./rights";

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rank: z.number().int(),
  rights: z.array(z.enum(RIGHTS)),
});
export type Role = z.infer<typeof roleSchema>;

export const rolesResponseSchema = z.object({ values: z.array(roleSchema) });

/** PUT /api/role/{id}: the role's whole new set of rights (names compared case-insensitively). */
export const roleUpdateSchema = z.object({
  rights: z.array(z.string()).transform((v): Right[] => normalizeRights(v)),
});
export type RoleUpdate = z.input<typeof roleUpdateSchema>;
