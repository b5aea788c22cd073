/**
 * The API under check, as `npm run check-api` talks to it (scripts/check-api.ts): a base URL, a
 * token from the password grant at `<base>/connect/token`, and plain requests whose answers are
 * read whatever their status or content type.
 */
export interface Credentials {
  user: string;
  password: string;
  clientId: string;
  clientSecret: string;
  /** The scope the PWA asks for (spec section 7), if the API wants one. */
  scope?: string;
}

export interface Target {
  baseUrl: string;
  /** The fetch to use (tests give an in-process app's). */
  fetch?: typeof fetch;
}

export interface Answer {
  status: number;
  contentType: string;
  /** The parsed JSON, the text when it is not JSON, undefined when empty. */
  body: unknown;
}

const base = (target: Target) => target.baseUrl.replace(/\/+$/, "");

export async function signIn(target: Target, credentials: Credentials): Promise<string> {
  const form = new URLSearchParams({
    grant_type: "password",
    username: credentials.user,
    password: credentials.password,
    ...(credentials.scope ? { scope: credentials.scope } : {}),
  });
  const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString(
    "base64",
  );
  const answer = await read(
    await (target.fetch ?? fetch)(`${base(target)}/connect/token`, {
      method: "POST",
      headers: {
        authorization: `Basic ${basic}`,
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
      },
      body: form.toString(),
    }),
  );
  const token = (answer.body as { access_token?: unknown } | undefined)?.access_token;
  if (answer.status !== 200 || typeof token !== "string")
    throw new Error(
      `sign-in at ${base(target)}/connect/token failed: HTTP ${answer.status} ${JSON.stringify(answer.body)}`,
    );
  return token;
}

export interface Request {
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

export async function send(target: Target, token: string, request: Request): Promise<Answer> {
  const query = new URLSearchParams(request.query ?? {}).toString();
  const response = await (target.fetch ?? fetch)(
    `${base(target)}${request.path}${query ? `?${query}` : ""}`,
    {
      method: request.method.toUpperCase(),
      headers: {
        authorization: `Bearer ${token}`,
        accept: "application/json",
        ...(request.body !== undefined ? { "content-type": "application/json" } : {}),
        ...request.headers,
      },
      body: request.body !== undefined ? JSON.stringify(request.body) : undefined,
    },
  );
  return read(response);
}

async function read(response: Response): Promise<Answer> {
  const contentType = response.headers.get("content-type") ?? "";
  if (!/json/i.test(contentType)) {
    const bytes = await response.arrayBuffer();
    return { status: response.status, contentType, body: bytes.byteLength || undefined };
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON after all: kept as text, which the schema check will name.
  }
  return { status: response.status, contentType, body };
}
