/**
 * The rights catalogue of spec section 6, shared by the PWA and the reference server.
 * Rights are compared case-insensitively and trimmed, wherever they come from (token, role, route).
 * Their categories and what each needs besides itself: right-categories.ts.
 */
import type { Requirement } from "./endpoint";

export const RIGHTS = [
  "BIRTHDAY_READ",
  "BOOKED_READ",
  "BO_AZURE_EMPLOYEE_READ",
  "CARD_ADD",
  "CARD_ASSIGN",
  "CARD_READ",
  "CARD_RECYCLE",
  "CARD_TRANSFER",
  "CARD_UPDATE",
  "CATALOG_ADD_UPDATE",
  "CATALOG_DELETE",
  "CATALOG_READ",
  "CONFIGFFHH_CUD",
  "CONFIGFFHH_READ",
  "CUSTOMER_ADD_UPDATE",
  "CUSTOMER_DELETE",
  "CUSTOMER_READ",
  "EMPLOYEE_ADD_UPDATE",
  "EMPLOYEE_DELETE",
  "EMPLOYEE_READ",
  "HISTORY_READ",
  "INVOICE_PDF",
  "INVOICE_READ",
  "KIOSK_ADD_UPDATE",
  "KIOSK_DELETE",
  "KIOSK_READ",
  "KIOSK_RECYCLE_CARD",
  "KIOSK_RESTART",
  "KIOSK_RESTART_APP",
  "KIOSK_TRANSFER_CARD",
  "LOG_READ",
  "PAYMENT_RECEIPT_READ",
  "PRODUCT_ADD_UPDATE",
  "PRODUCT_DELETE",
  "PRODUCT_READ",
  "RECEIPT_READ",
  "ROLE_UPDATE",
  "SMARTTOUCH_ADD_UPDATE",
  "SMARTTOUCH_DELETE",
  "SMARTTOUCH_MODE_MAINTENANCE",
  "SMARTTOUCH_PLAY_STAFF_GAME",
  "SMARTTOUCH_READ",
  "SMARTTOUCH_SET_SETTINGS",
  "SMARTTOUCH_UPDATES_ADD_UPDATE",
  "SMARTTOUCH_UPDATES_DELETE",
  "SMARTTOUCH_UPDATES_READ",
  "SNACKING_ADD_UPDATE",
  "SNACKING_DELETE",
  "SNACKING_READ",
  "SNACKLOCATION_ADD_UPDATE",
  "SNACKLOCATION_DELETE",
  "SNACKLOCATION_READ",
  "STAFFCARD_ADD_UPDATE",
  "STAFFCARD_DELETE",
  "STAFFCARD_READ",
  "TRANSLATION_UPDATE",
] as const;

export type Right = (typeof RIGHTS)[number];

// Made on first use: nothing runs when the module is imported.
let rightSet: ReadonlySet<string> | undefined;

/** "  card_read " -> "CARD_READ"; anything not in the catalogue -> undefined. */
export function normalizeRight(value: string): Right | undefined {
  const upper = value.trim().toUpperCase();
  return (rightSet ??= new Set(RIGHTS)).has(upper) ? (upper as Right) : undefined;
}

/** The catalogue rights of a token or role, normalised, unknown names dropped, no duplicates. */
export function normalizeRights(values: readonly string[]): Right[] {
  const out = new Set<Right>();
  for (const value of values) {
    const right = normalizeRight(value);
    if (right) out.add(right);
  }
  return [...out];
}

/** True when `held` contains every right of `required` (one right or a list), case and spaces ignored. */
export function hasRight(
  held: readonly string[],
  required: Right | readonly Right[] | undefined,
): boolean {
  if (required === undefined) return true;
  const wanted = typeof required === "string" ? [required] : required;
  const have = new Set(held.map((r) => r.trim().toUpperCase()));
  return wanted.every((r) => have.has(r));
}

/** Whether rights `held` meet a requirement (the server's check, and the app's to show an action). */
export function satisfies(held: readonly string[], requirement: Requirement): boolean {
  if (requirement === "public" || requirement === "signedIn") return true;
  // A device's credential, never an employee's rights.
  if (requirement === "device") return false;
  if (typeof requirement === "string") return hasRight(held, requirement);
  return requirement.anyOf.some((right) => hasRight(held, right));
}
