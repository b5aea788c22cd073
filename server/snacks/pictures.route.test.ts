// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pictureAnswerSchema } from "../../src/contract/pictures";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
let manager: string;
let dir: string;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "pictures-"));
  t = await createTestApp({ PICTURES_DIR: dir });
  manager = (await t.signIn("manager")).access_token;
});
afterEach(() => {
  t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Article 3 of the demo menu (server/seed/snacks.seed.ts): still water. */
const ARTICLE = 3;
const upload = (body: BodyInit, type = "image/jpeg", token = manager, id = ARTICLE) =>
  t.call("PUT", `/api/snack/picture/${id}`, { token, body, headers: { "content-type": type } });

/** A 1600x1200 JPEG photo with its camera's and place's metadata. */
const photo = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#c0392b" } })
    .jpeg()
    .withExif({ IFD0: { Make: "TabletCam", Copyright: "Secret place" } })
    .toBuffer();

describe("an article's picture", () => {
  it("is re-encoded as WebP squares without metadata, and served cached for a year", async () => {
    const sent = await upload(new Uint8Array(await photo()));
    expect(sent.status).toBe(200);
    const { imgProduct } = pictureAnswerSchema.parse(await sent.json());
    expect(imgProduct).toMatch(/^\/api\/snack\/pictures\/[0-9a-f]{32}$/);
    for (const [query, edge] of [
      ["", 480],
      ["?size=96", 96],
    ] as const) {
      const served = await t.call("GET", `${imgProduct}${query}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
        "webp",
        edge,
        edge,
        undefined,
      ]);
    }
    const article = await t.send("GET", `/api/snack/${ARTICLE}`, undefined, manager);
    expect(article.body).toMatchObject({ imgProduct });
    const removed = await t.call("DELETE", `/api/snack/picture/${ARTICLE}`, { token: manager });
    expect(await removed.json()).toEqual({ imgProduct: null });
  });

  it("refuses what is not an image, or is too large, with a code", async () => {
    const pretending = await upload(new TextEncoder().encode("<svg>not really a jpeg</svg>"));
    expect([pretending.status, await pretending.json()]).toEqual([
      400,
      { code: "validation_failed", issues: [{ path: "", rule: "is_valid" }] },
    ]);
    const text = await upload(new Uint8Array(await photo()), "text/plain");
    expect(text.status).toBe(400);
    const empty = await upload(new Uint8Array(0));
    expect(await empty.json()).toMatchObject({ issues: [{ rule: "required" }] });
    const huge = await upload(new Uint8Array(2 * 1024 * 1024));
    expect(huge.status).toBe(413);
    expect(
      (await upload(new Uint8Array(await photo()), "image/jpeg", manager, 999_999)).status,
    ).toBe(404);
    const agent = (await t.signIn("agent")).access_token;
    expect((await upload(new Uint8Array(await photo()), "image/jpeg", agent)).status).toBe(403);
    expect((await t.call("GET", `/api/snack/pictures/${"0".repeat(32)}`)).status).toBe(404);
    expect((await t.call("GET", "/api/snack/pictures/not-a-name")).status).toBe(400);
  });
});
