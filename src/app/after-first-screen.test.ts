// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterPaint, FRAME_MARGIN_MS } from "@/lib/screen-shown";
import {
  afterFirstScreen,
  idle,
  loaded,
  NO_IDLE_DELAY_MS,
  screenShown,
  type FirstScreenWindow,
} from "./after-first-screen";

/** A window whose load event, idle callbacks and timers the test fires by hand. */
function fakeWindow(readyState: DocumentReadyState, withIdle = true) {
  const onLoad: (() => void)[] = [];
  const idleCalls: { callback: () => void; timeout: number }[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const win: FirstScreenWindow = {
    document: { readyState },
    addEventListener: (_type, listener) => void onLoad.push(listener),
    setTimeout: (callback, ms) => timers.push({ callback, ms }),
    ...(withIdle && {
      requestIdleCallback: (callback, { timeout }) => idleCalls.push({ callback, timeout }),
    }),
  };
  return { win, onLoad, idleCalls, timers };
}

/** Whether `promise` has settled within `ms` (two frames and a margin: what `afterPaint` waits). */
const settled = async (promise: Promise<void>, ms = 120) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, ms));
  return done;
};

function rootWith(html: string) {
  const root = document.createElement("div");
  root.innerHTML = html;
  return root;
}

afterEach(() => vi.useRealTimers());

describe("the waits before the installed-app wiring", () => {
  it("loaded: waits for the load event, unless the page has loaded already", async () => {
    const loading = fakeWindow("interactive");
    const waiting = loaded(loading.win);
    expect(await settled(waiting)).toBe(false);
    loading.onLoad.forEach((listener) => listener());
    expect(await settled(waiting)).toBe(true);
    expect(await settled(loaded(fakeWindow("complete").win))).toBe(true);
  });

  it("screenShown: waits while the root is empty or shows a loader", async () => {
    const root = rootWith("");
    const waiting = screenShown(root);
    root.innerHTML = `<div><span class="mantine-Loader-root"></span></div>`;
    expect(await settled(waiting)).toBe(false);
    root.innerHTML = `<main><form></form></main>`;
    expect(await settled(waiting)).toBe(true);
    expect(await settled(screenShown(rootWith("<main></main>")))).toBe(true);
  });

  it("screenShown: gives up waiting after maxWaitMs", async () => {
    vi.useFakeTimers();
    const waiting = screenShown(rootWith(`<span class="mantine-Loader-root"></span>`), 1000);
    let done = false;
    void waiting.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(false); // then the paint of whatever it shows
    await vi.advanceTimersByTimeAsync(40 + FRAME_MARGIN_MS);
    expect(done).toBe(true);
  });

  it("afterPaint: waits two frames and a margin, or maxWaitMs where no frame comes (hidden tab)", async () => {
    vi.useFakeTimers();
    let painted = false;
    void afterPaint().then(() => (painted = true));
    await vi.advanceTimersByTimeAsync(FRAME_MARGIN_MS);
    expect(painted).toBe(false);
    await vi.advanceTimersByTimeAsync(40);
    expect(painted).toBe(true);
    vi.stubGlobal("requestAnimationFrame", () => 0); // a frame that never comes
    let late = false;
    void afterPaint(500).then(() => (late = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(late).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(late).toBe(true);
    vi.unstubAllGlobals();
  });

  it("idle: asks for an idle moment (bounded), or pauses where the browser has none", async () => {
    const withIdle = fakeWindow("complete");
    const waiting = idle(withIdle.win, 4000);
    expect(withIdle.idleCalls.map((call) => call.timeout)).toEqual([4000]);
    withIdle.idleCalls[0]?.callback();
    expect(await settled(waiting)).toBe(true);
    const without = fakeWindow("complete", false);
    void idle(without.win);
    expect(without.timers.map((timer) => timer.ms)).toEqual([NO_IDLE_DELAY_MS]);
  });

  it("afterFirstScreen: runs the task after load, the screen and an idle moment, in that order", async () => {
    const task = vi.fn();
    const { win, onLoad, idleCalls } = fakeWindow("loading");
    const root = rootWith(`<span class="mantine-Loader-root"></span>`);
    const running = afterFirstScreen(task, root, win);
    onLoad.forEach((listener) => listener());
    await settled(Promise.resolve());
    expect(idleCalls).toHaveLength(0);
    root.innerHTML = "<form></form>";
    await vi.waitFor(() => expect(idleCalls).toHaveLength(1));
    expect(task).not.toHaveBeenCalled();
    idleCalls[0]?.callback();
    await running;
    expect(task).toHaveBeenCalledOnce();
  });
});
