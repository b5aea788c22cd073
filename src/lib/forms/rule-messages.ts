/**
 * The words of the validation rules: a rule message of the contract ("max_length:254", see
 * src/contract/rules-codes.ts) becomes a Lingui descriptor, written in French (the source
 * locale) and translated in the catalogues. Show it with `i18n._(ruleMessageDescriptor(m))`.
 * A parameterised code without its parameter means the value could not be compared at all.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { parseRuleMessage, type RuleCode } from "@/contract/rules";
import { UNREACHABLE } from "./async-validators";

const INVALID = msg`Valeur invalide`;
const NOT_A_NUMBER = msg`Nombre invalide`;
const URL_INVALID = msg`URL invalide`;

const BY_CODE: Record<RuleCode, (value: string | undefined) => MessageDescriptor> = {
  required: () => msg`Ce champ est obligatoire`,
  email: () => msg`Adresse e-mail invalide`,
  phone: () => msg`Numéro de téléphone invalide (un numéro étranger commence par +)`,
  confirmed: () => msg`La confirmation ne correspond pas`,
  min_value: (value) =>
    value === undefined ? NOT_A_NUMBER : msg`Doit être supérieur ou égal à ${value}`,
  max_value: (value) =>
    value === undefined ? NOT_A_NUMBER : msg`Doit être inférieur ou égal à ${value}`,
  max_length: (value) =>
    value === undefined ? msg`Texte trop long` : msg`Limité à ${value} caractères`,
  min_length: (value) =>
    value === undefined ? msg`Texte trop court` : msg`Au moins ${value} caractères`,
  is_valid: () => msg`Cette valeur n'existe pas`,
  required_email_not_exist: () => msg`Cette adresse e-mail existe déjà`,
  password: () =>
    msg`Au moins 8 caractères, avec une majuscule, une minuscule, un chiffre et un caractère spécial`,
  min_str_val: (value) =>
    value === undefined ? NOT_A_NUMBER : msg`Doit être supérieur ou égal à ${value}`,
  max_str_val: (value) =>
    value === undefined ? NOT_A_NUMBER : msg`Doit être inférieur ou égal à ${value}`,
  min_time_val: (value) =>
    value === undefined ? msg`Heure invalide, format attendu hh:mm` : msg`Pas avant ${value}`,
  max_time_val: (value) =>
    value === undefined ? msg`Heure invalide, format attendu hh:mm` : msg`Pas après ${value}`,
  no_space: () => msg`Les espaces ne sont pas autorisés`,
  short_name: () => msg`Uniquement des lettres minuscules, de a à z`,
  site_category_name_rule: () => msg`Uniquement des lettres sans accents et des chiffres`,
  site_number_format: () => msg`Doit comporter exactement 4 chiffres`,
  regex_url: () => URL_INVALID,
  url: () => URL_INVALID,
  invalid_date: () => msg`Date invalide`,
  regex_domain: (value) =>
    value === undefined ? msg`Domaine non autorisé` : msg`Doit appartenir au domaine ${value}`,
  match_version: () => msg`Version attendue au format x.y.z (z peut être *)`,
  match_kiosk_version: () => msg`Version attendue au format w.x.y.z (z : * ou 4 chiffres)`,
  md5: () => msg`Somme MD5 attendue : 32 caractères de 0 à 9 et de a à f`,
};

/** Any issue message to words: rule codes, UNREACHABLE, and a generic text for anything else. */
export function ruleMessageDescriptor(message: string): MessageDescriptor {
  if (message === UNREACHABLE) {
    return msg`Vérification impossible pour le moment, elle sera refaite à l'enregistrement`;
  }
  const rule = parseRuleMessage(message);
  return rule ? BY_CODE[rule.code](rule.value) : INVALID;
}
