import { Button, Group, NumberInput, Paper, Stack, Text, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { LIMITS } from "@/contract/limits";
import { siteApi } from "@/contract/site.endpoints";
import { venueSettingsSchema, type VenueSettings } from "@/contract/venue-settings";
import { call } from "@/lib/api/call";
import { useContractForm, useFieldError } from "@/lib/forms/use-contract-form";
import { rememberVenueSettings } from "@/lib/venue-settings";
import { FormFailure } from "@/ui/form-failure";
import { notify } from "@/ui/notify";
import { useRemote } from "@/ui/use-remote";

const loadSettings = () => call(siteApi.settings);

/**
 * The venue's controls on the floor agents' card actions, beside their rights (the same managers
 * set both, with ROLE_UPDATE): today, the bonus change that needs a second look.
 */
export function VenueSettingsSection() {
  const settings = useRemote(loadSettings);
  if (!settings.data) return null;
  return (
    <VenueSettingsForm
      key={settings.data.bonusConfirmAbove}
      settings={settings.data}
      onSaved={settings.setData}
    />
  );
}

function VenueSettingsForm({
  settings,
  onSaved,
}: {
  settings: VenueSettings;
  onSaved: (saved: VenueSettings) => void;
}) {
  const { t } = useLingui();
  const fieldError = useFieldError();
  const { form, fields, pending, failure } = useContractForm(venueSettingsSchema, {
    id: "venue-settings",
    onValid: async (values) => {
      const saved = await call(siteApi.updateSettings, { body: values });
      rememberVenueSettings(saved);
      notify("success", t`Réglages enregistrés`);
      onSaved(saved);
    },
  });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="venue-settings-title">
      <form {...form.props}>
        <Stack>
          <Title order={2} size="h3" id="venue-settings-title">
            <Trans>Contrôles de l'accueil</Trans>
          </Title>
          <FormFailure failure={failure} />
          <NumberInput
            label={t`Confirmer les unités bonus au-delà de`}
            description={t`Au-delà de ce nombre, ajouté ou retiré d'un coup, l'employé confirme le montant avant l'envoi.`}
            name="bonusConfirmAbove"
            defaultValue={settings.bonusConfirmAbove}
            min={1}
            max={LIMITS.bonusChange}
            allowDecimal={false}
            allowNegative={false}
            error={fieldError(fields.bonusConfirmAbove)}
            required
            maw={420}
          />
          <Text size="sm" c="dimmed">
            <Trans>S'applique à tous les employés, dès leur prochaine saisie.</Trans>
          </Text>
          <Group>
            <Button type="submit" loading={pending}>
              <Trans>Enregistrer les réglages</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
