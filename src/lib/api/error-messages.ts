import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { ErrorCode } from "@/contract/errors";
import { ApiError, NetworkError } from "./api-error";

/** Spec section 8's default: shown for anything without a message of its own. */
export const SERVER_ERROR = msg`Erreur serveur, merci de réessayer plus tard et de contacter l'administrateur`;
export const NETWORK_ERROR = msg`Serveur injoignable : vérifiez la connexion puis réessayez`;

type Messages = Partial<Record<ErrorCode, MessageDescriptor>>;

/** What the first screens (sign-in, first sign-in, password) may be told. */
const BY_CODE: Messages = {
  invalid_grant: msg`Adresse e-mail ou mot de passe incorrect`,
  forbidden: msg`Vous n'avez pas accès à cette page`,
  not_found: msg`Élément introuvable`,
  password_already_set: msg`Le mot de passe de ce compte est déjà défini : connectez-vous`,
  first_set_not_allowed: msg`Adresse e-mail ou code de première connexion invalide, ou code expiré : demandez un nouveau code à votre responsable`,
  old_password_invalid: msg`L'ancien mot de passe est incorrect`,
  new_password_equals_old: msg`Le nouveau mot de passe doit être différent de l'ancien`,
  user_not_exist: msg`Aucun employé n'a cette adresse e-mail`,
  too_many_attempts: msg`Trop de tentatives échouées : réessayez dans quelques minutes`,
  server_busy: msg`Serveur très sollicité : réessayez dans un instant`,
  password_rule: msg`Au moins 8 caractères, avec une majuscule, une minuscule, un chiffre et un caractère spécial`,
  validation_failed: msg`Certains champs sont invalides`,
};

/**
 * The messages of the refusals only feature screens meet: screen-error-messages.ts adds them when
 * the screens' catalogue loads (src/lib/i18n/i18n.ts), so the sign-in page does not carry them.
 */
export function addErrorMessages(messages: Messages): void {
  Object.assign(BY_CODE, messages);
}

/** The message to show for a failed call, in the user's language. */
export function errorMessage(error: unknown): MessageDescriptor {
  // A body that did not arrive in time: the connection is the cause.
  if (error instanceof NetworkError) return NETWORK_ERROR;
  if (error instanceof ApiError && error.code === "body_timeout") return NETWORK_ERROR;
  if (error instanceof ApiError && error.code === "too_many_attempts" && error.retryAfter) {
    const minutes = Math.ceil(error.retryAfter / 60);
    return minutes <= 1
      ? msg`Trop de tentatives échouées : réessayez dans une minute`
      : msg`Trop de tentatives échouées : réessayez dans ${minutes} minutes`;
  }
  if (error instanceof ApiError) return BY_CODE[error.code] ?? SERVER_ERROR;
  return SERVER_ERROR;
}
