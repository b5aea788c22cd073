/**
 * The only door to html5-qrcode. The library (about 107 kB gzip) is imported dynamically here and
 * nowhere else, so it is its own chunk, fetched when a scanner opens. Guarantees: a session
 * decodes at most once (the first decode stops the camera), and stop() releases the MediaStream
 * even when called while the camera is still starting.
 */
import type { Html5Qrcode } from "html5-qrcode";

export type CameraFailure = "permission" | "no-camera" | "other";

export interface CameraChoice {
  id: string;
  label: string;
}

/** Which camera to open: the back one by default, or one chosen from listCameras(). */
export type CameraTarget = { facingMode: "environment" } | { deviceId: string };

export interface CameraSession {
  /** Settles when the camera shows (resolves) or cannot start (rejects, see cameraFailure). */
  ready: Promise<void>;
  /** Stops the camera and empties the element; safe to call twice, or before ready settled. */
  stop(): Promise<void>;
}

const loadLibrary = () => import("html5-qrcode");

/** Stops under way, by element: a restarted camera waits until the old one let go of the element. */
const releasing = new Map<string, Promise<void>>();

export async function listCameras(): Promise<CameraChoice[]> {
  const { Html5Qrcode } = await loadLibrary();
  const cameras = await Html5Qrcode.getCameras();
  return cameras.map(({ id, label }) => ({ id, label }));
}

/**
 * Opens the camera in the element `elementId` and calls onDecode once with the first code read
 * (QR, Code 128, EAN-13, Code 39; the native BarcodeDetector where the browser has one).
 */
export function startCamera(
  elementId: string,
  target: CameraTarget,
  onDecode: (text: string) => void,
): CameraSession {
  let scanner: Html5Qrcode | null = null;
  let stopping: Promise<void> | null = null;
  let decoded = false;
  const onSuccess = (text: string) => {
    // The library keeps decoding frames until stop() resolves: only the first one counts.
    if (decoded) return;
    decoded = true;
    void stop();
    onDecode(text);
  };
  const ready = (async () => {
    const [{ Html5Qrcode, Html5QrcodeSupportedFormats: F }] = await Promise.all([
      loadLibrary(),
      releasing.get(elementId),
    ]);
    if (stopping) return;
    scanner = new Html5Qrcode(elementId, {
      verbose: false,
      formatsToSupport: [F.QR_CODE, F.CODE_128, F.EAN_13, F.CODE_39],
      experimentalFeatures: { useBarCodeDetectorIfSupported: true },
    });
    const camera = "deviceId" in target ? target.deviceId : { facingMode: target.facingMode };
    // No qrbox: the whole frame is scanned, so a card held off-centre or a wide 1D barcode reads too.
    await scanner.start(camera, { fps: 10 }, onSuccess, undefined);
  })();
  const stop = () => {
    if (stopping) return stopping;
    // Waiting for start to settle first is what keeps a late-starting stream from leaking.
    const done = ready.catch(() => undefined).then(() => (scanner ? release(scanner) : undefined));
    stopping = done;
    releasing.set(elementId, done);
    void done.then(() => releasing.get(elementId) === done && releasing.delete(elementId));
    return done;
  };
  return { ready, stop };
}

async function release(scanner: Html5Qrcode): Promise<void> {
  try {
    if (scanner.isScanning) await scanner.stop();
    scanner.clear();
  } catch {
    // Stopping a camera that never started throws; there is then nothing to release.
  }
}

/**
 * Sorts a start or listing failure. html5-qrcode wraps getUserMedia errors in strings
 * ("Error getting userMedia, error = NotAllowedError: ..."), so names are matched in the text.
 */
export function cameraFailure(error: unknown): CameraFailure {
  const text = error instanceof Error ? `${error.name} ${error.message}` : describe(error);
  if (/NotAllowedError|PermissionDenied|SecurityError|Permission denied/i.test(text)) {
    return "permission";
  }
  if (/NotFoundError|DevicesNotFound|OverconstrainedError|device not found/i.test(text)) {
    return "no-camera";
  }
  return "other";
}

/** DOMException-like objects from some browsers are not Error instances but carry a name. */
function describe(error: unknown): string {
  if (typeof error === "object" && error !== null && "name" in error) {
    return `${String(error.name)} ${"message" in error ? String(error.message) : ""}`;
  }
  return typeof error === "string" ? error : "";
}
