/** The words of the events log's operations (src/contract/monitor.ts), in the person's language. */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { MonitorType } from "@/contract/monitor";

export const MONITOR_TYPE_LABELS: Record<MonitorType, MessageDescriptor> = {
  PlayGame: msg`Partie jouée`,
  InsufficientCredit: msg`Crédit insuffisant`,
  DeviceFault: msg`Appareil en panne`,
  DeviceRecovered: msg`Appareil rétabli`,
  KioskRestart: msg`Redémarrage de la borne`,
  KioskRestartApp: msg`Redémarrage de l'application`,
  KioskRecycleCard: msg`Recyclage de carte à la borne`,
  KioskTransferCard: msg`Transfert de carte à la borne`,
  DeviceSettings: msg`Réglages envoyés`,
  StaffGame: msg`Partie de test`,
  DeviceUpdate: msg`Mise à jour envoyée`,
  MaintenanceOn: msg`Maintenance activée`,
  MaintenanceOff: msg`Maintenance terminée`,
  BonusChanged: msg`Unités bonus`,
  EnableCard: msg`Carte activée`,
  DisableCard: msg`Carte désactivée`,
  TransferCard: msg`Transfert de carte`,
  RecycleCard: msg`Recyclage de carte`,
  AssignCustomer: msg`Client associé`,
  RemoveCustomer: msg`Client retiré`,
  RoleRightsChanged: msg`Droits d'un rôle modifiés`,
  EmployeeAdded: msg`Employé ajouté`,
  EmployeeUpdated: msg`Employé modifié`,
  EmployeeDeleted: msg`Employé supprimé`,
  CardsImported: msg`Cartes importées`,
  PeriodAdded: msg`Période de jeu libre ou happy hour ajoutée`,
  PeriodUpdated: msg`Période de jeu libre ou happy hour modifiée`,
  PeriodDeleted: msg`Période de jeu libre ou happy hour supprimée`,
  PasswordReset: msg`Mot de passe réinitialisé`,
  SignInRefused: msg`Connexion refusée`,
  SignInThrottled: msg`Connexions ralenties`,
};

/** Faults and refusals stand out in the list; the label always says what happened. */
export const ALERT_TYPES: ReadonlySet<MonitorType> = new Set([
  "InsufficientCredit",
  "DeviceFault",
  "SignInRefused",
  "SignInThrottled",
]);
