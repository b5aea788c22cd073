/**
 * Test videos for Chromium's fake camera (--use-file-for-fake-video-capture=<file>.y4m): a code's
 * module matrix drawn large, dark on light, with a quiet zone, as a few identical YUV4MPEG2 4:2:0
 * frames. Used by end-to-end tests only; plain Uint8Array so it runs in Node and in a browser.
 */

/** A 2D code as modules (QR: size x size; the caller adapts its library's matrix). */
export interface ModuleMatrix {
  readonly size: number;
  isDark(x: number, y: number): boolean;
}

export interface VideoOptions {
  width?: number;
  height?: number;
  frames?: number;
  fps?: number;
  /** Light modules around the code; QR readers need 4. */
  quietZone?: number;
}

// BT.601 video range, what Chromium assumes for I420 frames.
const DARK = 16;
const LIGHT = 235;
const NEUTRAL_CHROMA = 128;

/** The luma plane: the code centred, each module a square of whole pixels, as large as fits. */
export function rasterise(
  matrix: ModuleMatrix,
  width: number,
  height: number,
  quietZone = 4,
): Uint8Array {
  const span = matrix.size + 2 * quietZone;
  const scale = Math.floor(Math.min(width, height) / span);
  if (scale < 1) throw new Error(`A ${matrix.size}-module code does not fit in ${width}x${height}`);
  const left = Math.floor((width - matrix.size * scale) / 2);
  const top = Math.floor((height - matrix.size * scale) / 2);
  const luma = new Uint8Array(width * height).fill(LIGHT);
  for (let y = 0; y < matrix.size; y++) {
    for (let x = 0; x < matrix.size; x++) {
      if (!matrix.isDark(x, y)) continue;
      for (let row = 0; row < scale; row++) {
        const start = (top + y * scale + row) * width + left + x * scale;
        luma.fill(DARK, start, start + scale);
      }
    }
  }
  return luma;
}

export function y4mHeader(width: number, height: number, fps: number): string {
  return `YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`;
}

/** A whole .y4m file: header, then `frames` times "FRAME\n" + Y plane + U and V at half size. */
export function y4mVideo(
  matrix: ModuleMatrix,
  { width = 640, height = 480, frames = 5, fps = 30, quietZone = 4 }: VideoOptions = {},
): Uint8Array {
  const luma = rasterise(matrix, width, height, quietZone);
  return y4mFrames(
    Array.from({ length: frames }, () => luma),
    width,
    height,
    fps,
  );
}

/** A .y4m file of grey frames, one luma plane (width x height) each. */
export function y4mFrames(
  planes: readonly Uint8Array[],
  width: number,
  height: number,
  fps: number,
): Uint8Array {
  if (width % 2 !== 0 || height % 2 !== 0) throw new Error("4:2:0 needs an even width and height");
  const encoder = new TextEncoder();
  const header = encoder.encode(y4mHeader(width, height, fps));
  const frameTag = encoder.encode("FRAME\n");
  const chroma = new Uint8Array((width / 2) * (height / 2) * 2).fill(NEUTRAL_CHROMA);
  const frameSize = frameTag.length + width * height + chroma.length;
  const file = new Uint8Array(header.length + planes.length * frameSize);
  file.set(header, 0);
  planes.forEach((luma, i) => {
    const at = header.length + i * frameSize;
    file.set(frameTag, at);
    file.set(luma, at + frameTag.length);
    file.set(chroma, at + frameTag.length + luma.length);
  });
  return file;
}
