/**
 * The only door to html5-qrcode, which opens, shows and closes the camera. The library (about
 * 107 kB gzip) and the decoder (detector.ts) are imported dynamically here and nowhere else, so
 * they are their own chunks, fetched when a scanner opens. Frames are decoded by decodeFrames at
 * the camera's resolution (1280x720 asked for), not by the library's zxing-js loop, which is
 * slowed to one look at the first frame (LIBRARY_FPS) and never mirrors. Guarantees: a session
 * reads at most once (the first read stops the camera), and stop() releases the MediaStream even
 * when called while the camera is still starting.
 */
import type { Html5Qrcode } from "html5-qrcode";
import type { ScannedCode } from "@/contract/card-codes";
import { decodeFrames } from "./decode-frames";

export type CameraFailure = "permission" | "no-camera" | "decoder" | "other";

export interface CameraChoice {
  id: string;
  label: string;
}

/** Which camera to open: the back one by default, or one chosen from listCameras(). */
export type CameraTarget = { facingMode: "environment" } | { deviceId: string };

export interface Torch {
  on: boolean;
  set(on: boolean): Promise<void>;
}

export interface CameraSession {
  /** Settles when the camera shows (resolves) or cannot start (rejects, see cameraFailure). */
  ready: Promise<void>;
  /** Stops the camera and empties the element; safe to call twice, or before ready settled. */
  stop(): Promise<void>;
  /** The camera's torch once it shows, or null when it has none. */
  torch(): Torch | null;
}

/** The library's own decoding: once at start, then not for 1000 s (decodeFrames reads instead). */
const LIBRARY_FPS = 0.001;

/** The resolution asked of the camera: small 1D bars need pixels, more costs decode time. */
const RESOLUTION = { width: { ideal: 1280 }, height: { ideal: 720 } };

const loadLibrary = () => import("html5-qrcode");

/** The decoder could not load (its .wasm not cached and no network): scanning cannot work. */
class DecoderUnavailable extends Error {
  override name = "DecoderUnavailable";
}

const loadDecoder = () =>
  import("./detector")
    .then(({ loadDetector }) => loadDetector())
    .catch((error: unknown) => {
      throw new DecoderUnavailable(String(error));
    });

/** Stops under way, by element: a restarted camera waits until the old one let go of the element. */
const releasing = new Map<string, Promise<void>>();

export async function listCameras(): Promise<CameraChoice[]> {
  const { Html5Qrcode } = await loadLibrary();
  const cameras = await Html5Qrcode.getCameras();
  return cameras.map(({ id, label }) => ({ id, label }));
}

/**
 * Opens the camera in the element `elementId` and calls onRead once with the first code read
 * (src/contract/card-codes.ts lists the symbologies).
 */
export function startCamera(
  elementId: string,
  target: CameraTarget,
  onRead: (code: ScannedCode) => void,
): CameraSession {
  let scanner: Html5Qrcode | null = null;
  let stopping: Promise<void> | null = null;
  let stopDecoding = () => {};
  let read = false;
  let torch: Torch | null = null;
  const onCode = (code: ScannedCode) => {
    // Both the library's first look and decodeFrames may read: only the first one counts.
    if (read) return;
    read = true;
    void stop();
    onRead(code);
  };
  const ready = (async () => {
    const [{ Html5Qrcode, Html5QrcodeSupportedFormats: F }, detector] = await Promise.all([
      loadLibrary(),
      loadDecoder(),
      releasing.get(elementId),
    ]);
    if (stopping) return;
    scanner = new Html5Qrcode(elementId, {
      verbose: false,
      formatsToSupport: [F.QR_CODE],
      useBarCodeDetectorIfSupported: false,
    });
    const camera = "deviceId" in target ? { deviceId: { exact: target.deviceId } } : target;
    // No qrbox: the whole frame is scanned, so a card held off-centre or a wide 1D barcode reads too.
    await scanner.start(
      camera,
      { fps: LIBRARY_FPS, disableFlip: true, videoConstraints: { ...camera, ...RESOLUTION } },
      (text) => onCode({ text, format: "qr_code" }),
      undefined,
    );
    if (stopping) return;
    const video = document.querySelector<HTMLVideoElement>(`#${elementId} video`);
    if (video) stopDecoding = decodeFrames(video, detector, onCode);
    torch = torchOf(scanner);
  })();
  const stop = () => {
    if (stopping) return stopping;
    stopDecoding();
    // Waiting for start to settle first is what keeps a late-starting stream from leaking.
    const done = ready.catch(() => undefined).then(() => (scanner ? release(scanner) : undefined));
    stopping = done;
    releasing.set(elementId, done);
    void done.then(() => releasing.get(elementId) === done && releasing.delete(elementId));
    return done;
  };
  return { ready, stop, torch: () => torch };
}

function torchOf(scanner: Html5Qrcode): Torch | null {
  try {
    const feature = scanner.getRunningTrackCameraCapabilities().torchFeature();
    if (!feature.isSupported()) return null;
    const torch: Torch = {
      on: feature.value() === true,
      set: async (on) => {
        await feature.apply(on);
        torch.on = on;
      },
    };
    return torch;
  } catch {
    return null;
  }
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
  if (error instanceof DecoderUnavailable) return "decoder";
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
