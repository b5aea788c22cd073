// @vitest-environment node
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { beforeAll, describe, expect, it } from "vitest";
import { prepareZXingModule, readBarcodes, type ReaderOptions } from "zxing-wasm/reader";
import { cardSymbol, SYMBOLOGIES } from "../../../tests/e2e/scanner-fixtures";
import { renderScene, type SceneOptions } from "./scene";

const NUMBER = "0420000001";

/** The decoder the app ships (detector.ts), run in Node on a rendered frame. */
async function read(luma: Uint8Array, width: number, height: number): Promise<string[]> {
  const data = new Uint8ClampedArray(width * height * 4);
  luma.forEach((value, i) => {
    data.set([value, value, value, 255], i * 4);
  });
  const options: ReaderOptions = { formats: ["QRCode", "Code128", "Code39", "EAN-13"] };
  const found = await readBarcodes({ data, width, height, colorSpace: "srgb" }, options);
  return found.filter((code) => code.isValid).map((code) => code.text);
}

beforeAll(async () => {
  const wasm = readFileSync(
    createRequire(import.meta.url).resolve("zxing-wasm/reader/zxing_reader.wasm"),
  );
  await prepareZXingModule({
    overrides: {
      wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength),
    },
    fireImmediately: true,
  });
});

describe("renderScene", () => {
  const scene: SceneOptions = { codeWidth: 1 / 3, width: 640, height: 480 };

  it("puts a white card in the middle of a dark table, the same for the same seed", () => {
    const frame = renderScene(cardSymbol(NUMBER, "qr_code"), scene);
    expect(frame).toHaveLength(640 * 480);
    expect(frame[5 * 640 + 5]).toBeLessThan(70);
    const card = frame[Math.round(480 * 0.5 - 95) * 640 + 320] ?? 0;
    expect(card).toBeGreaterThan(180);
    expect(renderScene(cardSymbol(NUMBER, "qr_code"), scene)).toEqual(frame);
    expect(renderScene(cardSymbol(NUMBER, "qr_code"), scene, 1)).not.toEqual(frame);
  });

  it.each(SYMBOLOGIES)(
    "films a %s a third of a 1280x720 frame wide that the app's decoder reads",
    async (symbology) => {
      const options = { codeWidth: 1 / 3, border: 0, width: 1280, height: 720 };
      const texts = await read(renderScene(cardSymbol(NUMBER, symbology), options), 1280, 720);
      expect(texts).toEqual([symbology === "ean_13" ? "0004200000013" : NUMBER]);
    },
  );
});
