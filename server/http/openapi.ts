/**
 * The API's OpenAPI 3.1 document, built once from the route declarations (define-route.ts) with
 * zod's own JSON Schema output: every /api route with its path and query parameters, body,
 * answers per status (the route's own error codes plus the ones every route of its kind may give)
 * and the right it needs (`x-required-right` and a line of its description). The OAuth endpoints
 * of /connect are not declared routes (token.route.ts, revoke.route.ts): they are described here.
 * Served at GET /api/openapi.json by api-docs.route.ts.
 */
import { z } from "zod";
import { DEVICE_KEY_HEADER } from "../../src/contract/devices";
import { PICTURE } from "../../src/contract/pictures";
import { errorAnswerSchema } from "../../src/contract/error-answers";
import type { ErrorCode } from "../../src/contract/errors";
import type { AnswerSpec, DeclaredRoute } from "./define-route";
import type { Requirement } from "./rights.middleware";

type JsonSchema = Record<string, unknown>;
type Schema = z.core.$ZodType;

/** Where zod's own definitions go ($defs of a schema become components of the document). */
const COMPONENTS = "#/components/schemas/";

class SchemaWriter {
  readonly components: Record<string, JsonSchema> = {};

  write(schema: Schema, io: "input" | "output"): JsonSchema {
    const json = z.toJSONSchema(schema, {
      io,
      target: "draft-2020-12",
      // Transforms and preprocessing have no JSON Schema: what they take is described as any value.
      unrepresentable: "any",
      reused: "inline",
    }) as JsonSchema;
    delete json.$schema;
    const defs = json.$defs as Record<string, JsonSchema> | undefined;
    delete json.$defs;
    for (const [name, def] of Object.entries(defs ?? {})) this.components[name] = rewriteRefs(def);
    return rewriteRefs(json);
  }
}

function rewriteRefs<T>(value: T): T {
  if (Array.isArray(value)) return value.map(rewriteRefs) as T;
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      key === "$ref" && typeof v === "string" && v.startsWith("#/$defs/")
        ? COMPONENTS + v.slice("#/$defs/".length)
        : rewriteRefs(v),
    ]),
  ) as T;
}

/** The error codes a route may answer, per status: its own and those of its kind. */
export function errorsOf(route: DeclaredRoute): Map<number, ErrorCode[]> {
  const errors = new Map<number, Set<ErrorCode>>();
  const add = (status: number, ...codes: ErrorCode[]) => {
    const set = errors.get(status) ?? new Set();
    codes.forEach((code) => set.add(code));
    errors.set(status, set);
  };
  // Bad input; on a mutation, a malformed Idempotency-Key too.
  if (route.params || route.query || route.body || route.mutates) add(400, "validation_failed");
  if (route.requirement !== "public") add(401, "unauthorized");
  if (!["public", "signedIn", "device"].includes(route.requirement as string))
    add(403, "forbidden");
  if (route.mutates) add(409, "constraint_violation");
  if (route.method !== "get") add(413, "validation_failed");
  // A body still arriving after the body timeout (body-first.ts).
  if (route.method !== "get") add(408, "body_timeout");
  if (route.mutates) add(422, "idempotency_conflict");
  add(500, "server_error");
  add(503, "server_busy");
  for (const [status, codes] of Object.entries(route.errors)) {
    add(Number(status), ...(codes ?? []));
  }
  return new Map(
    [...errors].sort(([a], [b]) => a - b).map(([status, codes]) => [status, [...codes]]),
  );
}

/** How a route proves who calls it, as OpenAPI says it. */
export const securityOf = (requirement: Requirement) =>
  requirement === "public" ? [] : requirement === "device" ? [{ deviceKey: [] }] : [{ bearer: [] }];

export function rightLine(requirement: Requirement): string {
  if (requirement === "public") return "Public: no token needed.";
  if (requirement === "signedIn") return "Requires a signed-in employee (any right).";
  if (requirement === "device")
    return "Requires the venue's device key in the X-Device-Key header (no token).";
  if (typeof requirement === "string") return `Requires the right ${requirement}.`;
  return `Requires one of the rights ${requirement.anyOf.join(", ")}.`;
}

