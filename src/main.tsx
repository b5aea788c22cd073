/**
 * Start-up: runtime config, language, session (asking other tabs), then the first render; the
 * service worker and the rest of the installed app's wiring (src/app/pwa.ts) load once the first
 * screen is interactive (after load, when idle), so its precache never competes with it.
 */
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { afterFirstScreen } from "./app/after-first-screen";
import { Root } from "./app/app";
import { SignedInRouter } from "./app/router";
import { APP_STARTED, FIRST_REQUEST, takeStarted } from "./lib/start-handoff";
import { carryTypedValues } from "./lib/carry-typed-values";
import { loadAppConfig } from "./lib/api/app-config";
import {
  activateLocale,
  DEFAULT_LOCALE,
  i18n,
  loadScreenMessages,
  storedLocale,
} from "./lib/i18n/i18n";
import { installPrompt } from "./lib/pwa/install-prompt";
import { http, sessionStore, startSession } from "./lib/session/session";
import { PUBLIC_PATTERNS as paths } from "./lib/public-paths";
import { PATTERNS } from "./lib/paths";
import { parse } from "regexparam";
import { matchRoute } from "wouter";
import { CARD_BY_NUMBER } from "./contract/first-requests";
import { fillPath } from "./contract/endpoint";
import { startEarly } from "./lib/api/early";
import { loadCardPage } from "./features/cards/card-page-loader";

// Zod probes `Function("")` to compile faster parsers; the Content-Security-Policy forbids eval
// (server/http/security-headers.ts), so the probe would be reported as a violation: no JIT.
// Set through the global slot zod reads its config from (zod/v4/core/core.js,
// `globalThis.__zod_globalConfig`) rather than `config()` of "zod/v4/core": importing zod here
// would put 3.6 KB of it in the entry every screen waits for.
// Mutated, not replaced: zod keeps the object it found, whichever of the two runs first.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

// Chromium offers the install once per page load, maybe before the first render: keep it now.
installPrompt.capture(window);

// The first screen's code (and, through Vite's preload lists, its chunks) is fetched now, beside
// the config, the catalogue and the session, not after them; the route's lazy import then finds
// it loaded, and a failure here is the route's to show. Signed out (this tab holds no session),
// every path but the first-login one leads to the sign-in page; signed in, "/" is the home, in
// the app shell.
/** A card's page, opened by a scan or a link: its pattern up to the number. */
const CARD_PAGE = PATTERNS.card.slice(0, PATTERNS.card.indexOf(":"));
/** The first screen's code being fetched: the first render waits for it (see `start`). */
const firstScreen: Promise<unknown>[] = [];
const preload = (load: () => Promise<unknown>) =>
  void firstScreen.push(load().catch(() => undefined));
const path = window.location.pathname;
if (!sessionStore.get()) {
  if (path !== paths.firstLogin) preload(() => import("./features/auth/login.page"));
} else {
  // Every signed-in screen is in the shell; the floor's two screens are fetched with it, and
  // once the router has come, the screen at this path is made ready through it (`preloadScreen`).
  preload(() =>
    SignedInRouter.preload().then(() =>
      import("./app/signed-in-router").then((m) => m.preloadScreen(path)),
    ),
  );
  preload(() => import("./app/app-shell"));
  // A screen other than the home asks the API for its first paint: the http client's ofetch
  // (src/lib/api/raw-fetch.ts, kept off the sign-in page) comes now, not at its first request.
  if (path !== paths.home) void import("ofetch").catch(() => undefined);
  if (path === paths.home) preload(() => import("./features/home/home.page"));
  // A card's first paint has its words in the start's catalogue (lingui.config.ts); every other
  // screen is a feature screen, whose texts are in the screens' catalogue.
  else if (path.startsWith(CARD_PAGE)) preload(loadCardPage);
  else preload(loadScreenMessages);
}

/**
 * A card opened by a scan or a link: the request index.html's first script sent as the page was
 * parsed, else one sent now that the session is known, rather than once the card's page, its
 * contract and Dexie have come and run; the page's call takes its answer (src/lib/api/early.ts).
 * The number as the router reads it.
 */
function startFirstRequest() {
  const number = matchRoute(parse, PATTERNS.card, path)[1]?.number;
  if (!number) return;
  const apiPath = fillPath(CARD_BY_NUMBER, { number });
  // index.html's first script may have sent it already, as the page was parsed.
  const first = takeStarted(FIRST_REQUEST) as { path?: unknown; response?: unknown } | undefined;
  const sent =
    first?.path === apiPath && first.response instanceof Promise ? first.response : undefined;
  startEarly(http, apiPath, sent as Promise<Response> | undefined);
}

/**
 * Whether #root holds the build's prerender of exactly what the first render makes here
 * (src/app/prerender.tsx): its path without a query (a query may fill the form), the default
 * locale, and no session (a signed-in tab leaves the sign-in page at once).
 */
function showsPrerender(root: HTMLElement): boolean {
  return (
    root.dataset.prerendered === window.location.pathname &&
    window.location.search === "" &&
    i18n.locale === DEFAULT_LOCALE &&
    !sessionStore.get()
  );
}

async function start() {
  // The first render waits for the first screen's code too: rendered before it, the screen
  // would show loaders, then its parts one by one (React spaces reveals out by 300 ms).
  const config = loadAppConfig();
  const session = startSession();
  // Signed in, the screen's first data (a card's) is asked for now too, once the session and the
  // config are known: its request goes beside the code rather than after the first render.
  const firstData = Promise.all([config, session]).then(() => {
    if (!sessionStore.get()) return undefined;
    startFirstRequest();
    // The first number written the language's way starts the browser's ICU formatter: 10 ms on
    // a tablet (43 ms at 4x slower CPU), which would fall in the first render of a card's
    // balances. Done in its own task while the screen's files and data are on their way, once
    // the http client's code has come and the first request has gone (it would hold it back).
    // (The home's first paint shows no number and asks the API nothing.)
    const warmUp = () => setTimeout(() => void (0).toLocaleString(storedLocale()), 0);
    if (path !== paths.home) void import("ofetch").then(warmUp, warmUp);
    return import("./app/signed-in-router").then((m) => m.prefetchScreen(path));
  });
  await Promise.all([
    config,
    activateLocale(storedLocale()),
    session,
    firstData.catch(() => undefined),
    ...firstScreen,
  ]);
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root element");
  // As a transition, React renders (or hydrates) in slices and yields to the browser between
  // them: typing and tapping stay answered while the first screen is built, no long task.
  startTransition(() => {
    if (showsPrerender(root)) {
      hydrateRoot(root, <Root />); // its screen ends the hold of taps (useHeldClicks)
    } else {
      // Over the prerender, if any: React replaces it, taps held on it are for nothing now,
      // and what was typed in its fields goes into the app's.
      if (root.dataset.prerendered) carryTypedValues(root);
      document.documentElement.setAttribute(APP_STARTED, "");
      createRoot(root).render(<Root />);
    }
  });

  // Nothing of the service worker (its code, its registration, its precache of the app shell)
  // weighs on the first screen: the precache then reads the chunks already loaded from the
  // HTTP cache (hashed /assets/* are immutable, see server/http/static.route.ts).
  void afterFirstScreen(() => {
    import("./app/pwa").then(
      ({ startPwa }) => startPwa(),
      (error: unknown) => console.warn("The installed-app wiring did not load", error),
    );
  }, root);
}

void start();
