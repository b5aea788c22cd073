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
    constructor(
      readonly elementId: string,
      readonly config: unknown,
    ) {
      scanners.push(this);
    }
  }
  return { scanners, FakeScanner };
});

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
  it("opens the back camera for QR, Code 128, EAN-13 and Code 39, native detector first", async () => {
    const session = startCamera("view", { facingMode: "environment" }, vi.fn());
    const scanner = await started();
    expect(scanner.elementId).toBe("view");
    expect(scanner.config).toMatchObject({
      formatsToSupport: [0, 5, 9, 3],
      experimentalFeatures: { useBarCodeDetectorIfSupported: true },
    });
    expect(scanner.start.mock.calls[0]?.[0]).toEqual({ facingMode: "environment" });
    scanner.settle?.resolve();
    await expect(session.ready).resolves.toBeUndefined();
  });

  it("reports only the first of repeated decodes, then releases the camera", async () => {
    const onDecode = vi.fn();
    startCamera("view", { deviceId: "cam-2" }, onDecode);
    const scanner = await started();
    expect(scanner.start.mock.calls[0]?.[0]).toBe("cam-2");
    scanner.settle?.resolve();
    scanner.onSuccess?.("0412");
    scanner.onSuccess?.("0412");
    expect(onDecode).toHaveBeenCalledExactlyOnceWith("0412");
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
