import { Badge } from "@mantine/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { DeliveryStatus } from "@/contract/events";
import { DELIVERY_STATUS_COLORS, DELIVERY_STATUS_LABELS } from "./event-labels";

/** The word of the "cancelled" badge (and of its CSV cell). */
export const CANCELLED = msg`Annulé`;

/** The cards' delivery status: a coloured badge that says it in words. */
export function DeliveryBadge({ status }: { status: DeliveryStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge color={DELIVERY_STATUS_COLORS[status]} variant="filled" size="lg" radius="sm">
      {i18n._(DELIVERY_STATUS_LABELS[status])}
    </Badge>
  );
}

/** "Annulé", dark on white (AA). */
export function CancelledBadge({ hiddenFrom }: { hiddenFrom?: "lg" }) {
  const { i18n } = useLingui();
  return (
    <Badge color="dark" variant="outline" size="lg" radius="sm" hiddenFrom={hiddenFrom}>
      {i18n._(CANCELLED)}
    </Badge>
  );
}
