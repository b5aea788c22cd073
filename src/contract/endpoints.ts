/**
 * Every endpoint of the API, as declared in src/contract/*.endpoints.ts: what the reference
 * server must serve (server/http/endpoints.test.ts), what the OpenAPI document describes and what
 * `npm run check-api` checks against any venue's API (scripts/check-api.ts). The app never
 * imports this list: each screen imports the few endpoints it calls.
 */
import type { AnyEndpoint } from "./endpoint";
import * as cardImport from "./card-import.endpoints";
import * as cards from "./cards.endpoints";
import * as catalogue from "./catalogue.endpoints";
import * as customers from "./customers.endpoints";
import * as devices from "./devices.endpoints";
import * as deviceSoftware from "./device-software.endpoints";
import * as employees from "./employees.endpoints";
import * as events from "./events.endpoints";
import * as health from "./health.endpoints";
import * as kiosks from "./kiosks.endpoints";
import * as money from "./money.endpoints";
import * as monitor from "./monitor.endpoints";
import * as planning from "./planning.endpoints";
import * as roles from "./roles.endpoints";
import * as site from "./site.endpoints";
import * as snackPictures from "./snack-pictures.endpoints";
import * as snacks from "./snacks.endpoints";
import * as staffCards from "./staff-cards.endpoints";
import * as testHooks from "./test-hooks.endpoints";

/** A resource's endpoints ("gamesApi": list, one, create...), as an area module exports them. */
export type EndpointGroup = Readonly<Record<string, AnyEndpoint>>;

const AREAS = {
  health,
  site,
  roles,
  employees,
  customers,
  cards,
  cardImport,
  staffCards,
  kiosks,
  devices,
  deviceSoftware,
  catalogue,
  snacks,
  snackPictures,
  money,
  monitor,
  events,
  planning,
};

/** Each endpoint with its name ("gamesApi.list"), in the areas' order. */
function named(areas: Record<string, Record<string, unknown>>): [string, AnyEndpoint][] {
  return Object.values(areas).flatMap((area) =>
    Object.entries(area).flatMap(([group, endpoints]) =>
      Object.entries(endpoints as EndpointGroup).map(([name, e]): [string, AnyEndpoint] => [
        `${group}.${name}`,
        e,
      ]),
    ),
  );
}

/** The product's endpoints, by name. */
export const NAMED_ENDPOINTS: readonly [string, AnyEndpoint][] = named(AREAS);
export const ENDPOINTS: readonly AnyEndpoint[] = NAMED_ENDPOINTS.map(([, e]) => e);

/** The groups of endpoints of a resource ("gamesApi"), for checks that walk a resource. */
export const ENDPOINT_GROUPS: readonly [string, EndpointGroup][] = Object.values(AREAS).flatMap(
  (area) => Object.entries(area as Record<string, EndpointGroup>),
);

/** Served only by a server started with TEST_HOOKS (server/http/test-hooks.route.ts). */
export const TEST_ENDPOINTS: readonly AnyEndpoint[] = named({ testHooks }).map(([, e]) => e);
