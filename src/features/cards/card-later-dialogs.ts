import { partLoader } from "@/ui/lazy-part";

// The assignment (the customers' schemas, their phone rules) and the edit form (date inputs) need
// the server anyway: they come after the bonus's and the transfer's dialogs
// (src/features/cards/card-actions.tsx), not with the card's first paint.
export const assignPart = partLoader(
  () => import("./assign-form").then((m) => ({ default: m.AssignForm })),
  { screenTexts: true },
);
export const editPart = partLoader(
  () => import("./card-form-modal").then((m) => ({ default: m.CardFormModal })),
  { screenTexts: true },
);
export const preloadLaterDialogs = () => Promise.all([assignPart(), editPart()]);
