import { Avatar, Group, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { roleName } from "@/lib/i18n/role-names";
import { initials } from "@/lib/session/claims";
import { useSession } from "@/lib/session/session";

/** The user menu's trigger: initials, name and role. Shown at once; the menu itself loads lazily. */
export const UserBadge = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<"button">>(
  function UserBadge(props, ref) {
    const { t, i18n } = useLingui();
    const session = useSession();
    if (!session) return null;
    const { name, role } = session.claims;
    return (
      <UnstyledButton ref={ref} style={{ minHeight: 44 }} {...props}>
        <Group gap="sm" wrap="nowrap">
          <Avatar color="indigo" radius="xl">
            {initials(name)}
          </Avatar>
          <div style={{ lineHeight: 1.2 }}>
            <Text size="sm" fw={600} visibleFrom="sm">
              {name}
            </Text>
            <Text size="xs" c="dimmed" visibleFrom="sm">
              {roleName(role, i18n)}
            </Text>
          </div>
        </Group>
        {/* Said after the name and role it shows, so the visible words start its name. */}
        <VisuallyHidden>{t`Menu utilisateur`}</VisuallyHidden>
      </UnstyledButton>
    );
  },
);
