/**
 * Every action on a card, declared once as a command (spec section 8's messages, the right it
 * needs, its optimistic effect). Screens run them through useCommand, which puts them in the
 * offline outbox; the sync engine sends them, in order per card.
 */
import { paths } from "@/lib/paths";
import { msg, plural } from "@lingui/core/macro";
import type { Card } from "@/contract/cards";
import { FIELD_LIMITS } from "@/contract/rules-codes";
import { cardActionsApi, cardsApi } from "@/contract/cards.endpoints";
import { call } from "@/lib/api/call";
import { defineCommand, reversal, type Reversal } from "@/lib/commands/command";
import { cardCache } from "@/lib/offline/card-cache";

type OnCard = { card: Card };

/**
 * What every card command shares: its kind, its entity (the card) and the card as last seen. The
 * outbox keeps the card without its holder's name: an entry stays on the device after logout
 * (until sent), and numbers, dates and balances are all it needs.
 */
const onCard = {
  kind: "card",
  cache: cardCache,
  entity: ({ card }: OnCard) => card.number,
  snapshot: ({ card }: OnCard) => card,
  stored: <P extends OnCard>(payload: P): P => ({ ...payload, card: withoutHolder(payload.card) }),
} as const;

/** The success toast's line that names the card acted on. */
const namesCard = ({ card: { publicNumber } }: OnCard) => msg`Carte ${publicNumber}`;

export function withoutHolder(card: Card): Card {
  return { ...card, customerFirstName: null, customerLastName: null };
}

export const enableCard = defineCommand<OnCard, Card, Card>({
  name: "card.enable",
  right: "CARD_UPDATE",
  ...onCard,
  send: ({ card }, { headers }) =>
    call(
      cardsApi.update,
      {
        params: { number: card.number },
        body: {
          isActive: true,
          activationDate: card.activationDate,
          expirationDate: card.expirationDate,
        },
      },
      { headers },
    ),
  apply: (card) => ({ ...card, isActive: true }),
  undo: ({ card }): Reversal => reversal(disableCard, { card: { ...card, isActive: true } }),
  describe: ({ card: { publicNumber } }) => msg`Activer la carte ${publicNumber}`,
  success: () => msg`Carte activée`,
  done: namesCard,
  failure: () => msg`Erreur lors de l'activation de la carte`,
});

export const disableCard = defineCommand<OnCard, Card, Card>({
  name: "card.disable",
  right: "CARD_UPDATE",
  ...onCard,
  send: ({ card }, { headers }) =>
    call(
      cardsApi.update,
      {
        params: { number: card.number },
        body: {
          isActive: false,
          activationDate: card.activationDate,
          expirationDate: card.expirationDate,
        },
      },
      { headers },
    ),
  apply: (card) => ({ ...card, isActive: false }),
  undo: ({ card }): Reversal => reversal(enableCard, { card: { ...card, isActive: false } }),
  describe: ({ card: { publicNumber } }) => msg`Désactiver la carte ${publicNumber}`,
  success: () => msg`Carte désactivée`,
  done: namesCard,
  failure: () => msg`Erreur lors de la désactivation de la carte`,
});

/** `amount` > 0 adds bonus units, < 0 removes them. */
export const changeBonus = defineCommand<OnCard & { amount: number; comment: string }, Card, Card>({
  name: "card.bonus",
  right: "CARD_UPDATE",
  ...onCard,
  send: ({ card, amount, comment }, { headers }) =>
    call(
      cardActionsApi.updateBonus,
      { params: { cardNumber: card.number }, body: { amount, comment } },
      { headers },
    ),
  apply: (card, { amount }) => ({ ...card, balanceFreeTokens: card.balanceFreeTokens + amount }),
  undo: ({ card, amount, comment }): Reversal =>
    reversal(changeBonus, {
      card: { ...card, balanceFreeTokens: card.balanceFreeTokens + amount },
      amount: -amount,
      comment: undoComment(comment),
    }),
  done: ({ card: { publicNumber }, amount }) => {
    const units = Math.abs(amount);
    return amount >= 0
      ? msg({
          message: plural(units, {
            one: `# unité bonus ajoutée à la carte ${publicNumber}`,
            other: `# unités bonus ajoutées à la carte ${publicNumber}`,
          }),
        })
      : msg({
          message: plural(units, {
            one: `# unité bonus retirée de la carte ${publicNumber}`,
            other: `# unités bonus retirées de la carte ${publicNumber}`,
          }),
        });
  },
  describe: ({ card: { publicNumber }, amount }) => {
    const units = Math.abs(amount);
    return amount >= 0
      ? msg({
          message: plural(units, {
            one: `Ajouter # unité bonus à la carte ${publicNumber}`,
            other: `Ajouter # unités bonus à la carte ${publicNumber}`,
          }),
        })
      : msg({
          message: plural(units, {
            one: `Retirer # unité bonus de la carte ${publicNumber}`,
            other: `Retirer # unités bonus de la carte ${publicNumber}`,
          }),
        });
  },
  success: () => msg`Unités bonus mises à jour`,
  failure: () => msg`Erreur lors de la mise à jour des unités bonus`,
  correct: ({ card }) => paths.card(card.number),
});

