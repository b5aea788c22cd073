import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link, Redirect, useSearchParams } from "wouter";
import { signInSchema } from "@/contract/auth";
import { errorMessage } from "@/lib/api/error-messages";
import { useContractForm, useFieldError } from "@/lib/forms/use-contract-form";
import { signIn, useSession } from "@/lib/session/session";
import { safeRedirect } from "@/lib/session/redirect";
import { Icon } from "@/ui/icons";
import { AuthLayout } from "./auth-layout";

export default function LoginPage() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string>();
  const fieldError = useFieldError();
  const { form, fields, pending } = useContractForm(signInSchema, {
    defaultValue: { email: params.get("email") ?? "" },
    onValid: async ({ email, password }) => {
      setFailure(undefined);
      try {
        await signIn(email, password);
      } catch (error) {
        setFailure(i18n._(errorMessage(error)));
      }
    },
  });

  if (session) return <Redirect to={safeRedirect(params.get("redirectFrom"))} replace />;

  return (
    <AuthLayout
      title={<Trans>Connexion</Trans>}
      subtitle={<Trans>Connectez-vous avec votre compte employé.</Trans>}
    >
      <form id={form.id} onSubmit={form.onSubmit} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert color="red" icon={<Icon name="alert" />} role="alert">
              {failure}
            </Alert>
          )}
          <TextInput
            label={t`Adresse e-mail`}
            type="email"
            autoComplete="username"
            inputMode="email"
            name={fields.email.name}
            defaultValue={fields.email.initialValue}
            error={fieldError(fields.email)}
            required
            autoFocus
          />
          <PasswordInput
            label={t`Mot de passe`}
            autoComplete="current-password"
            name={fields.password.name}
            error={fieldError(fields.password)}
            required
          />
          <Button type="submit" loading={pending} fullWidth size="lg">
            <Trans>Se connecter</Trans>
          </Button>
          <Anchor component={Link} href="/first-login" ta="center">
            <Trans>Première connexion ? Créer mon mot de passe</Trans>
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
