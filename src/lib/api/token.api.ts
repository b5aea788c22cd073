/** POST {auth host}/connect/token: form-encoded, client basic credentials (spec section 7). */
import { createRawFetch } from "./raw-fetch";
import { readTokenResponse, type TokenResponse } from "@/contract/token";
import type { AppConfig } from "@/contract/app-config";
import { ApiError, NetworkError } from "./api-error";

export function createTokenClient(config: () => AppConfig, fetchImpl?: typeof fetch) {
  const rawFetch = createRawFetch(fetchImpl);
  async function token(form: Record<string, string>): Promise<TokenResponse> {
    const { authUrl, clientId, clientSecret, scope } = config();
    let response;
    try {
      response = await rawFetch(`${authUrl}/connect/token`, {
        method: "POST",
        body: new URLSearchParams({ ...form, scope }),
        headers: {
          Authorization: `Basic ${btoa(`${clientId}:${clientSecret}`)}`,
          Accept: "application/json",
        },
      });
    } catch (error) {
      throw new NetworkError(error);
    }
    if (!response.ok) throw ApiError.fromResponse(response.status, response._data);
    const answer = readTokenResponse(response._data);
    if (!answer) throw new ApiError(response.status, "server_error");
    return answer;
  }

  return {
    passwordGrant: (username: string, password: string) =>
      token({ grant_type: "password", username, password }),
    refreshGrant: (refreshToken: string) =>
      token({ grant_type: "refresh_token", refresh_token: refreshToken }),
  };
}

export type TokenClient = ReturnType<typeof createTokenClient>;
