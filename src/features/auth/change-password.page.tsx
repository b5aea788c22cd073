import { Alert, Button, Group, Paper, PasswordInput, Stack, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useLocation } from "wouter";
import { passwordChangeSchema } from "@/contract/auth";
import { ApiError } from "@/lib/api/api-error";
import { changePassword } from "@/lib/api/employee-password.api";
import { errorMessage } from "@/lib/api/error-messages";
import { useContractForm, useFieldError } from "@/lib/forms/use-contract-form";
import { Icon } from "@/ui/icons";
import { notify } from "@/ui/notify";

export default function ChangePasswordPage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<string>();
  const fieldError = useFieldError();
  const { form, fields, pending } = useContractForm(passwordChangeSchema, {
    onValid: async (value) => {
      setFailure(undefined);
      try {
        await changePassword(value);
        notify("success", t`Mot de passe modifié`);
        navigate("/", { replace: true });
      } catch (error) {
        if (error instanceof ApiError && error.issues.length) return error.issues;
        setFailure(i18n._(errorMessage(error)));
      }
    },
  });

  return (
    <Stack maw={520} gap="lg">
      <Title order={1} size="h2">
        <Trans>Changer de mot de passe</Trans>
      </Title>
      <Paper withBorder p="lg" radius="md">
        <form id={form.id} onSubmit={form.onSubmit} noValidate>
          <Stack gap="md">
            {failure && (
              <Alert color="red" icon={<Icon name="alert" />} role="alert">
                {failure}
              </Alert>
            )}
            <PasswordInput
              label={t`Mot de passe actuel`}
              autoComplete="current-password"
              name={fields.oldPassword.name}
              error={fieldError(fields.oldPassword)}
              required
            />
            <PasswordInput
              label={t`Nouveau mot de passe`}
              description={t`Au moins 8 caractères, avec une majuscule, une minuscule, un chiffre et un caractère spécial`}
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
            <Group justify="flex-end">
              <Button variant="default" onClick={() => navigate("/")}>
                <Trans>Annuler</Trans>
              </Button>
              <Button type="submit" loading={pending}>
                <Trans>Enregistrer</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
