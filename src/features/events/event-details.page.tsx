import { Anchor, Group, Table, Text, Title } from "@mantine/core";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useParams } from "wouter";
import type { EventKind, VenueEventDetails } from "@/contract/events";
import { call } from "@/lib/api/call";
import { formatDateTime } from "@/lib/i18n/format";
import { paths } from "@/lib/paths";
import { useCachedRead } from "@/ui/offline/use-cached-read";
import { ScreenLink } from "@/ui/screen-link";
import { CancelledBadge, DeliveryBadge } from "./event-badges";
import { EVENT_KIND_INFO } from "./event-kinds";
import {
  ageOn,
  CHILD_GENDER_LABELS,
  cultureName,
  dayOf,
  DELIVERY_STATUS_LABELS,
  EVENT_KIND_LABELS,
  EVENT_PAYMENT_LABELS,
  hoursOf,
  mailto,
  money,
  tel,
  vatRate,
} from "./event-labels";
import { Loaded, Section } from "@/ui/details-parts";

/**
 * /birthday-event/{number}, /omniplay-event/{number}, /booked-event/{number} (INVOICE_READ, and
 * the kind's right for its call): every field of an event (spec section 3) in panels read at a
 * glance: the event, its booker, the child (birthdays), its cards, its money, its claims.
 */
export function EventDetailsPage({ kind }: { kind: EventKind }) {
  const { t } = useLingui();
  const { number = "" } = useParams<{ number: string }>();
  const id = Number(number);
  const info = EVENT_KIND_INFO[kind];
  const read = useCachedRead(`event:${kind}:${id}`, () => call(info.api.one, { params: { id } }));
  return (
    <Loaded
      read={read}
      title={t`Événement`}
      notFound={t`Cet événement n'existe pas`}
      back={info.list.path}
    >
      {(event) => <EventDetails event={event} />}
    </Loaded>
  );
}

function EventDetails({ event: e }: { event: VenueEventDetails }) {
  const { t, i18n } = useLingui();
  const kind = i18n._(EVENT_KIND_LABELS[e.kind]);
  const { code } = e;
  const age = ageOn(e.childBirthDate, e.eventDate);
  const yes = t`Oui`;
  const no = t`Non`;
  return (
    <>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {kind} {code}
        </Title>
        <Group gap="xs">
          {e.cancelled && <CancelledBadge />}
          <DeliveryBadge status={e.deliveryStatus} />
        </Group>
      </Group>
      <Section
        title={t`L'événement`}
        facts={[
          [t`Code`, e.code],
          [t`Type`, kind],
          [t`Jour`, dayOf(e.eventDate)],
          [t`Créneau`, e.slot],
          [t`Heures`, hoursOf(e)],
          [t`Formule`, e.formula],
          [t`Gâteau`, e.cake],
          [t`Annulé`, e.cancelled ? yes : no],
          [t`Créé par`, e.creator],
          [t`Langue`, cultureName(e.culture, i18n.locale)],
          [t`Créé le`, formatDateTime(e.createdDate)],
        ]}
      >
        <div>
          <Text size="sm" c="dimmed">
            <Trans>Commentaire</Trans>
          </Text>
          <Text style={{ whiteSpace: "pre-wrap" }}>{e.comment || "—"}</Text>
        </div>
      </Section>
      <Section
        title={t`Réservé par`}
        facts={[
          [t`Nom`, e.bookerName],
          [t`E-mail`, e.email && <Anchor href={mailto(e.email)}>{e.email}</Anchor>],
          [t`Téléphone`, e.phone && <Anchor href={tel(e.phone)}>{e.phone}</Anchor>],
          [t`Adresse`, e.address],
          [t`Code postal`, e.postalCode],
          [t`Pays`, e.country],
        ]}
      />
      {e.kind === "Birthday" && (
        <Section
          title={t`L'enfant`}
          facts={[
            [t`Prénom`, e.childName],
            [
              t`Date de naissance`,
              e.childBirthDate &&
                (age === null ? (
                  dayOf(e.childBirthDate)
                ) : (
                  <>
                    {dayOf(e.childBirthDate)}{" "}
                    <Plural
                      value={age}
                      one="(# an le jour de la fête)"
                      other="(# ans le jour de la fête)"
                    />
                  </>
                )),
            ],
            [t`Genre`, e.childGender && i18n._(CHILD_GENDER_LABELS[e.childGender])],
          ]}
        />
      )}
      <Section
        title={t`Cartes`}
        facts={[
          [t`Commandées`, e.cardsOrdered],
          [t`Remises`, e.cardsDelivered],
          [t`Commandées auparavant`, e.cardsPreviouslyOrdered],
          [t`Unités par carte`, e.unitsPerCard],
          [t`Unités bonus par carte`, e.bonusUnitsPerCard],
          [t`Remise des cartes`, i18n._(DELIVERY_STATUS_LABELS[e.deliveryStatus])],
        ]}
      >
        <div>
          <Text size="sm" c="dimmed">
            <Plural value={e.cards.length} one="# carte liée" other="# cartes liées" />
          </Text>
          <CardLinks cards={e.cards} />
        </div>
      </Section>
      <Section
        title={t`Paiement`}
        facts={[
          [t`Prix HT par invité`, money(e.priceExclVat, i18n.locale)],
          [t`Prix TTC par invité`, money(e.priceInclVat, i18n.locale)],
          [t`Taux de TVA`, vatRate(e.vatRate, i18n.locale)],
          [t`Moyen de paiement`, i18n._(EVENT_PAYMENT_LABELS[e.paymentMethod])],
          [t`Référence du paiement`, e.paymentReference],
          [
            t`Facture`,
            e.invoice && (
              <ScreenLink href={paths.invoice(e.invoice.number)}>{e.invoice.number}</ScreenLink>
            ),
          ],
          [t`Borne`, e.kioskName ?? t`L'accueil`],
        ]}
      />
      <Claims event={e} />
    </>
  );
}

function CardLinks({ cards }: { cards: string[] }) {
  if (cards.length === 0) return <Text>—</Text>;
  return (
    <Group gap="xs">
      {cards.map((card) => (
        <ScreenLink key={card} href={paths.card(card)}>
          {card}
        </ScreenLink>
      ))}
    </Group>
  );
}

/** Who handed which cards over, when and where, oldest first. */
function Claims({ event: e }: { event: VenueEventDetails }) {
  const { t } = useLingui();
  return (
    <Section title={t`Remises des cartes`} facts={[]}>
      {e.claims.length === 0 ? (
        <Text c="dimmed">
          <Trans>Aucune carte remise</Trans>
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table aria-label={t`Remises des cartes`} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Date`}</Table.Th>
                <Table.Th>{t`Remises par`}</Table.Th>
                <Table.Th>{t`Borne`}</Table.Th>
                <Table.Th>{t`Cartes`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {e.claims.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>{formatDateTime(c.date)}</Table.Td>
                  <Table.Td>{c.claimedBy}</Table.Td>
                  <Table.Td>{c.kioskName ?? "—"}</Table.Td>
                  <Table.Td>
                    <CardLinks cards={c.cards} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Section>
  );
}
