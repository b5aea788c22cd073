import { Text } from "@mantine/core";
import type { ReactNode } from "react";

/** One labelled value of a details panel (a kiosk's, a device's). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}
