import { Button, Group, Loader, Stack, Text } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { holderName, type Card } from "@/contract/cards";
import { useCan } from "@/lib/session/use-can";
import { ConfirmAction } from "@/ui/confirm-action";
import { useCommand } from "@/ui/use-command";
import { LazyPart, partLoader } from "@/ui/lazy-part";
import { useIdlePreload } from "@/ui/use-idle-preload";
import type { CardCorrection, CardDialog } from "./card-action-dialogs";
import { preloadLaterDialogs } from "./card-later-dialogs";
import {
  assign,
  changeBonus,
  disableCard,
  enableCard,
  recycle,
  transfer,
  unassign,
} from "./card-commands";
import { useCorrection } from "@/ui/offline/use-correction";

type Dialog = CardDialog | null;

// The dialogs' code (their forms, the number and card inputs, the scanner) is not in the card's
// first paint: it is asked for as soon as the card has been presented (a short idle wait, not
// the usual one), then the assignment's and the edit form's. A tablet that loses the network
// right after opening a card still takes a bonus or a transfer, queued; if it lost it before that
// code came, the dialog says so and loads it when the network returns (src/ui/lazy-part.tsx).
const dialogsPart = partLoader(() => import("./card-action-dialogs"), { screenTexts: true });
const preloadDialogs = () => dialogsPart().then(() => preloadLaterDialogs());
/** At most this long after the card's paint for an idle moment before asking for the dialogs. */
const DIALOGS_WAIT_MS = 300;
/** "Activer" and "Désactiver" take the same room: the buttons after them stay where they were. */
const TOGGLE_WIDTH = "8.5rem";

/** The form that corrects each refused card command (src/ui/offline/use-correction.ts). */
const CORRECTED_FORMS: Record<string, Dialog> = {
  [changeBonus.name]: "bonus",
  [transfer.name]: "transfer",
  [assign.name]: "assign",
};

/** The actions on one card, each shown only to holders of its right (spec sections 2 and 6). */
export function CardActions({ card }: { card: Card }) {
  const { t, i18n } = useLingui();
  const canEdit = useCan("CARD_UPDATE");
  const [chosen, setChosen] = useState<Dialog>(null);
  useIdlePreload(preloadDialogs, DIALOGS_WAIT_MS);
  // A refused bonus, transfer or assignment of this card being corrected opens its form, filled.
  const correction = useCorrection<CardCorrection>(Object.keys(CORRECTED_FORMS));
  const fixing = correction?.payload.card.number === card.number ? correction : undefined;
  const dialog: Dialog = chosen ?? (fixing ? (CORRECTED_FORMS[fixing.name] ?? null) : null);
  const close = () => (fixing?.cancel(), setChosen(null));
  /** A corrected action is queued: the refused one it replaces goes. */
  const corrected = () => void fixing?.finish();
  const commands = {
    enable: useCommand(enableCard),
    disable: useCommand(disableCard),
    bonus: useCommand(changeBonus),
    transfer: useCommand(transfer),
    assign: useCommand(assign),
    unassign: useCommand(unassign),
    recycle: useCommand(recycle),
  };
  const removable = commands.unassign.allowed && card.customerId !== null;

  const units = card.balanceTokens.toLocaleString(i18n.locale);
  const bonusUnits = card.balanceFreeTokens.toLocaleString(i18n.locale);
  const number = card.publicNumber;
  const holder = holderName(card) ?? "";

  return (
    <Stack gap="xs" align="flex-end">
      <Group gap="xs" justify="flex-end" role="group" aria-label={t`Actions de la carte`}>
        {card.isActive
          ? commands.disable.allowed && (
              <ConfirmAction
                label={t`Désactiver`}
                title={t`Désactiver la carte ${number}`}
                message={t`La carte ${number} ne pourra plus servir aux jeux ni aux bornes tant qu'elle ne sera pas réactivée.`}
                confirmLabel={t`Désactiver`}
                color="orange"
                danger={false}
                miw={TOGGLE_WIDTH}
                loading={commands.disable.pending}
                onConfirm={() => commands.disable.run({ card })}
              />
            )
          : commands.enable.allowed && (
              <Button
                variant="light"
                color="teal"
                miw={TOGGLE_WIDTH}
                loading={commands.enable.pending}
                onClick={() => void commands.enable.run({ card })}
              >
                <Trans>Activer</Trans>
              </Button>
            )}
        {commands.bonus.allowed && (
          <Button variant="light" onClick={() => setChosen("bonus")}>
            <Trans>Unités bonus</Trans>
          </Button>
        )}
        {commands.transfer.allowed && (
          <Button variant="light" onClick={() => setChosen("transfer")}>
            <Trans>Transférer</Trans>
          </Button>
        )}
        {/* Always in its place, so the buttons after it never move: off while a customer holds it. */}
        {commands.assign.allowed && (
          <Button
            variant="light"
            disabled={card.customerId !== null}
            onClick={() => setChosen("assign")}
          >
            <Trans>Associer à un client</Trans>
          </Button>
        )}
        {canEdit && (
          <Button variant="default" onClick={() => setChosen("edit")}>
            <Trans>Modifier</Trans>
          </Button>
        )}
      </Group>
      {/* What loses something is set apart from everyday actions, under a rule, and always asks. */}
      {(removable || commands.recycle.allowed) && (
        <Group
          gap="xs"
          justify="flex-end"
          role="group"
          aria-label={t`Retrait et recyclage`}
          pt="xs"
          style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
        >
          {removable && (
            <ConfirmAction
              label={t`Retirer le client`}
              title={t`Retirer le client de la carte ${number}`}
              message={
                holder
                  ? t`La carte ${number} ne sera plus liée à ${holder} : ses achats à venir ne lui seront plus attribués.`
                  : t`La carte ${number} ne sera plus liée à son client : ses achats à venir ne lui seront plus attribués.`
              }
              confirmLabel={t`Retirer`}
              variant="subtle"
              onConfirm={() => commands.unassign.run({ card })}
            />
          )}
          {commands.recycle.allowed && (
            <ConfirmAction
              label={t`Recycler`}
              title={t`Recycler la carte ${number}`}
              message={
                <>
                  <Text fw={700} component="span">
                    <Trans>
                      {units} unités et {bonusUnits} unités bonus seront perdues.
                    </Trans>
                  </Text>{" "}
                  {holder ? (
                    <Trans>
                      Le client {holder} sera retiré, la carte {number} désactivée et remise en
                      stock.
                    </Trans>
                  ) : (
                    <Trans>La carte {number} sera désactivée et remise en stock.</Trans>
                  )}
                </>
              }
              confirmLabel={t`Recycler`}
              variant="subtle"
              onConfirm={() => commands.recycle.run({ card })}
            />
          )}
        </Group>
      )}
      {dialog && (
        <LazyPart
          load={dialogsPart}
          fallback={<Loader size="sm" role="status" aria-label={t`Chargement`} />}
          props={{ card, dialog, fixing, close, done: () => (corrected(), setChosen(null)) }}
        />
      )}
    </Stack>
  );
}
