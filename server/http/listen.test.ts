// @vitest-environment node
/**
 * The real Node server on a loopback port (server/http/listen.ts): what only a socket shows.
 */
import { request } from "node:http";
import { connect, type AddressInfo } from "node:net";
import type { ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { listen } from "./listen";

let t: TestApp;
let server: ServerType;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  const timeouts = { requestMs: 3000, headersMs: 1000, keepAliveMs: 1000 };
  await new Promise<void>((resolve) => {
    server = listen(t.app, { port: 0, host: "127.0.0.1", timeouts }, (info) => {
      port = info.port;
      resolve();
    });
  });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  t.close();
});

interface Sent {
  status: number | undefined;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  errorBeforeAnswer: string | null;
}

/** POSTs `size` bytes to /connect/token, as fast as the socket takes them. */
function postLarge(size: number, withLength: boolean): Promise<Sent> {
  return new Promise((resolve) => {
    const sent: Sent = { status: undefined, headers: {}, body: "", errorBeforeAnswer: null };
    const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
    if (withLength) headers["content-length"] = String(size);
    const req = request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/connect/token",
      headers,
    });
    req.on("response", (res) => {
      sent.status = res.statusCode;
      sent.headers = res.headers;
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (sent.body += chunk));
      res.on("end", () => resolve(sent));
      res.on("error", () => resolve(sent));
    });
    req.on("error", (err) => {
      if (sent.status === undefined) {
        sent.errorBeforeAnswer = err.message;
        resolve(sent);
      }
    });
    const chunk = Buffer.alloc(64 * 1024, "a");
    let left = size;
    const pump = () => {
      while (left > 0) {
        const n = Math.min(left, chunk.length);
        left -= n;
        if (!req.write(chunk.subarray(0, n))) return void req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
}

/**
 * Sends a whole `size`-byte body on a raw socket and only then reads what came back, as a
 * simple client does: a connection closed under it would be a broken pipe or a reset.
 */
function sendAllThenRead(size: number, withLength: boolean): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.pause();
    socket.on("error", (error) => resolve(`error: ${error.message}`));
    socket.on("data", (d) => (answer += d.toString()));
    socket.on("end", () => resolve(answer));
    const length = withLength ? `Content-Length: ${size}` : "Transfer-Encoding: chunked";
    socket.write(`POST /api/customer HTTP/1.1\r\nHost: x\r\n${length}\r\n\r\n`);
    const chunk = Buffer.alloc(64 * 1024, "a");
    let left = size;
    const pump = () => {
      while (left > 0) {
        const n = Math.min(left, chunk.length);
        left -= n;
        const part = withLength
          ? chunk.subarray(0, n)
          : `${n.toString(16)}\r\n${"a".repeat(n)}\r\n`;
        if (!socket.write(part)) return void socket.once("drain", pump);
      }
      if (!withLength) socket.write("0\r\n\r\n");
      // Everything sent: now read the answer, and close once it is in.
      socket.resume();
      setTimeout(() => socket.end(), 200);
    };
    pump();
  });
}

describe("a body over the 1 MiB limit", () => {
  for (const withLength of [true, false]) {
    it(`gets its 413 before it is read, and the connection stays up (${withLength ? "Content-Length" : "chunked"})`, async () => {
      const sent = await postLarge(4 * 1024 * 1024, withLength);
      expect(sent.errorBeforeAnswer).toBeNull();
      expect(sent.status).toBe(413);
      expect(JSON.parse(sent.body)).toMatchObject({ code: "validation_failed" });
    });

    it(`of 10.5 MB is answered 413 to a client that reads only once all is sent (${withLength ? "Content-Length" : "chunked"})`, async () => {
      for (let k = 0; k < 3; k += 1) {
        const answer = await sendAllThenRead(10.5 * 1024 * 1024, withLength);
        expect(answer).toMatch(/^HTTP\/1\.1 413 /);
        expect(answer).toContain('"rule":"max_size"');
      }
    });
  }

  it("leaves the server serving", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/config.json`);
    expect(res.status).toBe(200);
  });
});

describe("timeouts", () => {
  it("a client that never finishes its headers gets 408 and is disconnected", async () => {
    const started = Date.now();
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(port, "127.0.0.1", () =>
        socket.write("GET /config.json HTTP/1.1\r\nHost: x\r\n"),
      );
      let text = "";
      socket.on("data", (d) => (text += d.toString()));
      socket.on("close", () => resolve(text));
      socket.on("error", () => undefined);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it("an idle kept-alive connection is closed", async () => {
    const closedAfter = await new Promise<number>((resolve) => {
      const socket = connect(port, "127.0.0.1", () =>
        socket.write("GET /config.json HTTP/1.1\r\nHost: x\r\n\r\n"),
      );
      let answeredAt = 0;
      socket.on("data", () => (answeredAt ||= Date.now()));
      socket.on("close", () => resolve(Date.now() - answeredAt));
      socket.on("error", () => undefined);
    });
    expect(closedAfter).toBeGreaterThan(500);
    expect(closedAfter).toBeLessThan(3000);
  });

  it("are the configured ones on the Node server", () => {
    const address = server.address() as AddressInfo;
    expect(address.port).toBe(port);
    const s = server as unknown as Record<string, number>;
    expect([s.requestTimeout, s.headersTimeout, s.keepAliveTimeout]).toEqual([3000, 1000, 1000]);
  });
});
