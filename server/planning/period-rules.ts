/**
 * Which periods conflict (src/contract/planning.ts): a common game and overlapping occurrences.
 * Pure: the games a period covers are resolved from the catalogue by period.repository.ts.
 */
import { timesOverlap, type PeriodTimes } from "../../src/contract/planning-rules";

/** The games a period covers: every game, or these. */
export type Coverage = "all" | ReadonlySet<number>;

/** Whether two coverages share a game (every game shares with anything, even an empty venue). */
export function sharesGame(a: Coverage, b: Coverage): boolean {
  if (a === "all" || b === "all") return true;
  for (const id of a) if (b.has(id)) return true;
  return false;
}

export interface Candidate extends PeriodTimes {
  coverage: Coverage;
}

/** The first of `others` (by id) that conflicts with the candidate, if any. */
export function firstConflict<P extends Candidate & { id: number }>(
  candidate: Candidate,
  others: readonly P[],
): P | undefined {
  return [...others]
    .sort((x, y) => x.id - y.id)
    .find(
      (other) => sharesGame(candidate.coverage, other.coverage) && timesOverlap(candidate, other),
    );
}
