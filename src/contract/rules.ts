/**
 * The validation rules of spec section 5, once for the PWA and the server. Each builder returns a
 * zod 4 schema whose issue messages are rule codes ("required", "max_length:254"); the app turns
 * them into French or English in src/lib/forms/rule-messages.ts, the server returns them as is.
 * This module is the one to import; the rules live in its rules-*.ts siblings by kind.
 */
export {
  FIELD_LIMITS,
  PASSWORD_MIN_LENGTH,
  RULE_CODES,
  parseRuleMessage,
  ruleMessage,
  type RuleCode,
} from "./rules-codes";
export { email, required, text } from "./rules-text";
export { confirmed, password } from "./rules-password";
export {
  domain,
  kioskVersion,
  md5,
  noSpace,
  shortName,
  siteCategoryName,
  siteNumber,
  url,
  version,
} from "./rules-formats";
export { number, strBounds, time } from "./rules-values";
