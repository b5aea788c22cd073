import { z } from "zod";
import { kioskPurchaseSchema, kioskSchema, type KioskInput } from "@/contract/kiosks";
import { pagedSchema, valuesSchema } from "@/contract/paging";
import { http } from "../session/session";

/** Spec section 7, Kiosks. PUT and DELETE address a kiosk by its ORIGINAL serial number. */
const enc = encodeURIComponent;

export const listKiosks = (query: {
  page: number;
  size: number;
  filterOnName?: string;
  filterOnType?: string;
}) => http.get("/api/kiosk/kiosks", query, pagedSchema(kioskSchema));
export const countKiosks = () =>
  http
    .get("/api/kiosk/count", undefined, z.object({ count: z.number().int() }))
    .then((r) => r.count);
export const createKiosk = (body: KioskInput, headers?: Record<string, string>) =>
  http.post("/api/kiosk", body, kioskSchema, headers);
export const updateKiosk = (
  originalSerial: string,
  body: KioskInput,
  headers?: Record<string, string>,
) => http.put(`/api/kiosk/${enc(originalSerial)}`, body, kioskSchema, headers);
export const deleteKiosk = (serial: string, headers?: Record<string, string>) =>
  http.delete<void>(`/api/kiosk/${enc(serial)}`, headers);
export const kioskPurchases = (serialNumber: string) =>
  http
    .get("/api/kiosk/allpurchasehistorykiosk", { serialNumber }, valuesSchema(kioskPurchaseSchema))
    .then((r) => r.values);
