import { NavLink, Text } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { memo } from "react";
import { Link } from "wouter";
import { paths } from "@/lib/paths";
import { Icon } from "@/ui/icons";
import { MenuIcon } from "@/ui/menu-icons";
import type { visibleMenu } from "./route-access";
import type { AppRoute } from "./routes";

/**
 * The app shell's menu (src/app/app-shell.tsx): home, the groups of screens the person may open,
 * and the "new" forms this page does not host. Memoised: about forty entries, rendered again only
 * when what they show changes (rights, site context, page, language), not at each update of the
 * shell (a menu opened, the network badge, a part loaded once the screen has shown).
 */
export const MainMenu = memo(function MainMenu({
  groups,
  creates,
  activePath,
  home,
  onNavigate,
  onCreate,
}: {
  groups: ReturnType<typeof visibleMenu>;
  creates: AppRoute[];
  activePath: string | undefined;
  home: boolean;
  onNavigate: () => void;
  onCreate: (route: AppRoute) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <div>
      <NavLink
        component={Link}
        href={paths.home}
        label={t`Accueil`}
        leftSection={<Icon name="home" />}
        active={home}
        onClick={onNavigate}
      />
      {groups.map((group) => (
        <div key={group.id}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="md" mb={4} px="sm">
            {i18n._(group.label)}
          </Text>
          {group.entries.map((route) => (
            <NavLink
              key={route.path}
              component={Link}
              href={route.path}
              label={route.menu ? i18n._(route.menu.label ?? route.title) : ""}
              leftSection={route.menu && <MenuIcon name={route.menu.icon} />}
              active={route.path === activePath}
              onClick={onNavigate}
            />
          ))}
        </div>
      ))}
      {creates.length > 0 && (
        <div>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="md" mb={4} px="sm">
            {t`Créer`}
          </Text>
          {creates.map((route) => (
            <NavLink
              key={`create:${route.path}`}
              component="button"
              label={route.create ? i18n._(route.create.label) : ""}
              leftSection={<Icon name="plus" />}
              onClick={() => {
                onNavigate();
                onCreate(route);
              }}
            />
          ))}
        </div>
      )}
    </div>
  );
});
