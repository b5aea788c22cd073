import { Anchor, Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, Redirect, useSearchParams } from "wouter";
import { signInSchema } from "@/contract/sign-in";
import { useContractForm, useFieldError } from "@/lib/forms/use-contract-form";
import { signIn, useSession } from "@/lib/session/session";
import { safeRedirect } from "@/lib/session/redirect";
import { FormFailure } from "@/ui/form-failure";
import { AuthLayout } from "./auth-layout";
import { PUBLIC_PATTERNS as paths } from "@/lib/public-paths";

export default function LoginPage() {
  const { t } = useLingui();
  const session = useSession();
  const [params] = useSearchParams();
  const fieldError = useFieldError();
  const { form, fields, pending, failure } = useContractForm(signInSchema, {
    defaultValue: { email: params.get("email") ?? "" },
    onValid: async ({ email, password }) => {
      await signIn(email, password);
    },
  });

  if (session) return <Redirect to={safeRedirect(params.get("redirectFrom"))} replace />;

  return (
    <AuthLayout
      title={<Trans>Connexion</Trans>}
      subtitle={<Trans>Connectez-vous avec votre compte employé.</Trans>}
    >
      {/* POST: were the page's loader not to hold it (src/lib/start-handoff.ts), a form sent
          before the app has started would still never put the password in a URL. */}
      <form {...form.props} method="post">
        <Stack gap="md">
          <FormFailure failure={failure} />
          <TextInput
            label={t`Adresse e-mail`}
            type="email"
            autoComplete="username"
            inputMode="email"
            name={fields.email.name}
            defaultValue={fields.email.defaultValue}
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
          <Anchor component={Link} href={paths.firstLogin} ta="center">
            <Trans>Première connexion ? Créer mon mot de passe</Trans>
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
