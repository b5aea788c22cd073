import { useId as useReactId } from "react";

/**
 * Mantine's `useId` (@mantine/hooks), as the build gives it to Mantine's components
 * (scripts/mantine-use-id.ts): the given id, else one from React's `useId`, the same at every
 * render. Mantine's own also sets a random id in a layout effect after each mount, so every
 * Mantine component with an id (the shell, tabs, menus, fields) renders twice, the second time
 * synchronously, in the task that paints it. React's ids are unique in the app's one root and
 * the same in the prerendered sign-in page and its hydration.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === "string" ? staticId : `mantine-${reactId.replace(/:/g, "")}`;
}
