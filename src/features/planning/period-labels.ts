/** The periods' words: kinds, days, hours and what they cover (src/contract/planning.ts). */
import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import type { Period, PeriodKind } from "@/contract/planning";
import { crossesMidnight } from "@/contract/planning-rules";

export const KIND_LABELS: Record<PeriodKind, ReturnType<typeof msg>> = {
  FreePlay: msg`Jeu libre`,
  HappyHour: msg`Happy hour`,
};

/** A day's short name in the language (1 = Monday), from Intl: "lun.", "Mon". */
export function dayName(day: number, i18n: I18n, weekday: "short" | "long" = "short"): string {
  // 2026-01-05 was a Monday.
  return i18n.date(new Date(Date.UTC(2026, 0, 4 + day)), { weekday, timeZone: "UTC" });
}

/** "Tous les jours", "lun. – ven.", "mer., sam., dim."; three days in a row or more as a range. */
export function daysText(days: readonly number[], i18n: I18n): string {
  if (days.length === 7) return i18n._(msg`Tous les jours`);
  const runs: number[][] = [];
  for (const d of [...days].sort((a, b) => a - b)) {
    const run = runs.at(-1);
    if (run && run.at(-1) === d - 1) run.push(d);
    else runs.push([d]);
  }
  return runs
    .flatMap((run) =>
      run.length >= 3
        ? [`${dayName(run[0]!, i18n)} – ${dayName(run.at(-1)!, i18n)}`]
        : run.map((d) => dayName(d, i18n)),
    )
    .join(", ");
}

/** "14:00 – 17:00", "22:00 – 02:00 (lendemain)". */
export function hoursText(p: Pick<Period, "startTime" | "endTime">, i18n: I18n): string {
  const next = crossesMidnight(p) ? ` ${i18n._(msg`(lendemain)`)}` : "";
  return `${p.startTime} – ${p.endTime}${next}`;
}

/** "−30 %" for a happy hour, "" for a free play. */
export function percentText(p: Pick<Period, "percent">, i18n: I18n): string {
  return p.percent === null ? "" : `−${i18n.number(p.percent / 100, { style: "percent" })}`;
}

/** The kind and its cut: "Happy hour −30 %", "Jeu libre". */
export function kindText(p: Pick<Period, "kind" | "percent">, i18n: I18n): string {
  return [i18n._(KIND_LABELS[p.kind]), percentText(p, i18n)].filter(Boolean).join(" ");
}

export function coverText(p: Pick<Period, "allGames" | "gameIds" | "categoryIds">, i18n: I18n) {
  if (p.allGames) return i18n._(msg`Tous les jeux`);
  const games = p.gameIds.length;
  const categories = p.categoryIds.length;
  const parts = [
    games ? i18n._(msg`${plural(games, { one: "# jeu", other: "# jeux" })}`) : "",
    categories
      ? i18n._(msg`${plural(categories, { one: "# catégorie", other: "# catégories" })}`)
      : "",
  ].filter(Boolean);
  return parts.length ? parts.join(", ") : i18n._(msg`Aucun jeu (supprimés)`);
}

/** "du 19/12/2026 au 03/01/2027", "à partir du …", "jusqu’au …", "" when always. */
export function datesText(
  p: Pick<Period, "from" | "to">,
  format: (day: string) => string,
  i18n: I18n,
) {
  const from = p.from && format(p.from);
  const to = p.to && format(p.to);
  if (from && to) return i18n._(msg`du ${from} au ${to}`);
  if (from) return i18n._(msg`à partir du ${from}`);
  if (to) return i18n._(msg`jusqu'au ${to}`);
  return "";
}
