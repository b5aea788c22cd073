/**
 * What the devices run (spec section 7, "Devices"): the texts they show, per language, and their
 * software updates. Rules and decisions: src/contract/devices.ts.
 */
import {
  forceUpdateAnswerSchema,
  languageParamsSchema,
  lastVersionQuerySchema,
  REFERENCE_LANGUAGE,
  translationLanguageSchema,
  translationsInputSchema,
  translationsSchema,
  updateInputSchema,
  updateSettingSchema,
} from "./devices";
import { endpoint } from "./endpoint";
import { valuesSchema } from "./paging";
import { idParamsSchema } from "./params";

const TAG = "Devices";

/** The texts the devices show, per language; the reference language defines the keys. */
export const deviceTextsApi = {
  languages: endpoint({
    method: "get",
    path: "/api/smarttouch/translations",
    requirement: "TRANSLATION_UPDATE",
    summary: "Every language the devices may show, with how many texts it has and lacks",
    description: `French (${REFERENCE_LANGUAGE}) is the reference: its keys are the texts to translate.`,
    tag: TAG,
    answers: { 200: valuesSchema(translationLanguageSchema) },
  }),
  one: endpoint({
    method: "get",
    path: "/api/smarttouch/translations/:language",
    requirement: "TRANSLATION_UPDATE",
    summary: 'The texts of one language: every reference key, "" where it is missing',
    tag: TAG,
    params: languageParamsSchema,
    answers: { 200: translationsSchema },
  }),
  update: endpoint({
    method: "put",
    path: "/api/smarttouch/translations/:language",
    requirement: "TRANSLATION_UPDATE",
    summary: "Changes some texts of a language; the others are kept",
    description:
      'Only keys of the reference language (400 unknown_key otherwise). "" removes a translation (the device then shows the French text); the reference\'s own texts cannot be emptied (400 validation_failed, rule required).',
    tag: TAG,
    params: languageParamsSchema,
    body: translationsInputSchema,
    answers: { 200: translationsSchema },
    errors: { 400: ["unknown_key", "validation_failed"] },
  }),
};

/** Software update settings of the smart-touch devices. */
export const updatesApi = {
  list: endpoint({
    method: "get",
    path: "/api/smarttouch/update/all",
    requirement: "SMARTTOUCH_UPDATES_READ",
    summary: "Every software update setting, newest first, with the share of devices up to date",
    description:
      'Ordered by version, newest first, compared number by number (1.10.0 after 1.9.0; "*" above every number in its place); one version of both types: application first; then the last created first.',
    tag: TAG,
    answers: { 200: valuesSchema(updateSettingSchema) },
  }),
  lastVersion: endpoint({
    method: "get",
    path: "/api/smarttouch/update/last-version",
    requirement: { anyOf: ["SMARTTOUCH_UPDATES_READ", "SMARTTOUCH_READ"] },
    summary: "The last version of a type (updateType 0 application, 1 full)",
    description:
      "The highest version of that type, compared as versions (as the list's order), whenever it was created; 404 not_found when the type has none.",
    tag: TAG,
    query: lastVersionQuerySchema,
    answers: { 200: updateSettingSchema },
    errors: { 404: ["not_found"] },
  }),
  create: endpoint({
    method: "post",
    path: "/api/smarttouch/update",
    requirement: "SMARTTOUCH_UPDATES_ADD_UPDATE",
    summary: "Adds a software update setting",
    description:
      "Version x.y.z (match_version) for type 0, w.x.y.z (match_kiosk_version) for type 1; URL http, https or ftp; MD5 of 32 hex digits; up to 4 time slots hh:mm, each ending after it starts. One setting per version and type (400 version_duplicated). A version below the last of its type is accepted (a rollback): the app warns before sending it.",
    tag: TAG,
    body: updateInputSchema,
    answers: { 201: updateSettingSchema },
    errors: { 400: ["version_duplicated"] },
  }),
  update: endpoint({
    method: "put",
    path: "/api/smarttouch/update/:id",
    requirement: "SMARTTOUCH_UPDATES_ADD_UPDATE",
    summary: "Updates a software update setting",
    tag: TAG,
    params: idParamsSchema,
    body: updateInputSchema,
    answers: { 200: updateSettingSchema },
    errors: { 400: ["version_duplicated"], 404: ["not_found"] },
  }),
  remove: endpoint({
    method: "delete",
    path: "/api/smarttouch/update/:id",
    requirement: "SMARTTOUCH_UPDATES_DELETE",
    summary: "Deletes a software update setting",
    tag: TAG,
    params: idParamsSchema,
    answers: { 204: null },
    errors: { 404: ["not_found"] },
  }),
  force: endpoint({
    method: "post",
    path: "/api/smarttouch/force-update/:id",
    requirement: "SMARTTOUCH_UPDATES_ADD_UPDATE",
    summary: "Tells every device below this version to update at its next report",
    description:
      "Devices already at or above the version are left alone; the answer says how many were told. The command expires like every device command.",
    tag: TAG,
    params: idParamsSchema,
    answers: { 200: forceUpdateAnswerSchema },
    errors: { 404: ["not_found"] },
  }),
};
