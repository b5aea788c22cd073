/**
 * Fake-camera videos for scanner tests and the scanning bench. Launch Chromium with
 *   --use-fake-ui-for-media-stream --use-fake-device-for-media-stream
 *   --use-file-for-fake-video-capture=<the path a function here returns>
 * and the page's camera films that code, looped.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import bwipjs from "bwip-js/node";
import { create } from "qrcode";
import { ean13Of } from "../../src/contract/card-codes";
import {
  barsSymbol,
  sceneVideo,
  type CodeSymbol,
  type SceneOptions,
} from "../../src/ui/scanner/scene";
import { y4mVideo, type ModuleMatrix } from "../../src/ui/scanner/y4m";

/** The symbologies printed on cards: docs/demo-cards/ shows each. */
export const SYMBOLOGIES = ["qr_code", "code_128", "ean_13", "code_39"] as const;
export type Symbology = (typeof SYMBOLOGIES)[number];

/** The QR code of `text` (node-qrcode's matrix is read as get(row, column)). */
export function qrMatrix(text: string): ModuleMatrix {
  const { modules } = create(text, { errorCorrectionLevel: "M" });
  return { size: modules.size, isDark: (x, y) => Boolean(modules.get(y, x)) };
}

/** A card number's code in a symbology; EAN-13 holds it zero-padded with its check digit. */
export function cardSymbol(number: string, symbology: Symbology): CodeSymbol {
  if (symbology === "qr_code") {
    const matrix = qrMatrix(number);
    return {
      columns: matrix.size,
      rows: matrix.size,
      quietZone: 4,
      isDark: (x, y) => matrix.isDark(x, y),
    };
  }
  const text = symbology === "ean_13" ? ean13Of(number) : number;
  if (text === null) throw new Error(`${number} has no EAN-13`);
  const bcid = { code_128: "code128", ean_13: "ean13", code_39: "code39" }[symbology];
  const [drawing] = bwipjs.raw(bcid, text, {}) as { sbs: number[] }[];
  if (!drawing) throw new Error(`bwip-js drew no ${bcid}`);
  return barsSymbol(drawing.sbs);
}

async function write(file: string, video: Uint8Array): Promise<string> {
  const path = resolve(file);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, video);
  return path;
}

/** Writes a 640x480 Y4M video of the QR code of `text` alone, large, to `file`. */
export function qrVideo(text: string, file: string): Promise<string> {
  return write(file, y4mVideo(qrMatrix(text)));
}

/** Writes a video of a card showing `number` in `symbology` on a table (see scene.ts). */
export function cardVideo(
  number: string,
  symbology: Symbology,
  scene: SceneOptions,
  file: string,
): Promise<string> {
  return write(file, sceneVideo(cardSymbol(number, symbology), scene));
}
