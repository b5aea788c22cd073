import { Alert, Button, Group, Text } from "@mantine/core";
import { Trans } from "@lingui/react/macro";
import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import { afterPaint } from "@/lib/screen-shown";

/**
 * A part of a screen whose code comes after the screen (a card's histories): loaded by `load` once
 * the screen has been painted (its code and its data then never delay the screen's first paint),
 * shown in place of `fallback` meanwhile. If its code cannot come (offline on a first visit,
 * before the service worker holds it), the part says so with "Réessayer" instead of taking the
 * screen down; a retry (or the network coming back) asks for the code again.
 */
export function LazyPart<P extends object>({
  load,
  props,
  fallback,
}: {
  load: () => Promise<{ default: ComponentType<P> }>;
  props: P;
  fallback: ReactNode;
}) {
  const [Part, setPart] = useState(() => lazy(load));
  // The part is asked for once the browser has painted the screen around it.
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    void afterPaint().then(() => live && setPainted(true));
    return () => void (live = false);
  }, []);
  if (!painted) return fallback;
  return (
    <PartBoundary onRetry={() => setPart(() => lazy(load))}>
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    </PartBoundary>
  );
}

class PartBoundary extends Component<
  { children: ReactNode; onRetry: () => void },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    const retry = () => (this.setState({ failed: false }), this.props.onRetry());
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
