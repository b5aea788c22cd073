import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { MantineProvider } from "@mantine/core";
import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";

/** Renders a screen with the app's providers, at `path` (French unless the test says otherwise). */
export function renderScreen(
  ui: ReactElement,
  { path = "/" }: { path?: string } = {},
): RenderResult & { history: string[] } {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {ui}
        </Router>
      </MantineProvider>
    </I18nProvider>,
  );
  return Object.assign(result, { history: location.history ?? [] });
}
