/**
 * POST {auth host}/connect/token: form-encoded, client basic credentials (spec section 7); and
 * POST {auth host}/connect/revoke (RFC 7009), which logout calls to end the refresh token's session.
 */
import { createRawFetch } from "./raw-fetch";
import { readTokenResponse, type TokenResponse } from "@/contract/token";
import type { AppConfig } from "@/contract/app-config";
import { ApiError, NetworkError } from "./api-error";

export const TOKEN_PATH = "/connect/token";
const PROOFS_KEY = "bo.device-proofs";

/**
 * The proofs that this tablet signed in to an account (TokenResponse.device_proof), by e-mail:
 * sent with the next password grants, they keep the tablet's own budget of failed attempts. Not
 * personal data beyond the e-mail typed; at most the 20 latest accounts.
 */
function proofs(): Record<string, string> {
  try {
    return (JSON.parse(localStorage.getItem(PROOFS_KEY) ?? "{}") as Record<string, string>) ?? {};
  } catch {
    return {};
  }
}

function rememberProof(email: string, proof: string | undefined): void {
  if (!proof) return;
  const kept = Object.entries(proofs())
    .filter(([k]) => k !== email)
    .slice(-19);
  try {
    localStorage.setItem(PROOFS_KEY, JSON.stringify(Object.fromEntries([...kept, [email, proof]])));
  } catch {
    // Storage refused: the tablet is simply not known next time.
  }
}
export const REVOKE_PATH = "/connect/revoke";

export function createTokenClient(config: () => AppConfig, fetchImpl?: typeof fetch) {
  const rawFetch = createRawFetch(fetchImpl);
  async function post(path: string, form: Record<string, string>) {
    const { authUrl, clientId, clientSecret } = config();
    try {
      return await rawFetch(`${authUrl}${path}`, {
        method: "POST",
        body: new URLSearchParams(form),
        headers: {
          Authorization: `Basic ${btoa(`${clientId}:${clientSecret}`)}`,
          Accept: "application/json",
        },
      });
    } catch (error) {
      throw new NetworkError(error);
    }
  }

  async function token(form: Record<string, string>): Promise<TokenResponse> {
    const response = await post(TOKEN_PATH, { ...form, scope: config().scope });
    if (!response.ok) {
      throw ApiError.fromResponse(
        response.status,
        response._data,
        response.headers.get("retry-after"),
      );
    }
    const answer = readTokenResponse(response._data);
    if (!answer) throw new ApiError(response.status, "server_error");
    return answer;
  }

  return {
    async passwordGrant(username: string, password: string) {
      const email = username.toLowerCase();
      const proof = proofs()[email];
      const answer = await token({
        grant_type: "password",
        username,
        password,
        ...(proof ? { device_proof: proof } : {}),
      });
      rememberProof(email, answer.device_proof);
      return answer;
    },
    refreshGrant: (refreshToken: string) =>
      token({ grant_type: "refresh_token", refresh_token: refreshToken }),
    /** Ends the session of `refreshToken` on the server. NetworkError offline; ApiError on 4xx/5xx. */
    async revoke(refreshToken: string): Promise<void> {
      const response = await post(REVOKE_PATH, {
        token: refreshToken,
        token_type_hint: "refresh_token",
      });
      if (!response.ok) throw ApiError.fromResponse(response.status, response._data);
    },
  };
}

export type TokenClient = ReturnType<typeof createTokenClient>;
