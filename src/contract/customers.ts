import { z } from "zod";
import { rowId, units } from "./bounded";
import { LIMITS } from "./limits";
import { pageQuery } from "./paging";
import { moment, nullableDay } from "./dates";
import { email, FIELD_LIMITS, text } from "./rules";
import { phone } from "./rules-phone";

export const CUSTOMER_TITLES = ["Monsieur", "Madame", "Autre"] as const;

/**
 * The customer form (spec sections 3 and 5): POST /api/customer, PUT /api/customer/{id}.
 * One e-mail, one customer: an address another customer has (case ignored) is refused with the
 * field issue `email: required_email_not_exist` ("Cette adresse e-mail existe déjà"). The venue
 * decided so because the e-mail identifies a customer's online account; a family shares cards
 * under one customer instead.
 */
export const customerInputSchema = z.object({
  title: z.preprocess((v) => (v === "" ? undefined : v), z.enum(CUSTOMER_TITLES).optional()),
  firstName: text({ required: true, max: FIELD_LIMITS.name }),
  lastName: text({ required: true, max: FIELD_LIMITS.name }),
  email: email(),
  phoneNumber: phone(),
  street: text({ max: FIELD_LIMITS.street }),
  postalCode: text({ max: FIELD_LIMITS.postalCode }),
  city: text({ max: FIELD_LIMITS.city }),
  birthDate: nullableDay(),
  emailSponsor: email(),
  newsLetter: z
    .preprocess((v) => v === true || v === "on" || v === "true", z.boolean())
    .default(false),
});
export type CustomerInput = z.input<typeof customerInputSchema>;
export type CustomerValues = z.output<typeof customerInputSchema>;

/** A card as listed on its customer's page. */
export const customerCardSchema = z.object({
  number: z.string(),
  publicNumber: z.string(),
  isActive: z.boolean(),
  balanceTokens: units(),
  balanceFreeTokens: units(),
});

/** GET /api/customer/{id} and the rows of GET /api/customer/customers. */
export const customerSchema = z.object({
  id: rowId(),
  title: z.enum(CUSTOMER_TITLES).nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  birthDate: z.string().nullable(),
  emailSponsor: z.string().nullable(),
  newsLetter: z.boolean(),
  createdDate: moment(),
  siteName: z.string(),
  lastConnectionDate: moment().nullable(),
  lastPurchaseDate: moment().nullable(),
  fidelityPoints: z.number().int().min(0).max(LIMITS.fidelityPoints),
  inactivityReminderSent: z.boolean(),
  socialHandles: z.array(z.string()),
  cards: z.array(customerCardSchema),
});
export type Customer = z.infer<typeof customerSchema>;

/** GET /api/customer/customers: page (0-based), size (10), orderByColumn, and filters. */
export const customerListQuerySchema = pageQuery(10).extend({
  orderByColumn: z.enum(["createdDate", "lastName", "firstName"]).default("createdDate"),
  filterOnName: z.string().trim().optional(),
  filterOnEmail: z.string().trim().optional(),
});
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;
