/**
 * What a details page is made of (a receipt, an invoice, a bank transaction, an event): the read
 * of one thing (cache-first, src/ui/offline/use-cached-read.ts) with its loading, "not found" and
 * error states and the way back to its list, then panels of labelled values and titled sections.
 */
import { Alert, Button, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useLocation } from "wouter";
import { ApiError } from "@/lib/api/api-error";
import { errorMessage } from "@/lib/api/error-messages";
import { Fact } from "./fact";
import { DataAge } from "./offline/data-age";
import type { CachedRead } from "./offline/use-cached-read";
import { DetailsSkeleton } from "./details-skeleton";

interface LoadedProps<T> {
  read: CachedRead<T>;
  /** The screen's title, said above a failure. */
  title: string;
  /** What to say when the API knows no such thing ("Cette facture n'existe pas"). */
  notFound: string;
  /** The list to go back to. */
  back: string;
  children: (data: T) => ReactNode;
}

/** The details once read; meanwhile their shape (details-skeleton.tsx), or what went wrong and the way back to the list. */
export function Loaded<T>({ read, title, notFound, back, children }: LoadedProps<T>) {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  if (read.loading) return <DetailsSkeleton section={160} />;
  if (!read.data) {
    const missing = read.error instanceof ApiError && read.error.status === 404;
    return (
      <Alert color={missing ? "yellow" : "red"} title={title}>
        <Stack gap="xs" align="flex-start">
          <Text>{missing ? notFound : i18n._(errorMessage(read.error))}</Text>
          <Button variant="light" onClick={() => navigate(back)}>
            <Trans>Retour à la liste</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      {children(read.data)}
      <DataAge fetchedAt={read.fetchedAt} stale={read.stale} />
    </Stack>
  );
}

const shown = (value: ReactNode) =>
  value === null || value === undefined || value === false || value === "" ? "—" : value;

/** Labelled values, `[label, value]`, three a row on a landscape tablet; "—" for none. */
function FactsGrid({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 3 }}>
      {facts.map(([label, value]) => (
        <Fact key={label} label={label}>
          {shown(value)}
        </Fact>
      ))}
    </SimpleGrid>
  );
}

/** A panel of labelled values (a details page's first one). */
export function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <Paper withBorder radius="md" p="md">
      <FactsGrid facts={facts} />
    </Paper>
  );
}

/** A titled part of a details page (the booker, the cards, an invoice's lines): its values, then the rest. */
export function Section({
  title,
  facts = [],
  children,
}: {
  title: ReactNode;
  facts?: [string, ReactNode][];
  children?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section">
      <Stack gap="sm">
        <Text component="h2" fw={700} size="lg">
          {title}
        </Text>
        {facts.length > 0 && <FactsGrid facts={facts} />}
        {children}
      </Stack>
    </Paper>
  );
}
