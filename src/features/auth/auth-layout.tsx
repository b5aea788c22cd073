import { Center, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { LocaleSwitch } from "@/ui/locale-switch";
import { useHeldClicks } from "@/ui/use-held-clicks";
import { AppLogo } from "@/ui/app-logo";

/** The frame of the signed-out screens: a centred card, the language switch always reachable. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  // The sign-in page is prerendered: taps made before the app had started are replayed here.
  useHeldClicks();
  return (
    <Center mih="100dvh" p="md" bg="indigo.0">
      <Paper withBorder shadow="md" radius="lg" p="xl" w="100%" maw={460}>
        <Stack gap="lg">
          <Group justify="space-between" align="center" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <AppLogo size={44} />
              <Text fw={700} size="lg">
                BackOffice
              </Text>
            </Group>
            <LocaleSwitch />
          </Group>
          <div>
            <Title order={1} size="h2">
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" mt={4}>
                {subtitle}
              </Text>
            )}
          </div>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