const STATUS_TEXT: Record<number, string> = {
  200: "OK",
  201: "Created",
  204: "No content",
  400: "Bad input, or a business refusal",
  401: "No valid token",
  403: "The right is missing",
  404: "Not found",
  408: "The body did not arrive in time",
  409: "Conflict",
  413: "Body too large",
  422: "Idempotency-Key reused with another request",
  429: "Too many failed attempts (Retry-After)",
  500: "Server error",
  503: "Server busy (Retry-After)",
};

/** "/api/card/:number" -> "/api/card/{number}". */
/** Hono's "/a/:id{[0-9]+}" (a parameter with its pattern) -> OpenAPI's "/a/{id}". */
export const openApiPath = (path: string) =>
  path.replace(/:([A-Za-z0-9_]+)(?:\{[^}]*\})?/g, "{$1}");

function parametersOf(
  writer: SchemaWriter,
  schema: Schema | undefined,
  where: "path" | "query",
): JsonSchema[] {
  if (!schema) return [];
  const json = writer.write(schema, "input");
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || required.has(name),
    schema: property,
  }));
}

function successOf(writer: SchemaWriter, status: string, answer: AnswerSpec): JsonSchema {
  const description = STATUS_TEXT[Number(status)] ?? "Answer";
  if (answer === null) return { description };
  if ("contentType" in answer) {
    return {
      description: answer.description,
      content: {
        [answer.contentType]: {
          schema: answer.schema
            ? writer.write(answer.schema, "output")
            : { type: "string", contentMediaType: answer.contentType },
        },
      },
    };
  }
  return {
    description,
    content: { "application/json": { schema: writer.write(answer, "output") } },
  };
}

function operationOf(writer: SchemaWriter, route: DeclaredRoute): JsonSchema {
  const responses: Record<string, JsonSchema> = {};
  for (const [status, answer] of Object.entries(route.answers)) {
    if (answer !== undefined) responses[status] = successOf(writer, status, answer);
  }
  for (const [status, codes] of errorsOf(route)) {
    const schema = errorAnswerSchema(codes as [ErrorCode, ...ErrorCode[]]);
    responses[String(status)] = {
      description: `${STATUS_TEXT[status] ?? "Error"}: ${codes.join(", ")}`,
      content: { "application/json": { schema: writer.write(schema, "output") } },
    };
  }
  const parameters = [
    ...parametersOf(writer, route.params, "path"),
    ...parametersOf(writer, route.query, "query"),
    ...(route.mutates
      ? [
          {
            name: "Idempotency-Key",
            in: "header",
            required: false,
            description:
              "Applies the request once: a retry with the same key gets the first answer back.",
            schema: { type: "string", pattern: "^[\\x21-\\x7e]{1,200}$" },
          },
        ]
      : []),
  ];
  const mediaType = route.bodyFormat === "form" ? "application/x-www-form-urlencoded" : null;
  return {
    tags: [route.tag],
    summary: route.summary,
    description: [route.description, rightLine(route.requirement)].filter(Boolean).join("\n\n"),
    operationId: `${route.method}${openApiPath(route.path).replace(/[^A-Za-z0-9]+/g, "_")}`,
    "x-required-right": route.requirement,
    security: securityOf(route.requirement),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: route.bodyFormat !== "optionalJson",
            content:
              route.bodyFormat === "image"
                ? Object.fromEntries(
                    PICTURE.types.map((type) => [
                      type,
                      { schema: { type: "string", format: "binary" } },
                    ]),
                  )
                : {
                    [mediaType ?? "application/json"]: {
                      schema: writer.write(route.body, "input"),
                    },
                  },
          },
        }
      : {}),
    responses,
  };
}

const oauthError = (codes: [ErrorCode, ...ErrorCode[]]) =>
  errorAnswerSchema(codes).extend({ error: z.enum(codes) });

