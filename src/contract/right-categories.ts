/**
 * The rights' categories (the roles screen's groups) and what each right needs besides itself:
 * enabling a right enables what it needs, removing one removes what needs it. Apart from the
 * catalogue (rights.ts), so the screens that only check a right do not carry it.
 */
import { normalizeRight, RIGHTS, type Right } from "./rights";

/** The right categories of section 6, in the order the role screen shows them. */
export const RIGHT_CATEGORIES = {
  birthdays: ["BIRTHDAY_READ"],
  events: ["BOOKED_READ"],
  centralServer: ["BO_AZURE_EMPLOYEE_READ"],
  cards: ["CARD_READ", "CARD_ADD", "CARD_UPDATE", "CARD_ASSIGN", "CARD_TRANSFER", "CARD_RECYCLE"],
  customers: ["CUSTOMER_READ", "CUSTOMER_ADD_UPDATE", "CUSTOMER_DELETE"],
  employees: ["EMPLOYEE_READ", "EMPLOYEE_ADD_UPDATE", "EMPLOYEE_DELETE", "ROLE_UPDATE"],
  games: ["CATALOG_READ", "CATALOG_ADD_UPDATE", "CATALOG_DELETE"],
  histories: ["HISTORY_READ"],
  invoices: ["INVOICE_READ", "INVOICE_PDF", "RECEIPT_READ"],
  kiosks: [
    "KIOSK_READ",
    "KIOSK_ADD_UPDATE",
    "KIOSK_DELETE",
    "KIOSK_RESTART",
    "KIOSK_RESTART_APP",
    "KIOSK_RECYCLE_CARD",
    "KIOSK_TRANSFER_CARD",
  ],
  logs: ["LOG_READ"],
  bankTransactions: ["PAYMENT_RECEIPT_READ"],
  planning: ["CONFIGFFHH_READ", "CONFIGFFHH_CUD"],
  products: ["PRODUCT_READ", "PRODUCT_ADD_UPDATE", "PRODUCT_DELETE"],
  devices: [
    "SMARTTOUCH_READ",
    "SMARTTOUCH_ADD_UPDATE",
    "SMARTTOUCH_DELETE",
    "SMARTTOUCH_MODE_MAINTENANCE",
    "SMARTTOUCH_PLAY_STAFF_GAME",
    "SMARTTOUCH_SET_SETTINGS",
    "SMARTTOUCH_UPDATES_READ",
    "SMARTTOUCH_UPDATES_ADD_UPDATE",
    "SMARTTOUCH_UPDATES_DELETE",
    "TRANSLATION_UPDATE",
  ],
  snacking: [
    "SNACKING_READ",
    "SNACKING_ADD_UPDATE",
    "SNACKING_DELETE",
    "SNACKLOCATION_READ",
    "SNACKLOCATION_ADD_UPDATE",
    "SNACKLOCATION_DELETE",
  ],
  staffCards: ["STAFFCARD_READ", "STAFFCARD_ADD_UPDATE", "STAFFCARD_DELETE"],
} as const satisfies Record<string, readonly Right[]>;

export type RightCategory = keyof typeof RIGHT_CATEGORIES;

/** Rights that need another one beyond the general rule "*_ADD_UPDATE / *_DELETE need *_READ". */
const EXTRA_REQUIREMENTS: Partial<Record<Right, readonly Right[]>> = {
  CARD_ADD: ["CARD_READ"],
  CARD_UPDATE: ["CARD_READ"],
  CARD_ASSIGN: ["CARD_READ"],
  CARD_TRANSFER: ["CARD_READ"],
  CARD_RECYCLE: ["CARD_READ"],
  CONFIGFFHH_CUD: ["CONFIGFFHH_READ"],
  INVOICE_PDF: ["INVOICE_READ"],
  KIOSK_RESTART: ["KIOSK_READ"],
  KIOSK_RESTART_APP: ["KIOSK_READ"],
  KIOSK_RECYCLE_CARD: ["KIOSK_READ"],
  KIOSK_TRANSFER_CARD: ["KIOSK_READ"],
  ROLE_UPDATE: ["EMPLOYEE_READ"],
  SMARTTOUCH_MODE_MAINTENANCE: ["SMARTTOUCH_READ"],
  SMARTTOUCH_PLAY_STAFF_GAME: ["SMARTTOUCH_READ"],
  SMARTTOUCH_SET_SETTINGS: ["SMARTTOUCH_READ"],
  SMARTTOUCH_UPDATES_READ: ["SMARTTOUCH_READ"],
  TRANSLATION_UPDATE: ["SMARTTOUCH_READ"],
};

/** The rights `right` needs directly. */
export function requiredRights(right: Right): Right[] {
  const out = new Set<Right>(EXTRA_REQUIREMENTS[right] ?? []);
  const match = /^(.*)_(ADD_UPDATE|DELETE)$/.exec(right);
  const read = match ? normalizeRight(`${match[1]}_READ`) : undefined;
  if (read) out.add(read);
  return [...out];
}

/** `rights` plus every right they need, transitively: what enabling them really grants. */
export function withRequiredRights(rights: readonly Right[]): Right[] {
  const out = new Set<Right>();
  const visit = (right: Right) => {
    if (out.has(right)) return;
    out.add(right);
    requiredRights(right).forEach(visit);
  };
  rights.forEach(visit);
  return RIGHTS.filter((r) => out.has(r));
}

/** `rights` less `removed` and every right that needs one of them, transitively. */
export function withoutDependents(rights: readonly Right[], removed: Right): Right[] {
  const gone = new Set<Right>([removed]);
  let changed = true;
  while (changed) {
    changed = false;
    for (const right of rights) {
      if (!gone.has(right) && requiredRights(right).some((r) => gone.has(r))) {
        gone.add(right);
        changed = true;
      }
    }
  }
  return rights.filter((r) => !gone.has(r));
}
