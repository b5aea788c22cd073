/** The words of the card import's codes (src/contract/card-import.ts) and file problems. */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CardImportCode } from "@/contract/card-import";
import type { FileProblem } from "./card-import-file";

export const IMPORT_CODE_LABELS: Record<CardImportCode, MessageDescriptor> = {
  invalid_number: msg`Numéro technique manquant ou trop long (100 caractères au plus)`,
  invalid_public_number: msg`Numéro public manquant ou trop long (100 caractères au plus)`,
  invalid_date: msg`Date invalide (attendue JJ/MM/AAAA ou AAAA-MM-JJ)`,
  invalid_active: msg`Valeur « actif » invalide (attendue oui, non, 1 ou 0)`,
  expiration_before_activation: msg`Date d'expiration avant la date d'activation`,
  duplicate_in_file: msg`Numéro déjà présent plus haut dans le fichier`,
  number_taken: msg`Numéro technique déjà utilisé comme numéro public ou par une carte employé`,
  public_number_taken: msg`Numéro public déjà utilisé par une autre carte`,
};

export const FILE_PROBLEM_LABELS: Record<FileProblem, MessageDescriptor> = {
  empty: msg`Le fichier ne contient aucune ligne`,
  too_big: msg`Fichier trop volumineux (4 Mo au plus)`,
  too_many_lines: msg`Trop de lignes : 20 000 au plus par fichier`,
  no_number_column: msg`Colonne du numéro introuvable : voyez les colonnes attendues`,
};
