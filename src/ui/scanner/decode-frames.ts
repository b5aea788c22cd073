import type { ScannedCode } from "@/contract/card-codes";
import type { DetectedCode, Detector } from "./detector";

/** Without requestVideoFrameCallback, a frame is looked at about 15 times a second. */
const FALLBACK_FRAME_MS = 66;

type FrameVideo = HTMLVideoElement & {
  requestVideoFrameCallback?: (callback: () => void) => number;
  cancelVideoFrameCallback?: (handle: number) => void;
};

/**
 * Decodes the frames of a playing video at its own resolution (the camera's, not the
 * viewfinder's): each new frame at most once, one at a time (frames that arrive during a decode
 * are skipped, never queued), nothing while the page is hidden, and nothing more once a code is
 * read (onCode is called once) or the returned stop function is called.
 */
export function decodeFrames(
  video: HTMLVideoElement,
  detector: Detector,
  onCode: (code: ScannedCode) => void,
): () => void {
  const frames = video as FrameVideo;
  let stopped = false;
  let frameHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    if (stopped) return;
    if (document.hidden) {
      document.addEventListener("visibilitychange", schedule, { once: true });
    } else if (frames.requestVideoFrameCallback) {
      frameHandle = frames.requestVideoFrameCallback(() => void tick());
    } else {
      timer = setTimeout(() => void tick(), FALLBACK_FRAME_MS);
    }
  };

  const tick = async () => {
    frameHandle = undefined;
    timer = undefined;
    if (stopped) return;
    if (document.hidden || video.readyState < 2 || video.videoWidth === 0) return schedule();
    let codes: DetectedCode[] = [];
    try {
      codes = await detector.detect(video);
    } catch {
      // A frame the decoder could not take (the stream switching size): the next one may be fine.
    }
    if (stopped) return;
    const code = largest(codes);
    if (!code) return schedule();
    stopped = true;
    onCode({ text: code.rawValue, format: code.format });
  };

  schedule();
  return () => {
    stopped = true;
    document.removeEventListener("visibilitychange", schedule);
    if (frameHandle !== undefined) frames.cancelVideoFrameCallback?.(frameHandle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** Several codes in one frame (a card beside another): the largest is the one held up. */
function largest(codes: DetectedCode[]): DetectedCode | undefined {
  const area = (c: DetectedCode) => c.boundingBox.width * c.boundingBox.height;
  return codes
    .filter((c) => c.rawValue.trim() !== "")
    .reduce<DetectedCode | undefined>(
      (best, c) => (!best || area(c) > area(best) ? c : best),
      undefined,
    );
}
