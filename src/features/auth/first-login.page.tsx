import { Anchor, Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useLocation, useSearchParams } from "wouter";
import { passwordSetSchema } from "@/contract/auth";
import { passwordsApi } from "@/contract/employees.endpoints";
import { call } from "@/lib/api/call";
import { useContractForm, useFieldError } from "@/lib/forms/use-contract-form";
import { FormFailure } from "@/ui/form-failure";
import { notify } from "@/ui/notify";
import { AuthLayout } from "./auth-layout";
import { PUBLIC_PATTERNS as paths } from "@/lib/public-paths";

/** First sign-in: the employee chooses a password with the one-time code their manager gave them. */
export default function FirstLoginPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const fieldError = useFieldError();
  const { form, fields, pending, failure } = useContractForm(passwordSetSchema, {
    defaultValue: { email: params.get("email") ?? "" },
    onValid: async (value) => {
      await call(passwordsApi.set, { body: value });
      notify("success", t`Mot de passe créé : vous pouvez vous connecter`);
      navigate(`${paths.login}?email=${encodeURIComponent(value.email)}`, { replace: true });
    },
  });

  return (
    <AuthLayout
      title={<Trans>Première connexion</Trans>}
      subtitle={
        <Trans>Choisissez votre mot de passe avec le code reçu de votre responsable.</Trans>
      }
    >
      <form {...form.props}>
        <Stack gap="md">
          <FormFailure failure={failure} />
          <TextInput
            label={t`Adresse e-mail`}
            type="email"
            autoComplete="username"
            name={fields.email.name}
            defaultValue={fields.email.defaultValue}
            error={fieldError(fields.email)}
            required
          />
          <TextInput
            label={t`Code de première connexion`}
            autoComplete="one-time-code"
            inputMode="numeric"
            name={fields.code.name}
            error={fieldError(fields.code)}
            required
          />
          <PasswordInput
            label={t`Nouveau mot de passe`}
            description={
              fields.password.errors
                ? undefined
                : t`Au moins 8 caractères, avec une majuscule, une minuscule, un chiffre et un caractère spécial`
            }
            autoComplete="new-password"
            name={fields.password.name}
            error={fieldError(fields.password)}
            required
          />
          <PasswordInput
            label={t`Confirmation du mot de passe`}
            autoComplete="new-password"
            name={fields.confirmPassword.name}
            error={fieldError(fields.confirmPassword)}
            required
          />
          <Button type="submit" loading={pending} fullWidth size="lg">
            <Trans>Créer mon mot de passe</Trans>
          </Button>
          <Anchor component={Link} href={paths.login} ta="center">
            <Trans>Retour à la connexion</Trans>
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
