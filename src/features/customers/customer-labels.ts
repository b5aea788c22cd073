import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CUSTOMER_TITLES } from "@/contract/customers";

/** The API sends titles as French words; the screen shows them in the user's language. */
export const TITLE_LABELS: Record<(typeof CUSTOMER_TITLES)[number], MessageDescriptor> = {
  Monsieur: msg`Monsieur`,
  Madame: msg`Madame`,
  Autre: msg`Autre`,
};
