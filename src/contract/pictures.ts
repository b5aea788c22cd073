/**
 * Article pictures (src/contract/snack-pictures.endpoints.ts). Decisions:
 * - The tablet resizes and compresses a photo before sending it (at most PICTURE.sendEdge px on
 *   its longer side, JPEG or WebP, under PICTURE.maxBytes); it refuses at once what is not an image
 *   or is above PICTURE.maxOriginalBytes.
 * - The server never keeps what it was sent: it decodes it (a file that only pretends to be an
 *   image is refused: 400 validation_failed, rule "is_valid"), strips its metadata (place, camera)
 *   and re-encodes it as WebP in two fixed squares, PICTURE.sizes.list for lists and
 *   PICTURE.sizes.form for forms and kiosks.
 * - A picture is named by the hash of its content: its URL never changes meaning, so it is served
 *   with a year of caching (immutable), to anyone (kiosks show them, no secret in a menu).
 * - `imgProduct` is the form size's URL; the list asks for `?size=96`.
 */
import { z } from "zod";

export const PICTURE = {
  /** Types the server decodes; anything else is refused before it is read. */
  types: ["image/jpeg", "image/png", "image/webp"],
  /** What the tablet sends at most (the server's body limit is 1 MiB). */
  maxBytes: 900 * 1024,
  /** What the tablet accepts from the camera or a file before compressing it. */
  maxOriginalBytes: 25 * 1024 * 1024,
  sendEdge: 1200,
  sizes: { list: 96, form: 480 },
} as const;

/** The body of an upload: the image's bytes (a Blob in the browser, bytes on the server). */
export const pictureBodySchema = z.custom<Blob | Uint8Array>(
  (value) => (typeof Blob !== "undefined" && value instanceof Blob) || value instanceof Uint8Array,
  "is_valid",
);

/** GET /api/snack/pictures/{name}: the name is the content's hash. */
export const pictureParamsSchema = z.object({ name: z.string().regex(/^[0-9a-f]{32}$/) });
export const pictureQuerySchema = z.object({
  size: z.enum(["96", "480"]).default("480"),
});

export const pictureAnswerSchema = z.object({ imgProduct: z.string().nullable() });

/** The URL of a picture by its name, at the form's size (imgProduct). */
export const pictureUrl = (name: string) => `/api/snack/pictures/${name}`;
/** The same picture at the list's size. */
export const listPictureUrl = (imgProduct: string) => `${imgProduct}?size=${PICTURE.sizes.list}`;
