/**
 * Words for a device's coded fields (language, update type), as descriptors so the list, the
 * panel and the forms say the same thing in both languages. A device's health has its words with
 * its badge, shared with the kiosk screens: src/ui/device-health-badge.tsx.
 */
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { DeviceLanguage, UpdateType } from "@/contract/devices";

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
