import { Avatar, Group, Menu, Text, UnstyledButton } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { activateLocale } from "@/lib/i18n/i18n";
import { initials } from "@/lib/session/claims";
import { signOut, useSession } from "@/lib/session/session";
import { Icon } from "@/ui/icons";

/** Initials, name and role; change password, language, about, logout (spec section 2). */
export function UserMenu() {
  const { i18n, t } = useLingui();
  const session = useSession();
  if (!session) return null;
  const { name, role } = session.claims;
  const other = i18n.locale === "fr" ? "en" : "fr";
  return (
    <Menu position="bottom-end" width={260} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={t`Menu utilisateur`} style={{ minHeight: 44 }}>
          <Group gap="sm" wrap="nowrap">
            <Avatar color="indigo" radius="xl">
              {initials(name)}
            </Avatar>
            <div style={{ lineHeight: 1.2 }}>
              <Text size="sm" fw={600} visibleFrom="sm">
                {name}
              </Text>
              <Text size="xs" c="dimmed" visibleFrom="sm">
                {role}
              </Text>
            </div>
          </Group>
        </UnstyledButton>
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
