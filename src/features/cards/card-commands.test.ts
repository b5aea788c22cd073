// @vitest-environment jsdom
import { i18n, type MessageDescriptor } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { FIELD_LIMITS } from "@/contract/rules-codes";
import { testCard } from "@/testing/builders";
import {
  assign,
  changeBonus,
  disableCard,
  enableCard,
  recycle,
  transfer,
  undoComment,
  unassign,
} from "./card-commands";

const card = testCard("0420000001", { publicNumber: "PC-000001", balanceFreeTokens: 46 });
const said = (descriptor: MessageDescriptor) => i18n._(descriptor);

describe("what a card command's toast says and how it is undone (issue 10)", () => {
  it("names the card, and for bonus units the amount and its direction", () => {
    i18n.loadAndActivate({ locale: "fr", messages: {} });
    expect(said(changeBonus.done!({ card, amount: 50, comment: "Geste" }))).toBe(
      "50 unités bonus ajoutées à la carte PC-000001",
    );
    expect(said(changeBonus.done!({ card, amount: -4, comment: "Erreur" }))).toBe(
      "4 unités bonus retirées de la carte PC-000001",
    );
    // One unit is one (issue 27: "1 unités bonus ajoutées" was a slip).
    expect(said(changeBonus.done!({ card, amount: 1, comment: "Geste" }))).toBe(
      "1 unité bonus ajoutée à la carte PC-000001",
    );
    expect(said(changeBonus.describe({ card, amount: -1, comment: "Erreur" }))).toBe(
      "Retirer 1 unité bonus de la carte PC-000001",
    );
    for (const command of [enableCard, disableCard, unassign, recycle])
      expect(said(command.done!({ card }))).toBe("Carte PC-000001");
    expect(said(assign.done!({ card, customerId: 2 }))).toBe("Carte PC-000001");
  });

  it("undoes a bonus change with the opposite amount, from the balance it left", () => {
    const back = changeBonus.undo!({ card, amount: 50, comment: "Geste commercial" });
    expect(back.command).toBe(changeBonus);
    expect(back.payload).toEqual({
      card: { ...card, balanceFreeTokens: 96 },
      amount: -50,
      comment: "Annulation : Geste commercial",
    });
  });

  it("keeps the undo's comment within the comment's bound", () => {
    const long = "x".repeat(FIELD_LIMITS.name);
    expect(undoComment(long)).toHaveLength(FIELD_LIMITS.name);
    expect(undoComment(long).startsWith("Annulation : ")).toBe(true);
  });

  it("undoes enable with disable and disable with enable, on the card as it was left", () => {
    const offered = enableCard.undo!({ card: { ...card, isActive: false } });
    expect(offered.command).toBe(disableCard);
    expect(offered.payload).toEqual({ card: { ...card, isActive: true } });
    const back = disableCard.undo!({ card });
    expect(back.command).toBe(enableCard);
    expect(back.payload).toEqual({ card: { ...card, isActive: false } });
  });

  it("names the missing target card of a transfer, and leaves other refusals to their code", () => {
    i18n.loadAndActivate({ locale: "fr", messages: {} });
    expect(said(transfer.refusal!({ card, to: "PC-999999" }, "not_found")!)).toBe(
      "La carte PC-999999 n'existe pas",
    );
    expect(transfer.refusal!({ card, to: "PC-999999" }, "same_card")).toBeUndefined();
  });

  it("offers no undo where nothing can be put back as it was", () => {
    for (const command of [transfer, recycle, assign, unassign])
      expect(command.undo).toBeUndefined();
  });
});
