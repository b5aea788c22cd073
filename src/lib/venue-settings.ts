/**
 * The venue's settings as this device last read them: read from the server when a screen needs
 * them, kept in localStorage so a bonus form offline still asks its confirmation at the
 * manager's threshold (never personal data: only numbers).
 */
import { useEffect, useState } from "react";
import {
  DEFAULT_VENUE_SETTINGS,
  venueSettingsSchema,
  type VenueSettings,
} from "@/contract/venue-settings";
import { siteApi } from "@/contract/site.endpoints";
import { call } from "./api/call";

export const VENUE_SETTINGS_KEY = "backoffice.venue-settings";

export function lastKnownVenueSettings(): VenueSettings {
  try {
    const parsed = venueSettingsSchema.safeParse(
      JSON.parse(localStorage.getItem(VENUE_SETTINGS_KEY) ?? "null"),
    );
    return parsed.success ? parsed.data : DEFAULT_VENUE_SETTINGS;
  } catch {
    return DEFAULT_VENUE_SETTINGS;
  }
}

export function rememberVenueSettings(settings: VenueSettings): void {
  try {
    localStorage.setItem(VENUE_SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // A full or refused storage: the server is asked again next time.
  }
}

/** The last known settings at once, then the server's (offline: the last known ones stay). */
export function useVenueSettings(): VenueSettings {
  const [settings, setSettings] = useState(lastKnownVenueSettings);
  useEffect(() => {
    let live = true;
    call(siteApi.settings).then(
      (fresh) => {
        rememberVenueSettings(fresh);
        if (live) setSettings(fresh);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return settings;
}
