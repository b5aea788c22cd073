/**
 * Spec section 7, "Devices": smart-touch devices, their texts and software updates, kiosk
 * operations and the health board. Kiosk operations and device actions go through the outbox
 * (src/features/devices/device-commands.ts); the forms of the catalogue kind call these at once.
 */

import {
  deviceCommandSchema,
  forceUpdateAnswerSchema,
  healthSchema,
  smartTouchSchema,
  translationLanguageSchema,
  translationsSchema,
  updateSettingSchema,
  type DeviceLanguage,
  type DeviceSettingsInput,
  type SmartTouchInput,
  type UpdateInput,
  type UpdateType,
} from "@/contract/devices";
import { valuesSchema } from "@/contract/paging";
import { http } from "../session/session";

type Headers = Record<string, string>;
const enc = encodeURIComponent;
const values = <T>(r: { values: T[] }) => r.values;

export const listDevices = () =>
  http.get("/api/smarttouch/smarttouchs", undefined, valuesSchema(smartTouchSchema)).then(values);
export const createDevice = (body: SmartTouchInput) =>
  http.post("/api/smarttouch", body, smartTouchSchema);
export const updateDevice = (serialNumber: string, body: SmartTouchInput) =>
  http.put(`/api/smarttouch/${enc(serialNumber)}`, body, smartTouchSchema);
export const deleteDevice = (id: number) => http.delete<void>(`/api/smarttouch/${id}`);
export const setMaintenance = (serialNumber: string, maintenance: boolean, headers?: Headers) =>
  http.put(
    `/api/smarttouch/maintenance/${enc(serialNumber)}`,
    { maintenance },
    smartTouchSchema,
    headers,
  );
export const setDeviceSettings = (
  serialNumber: string,
  body: DeviceSettingsInput,
  headers?: Headers,
) => http.put(`/api/smarttouch/settings/${enc(serialNumber)}`, body, smartTouchSchema, headers);
export const playStaffGame = (serialNumber: string, staffCardNumber: string, headers?: Headers) =>
  http.post(
    `/api/smarttouch/staff-game/${enc(serialNumber)}`,
    { staffCardNumber },
    deviceCommandSchema,
    headers,
  );

export const listTranslationLanguages = () =>
  http
    .get("/api/smarttouch/translations", undefined, valuesSchema(translationLanguageSchema))
    .then(values);
export const getTranslations = (language: DeviceLanguage) =>
  http.get(`/api/smarttouch/translations/${language}`, undefined, translationsSchema);
export const saveTranslations = (language: DeviceLanguage, changed: Record<string, string>) =>
  http.put(`/api/smarttouch/translations/${language}`, { values: changed }, translationsSchema);

export const listUpdates = () =>
  http.get("/api/smarttouch/update/all", undefined, valuesSchema(updateSettingSchema)).then(values);
export const getLastVersion = (updateType: UpdateType) =>
  http.get("/api/smarttouch/update/last-version", { updateType }, updateSettingSchema);
export const createUpdate = (body: UpdateInput) =>
  http.post("/api/smarttouch/update", body, updateSettingSchema);
export const editUpdate = (id: number, body: UpdateInput) =>
  http.put(`/api/smarttouch/update/${id}`, body, updateSettingSchema);
export const deleteUpdate = (id: number) => http.delete<void>(`/api/smarttouch/update/${id}`);
export const forceUpdate = (id: number) =>
  http.post(`/api/smarttouch/force-update/${id}`, undefined, forceUpdateAnswerSchema);

/** A kiosk operation: restart, restart-app, recycle-card, transfer-card. */
export const kioskCommand = (
  operation: "restart" | "restart-app" | "recycle-card" | "transfer-card",
  serialNumber: string,
  body: Record<string, string>,
  headers?: Headers,
) => http.post(`/api/kiosk/${operation}/${enc(serialNumber)}`, body, deviceCommandSchema, headers);

export const deviceHealth = () => http.get("/api/device/health", undefined, healthSchema);
