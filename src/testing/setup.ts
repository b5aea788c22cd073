/** Vitest set-up for jsdom tests: what Mantine and Dexie need from a browser that jsdom lacks. */
import "fake-indexeddb/auto";
import { i18n } from "@lingui/core";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Vitest runs without globals, so Testing Library cannot unmount screens by itself.
afterEach(cleanup);

if (typeof window !== "undefined") {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- only checks whether jsdom has it
  window.matchMedia ??= (query: string) =>
    ({
      // As in browsers, the empty query matches (mantine-datatable asks it of every column).
      matches: query.trim() === "",
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;

  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- only checks whether jsdom has it
  window.HTMLElement.prototype.scrollIntoView ??= () => {};
  // mantine-datatable scrolls its table back to the top on a new page or order.
  // eslint-disable-next-line @typescript-eslint/unbound-method -- only checks whether jsdom has it
  window.Element.prototype.scrollTo ??= () => {};
}

// Tests read the French source messages unless they activate another locale themselves.
i18n.loadAndActivate({ locale: "fr", messages: {} });

// Screens under test see every refusal's message, as they do once the screens' catalogue loads.
await import("@/lib/api/screen-error-messages");
