import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { EmployeeStatus } from "@/contract/employees";

/** The account types of spec section 6, as the back office names them. */
export const STATUS_LABELS: Record<EmployeeStatus, MessageDescriptor> = {
  MultiSite: msg`Multi-site`,
  MultiSiteCategory: msg`Multi-site par catégorie`,
  NotShared: msg`Local (non partagé)`,
};
