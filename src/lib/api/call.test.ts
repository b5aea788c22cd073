// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { endpoint } from "@/contract/endpoint";
import { callOn } from "./call";
import { EARLY_MS, startEarly } from "./early";
import { createHttpClient } from "./http-client";

const thing = z.object({ id: z.number(), name: z.string() });
const api = {
  one: endpoint({
    method: "get",
    path: "/api/thing/:kind/:id{[0-9]+}",
    requirement: "signedIn",
    summary: "test",
    tag: "Test",
    params: z.object({ kind: z.string(), id: z.string() }),
    query: z.object({ filter: z.string().optional(), page: z.coerce.number().optional() }),
    answers: { 200: thing },
  }),
  update: endpoint({
    method: "put",
    path: "/api/thing/:id",
    requirement: "signedIn",
    summary: "test",
    tag: "Test",
    params: z.object({ id: z.string() }),
    body: z.object({ name: z.string() }),
    answers: { 204: null },
  }),
  pdf: endpoint({
    method: "get",
    path: "/api/thing/pdf",
    requirement: "signedIn",
    summary: "test",
    tag: "Test",
    answers: { 200: { contentType: "application/pdf", description: "a file" } },
  }),
};

function client(answer: () => Response) {
  const sent: { url: string; init: RequestInit | undefined }[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input instanceof Request ? input.url : input), init });
    return answer();
  }) as unknown as typeof fetch;
  const http = createHttpClient({
    baseUrl: () => "http://api.test",
    getAccessToken: () => "token",
    refresh: async () => "rejected",
    fetch: fetchImpl,
  });
  return { http, sent };
}

describe("callOn(client, endpoint, input), what call(endpoint, input) does", () => {
  it("fills the path (each value encoded), drops empty query values and parses the answer", async () => {
    const { http, sent } = client(() => Response.json({ id: 7, name: "x", extra: true }));
    const answer = await callOn(http, api.one, {
      params: { kind: "a/b c", id: 7 },
      query: { filter: "  ", page: 2 },
    });
    expect(answer).toEqual({ id: 7, name: "x" });
    expect(sent[0]!.url).toBe("http://api.test/api/thing/a%2Fb%20c/7?page=2");
    expect(sent[0]!.init?.method).toBe("GET");
  });

  it("refuses an answer off the declared schema", async () => {
    const { http } = client(() => Response.json({ id: "7", name: "x" }));
    await expect(callOn(http, api.one, { params: { kind: "a", id: 7 } })).rejects.toThrow(/id/);
  });

  it("sends the body as JSON with the caller's headers; a 204 answers undefined", async () => {
    const { http, sent } = client(() => new Response(null, { status: 204 }));
    const answer = await callOn(
      http,
      api.update,
      { params: { id: 3 }, body: { name: "y" } },
      { headers: { "Idempotency-Key": "k-1" } },
    );
    expect(answer).toBeUndefined();
    expect(sent[0]!.init?.method).toBe("PUT");
    expect(sent[0]!.init?.body).toBe(JSON.stringify({ name: "y" }));
    expect(new Headers(sent[0]!.init?.headers).get("Idempotency-Key")).toBe("k-1");
  });

  it("asks for a file by its content type and answers a Blob", async () => {
    const { http, sent } = client(
      () =>
        new Response(new Uint8Array([37, 80, 68, 70]), {
          headers: { "content-type": "application/pdf" },
        }),
    );
    const answer = await callOn(http, api.pdf);
    expect(answer.size).toBe(4);
    expect(new Headers(sent[0]!.init?.headers).get("Accept")).toBe("application/pdf");
  });

  it("takes a GET the start-up made early, once, parsed as any answer; others ask themselves", async () => {
    let served = 0;
    const { http, sent } = client(() => Response.json({ id: ++served, name: "x" }));
    startEarly(http, "/api/thing/a/7");
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    // Another client, a query: not the request that was made.
    const other = client(() => Response.json({ id: 0, name: "y" }));
    expect(await callOn(other.http, api.one, { params: { kind: "a", id: 7 } })).toEqual({
      id: 0,
      name: "y",
    });
    await callOn(http, api.one, { params: { kind: "a", id: 7 }, query: { page: 2 } });
    expect(sent).toHaveLength(2);
    // The call of the same endpoint takes it: no second request...
    expect(await callOn(http, api.one, { params: { kind: "a", id: 7 } })).toEqual({
      id: 1,
      name: "x",
    });
    expect(sent).toHaveLength(2);
    // ... once: the next call asks the API.
    await callOn(http, api.one, { params: { kind: "a", id: 7 } });
    expect(sent).toHaveLength(3);
  });

  it("drops an early answer never taken: an old answer is never served later", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    try {
      const { http, sent } = client(() => Response.json({ id: 8, name: "x" }));
      startEarly(http, "/api/thing/b/8");
      vi.advanceTimersByTime(EARLY_MS);
      await callOn(http, api.one, { params: { kind: "b", id: 8 } });
      expect(sent).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("an early request that failed fails the call that takes it, as its own would", async () => {
    const { http } = client(() => Response.json({ code: "not_found" }, { status: 404 }));
    startEarly(http, "/api/thing/a/9");
    await expect(callOn(http, api.one, { params: { kind: "a", id: 9 } })).rejects.toMatchObject({
      status: 404,
    });
  });
});
