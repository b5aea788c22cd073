/**
 * The messages of the refusals only feature screens meet (cards, devices, catalogue, roles,
 * storage), in the screens' catalogue: loaded with it (src/lib/i18n/i18n.ts), they join the first
 * screens' ones (error-messages.ts).
 */
import { msg } from "@lingui/core/macro";
import { addErrorMessages } from "./error-messages";

addErrorMessages({
  own_role_rights: msg`Vous ne pouvez pas modifier les droits de votre rôle`,
  right_not_held: msg`Vous ne pouvez pas accorder ou retirer un droit que vous ne détenez pas`,
  role_rank: msg`Vous ne pouvez pas modifier un rôle plus élevé que le vôtre`,
  employee_already_exist: msg`Cet employé existe déjà`,
  role_status_conflict: msg`Ce rôle ne peut pas avoir ce type de compte : un compte partagé entre sites est réservé aux rôles qui gèrent les employés`,
  rank_too_high: msg`Vous ne pouvez gérer que des employés d'un rang inférieur au vôtre`,
  cannot_delete_self: msg`Vous ne pouvez pas supprimer votre propre compte`,
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
  device_mismatch: msg`Cette clé appartient à un autre appareil`,
  location_in_use: msg`Cette zone a déjà des commandes : elle reste, pour l'historique des ventes. Donnez ses articles à une autre zone.`,
  version_duplicated: msg`Un réglage de mise à jour existe déjà pour cette version et ce type`,
  command_expired: msg`Expirée : non envoyée dans les 10 minutes, elle ne partira plus. Refaites-la si besoin.`,
  constraint_violation: msg`Cet enregistrement entre en conflit avec un autre : actualisez puis réessayez`,
  storage_read_only: msg`Enregistrement impossible : la base de données du serveur est en lecture seule. Prévenez l'administrateur ; la consultation reste possible.`,
  storage_full: msg`Enregistrement impossible : le disque du serveur est plein. Prévenez l'administrateur ; rien n'a été enregistré.`,
});
