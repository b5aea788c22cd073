import { Button, Group, Modal } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useLocation } from "wouter";
import type { Card } from "@/contract/cards";
import { rememberCards } from "@/lib/offline/card-cache";
import { useCan } from "@/lib/session/use-can";
import { ConfirmAction } from "@/ui/confirm-action";
import { useCommand } from "@/ui/use-command";
import { AssignForm, BonusForm, TransferForm } from "./card-action-forms";
import {
  assign,
  changeBonus,
  disableCard,
  enableCard,
  recycle,
  transfer,
  unassign,
} from "./card-commands";
import { CardFormModal } from "./card-form-modal";
import { paths } from "@/lib/paths";

type Dialog = "bonus" | "transfer" | "assign" | "edit" | null;

/** The actions on one card, each shown only to holders of its right (spec sections 2 and 6). */
export function CardActions({ card }: { card: Card }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const canEdit = useCan("CARD_UPDATE");
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const commands = {
    enable: useCommand(enableCard),
    disable: useCommand(disableCard),
    bonus: useCommand(changeBonus),
    transfer: useCommand(transfer),
    assign: useCommand(assign),
    unassign: useCommand(unassign),
    recycle: useCommand(recycle),
  };
  const titles: Record<Exclude<Dialog, null | "edit">, string> = {
    bonus: t`Unités bonus`,
    transfer: t`Transférer la carte`,
    assign: t`Associer à un client`,
  };

  return (
    <Group gap="xs" justify="flex-end">
      {card.isActive
        ? commands.disable.allowed && (
            <Button
              variant="light"
              color="orange"
              loading={commands.disable.pending}
              onClick={() => void commands.disable.run({ card })}
            >
              <Trans>Désactiver</Trans>
            </Button>
          )
        : commands.enable.allowed && (
            <Button
              variant="light"
              color="teal"
              loading={commands.enable.pending}
              onClick={() => void commands.enable.run({ card })}
            >
              <Trans>Activer</Trans>
            </Button>
          )}
      {commands.bonus.allowed && (
        <Button variant="light" onClick={() => setDialog("bonus")}>
          <Trans>Unités bonus</Trans>
        </Button>
      )}
      {commands.transfer.allowed && (
        <Button variant="light" onClick={() => setDialog("transfer")}>
          <Trans>Transférer</Trans>
        </Button>
      )}
      {commands.assign.allowed &&
        (card.customerId === null ? (
          <Button variant="light" onClick={() => setDialog("assign")}>
            <Trans>Associer à un client</Trans>
          </Button>
        ) : (
          <ConfirmAction
            label={t`Retirer le client`}
            message={t`La carte ne sera plus liée à ce client.`}
            confirmLabel={t`Retirer`}
            onConfirm={() => commands.unassign.run({ card })}
          />
        ))}
      {commands.recycle.allowed && (
        <ConfirmAction
          label={t`Recycler`}
          message={t`Les soldes seront remis à zéro, le client retiré et la carte désactivée.`}
          confirmLabel={t`Recycler`}
          onConfirm={() => commands.recycle.run({ card })}
        />
      )}
      {canEdit && (
        <Button variant="default" onClick={() => setDialog("edit")}>
          <Trans>Modifier</Trans>
        </Button>
      )}
      <Modal
        opened={dialog !== null && dialog !== "edit"}
        onClose={close}
        title={dialog && dialog !== "edit" ? titles[dialog] : ""}
      >
        {dialog === "bonus" && (
          <BonusForm
            onCancel={close}
            onSubmit={(v) => (close(), void commands.bonus.run({ card, ...v }))}
          />
        )}
        {dialog === "transfer" && (
          <TransferForm
            onCancel={close}
            onSubmit={(v) => (
              close(),
              void commands.transfer
                .run({ card, ...v })
                // Accepted: the balances are on the target now, show it. Queued: stay here.
                .then((outcome) => outcome.type === "accepted" && navigate(paths.card(v.to)))
            )}
          />
        )}
        {dialog === "assign" && (
          <AssignForm
            onCancel={close}
            onSubmit={(v) => (close(), void commands.assign.run({ card, ...v }))}
          />
        )}
      </Modal>
      <CardFormModal
        opened={dialog === "edit"}
        onClose={close}
        onSaved={(saved) => void rememberCards([saved])}
        card={card}
      />
    </Group>
  );
}
