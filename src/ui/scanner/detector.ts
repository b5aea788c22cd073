/**
 * The scanner's decoder: the browser's own BarcodeDetector where it has one that reads every card
 * symbology, and otherwise the barcode-detector ponyfill over ZXing-C++ compiled to WebAssembly.
 * html5-qrcode's bundled zxing-js is not used to decode: its 1D search fails beside any dark patch
 * (a hand, a table) and it reads a viewfinder-sized canvas. This module is imported only when a
 * scanner opens (camera.ts), and the .wasm file is the app's own (Vite emits it, the service worker
 * precaches it: vite.config.ts), never a CDN's, so scanning works offline and on a venue network
 * without internet.
 */
import wasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";
import { CARD_CODE_FORMATS } from "@/contract/card-codes";

export interface DetectedCode {
  rawValue: string;
  format: string;
  boundingBox: { width: number; height: number };
}

export interface Detector {
  detect(source: HTMLVideoElement | ImageBitmap | ImageData): Promise<DetectedCode[]>;
}

interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

const formats = [...CARD_CODE_FORMATS];

let loading: Promise<Detector> | null = null;

/** One detector per page, made on the first call (the WASM module is compiled once). */
export function loadDetector(): Promise<Detector> {
  loading ??= makeDetector().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

async function makeDetector(): Promise<Detector> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (native) {
    const supported = await native.getSupportedFormats().catch((): string[] => []);
    if (formats.every((format) => supported.includes(format))) return new native({ formats });
  }
  const { BarcodeDetector, prepareZXingModule } = await import("barcode-detector/ponyfill");
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith(".wasm") ? wasmUrl : prefix + path,
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats });
}
