// The styles of the shell's first paint (the rest comes after it: src/ui/full-styles.ts).
import "./shell-first.css";
import { AppShell, Burger, Group, Text, VisuallyHidden } from "@mantine/core";
import { DatesProvider } from "@mantine/dates";
import { useDisclosure } from "@mantine/hooks";
import { useLingui } from "@lingui/react/macro";
import { Suspense, useEffect, useMemo, useState, type ReactNode } from "react";
import { LazyPart, partLoader } from "@/ui/lazy-part";
import { useIdle, useIdlePreload, whenIdle } from "@/ui/use-idle-preload";
import { loadFullStyles } from "@/ui/full-styles";
import { Link, useLocation } from "wouter";
import type { Locale } from "@/lib/i18n/i18n";
import { useSession } from "@/lib/session/session";
import { activeMenuPath, visibleMenu } from "./route-access";
import { useRouteContext } from "./route-context";
import { CREATE_FORMS, visibleCreates } from "./create-forms";
import { ROUTES, type AppRoute } from "./routes";
import { CardSearchButton } from "./card-search-button";
import { CardSearchProvider } from "./card-search-provider";
import { FeatureSlotsProvider } from "./feature-slots-provider";
import { MainMenu } from "./main-menu";
import { SyncBadge } from "./sync-badge";
import { UserBadge } from "./user-badge";
import { paths } from "@/lib/paths";
import { nextTask } from "@/lib/next-task";
import { AppLogo } from "@/ui/app-logo";

// The menu brings floating-ui: it loads once the screen has shown (or at the first tap on the
// badge, which stands in meanwhile).
const NO_RIGHTS: string[] = [];
const userMenu = partLoader(() => import("./user-menu"));
/**
 * The outbox's wiring, started once its code has come. Code that could not come (offline before
 * it did, on a first visit) is asked for again when the network returns: the actions queued
 * meanwhile are sent then.
 */
const startOffline = (): Promise<void> =>
  // Dexie first, then the outbox's own code: two tasks, neither long (src/lib/next-task.ts).
  nextTask()
    .then(() => import("@/lib/offline/db"))
    .then(nextTask)
    .then(() => import("./offline-wiring"))
    .then(
      (m) => m.startOfflineWiring(),
      (error: unknown) => {
        window.addEventListener("online", () => void startOffline().catch(() => undefined), {
          once: true,
        });
        throw error;
      },
    );

/** Tablet-first frame: header with the user menu, a navbar of menu groups (a drawer below md). */
export function AppShellLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [opened, { toggle, close }] = useDisclosure();
  const [location] = useLocation();
  const session = useSession();
  const context = useRouteContext();
  const rights = session?.claims.role_rights ?? NO_RIGHTS;
  // Kept while rights and context stay: the menu (src/app/main-menu.tsx) renders again only then.
  const groups = useMemo(() => visibleMenu(ROUTES, rights, context), [rights, context]);
  const activePath = activeMenuPath(groups, location);
  const creates = useMemo(
    () => visibleCreates(ROUTES, rights, context, location),
    [rights, context, location],
  );
  // The "new" form the menu opened on this page, hosted here (spec section 2).
  const [creating, setCreating] = useState<AppRoute | null>(null);
  const CreateModal = creating ? CREATE_FORMS[creating.path] : undefined;
  // Signed in: the outbox and its sync engine start, in their chunk with every command, just after
  // the first paint (a card opened at start-up shows whole: src/main.tsx), even while a screen
  // waits for its data, so that what is queued offline is counted and sent. A screen's own
  // commands come with the screen: a card may be acted on offline as soon as it shows.
  useIdlePreload(startOffline, 300, false);
  // Every style the next screen or dialog may need, once this screen has been painted.
  useIdlePreload(loadFullStyles, 300);

  return (
    <LocalisedDates>
      <CardSearchProvider>
        <FeatureSlotsProvider>
          <AppShell
            header={{ height: 64 }}
            navbar={{ width: 260, breakpoint: "md", collapsed: { mobile: !opened } }}
            padding="lg"
          >
            <AppShell.Header>
              <Group h="100%" px="md" justify="space-between" wrap="nowrap">
                <Group gap="sm" wrap="nowrap">
                  <Burger opened={opened} onClick={toggle} hiddenFrom="md" aria-label={t`Menu`} />
                  <Link
                    href={paths.home}
                    style={{
                      display: "flex",
                      alignItems: "center",
                      minHeight: 44,
                      gap: 8,
                      textDecoration: "none",
                      color: "inherit",
                    }}
                  >
                    <AppLogo size={36} />
                    <Text fw={700} size="lg">
                      BackOffice
                    </Text>
                    <VisuallyHidden>{t`Accueil`}</VisuallyHidden>
                  </Link>
                </Group>
                <Group gap="md" wrap="nowrap">
                  <SyncBadge />
                  <CardSearchButton />
                  <UserMenu />
                </Group>
              </Group>
            </AppShell.Header>
            <AppShell.Navbar
              p="sm"
              aria-label={t`Navigation principale`}
              style={{ overflowY: "auto" }}
            >
              <MainMenu
                groups={groups}
                creates={creates}
                activePath={activePath}
                home={location === paths.home}
                onNavigate={close}
                onCreate={setCreating}
              />
            </AppShell.Navbar>
            <AppShell.Main>{children}</AppShell.Main>
          </AppShell>
          {CreateModal && (
            <Suspense fallback={null}>
              <CreateModal
                opened
                onClose={() => setCreating(null)}
                onSaved={() => setCreating(null)}
              />
            </Suspense>
          )}
        </FeatureSlotsProvider>
      </CardSearchProvider>
    </LocalisedDates>
  );
}

/**
 * The user's badge, then the menu it opens once its code has come: its state is its own, so the
 * shell does not render again when the menu comes.
 */
function UserMenu() {
  // A tap on the badge before the menu has loaded is not lost: the menu opens when it arrives.
  const [menuWanted, setMenuWanted] = useState(false);
  const idle = useIdle();
  const badge = <UserBadge onClick={() => setMenuWanted(true)} />;
  if (!idle && !menuWanted) return badge;
  return <LazyPart load={userMenu} props={{ defaultOpened: menuWanted }} fallback={badge} quiet />;
}

/**
 * The date pickers of the signed-in screens speak the app's language, weeks from Monday; dayjs
 * and its locales load once the shell has shown, never on the sign-in page.
 */
function LocalisedDates({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  // No picker is open before the screen has shown.
  useEffect(
    () =>
      whenIdle(() => {
        void import("@/lib/i18n/dayjs-locale").then((m) =>
          m.applyDayjsLocale(i18n.locale as Locale),
        );
      }),
    [i18n.locale],
  );
  return (
    <DatesProvider settings={{ locale: i18n.locale, firstDayOfWeek: 1 }}>{children}</DatesProvider>
  );
}
