import type { ReactNode } from "react";
import { lazyPart } from "@/ui/lazy-part";
import { FeatureSlotsContext, type FeatureSlots } from "@/ui/feature-slots";

/**
 * Each area's pieces shown in another's screens (src/ui/feature-slots.ts), as lazy chunks that
 * say so when they cannot come (src/ui/lazy-part.tsx).
 */
const SLOTS: FeatureSlots = {
  newCustomerForm: lazyPart(() =>
    import("@/features/customers/customer-form").then((m) => ({ default: m.CustomerForm })),
  ),
  addCustomerCard: lazyPart(() =>
    import("@/features/cards/add-customer-card").then((m) => ({ default: m.AddCustomerCard })),
  ),
};

export function FeatureSlotsProvider({ children }: { children: ReactNode }) {
  return <FeatureSlotsContext value={SLOTS}>{children}</FeatureSlotsContext>;
}
