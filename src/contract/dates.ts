import { z } from "zod";

/**
 * Dates on the wire: a day is "YYYY-MM-DD", a moment is an ISO 8601 date-time in UTC.
 * An empty optional day (a form field left blank) is sent as null (spec section 2).
 */
export const day = () => z.iso.date({ error: "invalid_date" });
export const moment = () => z.iso.datetime({ offset: true, error: "invalid_date" });

/** An optional day: "", undefined and null all become null. */
export const nullableDay = () =>
  z.preprocess((v) => (v === "" || v === undefined ? null : v), day().nullable());
