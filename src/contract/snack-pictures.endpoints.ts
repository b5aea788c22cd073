/**
 * Article pictures (issue 23): uploaded from the article form, served to the app and the kiosks.
 * Rules and decisions: src/contract/pictures.ts.
 */
import { endpoint } from "./endpoint";
import { idParamsSchema } from "./params";
import {
  pictureAnswerSchema,
  pictureBodySchema,
  pictureParamsSchema,
  pictureQuerySchema,
} from "./pictures";

const TAG = "Snacks and merchandise";

export const snackPicturesApi = {
  upload: endpoint({
    method: "put",
    path: "/api/snack/picture/:id{[0-9]+}",
    requirement: "SNACKING_ADD_UPDATE",
    // The image is decoded and re-encoded before the writer is taken: not one keyed transaction.
    // Sending the same picture again gives the same name: a retry changes nothing.
    mutates: false,
    summary: "Sets an article's picture (JPEG, PNG or WebP), re-encoded by the server",
    description:
      "The body is the image itself (Content-Type image/jpeg, image/png or image/webp; at most 1 MiB: 413). Another type, or bytes that are not that image, get 400 validation_failed (rule is_valid). Its metadata is dropped; it is kept as WebP squares of 96 and 480 px.",
    tag: TAG,
    params: idParamsSchema,
    body: pictureBodySchema,
    bodyFormat: "image",
    answers: { 200: pictureAnswerSchema },
    errors: { 400: ["validation_failed"], 404: ["not_found"], 503: ["server_busy"] },
  }),
  remove: endpoint({
    method: "delete",
    path: "/api/snack/picture/:id{[0-9]+}",
    requirement: "SNACKING_ADD_UPDATE",
    summary: "Removes an article's picture",
    tag: TAG,
    params: idParamsSchema,
    answers: { 200: pictureAnswerSchema },
    errors: { 404: ["not_found"] },
  }),
  file: endpoint({
    method: "get",
    path: "/api/snack/pictures/:name",
    requirement: "public",
    summary:
      "A picture, as WebP (96 or 480 px), cached for a year (its name is its content's hash)",
    tag: TAG,
    params: pictureParamsSchema,
    query: pictureQuerySchema,
    answers: { 200: { contentType: "image/webp", description: "The picture" } },
    errors: { 404: ["not_found"] },
  }),
};
