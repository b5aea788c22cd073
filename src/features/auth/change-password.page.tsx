import { Paper, PasswordInput, Stack, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useLocation } from "wouter";
import { passwordChangeSchema } from "@/contract/auth";
import { passwordsApi } from "@/contract/employees.endpoints";
import { call } from "@/lib/api/call";
import { useContractForm, useFieldError } from "@/lib/forms/use-contract-form";
import { FormFailure } from "@/ui/form-failure";
import { notify } from "@/ui/notify";
import { FormActions } from "@/ui/form-actions";
import { paths } from "@/lib/paths";

export default function ChangePasswordPage() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const fieldError = useFieldError();
  const { form, fields, pending, failure } = useContractForm(passwordChangeSchema, {
    onValid: async (value) => {
      await call(passwordsApi.change, { body: value });
      notify("success", t`Mot de passe modifié`);
      navigate(paths.home, { replace: true });
    },
  });

  return (
    <Stack maw={520} gap="lg">
      <Title order={1} size="h2">
        <Trans>Changer de mot de passe</Trans>
      </Title>
      <Paper withBorder p="lg" radius="md">
        <form {...form.props}>
          <Stack gap="md">
            <FormFailure failure={failure} />
            <PasswordInput
              label={t`Mot de passe actuel`}
              autoComplete="current-password"
              name={fields.oldPassword.name}
              error={fieldError(fields.oldPassword)}
              required
            />
            <PasswordInput
              label={t`Nouveau mot de passe`}
              description={
                fields.newPassword.errors
                  ? undefined
                  : t`Au moins 8 caractères, avec une majuscule, une minuscule, un chiffre et un caractère spécial`
              }
              autoComplete="new-password"
              name={fields.newPassword.name}
              error={fieldError(fields.newPassword)}
              required
            />
            <PasswordInput
              label={t`Confirmation du mot de passe`}
              autoComplete="new-password"
              name={fields.confirmPassword.name}
              error={fieldError(fields.confirmPassword)}
              required
            />
            <FormActions onCancel={() => navigate(paths.home)} pending={pending} />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
