import {
  Button,
  Group,
  Menu,
  Modal,
  Stack,
  Text,
  useComputedColorScheme,
  useMantineColorScheme,
} from "@mantine/core";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { activateLocale } from "@/lib/i18n/i18n";
import { roleName } from "@/lib/i18n/role-names";
import { signOut, useSession } from "@/lib/session/session";
import { Icon } from "@/ui/icons";
import { useSyncStatus } from "@/ui/offline/use-sync-status";
import { UserBadge } from "./user-badge";
import { paths } from "@/lib/paths";

/** Initials, name and role; change password, language, about, logout (spec section 2). */
export default function UserMenu({ defaultOpened = false }: { defaultOpened?: boolean }) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const { pending, rejected } = useSyncStatus();
  const [confirming, setConfirming] = useState(false);
  const [, navigate] = useLocation();
  // Dark follows the tablet's setting until the user chooses; "Thème de l'appareil" goes back.
  const { colorScheme, setColorScheme, clearColorScheme } = useMantineColorScheme();
  const shown = useComputedColorScheme("light");
  if (!session) return null;
  // The next employee on a shared tablet starts at home: no redirectFrom to this one's page.
  const leave = () => {
    signOut();
    navigate(paths.login, { replace: true });
  };
  const waiting = pending + rejected;
  // Pending actions are never lost at logout: they stay on this device, bound to their author.
  const logout = () => (waiting > 0 ? setConfirming(true) : leave());
  const { name, role } = session.claims;
  const other = i18n.locale === "fr" ? "en" : "fr";
  return (
    <>
      {/* No focus placeholder: a "presentation" element with a tabindex is not a menu's child (axe). */}
      <Menu
        position="bottom-end"
        width={260}
        shadow="md"
        defaultOpened={defaultOpened}
        withInitialFocusPlaceholder={false}
      >
        <Menu.Target>
          <UserBadge />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            {name} · {roleName(role, i18n)}
          </Menu.Label>
          <Menu.Item
            component={Link}
            href={paths.changePassword}
            leftSection={<Icon name="key" size={18} />}
          >
            <Trans>Changer de mot de passe</Trans>
          </Menu.Item>
          <Menu.Item
            leftSection={<Icon name="language" size={18} />}
            onClick={() => void activateLocale(other)}
          >
            {other === "en" ? "English" : "Français"}
          </Menu.Item>
          <Menu.Item
            leftSection={<Icon name={shown === "dark" ? "sun" : "moon"} size={18} />}
            onClick={() => setColorScheme(shown === "dark" ? "light" : "dark")}
          >
            {shown === "dark" ? <Trans>Thème clair</Trans> : <Trans>Thème sombre</Trans>}
          </Menu.Item>
          {colorScheme !== "auto" && (
            <Menu.Item leftSection={<Icon name="refresh" size={18} />} onClick={clearColorScheme}>
              <Trans>Thème de l'appareil</Trans>
            </Menu.Item>
          )}
          <Menu.Item
            component={Link}
            href={paths.about}
            leftSection={<Icon name="info" size={18} />}
          >
            <Trans>À propos</Trans>
          </Menu.Item>
          <Menu.Divider />
          {/* In the error red of each scheme (app.css): Mantine's red.6 is 3.3:1 on white. */}
          <Menu.Item data-danger leftSection={<Icon name="logout" size={18} />} onClick={logout}>
            <Trans>Se déconnecter</Trans>
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t`Actions en attente`}
        centered
      >
        <Stack>
          <Text>
            <Plural
              value={waiting}
              one="# action n'a pas encore été envoyée au serveur. Elle reste sur cet appareil et sera envoyée à votre prochaine connexion ici."
              other="# actions n'ont pas encore été envoyées au serveur. Elles restent sur cet appareil et seront envoyées à votre prochaine connexion ici."
            />
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              <Trans>Annuler</Trans>
            </Button>
            <Button color="red" onClick={() => (setConfirming(false), leave())}>
              <Trans>Se déconnecter</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
