/**
 * What is wrong with an answer, said in one line a venue's developer can act on: the status, or
 * the first field whose value the contract's schema refuses (where, what was expected, what came).
 */
import { z } from "zod";
import type { AnyEndpoint } from "../../src/contract/endpoint";
import { answerSchema, isFileAnswer } from "../../src/contract/endpoint";
import type { Answer } from "./target";

const MAX_SHOWN = 160;

/** A value as the line shows it: JSON, shortened. */
export function shown(value: unknown): string {
  if (value === undefined) return "nothing";
  const text = JSON.stringify(value) ?? typeof value;
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text;
}

function valueAt(body: unknown, path: PropertyKey[]): unknown {
  let value = body;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function expectedOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "invalid_type":
      return issue.expected;
    case "too_big":
      return `at most ${String(issue.maximum)}`;
    case "too_small":
      return `at least ${String(issue.minimum)}`;
    case "invalid_value":
      return `one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
    case "invalid_format":
      return `a ${issue.format}`;
    default:
      return issue.message;
  }
}

/** The first field `schema` refuses in `body`, or undefined when it takes the whole body. */
export function schemaMismatch(schema: z.core.$ZodType, body: unknown): string | undefined {
  const result = z.safeParse(schema, body);
  if (result.success) return undefined;
  const issue = result.error.issues[0]!;
  const where = issue.path.length ? issue.path.map(String).join(".") : "the body";
  return `${where}: expected ${expectedOf(issue)}, got ${shown(valueAt(body, issue.path))}`;
}

/** The answer's first mismatch with what `endpoint` declares, or undefined when it conforms. */
export function answerMismatch(endpoint: AnyEndpoint, answer: Answer): string | undefined {
  const { status, schema } = answerSchema(endpoint);
  if (answer.status !== status)
    return `status: expected ${status}, got ${answer.status}${answer.body === undefined ? "" : ` ${shown(answer.body)}`}`;
  const file = Object.values(endpoint.answers).find(isFileAnswer);
  if (file) {
    if (!answer.contentType.toLowerCase().startsWith(file.contentType))
      return `content type: expected ${file.contentType}, got ${answer.contentType || "nothing"}`;
    return answer.body === undefined ? "body: expected a file, got nothing" : undefined;
  }
  return schema ? schemaMismatch(schema, answer.body) : undefined;
}
