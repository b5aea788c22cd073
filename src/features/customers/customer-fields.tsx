import { Paper, SimpleGrid, Text } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { Customer } from "@/contract/customers";
import { formatPhone } from "@/contract/rules-phone";
import { formatDate, formatDateTime } from "@/lib/i18n/format";
import { BreakableText } from "@/ui/breakable-text";

/** Every field of spec section 3 a customer page shows, read-only ("—" when unknown). */
export function CustomerFields({ customer: c }: { customer: Customer }) {
  const { t } = useLingui();
  const address = [c.street, [c.postalCode, c.city].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  const yesNo = (value: boolean) => (value ? t`Oui` : t`Non`);
  const fields: { label: string; value: ReactNode }[] = [
    { label: t`Adresse e-mail`, value: c.email && <BreakableText text={c.email} /> },
    { label: t`Téléphone`, value: c.phoneNumber && formatPhone(c.phoneNumber) },
    { label: t`Adresse`, value: address },
    { label: t`Date de naissance`, value: formatDate(c.birthDate) },
    {
      label: t`E-mail du parrain`,
      value: c.emailSponsor && <BreakableText text={c.emailSponsor} />,
    },
    { label: t`Lettre d'information`, value: yesNo(c.newsLetter) },
    { label: t`Créé le`, value: formatDateTime(c.createdDate) },
    { label: t`Site de création`, value: c.siteName },
    { label: t`Dernière connexion`, value: formatDateTime(c.lastConnectionDate) },
    { label: t`Points de fidélité`, value: c.fidelityPoints },
    { label: t`Dernier achat`, value: formatDateTime(c.lastPurchaseDate) },
    { label: t`Relance d'inactivité envoyée`, value: yesNo(c.inactivityReminderSent) },
    { label: t`Réseaux sociaux`, value: c.socialHandles.join(", ") },
  ];
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="md">
        {fields.map((f) => (
          <div key={f.label}>
            <Text size="sm" c="dimmed">
              {f.label}
            </Text>
            {/* A word longer than the column still wraps rather than overflow. */}
            <Text fw={500} style={{ overflowWrap: "break-word" }}>
              {f.value === "" || f.value === null || f.value === undefined ? "—" : f.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
