/**
 * Fake-camera videos for scanner tests. Launch Chromium with
 *   --use-fake-ui-for-media-stream --use-fake-device-for-media-stream
 *   --use-file-for-fake-video-capture=<the path qrVideo returns>
 * and the page's camera films the QR code of `text`, looped.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { create } from "qrcode";
import { y4mVideo, type ModuleMatrix } from "../../src/ui/scanner/y4m";

/** The QR code of `text` (node-qrcode's matrix is read as get(row, column)). */
export function qrMatrix(text: string): ModuleMatrix {
  const { modules } = create(text, { errorCorrectionLevel: "M" });
  return { size: modules.size, isDark: (x, y) => Boolean(modules.get(y, x)) };
}

/** Writes a 640x480 Y4M video of the QR code of `text` to `file`; returns its absolute path. */
export async function qrVideo(text: string, file: string): Promise<string> {
  const path = resolve(file);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, y4mVideo(qrMatrix(text)));
  return path;
}
