/** French names, games and snack products for the venue seed. */
import type { Random } from "./prng";

const FIRST_F = [
  "Camille",
  "Léa",
  "Manon",
  "Chloé",
  "Inès",
  "Jade",
  "Louise",
  "Alice",
  "Lina",
  "Rose",
  "Anna",
  "Zoé",
  "Juliette",
  "Margaux",
  "Élise",
];
const FIRST_M = [
  "Lucas",
  "Hugo",
  "Louis",
  "Gabriel",
  "Arthur",
  "Jules",
  "Adam",
  "Raphaël",
  "Paul",
  "Noé",
  "Tom",
  "Maël",
  "Théo",
  "Antoine",
  "Étienne",
];
const LAST = [
  "Martin",
  "Bernard",
  "Dubois",
  "Thomas",
  "Robert",
  "Richard",
  "Petit",
  "Durand",
  "Leroy",
  "Moreau",
  "Simon",
  "Laurent",
  "Lefèvre",
  "Michel",
  "Garcia",
  "David",
  "Bertrand",
  "Roux",
  "Vincent",
  "Fournier",
  "Morel",
  "Girard",
  "André",
  "Mercier",
  "Dupont",
  "Lambert",
  "Bonnet",
  "François",
  "Martinez",
  "Legrand",
  "Garnier",
  "Faure",
  "Rousseau",
  "Blanc",
  "Guérin",
  "Muller",
  "Henry",
  "Roussel",
  "Nicolas",
  "Perrin",
];

export const GAMES = [
  "Air Hockey",
  "Basket Fever",
  "Dance Star",
  "Mario Kart Arcade",
  "Pac-Man Battle",
  "Skee-Ball",
  "Jurassic Park",
  "Coin Pusher",
  "Crazy Taxi",
  "Speed Driver",
];
export const PRODUCTS: readonly (readonly [string, number])[] = [
  ["Crêpe au sucre", 6],
  ["Barbe à papa", 5],
  ["Soda 33 cl", 4],
  ["Popcorn", 5],
  ["Glace vanille", 6],
];
export const MERCHANDISE: readonly (readonly [string, number])[] = [
  ["Peluche licorne", 40],
  ["T-shirt Parc Demo", 60],
  ["Porte-clés lumineux", 10],
  ["Casquette", 35],
];
export const KIOSK_NAMES = ["Borne cartes 1", "Borne cartes 2", "Borne compte client 1", "Accueil"];

export function customerNames(rng: Random, n: number): ["Monsieur" | "Madame", string, string][] {
  return Array.from({ length: n }, () => {
    const female = rng.chance(0.5);
    return [female ? "Madame" : "Monsieur", rng.pick(female ? FIRST_F : FIRST_M), rng.pick(LAST)];
  });
}
