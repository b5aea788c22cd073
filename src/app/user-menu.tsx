import { Menu } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { activateLocale } from "@/lib/i18n/i18n";
import { signOut, useSession } from "@/lib/session/session";
import { Icon } from "@/ui/icons";
import { UserBadge } from "./user-badge";

/** Initials, name and role; change password, language, about, logout (spec section 2). */
export default function UserMenu({ defaultOpened = false }: { defaultOpened?: boolean }) {
  const { i18n } = useLingui();
  const session = useSession();
  if (!session) return null;
  const { name, role } = session.claims;
  const other = i18n.locale === "fr" ? "en" : "fr";
  return (
    <Menu position="bottom-end" width={260} shadow="md" defaultOpened={defaultOpened}>
      <Menu.Target>
        <UserBadge />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {name} · {role}
        </Menu.Label>
        <Menu.Item
          component={Link}
          href="/change-password"
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
        <Menu.Item component={Link} href="/about" leftSection={<Icon name="info" size={18} />}>
          <Trans>À propos</Trans>
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<Icon name="logout" size={18} />} onClick={signOut}>
          <Trans>Se déconnecter</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
