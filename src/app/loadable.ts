import { createElement, lazy, useState, type ComponentType } from "react";

/** A component loaded on demand, with `preload` to fetch its code before it is rendered. */
export type Loadable<P extends object = object> = ComponentType<P> & {
  preload: () => Promise<unknown>;
};

/**
 * A component whose code loads on demand, as with React.lazy, but rendered at once when its code
 * is already there (preloaded: src/main.tsx waits for the first screen's before rendering).
 * React.lazy suspends on its first render even then: the screen would show its loader first, and
 * React spaces the reveals that follow a loader by 300 ms.
 */
export function loadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Loadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => (loading ??= load().then((module) => ((loaded = module.default), module)));
  const Lazy = lazy(preload) as unknown as ComponentType<P>;
  function Loaded(props: P) {
    // Chosen once for the element's life: switching from one to the other would remount it.
    const [component] = useState(() => loaded ?? Lazy);
    return createElement(component, props);
  }
  return Object.assign(Loaded, { preload });
}
