/** Money is integer cents in the database and euros on the wire (src/contract/catalogue.ts). */
export const toCents = (euros: number) => Math.round(euros * 100);
export const toEuros = (cents: number) => cents / 100;
export const centsOrNull = (euros: number | undefined | null) =>
  euros === undefined || euros === null ? null : toCents(euros);
export const eurosOrNull = (cents: number | null) => (cents === null ? null : toEuros(cents));
