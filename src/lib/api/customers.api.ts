import { customerSchema, type CustomerInput, type CustomerListQuery } from "@/contract/customers";
import { pagedSchema, valuesSchema } from "@/contract/paging";
import { http } from "../session/session";

/** Spec section 7, Customers. */
export const listCustomers = (query: CustomerListQuery) =>
  http.get("/api/customer/customers", query, pagedSchema(customerSchema));
export const getCustomer = (id: number) =>
  http.get(`/api/customer/${id}`, undefined, customerSchema);
export const createCustomer = (body: CustomerInput) =>
  http.post("/api/customer", body, customerSchema);
export const updateCustomer = (id: number, body: CustomerInput) =>
  http.put(`/api/customer/${id}`, body, customerSchema);
export const deleteCustomer = (id: number) => http.delete<void>(`/api/customer/${id}`);
export const searchCustomers = (query: {
  email?: string;
  firstName?: string;
  lastName?: string;
  /** Every word in a name or the e-mail (src/contract/search.ts). */
  text?: string;
}) => http.get("/api/customer/search", query, valuesSchema(customerSchema)).then((r) => r.values);
export const cardCustomers = (number: string) =>
  http
    .get(
      `/api/customer/cardCustomer/${encodeURIComponent(number)}`,
      undefined,
      valuesSchema(customerSchema),
    )
    .then((r) => r.values);
