import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { ErrorCode } from "@/contract/errors";
import { ApiError, NetworkError } from "./api-error";

/** Spec section 8's default: shown for anything without a message of its own. */
export const SERVER_ERROR = msg`Erreur serveur, merci de réessayer plus tard et de contacter l'administrateur`;
export const NETWORK_ERROR = msg`Serveur injoignable : vérifiez la connexion puis réessayez`;

const BY_CODE: Partial<Record<ErrorCode, MessageDescriptor>> = {
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
  own_role_rights: msg`Vous ne pouvez pas modifier les droits de votre rôle`,
  right_not_held: msg`Vous ne pouvez pas accorder ou retirer un droit que vous ne détenez pas`,
  role_rank: msg`Vous ne pouvez pas modifier un rôle plus élevé que le vôtre`,
  validation_failed: msg`Certains champs sont invalides`,
  card_already_linked: msg`La carte à transférer est déjà liée à un autre compte client`,
  card_inactive: msg`Cette carte est désactivée`,
  same_card: msg`La carte de destination doit être une autre carte`,
  insufficient_bonus: msg`La carte n'a pas assez d'unités bonus`,
  number_duplicated: msg`Ce numéro existe déjà`,
  device_unavailable: msg`Cet appareil est déjà relié à un jeu ou à une autre borne`,
  balance_limit: msg`Opération refusée : le solde de la carte dépasserait 1 000 000 unités`,
  code_duplicated: msg`Ce code existe déjà`,
  too_many_devices: msg`Trop d'appareils pour ce type de jeu`,
  unknown_reference: msg`Un élément choisi n'existe plus : actualisez puis réessayez`,
  version_duplicated: msg`Un réglage de mise à jour existe déjà pour cette version et ce type`,
  command_expired: msg`Expirée : non envoyée dans les 10 minutes, elle ne partira plus. Refaites-la si besoin.`,
  constraint_violation: msg`Cet enregistrement entre en conflit avec un autre : actualisez puis réessayez`,
};

/** The message to show for a failed call, in the user's language. */
export function errorMessage(error: unknown): MessageDescriptor {
  if (error instanceof NetworkError) return NETWORK_ERROR;
  if (error instanceof ApiError && error.code === "too_many_attempts" && error.retryAfter) {
    const minutes = Math.ceil(error.retryAfter / 60);
    return minutes <= 1
      ? msg`Trop de tentatives échouées : réessayez dans une minute`
      : msg`Trop de tentatives échouées : réessayez dans ${minutes} minutes`;
  }
  if (error instanceof ApiError) return BY_CODE[error.code] ?? SERVER_ERROR;
  return SERVER_ERROR;
}
