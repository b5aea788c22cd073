import { z } from "zod";
import { valuesSchema } from "@/contract/paging";
import { staffCardSchema, type StaffCardInput } from "@/contract/staff-cards";
import { http } from "../session/session";

/** Spec section 7, Staff cards (and the employees a staff card can belong to). */
export const listStaffCards = () =>
  http
    .get("/api/staffcard/staffcards", undefined, valuesSchema(staffCardSchema))
    .then((r) => r.values);
export const createStaffCard = (body: StaffCardInput) =>
  http.post("/api/staffcard", body, staffCardSchema);
export const updateStaffCard = (number: string, body: StaffCardInput) =>
  http.put(`/api/staffcard/${encodeURIComponent(number)}`, body, staffCardSchema);
export const deleteStaffCard = (number: string) =>
  http.delete<void>(`/api/staffcard/${encodeURIComponent(number)}`);

const employeeOptionSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roleId: z.number().int(),
});
export const listEmployees = () =>
  http
    .get("/api/employee/employees", undefined, valuesSchema(employeeOptionSchema))
    .then((r) => r.values);
