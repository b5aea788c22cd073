import { lazy, type ReactNode } from "react";
import { FeatureSlotsContext, type FeatureSlots } from "@/ui/feature-slots";

/** Each area's pieces shown in another's screens (src/ui/feature-slots.ts), as lazy chunks. */
const SLOTS: FeatureSlots = {
  newCustomerForm: lazy(() =>
    import("@/features/customers/customer-form").then((m) => ({ default: m.CustomerForm })),
  ),
  addCustomerCard: lazy(() =>
    import("@/features/cards/add-customer-card").then((m) => ({ default: m.AddCustomerCard })),
  ),
};

export function FeatureSlotsProvider({ children }: { children: ReactNode }) {
  return <FeatureSlotsContext value={SLOTS}>{children}</FeatureSlotsContext>;
}
