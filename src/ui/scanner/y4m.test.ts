// @vitest-environment node
import { describe, expect, it } from "vitest";
import { rasterise, y4mHeader, y4mVideo, type ModuleMatrix } from "./y4m";

/** A 3x3 chequerboard: dark where x + y is even. */
const CHEQUER: ModuleMatrix = { size: 3, isDark: (x, y) => (x + y) % 2 === 0 };

describe("y4mVideo", () => {
  it("writes the YUV4MPEG2 header and whole 4:2:0 frames", () => {
    const file = y4mVideo(CHEQUER, { width: 640, height: 480, frames: 3 });
    const header = y4mHeader(640, 480, 30);
    expect(header).toBe("YUV4MPEG2 W640 H480 F30:1 Ip A1:1 C420jpeg\n");
    const frameSize = "FRAME\n".length + 640 * 480 * 1.5;
    expect(file.length).toBe(header.length + 3 * frameSize);
    const text = new TextDecoder("latin1");
    expect(text.decode(file.subarray(0, header.length))).toBe(header);
    for (let i = 0; i < 3; i++) {
      const at = header.length + i * frameSize;
      expect(text.decode(file.subarray(at, at + 6))).toBe("FRAME\n");
    }
    expect(file.at(-1)).toBe(128);
  });

  it("refuses odd sizes, which 4:2:0 cannot halve", () => {
    expect(() => y4mVideo(CHEQUER, { width: 641 })).toThrow();
  });
});

describe("rasterise", () => {
  it("centres the code with a light quiet zone and square modules", () => {
    // 3 modules + 2 x 4 quiet = 11 modules across 110 px: 10 px a module, code from 40 to 70.
    const luma = rasterise(CHEQUER, 110, 110);
    const at = (x: number, y: number) => luma[y * 110 + x];
    expect(at(0, 0)).toBe(235);
    expect(at(39, 45)).toBe(235);
    expect(at(40, 40)).toBe(16);
    expect(at(49, 49)).toBe(16);
    expect(at(50, 45)).toBe(235);
    expect(at(65, 65)).toBe(16);
    expect(at(70, 70)).toBe(235);
  });

  it("refuses a code that cannot fit", () => {
    expect(() => rasterise({ size: 177, isDark: () => true }, 64, 64)).toThrow();
  });
});
