/**
 * Every action on a kiosk, declared once as a command (spec section 8's messages, the right it
 * needs, its optimistic effect). Screens run them through useCommand, which puts them in the
 * offline outbox; the sync engine sends them in order per kiosk serial number.
 */
import { paths } from "@/lib/paths";
import { msg } from "@lingui/core/macro";
import type { Kiosk, KioskValues } from "@/contract/kiosks";
import { DEVICE_COMMAND_TTL_MS, type DeviceCommand } from "@/contract/devices";
import { kioskCommandsApi, kiosksApi } from "@/contract/kiosks.endpoints";
import { call } from "@/lib/api/call";
import { defineCommand } from "@/lib/commands/command";

export const createKioskCommand = defineCommand<{ values: KioskValues }, Kiosk, Kiosk>({
  name: "kiosk.create",
  right: "KIOSK_ADD_UPDATE",
  kind: "kiosk",
  entity: ({ values }) => values.serialNumber,
  send: ({ values }, { headers }) => call(kiosksApi.create, { body: values }, { headers }),
  // Until the server answers: no id, disconnected and never pinged (as the server makes a new
  // kiosk, state 1), no version.
  create: ({ values }) => ({
    ...values,
    id: 0,
    state: 1,
    lastPing: null,
    version: null,
    isSnack: values.type === "Snack",
    keyIssuedAt: null,
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
  send: ({ originalSerial, values }, { headers }) =>
    call(kiosksApi.update, { params: { serialNumber: originalSerial }, body: values }, { headers }),
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
  send: ({ serialNumber }, { headers }) =>
    call(kiosksApi.remove, { params: { serialNumber } }, { headers }),
  describe: ({ serialNumber }) => msg`Supprimer la borne ${serialNumber}`,
  success: () => msg`Borne supprimée`,
  failure: () => msg`Erreur lors de la suppression de la borne`,
});

/**
 * Operations on the kiosk itself: the kiosk runs them at its next report. A command queued offline
 * expires DEVICE_COMMAND_TTL_MS after the person asked (`issuedAt`): a restart never fires late on
 * a kiosk that is serving a customer by then.
 */
interface Operation {
  serialNumber: string;
  name: string;
  /** When the person asked for it (ISO): the server measures the expiry from it too. */
  issuedAt: string;
}

export const restartKioskCommand = defineCommand<Operation, DeviceCommand>({
  name: "kiosk.restart",
  right: "KIOSK_RESTART",
  kind: "kiosk",
  entity: ({ serialNumber }) => serialNumber,
  send: ({ serialNumber, issuedAt }, { headers }) =>
    call(kioskCommandsApi.restart, { params: { serialNumber }, body: { issuedAt } }, { headers }),
  describe: ({ name }) => msg`Redémarrer la borne ${name}`,
  success: () => msg`Redémarrage demandé à la borne`,
  failure: () => msg`Erreur lors de la demande de redémarrage`,
  expiresAfterMs: DEVICE_COMMAND_TTL_MS,
});

export const restartKioskAppCommand = defineCommand<Operation, DeviceCommand>({
  name: "kiosk.restartApp",
  right: "KIOSK_RESTART_APP",
  kind: "kiosk",
  entity: ({ serialNumber }) => serialNumber,
  send: ({ serialNumber, issuedAt }, { headers }) =>
    call(
      kioskCommandsApi.restartApp,
      { params: { serialNumber }, body: { issuedAt } },
      { headers },
    ),
  describe: ({ name }) => msg`Redémarrer l'application de la borne ${name}`,
  success: () => msg`Redémarrage de l'application demandé`,
  failure: () => msg`Erreur lors de la demande de redémarrage de l'application`,
  expiresAfterMs: DEVICE_COMMAND_TTL_MS,
});

export const kioskRecycleCommand = defineCommand<Operation & { cardNumber: string }, DeviceCommand>(
  {
    name: "kiosk.recycleCard",
    right: "KIOSK_RECYCLE_CARD",
    kind: "kiosk",
    entity: ({ serialNumber }) => serialNumber,
    send: ({ serialNumber, issuedAt, cardNumber }, { headers }) =>
      call(
        kioskCommandsApi.recycleCard,
        { params: { serialNumber }, body: { issuedAt, cardNumber } },
        { headers },
      ),
    describe: ({ name, cardNumber }) => msg`Recycler la carte ${cardNumber} à la borne ${name}`,
    success: () => msg`Recyclage demandé à la borne`,
    failure: () => msg`Erreur lors de la demande de recyclage`,
    refusal: ({ cardNumber }, code) =>
      code === "unknown_reference" ? msg`La carte ${cardNumber} n'existe pas` : undefined,
    expiresAfterMs: DEVICE_COMMAND_TTL_MS,
  },
);

export const kioskTransferCommand = defineCommand<
  Operation & { oldCardNumber: string; newCardNumber: string },
  DeviceCommand
>({
  name: "kiosk.transferCard",
  right: "KIOSK_TRANSFER_CARD",
  kind: "kiosk",
  entity: ({ serialNumber }) => serialNumber,
  send: ({ serialNumber, issuedAt, oldCardNumber, newCardNumber }, { headers }) =>
    call(
      kioskCommandsApi.transferCard,
      { params: { serialNumber }, body: { issuedAt, oldCardNumber, newCardNumber } },
      { headers },
    ),
  describe: ({ name, oldCardNumber, newCardNumber }) =>
    msg`Transférer la carte ${oldCardNumber} vers ${newCardNumber} à la borne ${name}`,
  success: () => msg`Transfert demandé à la borne`,
  failure: () => msg`Erreur lors de la demande de transfert`,
  refusal: (_, code) =>
    code === "unknown_reference" ? msg`Une des deux cartes n'existe pas` : undefined,
  expiresAfterMs: DEVICE_COMMAND_TTL_MS,
});
