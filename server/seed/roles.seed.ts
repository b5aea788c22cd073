import { RIGHTS, type Right } from "../../src/contract/rights";
import { RIGHT_CATEGORIES, withRequiredRights } from "../../src/contract/right-categories";

// A manager adjusts the floor agents' rights, but not employee deletions nor central accounts.
const MANAGER_EXCLUDED: readonly Right[] = ["EMPLOYEE_DELETE", "BO_AZURE_EMPLOYEE_READ"];

const FLOOR_AGENT_MORE: readonly Right[] = [
  "HISTORY_READ",
  "BIRTHDAY_READ",
  "BOOKED_READ",
  "INVOICE_READ",
];
const FLOOR_AGENT_EXCLUDED: readonly Right[] = ["CARD_RECYCLE", "CUSTOMER_DELETE"];

/** The three seeded roles. Lower rank = more senior; role 1 is the default role of an employee. */
export const SEED_ROLES: { id: number; name: string; rank: number; rights: Right[] }[] = [
  {
    id: 1,
    name: "Agent d'accueil",
    rank: 30,
    // A floor agent works with cards and customers, answers "where did my units go?" from the
    // histories, and prepares the day's parties and group bookings (an event's details need
    // INVOICE_READ, spec section 2); they cannot lose what cannot be undone: recycling a card
    // (its balances) and deleting a customer are a manager's.
    rights: withRequiredRights(
      [...RIGHT_CATEGORIES.cards, ...RIGHT_CATEGORIES.customers, ...FLOOR_AGENT_MORE].filter(
        (right) => !FLOOR_AGENT_EXCLUDED.includes(right),
      ),
    ),
  },
  {
    id: 2,
    name: "Responsable",
    rank: 20,
    rights: withRequiredRights(RIGHTS.filter((r) => !MANAGER_EXCLUDED.includes(r))),
  },
  { id: 3, name: "Administrateur", rank: 10, rights: [...RIGHTS] },
];
