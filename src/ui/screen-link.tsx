import { Anchor } from "@mantine/core";
import type { KeyboardEvent, MouseEvent, ReactNode } from "react";
import { Link } from "wouter";

/**
 * A link to another screen standing alone (a table's card or invoice number): at least 44 px
 * both ways (src/app/app.css gives Anchor its height), so a short number is still easy to tap.
 * In a row that opens its own page, the link wins: the row never hears its tap or Enter.
 */
export function ScreenLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor
      component={Link}
      href={href}
      miw={44}
      // Left-aligned like the text around it (src/app/app.css centres a lone link in its 44 px).
      style={{ justifyContent: "flex-start" }}
      onClick={(e: MouseEvent) => e.stopPropagation()}
      onKeyDown={(e: KeyboardEvent) => e.stopPropagation()}
    >
      {children}
    </Anchor>
  );
}
