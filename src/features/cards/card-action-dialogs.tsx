import { Modal } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { useLocation } from "wouter";
import type { Card } from "@/contract/cards";
import { rememberCards } from "@/lib/offline/card-cache";
import { paths } from "@/lib/paths";
import type { Correction } from "@/ui/offline/use-correction";
import { useCommand } from "@/ui/use-command";
import { LazyPart } from "@/ui/lazy-part";
import { PageLoader } from "@/ui/page-loader";
import { TransferForm } from "./card-action-forms";
import { BonusForm } from "./bonus-form";
import { assign, changeBonus, transfer } from "./card-commands";
import { assignPart, editPart } from "./card-later-dialogs";

export type CardDialog = "bonus" | "transfer" | "assign" | "edit";

/** What a refused bonus, transfer or assignment carries back to its form. */
export interface CardCorrection {
  card: Card;
  amount: number;
  comment: string;
  to: string;
  customerId: number;
}

/**
 * The card page's dialogs (bonus, transfer, assignment, edit), rendered while one is open. Their
 * code comes just after the card's paint (src/features/cards/card-actions.tsx): the bonus and the
 * transfer work offline from then on, queued in the outbox. The other two need the server anyway
 * (a customer search, a form saved online), so they come later still, at idle.
 */
export default function CardActionDialogs({
  card,
  dialog,
  fixing,
  close,
  done,
}: {
  card: Card;
  dialog: CardDialog;
  fixing: Correction<CardCorrection> | undefined;
  close: () => void;
  /** A form was sent: the dialog closes and the correction it came from, if any, is done. */
  done: () => void;
}) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const commands = {
    bonus: useCommand(changeBonus),
    transfer: useCommand(transfer),
    assign: useCommand(assign),
  };
  const titles: Record<Exclude<CardDialog, "edit">, string> = {
    bonus: t`Unités bonus`,
    transfer: t`Transférer la carte`,
    assign: t`Associer à un client`,
  };

  return (
    <>
      <Modal opened={dialog !== "edit"} onClose={close} title={dialog !== "edit" && titles[dialog]}>
        {dialog === "bonus" && (
          <BonusForm
            cardNumber={card.publicNumber}
            balance={card.balanceFreeTokens}
            draft={fixing?.name === changeBonus.name ? fixing.payload : undefined}
            onCancel={close}
            onSubmit={(v) => (done(), void commands.bonus.run({ card, ...v }))}
          />
        )}
        {dialog === "transfer" && (
          <TransferForm
            from={card}
            draft={fixing?.name === transfer.name ? fixing.payload : undefined}
            onCancel={close}
            onSubmit={(v) => (
              done(),
              void commands.transfer
                .run({ card, ...v })
                // Accepted: the balances are on the target now, show it. Queued: stay here.
                .then((outcome) => outcome.type === "accepted" && navigate(paths.card(v.to)))
            )}
          />
        )}
        {dialog === "assign" && (
          <LazyPart
            load={assignPart}
            fallback={<PageLoader />}
            props={{
              draft: fixing?.name === assign.name ? fixing.payload : undefined,
              onCancel: close,
              onSubmit: (v: { customerId: number }) => (
                done(),
                void commands.assign.run({ card, ...v })
              ),
            }}
          />
        )}
      </Modal>
      {dialog === "edit" && (
        <LazyPart
          load={editPart}
          fallback={null}
          props={{
            opened: true,
            onClose: close,
            onSaved: (saved: Card) => void rememberCards([saved]),
            card,
          }}
        />
      )}
    </>
  );
}
