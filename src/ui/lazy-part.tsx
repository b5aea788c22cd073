import { Alert, Button, Group, Text } from "@mantine/core";
import { Trans } from "@lingui/react/macro";
import {
  Component,
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import { loadOnce } from "@/lib/load-once";
import { afterPaint } from "@/lib/screen-shown";
import { loadScreenMessages } from "@/lib/i18n/i18n";
import { loadFullStyles } from "./full-styles";

/** A part's code, asked for once (again after a failure), and known once it has come. */
export type PartLoader<P extends object> = (() => Promise<{ default: ComponentType<P> }>) & {
  /** The part, once its code has come: rendered at once then, without a fallback. */
  loaded?: ComponentType<P>;
};

/** The props of a component type. */
type PropsOf<C> = C extends ComponentType<infer P> ? (P extends object ? P : object) : never;

/**
 * `load` (a part's import) made a `PartLoader`: one request at a time, retried after a failure.
 * The part comes with the app's whole Mantine stylesheet, which the first screens do without,
 * unless `firstSheets` (its styles are in src/app/first-screen.css: the toasts' container), and
 * with the screens' texts if `screenTexts` (a part of a screen that shows without them: a card's
 * dialogs and histories, see lingui.config.ts).
 */
export function partLoader<M extends { default: unknown }>(
  load: () => Promise<M>,
  { firstSheets = false, screenTexts = false } = {},
): PartLoader<PropsOf<M["default"]>> {
  type Part = { default: ComponentType<PropsOf<M["default"]>> };
  const once = loadOnce(() =>
    Promise.all([
      load(),
      firstSheets || loadFullStyles(),
      screenTexts && loadScreenMessages(),
    ]).then(([module]) => module),
  );
  const get: PartLoader<PropsOf<M["default"]>> = () =>
    once().then((module) => {
      const part = module as unknown as Part;
      get.loaded = part.default;
      return part;
    });
  return get;
}

/**
 * A part of a screen whose code comes after the screen (a card's histories, its dialogs): loaded
 * by `load` once the screen has been painted (its code and its data then never delay the
 * screen's first paint), shown in place of `fallback` meanwhile; at once if its code has come
 * already (preloaded). If its code cannot come (offline on a first visit, before the service
 * worker holds it), the part says so with "Réessayer" instead of taking the screen down (`quiet`:
 * it shows its fallback, for a part of the header or the toasts' container); a retry (or the
 * network coming back) asks for the code again.
 */
export function LazyPart<P extends object>({
  load,
  props,
  fallback,
  quiet = false,
}: {
  load: PartLoader<P>;
  props: P;
  fallback: ReactNode;
  quiet?: boolean;
}) {
  const [Part, setPart] = useState(() => load.loaded ?? lazy(load));
  // The part is asked for once the browser has painted the screen around it, and rendered in
  // slices (a transition): a part as big as a card's histories holds no task long.
  const [painted, setPainted] = useState(load.loaded !== undefined);
  useEffect(() => {
    if (painted) return;
    let live = true;
    void afterPaint().then(() => live && startTransition(() => setPainted(true)));
    return () => void (live = false);
  }, [painted]);
  if (!painted) return fallback;
  return (
    <PartBoundary onRetry={() => setPart(() => lazy(load))} quiet={quiet && fallback}>
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    </PartBoundary>
  );
}

/**
 * A component whose code comes on demand, as with React.lazy, but through `LazyPart`: code that
 * cannot come (offline before it did) says so and comes back with the network, never taking the
 * app down (React.lazy with no error boundary blanks the whole page).
 */
export function lazyPart<M extends { default: unknown }>(
  load: () => Promise<M>,
  fallback: ReactNode = null,
): (props: PropsOf<M["default"]>) => ReactNode {
  const part = partLoader(load);
  return function Part(props: PropsOf<M["default"]>) {
    return <LazyPart load={part} props={props} fallback={fallback} />;
  };
}

class PartBoundary extends Component<
  { children: ReactNode; onRetry: () => void; quiet: ReactNode | false },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    const retry = () => (this.setState({ failed: false }), this.props.onRetry());
    if (this.props.quiet !== false)
      return (
        <>
          <RetryWhenOnline retry={retry} />
          {this.props.quiet}
        </>
      );
    return (
      <Alert color="orange" role="status">
        <RetryWhenOnline retry={retry} />
        <Group justify="space-between">
          <Text>
            <Trans>Cette partie de l'écran n'a pas pu se charger (réseau absent ?).</Trans>
          </Text>
          <Button variant="light" onClick={retry}>
            <Trans>Réessayer</Trans>
          </Button>
        </Group>
      </Alert>
    );
  }
}

/** Back online, the part is asked for again without a tap. */
function RetryWhenOnline({ retry }: { retry: () => void }) {
  useEffect(() => {
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [retry]);
  return null;
}
