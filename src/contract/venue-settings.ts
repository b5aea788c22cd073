import { z } from "zod";
import { LIMITS } from "./limits";
import { number } from "./rules";

/**
 * GET /api/site/settings (any signed-in employee) and PUT /api/site/settings (ROLE_UPDATE: the
 * managers who set the floor agents' rights): the venue's controls on everyday card actions.
 */
export const venueSettingsSchema = z.object({
  /**
   * A bonus change of more units than this, added or removed, is confirmed by the employee after
   * a second look that states the amount (src/features/cards/card-action-forms.tsx).
   */
  bonusConfirmAbove: number({ required: true, int: true, min: 1, max: LIMITS.bonusChange }),
});
export type VenueSettings = z.output<typeof venueSettingsSchema>;

/** Until a manager sets them, and on a device that never reached the server. */
export const DEFAULT_VENUE_SETTINGS: VenueSettings = { bonusConfirmAbove: 100 };
