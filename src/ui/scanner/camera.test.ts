// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { cameraFailure, startCamera } from "./camera";

/** A stand-in for html5-qrcode's Html5Qrcode whose start() the test settles by hand. */
const lib = vi.hoisted(() => {
  const scanners: FakeScanner[] = [];
  class FakeScanner {
    isScanning = false;
    onSuccess: ((text: string) => void) | null = null;
    settle: { resolve: () => void; reject: (error: unknown) => void } | null = null;
    readonly start = vi.fn((_camera: unknown, _config: unknown, onSuccess: (t: string) => void) => {
      this.onSuccess = onSuccess;
      return new Promise<null>((resolve, reject) => {
        this.settle = {
          resolve: () => {
            this.isScanning = true;
            resolve(null);
          },
          reject,
        };
      });
    });
    readonly stop = vi.fn(async () => {
      this.isScanning = false;
    });
    readonly clear = vi.fn();
    readonly getRunningTrackCameraCapabilities = () => ({
      torchFeature: () => ({ isSupported: () => false, value: () => null, apply: vi.fn() }),
    });
    constructor(
      readonly elementId: string,
      readonly config: unknown,
    ) {
      scanners.push(this);
    }
  }
  return { scanners, FakeScanner };
});

const decoder = vi.hoisted(() => ({
  loadDetector: vi.fn(() => Promise.resolve({ detect: () => Promise.resolve([]) })),
}));
vi.mock("./detector", () => decoder);

vi.mock("html5-qrcode", () => ({
  Html5Qrcode: lib.FakeScanner,
  Html5QrcodeSupportedFormats: { QR_CODE: 0, CODE_39: 3, CODE_128: 5, EAN_13: 9 },
}));

async function started() {
  await vi.waitFor(() => expect(lib.scanners.at(-1)?.settle).toBeTruthy());
  return lib.scanners.at(-1)!;
}

beforeEach(() => {
  lib.scanners.length = 0;
});

describe("startCamera", () => {
  it("opens the back camera at 1280x720, the library's own decoding all but off", async () => {
    const session = startCamera("view", { facingMode: "environment" }, vi.fn());
    const scanner = await started();
    expect(scanner.elementId).toBe("view");
    expect(scanner.config).toMatchObject({
      formatsToSupport: [0],
      useBarCodeDetectorIfSupported: false,
    });
    expect(scanner.start.mock.calls[0]?.[0]).toEqual({ facingMode: "environment" });
    expect(scanner.start.mock.calls[0]?.[1]).toEqual({
      fps: 0.001,
      disableFlip: true,
      videoConstraints: {
        facingMode: "environment",
        width: { ideal: 1280 },
        height: { ideal: 720 },
      },
    });
    scanner.settle?.resolve();
    await expect(session.ready).resolves.toBeUndefined();
  });

  it("reports only the first of repeated decodes, then releases the camera", async () => {
    const onRead = vi.fn();
    startCamera("view", { deviceId: "cam-2" }, onRead);
    const scanner = await started();
    expect(scanner.start.mock.calls[0]?.[0]).toEqual({ deviceId: { exact: "cam-2" } });
    scanner.settle?.resolve();
    scanner.onSuccess?.("0412");
    scanner.onSuccess?.("0412");
    expect(onRead).toHaveBeenCalledExactlyOnceWith({ text: "0412", format: "qr_code" });
    await vi.waitFor(() => expect(scanner.clear).toHaveBeenCalled());
    expect(scanner.stop).toHaveBeenCalledOnce();
  });

  it("releases a camera that finishes starting after stop() was asked", async () => {
    const session = startCamera("view", { facingMode: "environment" }, vi.fn());
    const scanner = await started();
    const stopped = session.stop();
    expect(scanner.stop).not.toHaveBeenCalled();
    scanner.settle?.resolve();
    await stopped;
    expect(scanner.stop).toHaveBeenCalledOnce();
    expect(scanner.clear).toHaveBeenCalledOnce();
  });

  it("starts a camera again only once the previous one let go of the element", async () => {
    const first = startCamera("view", { facingMode: "environment" }, vi.fn());
    const old = await started();
    old.settle?.resolve();
    await first.ready;
    let letGo = () => {};
    old.stop.mockImplementationOnce(() => new Promise<void>((resolve) => (letGo = resolve)));
    void first.stop();
    const second = startCamera("view", { facingMode: "environment" }, vi.fn());
    await vi.waitFor(() => expect(old.stop).toHaveBeenCalled());
    expect(lib.scanners).toHaveLength(1);
    letGo();
    await vi.waitFor(() => expect(lib.scanners).toHaveLength(2));
    expect(old.clear).toHaveBeenCalled();
    const next = await started();
    next.settle?.resolve();
    await expect(second.ready).resolves.toBeUndefined();
  });

  it("rejects ready when the camera cannot start, and stop() stays safe", async () => {
    const session = startCamera("view", { facingMode: "environment" }, vi.fn());
    const scanner = await started();
    scanner.settle?.reject("Error getting userMedia, error = NotAllowedError: Permission denied");
    await expect(session.ready).rejects.toMatch(/NotAllowedError/);
    await session.stop();
    expect(scanner.stop).not.toHaveBeenCalled();
  });

  it("says the decoder is missing when its code or .wasm cannot load", async () => {
    decoder.loadDetector.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const session = startCamera("view", { facingMode: "environment" }, vi.fn());
    const error = await session.ready.catch((e: unknown) => e);
    expect(cameraFailure(error)).toBe("decoder");
    expect(lib.scanners).toHaveLength(0);
  });
});

describe("cameraFailure", () => {
  it("sorts refusals, missing cameras and the rest", () => {
    expect(cameraFailure(new DOMException("denied", "NotAllowedError"))).toBe("permission");
    expect(
      cameraFailure("Error getting userMedia, error = NotAllowedError: Permission denied"),
    ).toBe("permission");
    expect(cameraFailure({ name: "NotFoundError", message: "Requested device not found" })).toBe(
      "no-camera",
    );
    expect(cameraFailure(new Error("NotReadableError: busy"))).toBe("other");
    expect(cameraFailure(undefined)).toBe("other");
  });
});
