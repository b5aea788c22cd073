/**
 * Words for a kiosk's coded fields (type, payment method, state of spec section 4), as
 * descriptors so the list, the panel and the form say the same thing in both languages.
 */
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { KioskType, PAYMENT_METHODS } from "@/contract/kiosks";

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const KIOSK_TYPE_LABELS: Record<KioskType, MessageDescriptor> = {
  Cards: msg`Cartes`,
  Snack: msg`Snack`,
  Merchandising: msg`Merchandising`,
  CustomerAccount: msg`Compte client`,
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, MessageDescriptor> = {
  Units: msg`Unités`,
  Cb: msg`CB`,
  UnitsCb: msg`Unités + CB`,
};
