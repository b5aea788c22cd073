import { createContext, useContext, type ComponentType } from "react";

/** A customer as another area names them (a card's new holder). */
export interface CustomerRef {
  id: number;
  firstName: string;
  lastName: string;
}

/**
 * Pieces of one area shown inside another's screen. Areas never import each other (DESIGN.md
 * §3): the app shell provides each piece here (src/app/feature-slots-provider.tsx), loaded when
 * first shown; outside the shell a slot is empty and the screen goes without it.
 */
export interface FeatureSlots {
  /** A new customer's form (the customers area), where a card is assigned to someone new. */
  newCustomerForm?: ComponentType<{
    initial?: { firstName?: string; lastName?: string; email?: string };
    onClose: () => void;
    onSaved: (saved?: CustomerRef) => void;
  }>;
  /** "Ajouter une carte" on a customer's page (the cards area: scan or type, then assign). */
  addCustomerCard?: ComponentType<{ customer: CustomerRef; onAdded: () => void }>;
}

export const FeatureSlotsContext = createContext<FeatureSlots>({});

export function useFeatureSlot<K extends keyof FeatureSlots>(slot: K): FeatureSlots[K] {
  return useContext(FeatureSlotsContext)[slot];
}
