/**
 * Actions on a smart-touch device, each declared once as a command: they go through the outbox
 * like the card and kiosk actions, and expire (DEVICE_COMMAND_TTL_MS) so a device never takes a
 * stale one: a staff game started an hour late would surprise the players at that game.
 */
import { msg } from "@lingui/core/macro";
import {
  DEVICE_COMMAND_TTL_MS,
  type DeviceSettingsInput,
  type SmartTouch,
} from "@/contract/devices";
import { smartTouchApi } from "@/contract/devices.endpoints";
import { call } from "@/lib/api/call";
import { defineCommand, reversal, type Reversal } from "@/lib/commands/command";

export const maintenanceCommand = defineCommand<
  { serialNumber: string; maintenance: boolean },
  SmartTouch,
  SmartTouch
>({
  name: "smarttouch.maintenance",
  right: "SMARTTOUCH_MODE_MAINTENANCE",
  kind: "smarttouch",
  entity: ({ serialNumber }) => serialNumber,
  send: ({ serialNumber, maintenance }, { headers }) =>
    call(
      smartTouchApi.maintenance,
      { params: { serialNumber }, body: { maintenance } },
      { headers },
    ),
  apply: (device, { maintenance }) => ({ ...device, maintenance }),
  // One tap puts a game out of play: its toast offers the way back, as a bonus's does.
  undo: ({ serialNumber, maintenance }): Reversal =>
    reversal(maintenanceCommand, { serialNumber, maintenance: !maintenance }),
  describe: ({ serialNumber, maintenance }) =>
    maintenance
      ? msg`Mettre l'appareil ${serialNumber} en maintenance`
      : msg`Sortir l'appareil ${serialNumber} de maintenance`,
  success: ({ maintenance }) =>
    maintenance ? msg`Appareil en maintenance` : msg`Appareil sorti de maintenance`,
  failure: () => msg`Erreur lors du changement de mode de l'appareil`,
  refusal: ({ serialNumber }, code) =>
    code === "device_unlinked"
      ? msg`Relié à aucun jeu ni aucune borne, l'appareil ${serialNumber} reste en maintenance`
      : undefined,
  expiresAfterMs: DEVICE_COMMAND_TTL_MS,
});

export const settingsCommand = defineCommand<
  { serialNumber: string; settings: DeviceSettingsInput },
  SmartTouch,
  SmartTouch
>({
  name: "smarttouch.settings",
  right: "SMARTTOUCH_SET_SETTINGS",
  kind: "smarttouch",
  entity: ({ serialNumber }) => serialNumber,
  send: ({ serialNumber, settings }, { headers }) =>
    call(smartTouchApi.settings, { params: { serialNumber }, body: settings }, { headers }),
  describe: ({ serialNumber }) => msg`Régler l'appareil ${serialNumber}`,
  success: () => msg`Réglages envoyés à l'appareil`,
  failure: () => msg`Erreur lors de l'envoi des réglages`,
  expiresAfterMs: DEVICE_COMMAND_TTL_MS,
});

export const staffGameCommand = defineCommand<
  { serialNumber: string; staffCardNumber: string },
  unknown
>({
  name: "smarttouch.staffGame",
  right: "SMARTTOUCH_PLAY_STAFF_GAME",
  kind: "smarttouch",
  entity: ({ serialNumber }) => serialNumber,
  send: ({ serialNumber, staffCardNumber }, { headers }) =>
    call(
      smartTouchApi.staffGame,
      { params: { serialNumber }, body: { staffCardNumber } },
      { headers },
    ),
  describe: ({ serialNumber }) => msg`Partie de test sur l'appareil ${serialNumber}`,
  success: () => msg`Partie de test lancée`,
  failure: () => msg`Erreur lors du lancement de la partie de test`,
  refusal: ({ serialNumber, staffCardNumber }, code) =>
    code === "device_no_game"
      ? msg`L'appareil ${serialNumber} n'est relié à aucun jeu : pas de partie de test possible`
      : code === "staff_card_unknown"
        ? msg`Aucune carte employé n'a le numéro ${staffCardNumber}`
        : undefined,
  expiresAfterMs: DEVICE_COMMAND_TTL_MS,
});
