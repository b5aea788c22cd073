import dayjs from "dayjs";
import "dayjs/locale/fr";
import "dayjs/locale/en";
import type { Locale } from "./i18n";

export function applyDayjsLocale(locale: Locale): void {
  dayjs.locale(locale);
}
