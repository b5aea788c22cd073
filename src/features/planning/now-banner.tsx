/** What applies now, at a glance: "En ce moment : Happy hour −30 % « Goûter » (jusqu’à 17:00)". */
import { Paper, Text } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import type { Period } from "@/contract/planning";
import { kindText } from "./period-labels";

interface Props {
  active: { period: Period; until: number }[];
  timeZone: string;
}

export function NowBanner({ active, timeZone }: Props) {
  const { t, i18n } = useLingui();
  const time = new Intl.DateTimeFormat(i18n.locale, {
    hour: "2-digit",
    minute: "2-digit",
    // 24 h, as the periods' hours are written (14:00 – 17:00).
    hourCycle: "h23",
    timeZone,
  });
  const items = active.map(({ period, until }) => {
    const what = kindText(period, i18n);
    const name = period.name;
    const end = time.format(until);
    return t`${what} « ${name} » (jusqu'à ${end})`;
  });
  const items_text = items.join(" · ");
  return (
    <Paper withBorder p="sm" role="status" bg={active.length ? "yellow.0" : undefined}>
      <Text fw={600}>{active.length ? t`En ce moment : ${items_text}` : t`Rien en ce moment`}</Text>
    </Paper>
  );
}
