import type { LinkableDevice } from "@/contract/devices";

/**
 * Spec section 5: a kiosk may take a device with no game and either no kiosk or this kiosk
 * (`serialNumber` is the kiosk's current serial; a new kiosk has none).
 */
export function linkableDevices(
  devices: readonly LinkableDevice[],
  serialNumber: string | undefined,
): LinkableDevice[] {
  return devices.filter(
    (d) =>
      d.gameId === null &&
      (d.kioskSerialNumber === null ||
        (serialNumber !== undefined && d.kioskSerialNumber === serialNumber)),
  );
}
