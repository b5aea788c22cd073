/**
 * Words for a device's coded fields (state, health, language, update type), as descriptors so
 * the list, the panel, the board and the forms say the same thing in both languages.
 */
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { DeviceLanguage, HealthState, SmartTouchState, UpdateType } from "@/contract/devices";

export const SMART_TOUCH_STATE_LABELS: Record<
  SmartTouchState,
  { label: MessageDescriptor; color: string }
> = {
  OK: { label: msg`OK`, color: "teal" },
  warning: { label: msg`Alerte`, color: "orange" },
  KO: { label: msg`KO`, color: "red" },
};

/** The board's states, worst first: the order its counts and sections follow. */
export const HEALTH_LABELS: Record<HealthState, { label: MessageDescriptor; color: string }> = {
  ko: { label: msg`En panne`, color: "red" },
  silent: { label: msg`Silencieux`, color: "grape" },
  warning: { label: msg`Alerte`, color: "orange" },
  maintenance: { label: msg`Maintenance`, color: "blue" },
  ok: { label: msg`OK`, color: "teal" },
};

export const LANGUAGE_LABELS: Record<DeviceLanguage, MessageDescriptor> = {
  fr: msg`Français`,
  en: msg`Anglais`,
  es: msg`Espagnol`,
  de: msg`Allemand`,
  it: msg`Italien`,
  nl: msg`Néerlandais`,
};

export const UPDATE_TYPE_LABELS: Record<UpdateType, MessageDescriptor> = {
  0: msg`Application`,
  1: msg`Complète`,
};