const tokenAnswer = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int().min(1).max(86_400),
  token_type: z.literal("Bearer"),
  device_proof: z
    .string()
    .max(200)
    .optional()
    .describe(
      "password grant: proof that this tablet signed in to the account; sent back with the next password grants for that e-mail, it gives the tablet its own budget of failed attempts",
    ),
});

const tokenForm = z.object({
  grant_type: z.enum(["password", "refresh_token"]),
  username: z.string().optional().describe("password grant: the employee's e-mail"),
  password: z.string().optional().describe("password grant"),
  device_proof: z
    .string()
    .optional()
    .describe(
      "password grant: the `device_proof` this tablet got when it last signed in to the account",
    ),
  refresh_token: z.string().optional().describe("refresh_token grant"),
  client_id: z.string().optional().describe("or HTTP Basic credentials"),
  client_secret: z.string().optional(),
});

const revokeForm = z.object({
  token: z.string(),
  token_type_hint: z.enum(["refresh_token", "access_token"]).optional(),
  client_id: z.string().optional().describe("or HTTP Basic credentials"),
  client_secret: z.string().optional(),
});

function formOperation(
  writer: SchemaWriter,
  summary: string,
  form: Schema,
  answers: Record<string, JsonSchema>,
): JsonSchema {
  return {
    tags: ["OAuth"],
    summary,
    description: rightLine("public") + " The PWA's client credentials (form or HTTP Basic).",
    "x-required-right": "public",
    security: [],
    requestBody: {
      required: true,
      content: { "application/x-www-form-urlencoded": { schema: writer.write(form, "input") } },
    },
    responses: answers,
  };
}

function oauthPaths(writer: SchemaWriter): Record<string, Record<string, JsonSchema>> {
  const json = (description: string, schema: Schema) => ({
    description,
    content: { "application/json": { schema: writer.write(schema, "output") } },
  });
  return {
    "/connect/token": {
      post: formOperation(writer, "Signs in (password grant) or renews tokens", tokenForm, {
        200: json("The tokens", tokenAnswer),
        400: json(
          "Bad request or grant",
          oauthError(["invalid_request", "invalid_grant", "unsupported_grant_type"]),
        ),
        401: json("Unknown client", oauthError(["invalid_client"])),
        429: json("Too many failed sign-ins (Retry-After)", oauthError(["too_many_attempts"])),
        503: json("Server busy (Retry-After)", oauthError(["server_busy"])),
      }),
    },
    "/connect/revoke": {
      post: formOperation(writer, "Ends a sign-in (RFC 7009)", revokeForm, {
        200: { description: "Revoked, or unknown: the answer tells nothing about the token" },
        400: json("No token", oauthError(["invalid_request"])),
        401: json("Unknown client", oauthError(["invalid_client"])),
      }),
    },
  };
}

export function openApiDocument(routes: readonly DeclaredRoute[]): JsonSchema {
  const writer = new SchemaWriter();
  const paths: Record<string, Record<string, JsonSchema>> = oauthPaths(writer);
  for (const route of routes) {
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method]: operationOf(writer, route) };
  }
  const tags = [...new Set(routes.map((r) => r.tag)), "OAuth"].map((name) => ({ name }));
  return {
    openapi: "3.1.1",
    info: {
      title: "Venue back-office API",
      version: "1.0.0",
      description:
        "The API the back-office PWA expects. Errors are `{ code, message?, issues? }`; bad " +
        "input is 400 `validation_failed` with one `{ path, rule }` per problem. Mutations " +
        "take an optional Idempotency-Key.",
    },
    servers: [{ url: "/" }],
    tags,
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description: "The access token of POST /connect/token.",
        },
        deviceKey: {
          type: "apiKey",
          in: "header",
          name: DEVICE_KEY_HEADER,
          description:
            "Each kiosk's and smart touch's own key, issued by POST /api/kiosk/key/{serialNumber} or /api/smarttouch/key/{serialNumber} (shown once, kept hashed); it reports for its own device only. Wrong keys are throttled per address (429 too_many_attempts, Retry-After).",
        },
      },
      schemas: writer.components,
    },
  };
}
