/**
 * The week of the periods (layout in week-layout.ts): Monday to Sunday, the venue's hours, each
 * period a block coloured by kind and saying its kind, name and cut in words; today's column and a
 * line at the venue's time now.
 */
import { Box, Text, VisuallyHidden } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import type { Period } from "@/contract/planning";
import { isoDay, weekdayOf } from "@/contract/planning-rules";
import { wallClock } from "@/contract/planning-zone";
import { formatDate } from "@/lib/i18n/format";
import { dayName, hoursText, kindText } from "./period-labels";
import { mondayOf, place, weekBlocks, weekWindow } from "./week-layout";
import classes from "./week-grid.module.css";

const HOUR_PX = 26;

interface Props {
  periods: readonly Period[];
  timeZone: string;
  now: number;
  /** Ids of the periods active now. */
  active: ReadonlySet<number>;
}

export function WeekGrid({ periods, timeZone, now, active }: Props) {
  const { t, i18n } = useLingui();
  const wall = wallClock(now, timeZone);
  const monday = mondayOf(wall.day, wall.minutes);
  const { origin, length } = weekWindow(periods, monday);
  const blocks = weekBlocks(periods, origin, monday);
  const [first, last] = [formatDate(isoDay(monday)), formatDate(isoDay(monday + 6))];
  const here = place(weekdayOf(wall.day), wall.minutes, origin);
  const showLine = here.offset >= 0 && here.offset <= length;
  const px = (minutes: number) => (minutes / 60) * HOUR_PX;
  const hours = Array.from({ length: length / 60 }, (_, k) => k);
  const hh = (k: number) => `${String(((origin / 60 + k) % 24) | 0).padStart(2, "0")}:00`;
  return (
    <Box>
      <div className={classes.grid}>
        <div className={classes.head} aria-hidden />
        {[1, 2, 3, 4, 5, 6, 7].map((day) => (
          <div
            key={day}
            className={`${classes.head} ${day - 1 === here.column ? classes.today : ""}`}
          >
            {dayName(day, i18n)} {Number(isoDay(monday + day - 1).slice(8))}
            {day - 1 === here.column && <VisuallyHidden>{t`(aujourd'hui)`}</VisuallyHidden>}
          </div>
        ))}
        <div className={classes.hours} style={{ height: px(length) }} aria-hidden>
          {hours.map((k) => (
            <span key={k} className={classes.hour} style={{ top: px(k * 60) }}>
              {hh(k)}
            </span>
          ))}
        </div>
        {[0, 1, 2, 3, 4, 5, 6].map((column) => (
          <div
            key={column}
            className={`${classes.column} ${column === here.column ? classes.today : ""}`}
            style={{ height: px(length) }}
          >
            {hours.map((k) => (
              <span key={k} className={classes.line} style={{ top: px(k * 60) }} />
            ))}
            {blocks
              .filter((b) => b.column === column)
              .map((b) => (
                <div
                  key={`${b.period.id}-${b.top}`}
                  className={`${classes.block} ${classes[b.period.kind]} ${active.has(b.period.id) ? classes.active : ""}`}
                  style={{
                    top: px(b.top),
                    height: Math.max(px(b.bottom - b.top) - 1, 12),
                    left: `calc(${(100 * b.lane) / b.lanes}% + 1px)`,
                    width: `calc(${100 / b.lanes}% - 2px)`,
                  }}
                  title={`${b.period.name} · ${kindText(b.period, i18n)} · ${hoursText(b.period, i18n)}`}
                >
                  <strong>{b.period.name}</strong> {kindText(b.period, i18n)}
                </div>
              ))}
            {showLine && column === here.column && (
              <span className={classes.now} style={{ top: px(here.offset) }}>
                <VisuallyHidden>{t`Maintenant`}</VisuallyHidden>
              </span>
            )}
          </div>
        ))}
      </div>
      <Text size="xs" c="dimmed" mt={4}>
        {t`Semaine du ${first} au ${last}, heures du parc (${timeZone})`}
      </Text>
    </Box>
  );
}
