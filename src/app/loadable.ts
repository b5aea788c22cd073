import { createElement, lazy, useState, type ComponentType } from "react";

/** A component loaded on demand, with `preload` to fetch its code before it is rendered. */
export type Loadable<P extends object = object, M = unknown> = ComponentType<P> & {
  /** Fetches the code; resolves with its module. */
  preload: () => Promise<M>;
};

/**
 * A component whose code loads on demand, as with React.lazy, but rendered at once when its code
 * is already there (preloaded: src/main.tsx waits for the first screen's before rendering).
 * React.lazy suspends on its first render even then: the screen would show its loader first, and
 * React spaces the reveals that follow a loader by 300 ms.
 */
export function loadable<
  P extends object,
  M extends { default: ComponentType<P> } = { default: ComponentType<P> },
>(load: () => Promise<M>): Loadable<P, M> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<M> | undefined;
  const preload = () => (loading ??= load().then((module) => ((loaded = module.default), module)));
  const Lazy = lazy(preload) as unknown as ComponentType<P>;
  function Loaded(props: P) {
    // Chosen once for the element's life: switching from one to the other would remount it.
    const [component] = useState(() => loaded ?? Lazy);
    return createElement(component, props);
  }
  return Object.assign(Loaded, { preload });
}
