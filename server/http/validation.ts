/**
 * How a route's input is read: the body (JSON or form), the path parameters and the query, parsed
 * with a contract zod schema by define-route.ts from the route's declaration. Anything that does not parse — malformed JSON included —
 * becomes 400 `validation_failed` with one `{ path, rule }` per problem, never a 500.
 */
import type { Context } from "hono";
import { z } from "zod";
import type { FieldIssue } from "../../src/contract/errors";
import { PICTURE } from "../../src/contract/pictures";
import { parseRuleMessage } from "../../src/contract/rules-codes";
import { ApiError } from "./api-error";

/**
 * The contract's rules use their rule code as the zod message ("required", "max_length:254"),
 * sent as is. A bare zod check has an English sentence instead: its issue code ("invalid_type")
 * is sent in its place, so `rule` is always a machine string.
 */
function toIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    rule: parseRuleMessage(issue.message) ? issue.message : issue.code,
  }));
}

export function parseWith<T extends z.core.$ZodType>(schema: T, value: unknown): z.output<T> {
  let result: ReturnType<typeof z.safeParse<T>>;
  try {
    result = z.safeParse(schema, value);
  } catch {
    // A refinement that could not judge this input (it was not even the expected shape).
    throw new ApiError(400, "validation_failed", { issues: [{ path: "", rule: "invalid_type" }] });
  }
  if (result.success) return result.data;
  throw new ApiError(400, "validation_failed", { issues: toIssues(result.error) });
}

export async function jsonBody<T extends z.core.$ZodType>(
  c: Context,
  schema: T,
): Promise<z.output<T>> {
  let raw: unknown;
  try {
    raw = JSON.parse(await c.req.text());
  } catch {
    throw new ApiError(400, "validation_failed", { issues: [{ path: "", rule: "invalid_json" }] });
  }
  // A body is an object or a list: `null` (or a bare value) is bad input, whatever the schema.
  if (raw === null || typeof raw !== "object")
    throw new ApiError(400, "validation_failed", { issues: [{ path: "", rule: "invalid_type" }] });
  return parseWith(schema, raw);
}

/** A JSON body that may be left empty (then `{}`), e.g. a command whose fields all have defaults. */
export async function optionalJsonBody<T extends z.core.$ZodType>(
  c: Context,
  schema: T,
): Promise<z.output<T>> {
  const text = await c.req.text();
  let raw: unknown = {};
  try {
    if (text.trim()) raw = JSON.parse(text);
  } catch {
    throw new ApiError(400, "validation_failed", { issues: [{ path: "", rule: "invalid_json" }] });
  }
  if (raw === null || typeof raw !== "object")
    throw new ApiError(400, "validation_failed", { issues: [{ path: "", rule: "invalid_type" }] });
  return parseWith(schema, raw);
}

/**
 * A form body as plain string fields (repeated fields keep their first value, files are dropped).
 * Read as url-encoded whatever the content type says, as OAuth clients are not all careful with it.
 */
/**
 * An image's bytes (bodyFormat "image", src/contract/pictures.ts): a type the server does not
 * decode, or nothing, is refused before the bytes are looked at.
 */
export async function imageBody(c: Context, schema: z.core.$ZodType): Promise<unknown> {
  const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!(PICTURE.types as readonly string[]).includes(type))
    throw new ApiError(400, "validation_failed", { issues: [{ path: "", rule: "is_valid" }] });
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (!bytes.length)
    throw new ApiError(400, "validation_failed", { issues: [{ path: "", rule: "required" }] });
  return parseWith(schema, bytes);
}

export async function formBody(c: Context): Promise<Record<string, string>> {
  if (/multipart\/form-data/i.test(c.req.header("content-type") ?? "")) {
    const parsed = await c.req.parseBody().catch(() => ({}));
    return Object.fromEntries(
      Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === "string"),
    );
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(await c.req.text())) fields[key] ??= value;
  return fields;
}
