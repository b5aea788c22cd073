/**
 * Article pictures (src/contract/snack-pictures.endpoints.ts): the upload is decoded and
 * re-encoded (pictures.ts) before the writer is taken, then the article's row is set in its own
 * write transaction; pictures are served to anyone, cached for a year (their name is their hash).
 */
import { eq } from "drizzle-orm";
import type { Context, Hono } from "hono";
import { pictureUrl } from "../../src/contract/pictures";
import { snackPicturesApi } from "../../src/contract/snack-pictures.endpoints";
import { snackProducts } from "../db/schema/snacks.schema";
import { writeTransaction } from "../db/write-transaction";
import { ApiError } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { defineRoute } from "../http/define-route";
import { NotAnImage, readPicture, storePicture } from "./pictures";

async function setPicture(c: Context<AppEnv>, id: number, picture: string | null) {
  const updated = await writeTransaction(c.get("deps").db, (tx) =>
    tx
      .update(snackProducts)
      .set({ picture })
      .where(eq(snackProducts.id, id))
      .returning({ id: snackProducts.id }),
  );
  if (!updated.length) throw new ApiError(404, "not_found");
  return c.json({ imgProduct: picture && pictureUrl(picture) });
}

export function registerPictureRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, snackPicturesApi.upload, async (c, { params: { id }, body }) => {
    const { db, config } = c.get("deps");
    const [row] = await db
      .select({ id: snackProducts.id })
      .from(snackProducts)
      .where(eq(snackProducts.id, id));
    if (!row) throw new ApiError(404, "not_found");
    const bytes = body instanceof Uint8Array ? body : new Uint8Array(await body.arrayBuffer());
    const name = await storePicture(config.picturesDir, bytes).catch((error: unknown) => {
      if (error instanceof NotAnImage)
        throw new ApiError(400, "validation_failed", { issues: [{ path: "", rule: "is_valid" }] });
      throw error;
    });
    return setPicture(c, id, name);
  });

  defineRoute(app, snackPicturesApi.remove, (c, { params: { id } }) => setPicture(c, id, null));

  defineRoute(app, snackPicturesApi.file, async (c, { params: { name }, query: { size } }) => {
    const bytes = await readPicture(c.get("deps").config.picturesDir, name, Number(size));
    if (!bytes) throw new ApiError(404, "not_found");
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": "image/webp",
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  });
}
