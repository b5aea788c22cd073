// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { decodeFrames } from "./decode-frames";
import type { DetectedCode, Detector } from "./detector";

/** A playing video whose frames the test hands out one by one. */
function playingVideo() {
  const callbacks: (() => void)[] = [];
  const video = {
    readyState: 4,
    videoWidth: 1280,
    requestVideoFrameCallback: vi.fn((callback: () => void) => callbacks.push(callback)),
    cancelVideoFrameCallback: vi.fn(),
  };
  const nextFrame = async () => {
    const callback = callbacks.shift();
    if (!callback) throw new Error("no frame asked for");
    callback();
    await Promise.resolve();
    await Promise.resolve();
  };
  return { video: video as unknown as HTMLVideoElement, raw: video, callbacks, nextFrame };
}

const code = (rawValue: string, width: number, format = "qr_code"): DetectedCode => ({
  rawValue,
  format,
  boundingBox: { width, height: width },
});

const detector = (...answers: DetectedCode[][]) => {
  const detect = vi.fn((_source: unknown) => Promise.resolve(answers.shift() ?? []));
  return { detect, reader: { detect } satisfies Detector };
};

let hidden = false;
Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden });

afterEach(() => {
  hidden = false;
});

describe("decodeFrames", () => {
  it("decodes each frame from the video itself until a code is read, then asks no more", async () => {
    const { video, callbacks, nextFrame } = playingVideo();
    const { detect, reader } = detector([], [code("0420000001", 200, "code_128")]);
    const onCode = vi.fn();
    decodeFrames(video, reader, onCode);
    await nextFrame();
    expect(onCode).not.toHaveBeenCalled();
    await nextFrame();
    expect(detect).toHaveBeenCalledTimes(2);
    expect(detect).toHaveBeenCalledWith(video);
    expect(onCode).toHaveBeenCalledExactlyOnceWith({ text: "0420000001", format: "code_128" });
    expect(callbacks).toHaveLength(0);
  });

  it("asks for the next frame only once a decode is over (one at a time, none queued)", async () => {
    const { video, raw, nextFrame } = playingVideo();
    let finish: (codes: DetectedCode[]) => void = () => {};
    const reader = { detect: vi.fn(() => new Promise<DetectedCode[]>((r) => (finish = r))) };
    decodeFrames(video, reader, vi.fn());
    await nextFrame();
    expect(raw.requestVideoFrameCallback).toHaveBeenCalledTimes(1);
    finish([]);
    await vi.waitFor(() => expect(raw.requestVideoFrameCallback).toHaveBeenCalledTimes(2));
  });

  it("takes the largest of several codes in a frame", async () => {
    const { video, nextFrame } = playingVideo();
    const onCode = vi.fn();
    const { reader } = detector([code("PC-1", 50), code("PC-2", 300), code("PC-3", 90)]);
    decodeFrames(video, reader, onCode);
    await nextFrame();
    expect(onCode).toHaveBeenCalledWith({ text: "PC-2", format: "qr_code" });
  });

  it("goes on after a frame the decoder refused", async () => {
    const { video, nextFrame } = playingVideo();
    const detect = vi
      .fn()
      .mockRejectedValueOnce(new Error("size changed"))
      .mockResolvedValue([code("PC-1", 60)]);
    const onCode = vi.fn();
    decodeFrames(video, { detect }, onCode);
    await nextFrame();
    await nextFrame();
    expect(onCode).toHaveBeenCalledOnce();
  });

  it("decodes nothing while the page is hidden, and starts again when it shows", async () => {
    const { video, raw } = playingVideo();
    hidden = true;
    decodeFrames(video, detector([code("PC-1", 60)]).reader, vi.fn());
    expect(raw.requestVideoFrameCallback).not.toHaveBeenCalled();
    hidden = false;
    document.dispatchEvent(new Event("visibilitychange"));
    expect(raw.requestVideoFrameCallback).toHaveBeenCalledOnce();
  });

  it("stops: the pending frame is cancelled and a decode under way reports nothing", async () => {
    const { video, raw, nextFrame } = playingVideo();
    let finish: (codes: DetectedCode[]) => void = () => {};
    const reader = { detect: vi.fn(() => new Promise<DetectedCode[]>((r) => (finish = r))) };
    const onCode = vi.fn();
    const stop = decodeFrames(video, reader, onCode);
    await nextFrame();
    stop();
    finish([code("PC-1", 60)]);
    await Promise.resolve();
    expect(onCode).not.toHaveBeenCalled();
    const other = playingVideo();
    decodeFrames(other.video, detector().reader, vi.fn())();
    expect(other.raw.cancelVideoFrameCallback).toHaveBeenCalledOnce();
    expect(raw.requestVideoFrameCallback).toHaveBeenCalledOnce();
  });
});
