/**
 * The game form's rules of spec section 5, kept apart from the form so they are tested alone:
 * which devices a selector offers, how many selectors there are and which are 'too many', and
 * what choosing a type or a category fills in. The server checks the same device rules
 * (server/games/game.repository.ts).
 */
import type { GameCategory, GameType } from "@/contract/catalogue";
import type { LinkableDevice } from "@/contract/devices";

export interface DeviceChoice {
  value: string;
  serialNumber: string;
  /** Why it cannot be chosen: on a kiosk, on another game, or in another selector here. */
  usedBy: { kiosk: string } | { game: string } | "here" | null;
}

/** Every device, each with why it is not available to selector `index` of this game. */
export function deviceChoices(
  devices: readonly LinkableDevice[],
  gameId: number | undefined,
  chosen: readonly string[],
  index: number,
): DeviceChoice[] {
  return devices.map((d) => {
    const value = String(d.id);
    const usedBy = d.kioskSerialNumber
      ? { kiosk: d.kioskSerialNumber }
      : d.gameId !== null && d.gameId !== gameId
        ? { game: d.gameCode ?? `#${d.gameId}` }
        : chosen.some((v, k) => k !== index && v === value)
          ? ("here" as const)
          : null;
    return { value, serialNumber: d.serialNumber, usedBy };
  });
}

/**
 * How many device selectors to show: one per device the type allows, and more when the game
 * holds more than that (after a change of type): those are flagged 'too many'.
 */
export function selectorCount(max: number | undefined, chosen: readonly string[]): number {
  const held = chosen.reduce((last, v, k) => (v ? k + 1 : last), 0);
  return Math.max(max ?? 0, held);
}

/** Whether selector `index` is past the type's maximum (spec section 5). */
export const isTooMany = (index: number, max: number | undefined) =>
  max !== undefined && index >= max;

/** The devices chosen past the type's maximum: the form cannot be saved with any. */
export function devicesOverMax(chosen: readonly string[], max: number | undefined): number {
  if (max === undefined) return 0;
  return chosen.filter((v, k) => v && k >= max).length;
}

/** Choosing a category fills the token price and the VAT when they are empty (spec section 5). */
export function fillFromCategory(
  category: GameCategory | undefined,
  current: { tokenPrice: string; tva: string },
): { tokenPrice?: string; tva?: string } {
  if (!category) return {};
  return {
    ...(current.tokenPrice.trim() === "" && { tokenPrice: String(category.tokenPrice) }),
    ...(current.tva.trim() === "" && { tva: String(category.tva) }),
  };
}

/** Choosing a type fills the category when it is empty (spec section 5). */
export function categoryFromType(type: GameType | undefined, currentCategory: string) {
  if (!type || currentCategory !== "" || type.gameCategoryDefault === null) return undefined;
  return String(type.gameCategoryDefault);
}
