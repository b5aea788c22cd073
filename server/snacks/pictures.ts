/**
 * Article pictures on disk (src/contract/pictures.ts): what was sent is decoded and re-encoded by
 * sharp (metadata dropped, auto-rotated, a fixed WebP square per size), named by the hash of the
 * re-encoded form size, and written atomically (a temporary file renamed) in PICTURES_DIR.
 */
import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { PICTURE } from "../../src/contract/pictures";

export class NotAnImage extends Error {
  constructor() {
    super("Not an image");
    this.name = "NotAnImage";
  }
}

const SIZES = [PICTURE.sizes.list, PICTURE.sizes.form] as const;
/** Pixels a sent image may hold (a 1 MiB file may still claim huge dimensions). */
const MAX_PIXELS = 40_000_000;

async function square(bytes: Uint8Array, edge: number): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" })
    .rotate()
    .resize(edge, edge, { fit: "cover", position: "attention" })
    .webp({ quality: 80 })
    .toBuffer();
}

/** Re-encodes and stores a picture; its name. NotAnImage when the bytes are not one. */
export async function storePicture(dir: string, bytes: Uint8Array): Promise<string> {
  let encoded: Buffer[];
  try {
    encoded = await Promise.all(SIZES.map((edge) => square(bytes, edge)));
  } catch {
    throw new NotAnImage();
  }
  const name = createHash("sha256").update(encoded[1]!).digest("hex").slice(0, 32);
  await mkdir(dir, { recursive: true });
  await Promise.all(
    SIZES.map(async (edge, k) => {
      const file = join(dir, `${name}-${edge}.webp`);
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(temporary, encoded[k]!);
      await rename(temporary, file);
    }),
  );
  return name;
}

/** A stored picture's bytes, or undefined. */
export async function readPicture(dir: string, name: string, edge: number) {
  return readFile(join(dir, `${name}-${edge}.webp`)).catch(() => undefined);
}
