/**
 * Staff cards (spec section 7). A number already used by a staff card or a play card (technical
 * or public) is refused with number_duplicated. Rules: src/contract/staff-cards.ts.
 */
import { z } from "zod";
import { endpoint } from "./endpoint";
import { valuesSchema } from "./paging";
import { cardNumberParam } from "./params";
import { staffCardInputSchema, staffCardSchema } from "./staff-cards";

const TAG = "Staff cards";
const numberParams = z.object({ number: cardNumberParam });

export const staffCardsApi = {
  list: endpoint({
    method: "get",
    path: "/api/staffcard/staffcards",
    requirement: "STAFFCARD_READ",
    summary: "The staff cards, with their employees",
    tag: TAG,
    answers: { 200: valuesSchema(staffCardSchema) },
  }),
  create: endpoint({
    method: "post",
    path: "/api/staffcard",
    requirement: "STAFFCARD_ADD_UPDATE",
    summary: "Adds a staff card",
    tag: TAG,
    body: staffCardInputSchema,
    answers: { 201: staffCardSchema },
    errors: { 400: ["validation_failed", "number_duplicated"] },
  }),
  update: endpoint({
    method: "put",
    path: "/api/staffcard/:number",
    requirement: "STAFFCARD_ADD_UPDATE",
    summary: "Updates a staff card (its number is locked)",
    tag: TAG,
    params: numberParams,
    body: staffCardInputSchema,
    answers: { 200: staffCardSchema },
    errors: { 400: ["validation_failed", "number_duplicated"], 404: ["not_found"] },
  }),
  remove: endpoint({
    method: "delete",
    path: "/api/staffcard/:number",
    requirement: "STAFFCARD_DELETE",
    summary: "Deletes a staff card",
    tag: TAG,
    params: numberParams,
    answers: { 204: null },
    errors: { 404: ["not_found"] },
  }),
};
