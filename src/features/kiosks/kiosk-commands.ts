/**
 * Every action on a kiosk, declared once as a command (spec section 8's messages, the right it
 * needs, its optimistic effect). Screens run them through useCommand, which puts them in the
 * offline outbox; the sync engine sends them in order per kiosk serial number.
 */
import { paths } from "@/lib/paths";
import { msg } from "@lingui/core/macro";
import type { Kiosk, KioskValues } from "@/contract/kiosks";
import { createKiosk, deleteKiosk, updateKiosk } from "@/lib/api/kiosks.api";
import { defineCommand } from "@/lib/commands/command";

export const createKioskCommand = defineCommand<{ values: KioskValues }, Kiosk, Kiosk>({
  name: "kiosk.create",
  right: "KIOSK_ADD_UPDATE",
  kind: "kiosk",
  entity: ({ values }) => values.serialNumber,
  send: ({ values }, { headers }) => createKiosk(values, headers),
  // Until the server answers: no id, disconnected and never pinged (as the server makes a new
  // kiosk, state 1), no version.
  create: ({ values }) => ({
    ...values,
    id: 0,
    state: 1,
    lastPing: null,
    version: null,
    isSnack: values.type === "Snack",
  }),
  describe: ({ values: { name } }) => msg`Créer la borne ${name}`,
  success: () => msg`Borne créée`,
  failure: () => msg`Erreur lors de la création de la borne`,
  correct: () => paths.kiosks,
});

/** Addressed by the ORIGINAL serial number: the form may have changed it (spec section 7). */
export const updateKioskCommand = defineCommand<
  { originalSerial: string; values: KioskValues },
  Kiosk,
  Kiosk
>({
  name: "kiosk.update",
  right: "KIOSK_ADD_UPDATE",
  kind: "kiosk",
  entity: ({ originalSerial }) => originalSerial,
  send: ({ originalSerial, values }, { headers }) => updateKiosk(originalSerial, values, headers),
  apply: (kiosk, { values }) => ({ ...kiosk, ...values }),
  describe: ({ values: { name } }) => msg`Modifier la borne ${name}`,
  success: () => msg`Borne modifiée`,
  failure: () => msg`Erreur lors de la modification de la borne`,
  correct: () => paths.kiosks,
});

export const deleteKioskCommand = defineCommand<{ serialNumber: string }, void>({
  name: "kiosk.delete",
  right: "KIOSK_DELETE",
  kind: "kiosk",
  entity: ({ serialNumber }) => serialNumber,
  send: ({ serialNumber }, { headers }) => deleteKiosk(serialNumber, headers),
  describe: ({ serialNumber }) => msg`Supprimer la borne ${serialNumber}`,
  success: () => msg`Borne supprimée`,
  failure: () => msg`Erreur lors de la suppression de la borne`,
});