/** The comment of a bonus change that undoes another: the first one's, marked, within bounds. */
export function undoComment(comment: string): string {
  return `Annulation : ${comment}`.slice(0, FIELD_LIMITS.name);
}

export const transfer = defineCommand<OnCard & { to: string }, Card, Card>({
  name: "card.transfer",
  right: "CARD_TRANSFER",
  ...onCard,
  send: ({ card, to }, { headers }) =>
    call(cardActionsApi.transfer, { params: { old: card.number, new: to } }, { headers }),
  apply: (card) => ({
    ...card,
    isActive: false,
    balanceTokens: 0,
    balanceFreeTokens: 0,
    customerId: null,
  }),
  describe: ({ card: { publicNumber }, to }) =>
    msg`Transférer la carte ${publicNumber} sur la carte ${to}`,
  success: ({ card, to }) => {
    const from = card.number;
    return msg`Carte ${from} transférée sur la carte ${to}`;
  },
  failure: () => msg`Erreur lors du transfert de la carte`,
  // The card on screen exists: a 404 is the target, named as typed.
  refusal: ({ to }, code) => (code === "not_found" ? msg`La carte ${to} n'existe pas` : undefined),
  correct: ({ card }) => paths.card(card.number),
});

export const assign = defineCommand<OnCard & { customerId: number }, Card, Card>({
  name: "card.assign",
  right: "CARD_ASSIGN",
  ...onCard,
  send: ({ card, customerId }, { headers }) =>
    call(
      cardActionsApi.assignCustomer,
      { params: { cardNumber: card.number, customerId } },
      { headers },
    ),
  apply: (card, { customerId }) => ({ ...card, customerId }),
  describe: ({ card: { publicNumber }, customerId }) =>
    msg`Associer la carte ${publicNumber} au client n° ${customerId}`,
  success: () => msg`Carte associée au client`,
  done: namesCard,
  failure: () => msg`Erreur lors de l'association de la carte`,
  correct: ({ card }) => paths.card(card.number),
});

export const unassign = defineCommand<OnCard, Card, Card>({
  name: "card.unassign",
  right: "CARD_ASSIGN",
  ...onCard,
  send: ({ card }, { headers }) =>
    call(cardActionsApi.removeCustomer, { params: { cardNumber: card.number } }, { headers }),
  apply: (card) => ({ ...card, customerId: null, customerFirstName: null, customerLastName: null }),
  describe: ({ card: { publicNumber } }) => msg`Retirer le client de la carte ${publicNumber}`,
  success: () => msg`Client retiré de la carte`,
  done: namesCard,
  failure: () => msg`Erreur lors du retrait du client`,
});

export const recycle = defineCommand<OnCard, Card, Card>({
  name: "card.recycle",
  right: "CARD_RECYCLE",
  ...onCard,
  send: ({ card }, { headers }) =>
    call(cardActionsApi.recycle, { query: { id: card.number } }, { headers }),
  apply: (card) => ({
    ...card,
    isActive: false,
    balanceTokens: 0,
    balanceFreeTokens: 0,
    customerId: null,
  }),
  describe: ({ card: { publicNumber } }) => msg`Recycler la carte ${publicNumber}`,
  success: () => msg`Carte recyclée`,
  done: namesCard,
  failure: () => msg`Erreur lors du recyclage de la carte`,
});
