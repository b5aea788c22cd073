/**
 * Camera frames as a tablet sees a card on the counter, for Chromium's fake camera (y4m.ts) in
 * end-to-end tests (tests/e2e/scanner.spec.ts) and the scanning bench (bench/scanning.ts): a white
 * card holding the code on a dark or light table that comes right up to the code's quiet zone,
 * tilted, moving a little from frame to frame, with blur and sensor noise when asked. Plain
 * arrays, deterministic for a given seed.
 */
import { y4mFrames, type VideoOptions } from "./y4m";

/** A code as modules: a QR code's square, or a 1D code's bars drawn `rows` modules high. */
export interface CodeSymbol {
  columns: number;
  rows: number;
  /** Light modules the symbology needs around it (QR 4, 1D 10). */
  quietZone: number;
  isDark(column: number, row: number): boolean;
}

/** A video's size, frame count (looped by the fake camera) and rate, plus what it films. */
export interface SceneOptions extends Omit<VideoOptions, "quietZone"> {
  /** The code's width, quiet zone excluded, as a fraction of the frame's (1/3, 1/6). */
  codeWidth: number;
  /** The table: dark (wood, a counter) or light. */
  table?: "dark" | "light";
  /** The card's white border beyond the quiet zone, in modules: 0 puts the table right there. */
  border?: number;
  /** Tilt in degrees. */
  tilt?: number;
  /** Frame-to-frame movement, in pixels (and a tenth of it in degrees). */
  jitter?: number;
  /** Box blur radius in pixels (0: sharp). */
  blur?: number;
  /** Sensor noise: standard deviation in luma levels. */
  noise?: number;
  seed?: number;
}

const INK = 28;
const PAPER = 222;
const VIDEO_MIN = 16;
const VIDEO_MAX = 235;

/** 1D bars from alternating bar/space widths (bwip-js `sbs`, a bar first). */
export function barsSymbol(widths: readonly number[], rows?: number): CodeSymbol {
  const dark: boolean[] = [];
  widths.forEach((w, i) => {
    for (let k = 0; k < w; k++) dark.push(i % 2 === 0);
  });
  return {
    columns: dark.length,
    rows: rows ?? Math.round(dark.length * 0.3),
    quietZone: 10,
    isDark: (column) => dark[column] === true,
  };
}

/** Small deterministic random numbers (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function gaussian(rand: () => number): number {
  const u = Math.max(rand(), 1e-9);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
}

/** One frame's luma plane. */
export function renderScene(symbol: CodeSymbol, options: SceneOptions, frame = 0): Uint8Array {
  const {
    width = 640,
    height = 480,
    codeWidth,
    table = "dark",
    border = 1,
    tilt = 2,
    jitter = 1,
    blur = 0,
    noise = 2,
    seed = 1,
  } = options;
  const rand = random(seed * 7919 + frame);
  const dx = (rand() * 2 - 1) * jitter;
  const dy = (rand() * 2 - 1) * jitter;
  const angle = ((tilt + (rand() * 2 - 1) * jitter * 0.1) * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const module = (codeWidth * width) / symbol.columns;
  const margin = symbol.quietZone + border;
  const halfW = (symbol.columns / 2 + margin) * module;
  const halfH = (symbol.rows / 2 + margin) * module;
  const cx = width / 2 + dx;
  const cy = height / 2 + dy;
  const luma = new Float32Array(width * height);
  const sample = (x: number, y: number): number => {
    // Into the card's frame: rotate back around its centre.
    const u = cos * (x - cx) + sin * (y - cy);
    const v = -sin * (x - cx) + cos * (y - cy);
    if (Math.abs(u) > halfW || Math.abs(v) > halfH) return tableLuma(table, x, y);
    const column = Math.floor(u / module + symbol.columns / 2);
    const row = Math.floor(v / module + symbol.rows / 2);
    const inCode = column >= 0 && column < symbol.columns && row >= 0 && row < symbol.rows;
    return inCode && symbol.isDark(column, row) ? INK : PAPER;
  };
  // The card's bounding box, one pixel wider: outside it, one table sample per pixel is enough.
  const reachX = Math.abs(halfW * cos) + Math.abs(halfH * sin) + 1;
  const reachY = Math.abs(halfW * sin) + Math.abs(halfH * cos) + 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (Math.abs(x + 0.5 - cx) > reachX || Math.abs(y + 0.5 - cy) > reachY) {
        luma[y * width + x] = tableLuma(table, x + 0.5, y + 0.5);
        continue;
      }
      // 2x2 samples per pixel: module edges fall between pixels as a lens makes them.
      luma[y * width + x] =
        (sample(x + 0.25, y + 0.25) +
          sample(x + 0.75, y + 0.25) +
          sample(x + 0.25, y + 0.75) +
          sample(x + 0.75, y + 0.75)) /
        4;
    }
  }
  const blurred = blur > 0 ? boxBlur(luma, width, height, blur) : luma;
  const out = new Uint8Array(width * height);
  for (let i = 0; i < out.length; i++) {
    const value = (blurred[i] ?? 0) + (noise > 0 ? gaussian(rand) * noise : 0);
    out[i] = Math.min(VIDEO_MAX, Math.max(VIDEO_MIN, Math.round(value)));
  }
  return out;
}

/** A dark wooden table with its grain, or a light counter. */
function tableLuma(table: "dark" | "light", x: number, y: number): number {
  const grain = Math.sin(y * 0.09 + Math.sin(x * 0.013) * 2.5) * 7 + Math.sin(x * 0.21) * 2;
  return (table === "dark" ? 42 : 188) + grain;
}

function boxBlur(src: Float32Array, width: number, height: number, radius: number): Float32Array {
  const r = Math.max(1, Math.round(radius));
  const pass = (from: Float32Array, horizontal: boolean) => {
    const to = new Float32Array(from.length);
    const [outer, inner] = horizontal ? [height, width] : [width, height];
    for (let o = 0; o < outer; o++) {
      for (let i = 0; i < inner; i++) {
        let sum = 0;
        let count = 0;
        for (let k = -r; k <= r; k++) {
          const j = i + k;
          if (j < 0 || j >= inner) continue;
          sum += from[horizontal ? o * width + j : j * width + o] ?? 0;
          count++;
        }
        to[horizontal ? o * width + i : i * width + o] = sum / count;
      }
    }
    return to;
  };
  return pass(pass(src, true), false);
}

/** The whole .y4m file of a scene. */
export function sceneVideo(symbol: CodeSymbol, options: SceneOptions): Uint8Array {
  const { width = 640, height = 480, frames = 4, fps = 30 } = options;
  const planes = Array.from({ length: frames }, (_, frame) => renderScene(symbol, options, frame));
  return y4mFrames(planes, width, height, fps);
}
