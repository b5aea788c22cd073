/** The events log (spec section 7, "Logs"); what it records: src/contract/monitor.ts. */
import { endpoint } from "./endpoint";
import {
  machineNamesSchema,
  monitorActionsSchema,
  monitorFilterSchema,
  monitorNamesQuerySchema,
  monitorPageQuerySchema,
  monitorTypesSchema,
} from "./monitor";
import { countSchema, sortQuery } from "./paging";

const TAG = "Events log";
/** The log's orders (`sort`, the list's column key): by date only, the indexed column. */
const LOG_SORTS = ["date"] as const;
const FILTERS =
  "`StartDate` and `EndDate` (an ISO moment, or an ISO day: the venue's whole day), `Type`, `MachineName` (contained, case ignored)";

export const monitorApi = {
  list: endpoint({
    method: "get",
    path: "/api/monitoraction/all/filter",
    requirement: "LOG_READ",
    summary:
      "The log's entries, newest first (or `sort=date.asc`), one page (PageNumber from 0, PerPage, 20 by default)",
    description: `Filters ${FILTERS}. The count of the same filters: /all/filter/count.`,
    tag: TAG,
    query: monitorPageQuerySchema.extend(sortQuery(LOG_SORTS).shape),
    answers: { 200: monitorActionsSchema },
  }),
  count: endpoint({
    method: "get",
    path: "/api/monitoraction/all/filter/count",
    requirement: "LOG_READ",
    summary: "How many entries the filters select",
    description: `Filters ${FILTERS}.`,
    tag: TAG,
    query: monitorFilterSchema,
    answers: { 200: countSchema },
  }),
  machineNames: endpoint({
    method: "get",
    path: "/api/monitoraction/machinenames",
    requirement: "LOG_READ",
    summary: "The machine names of the entries between two moments, by name",
    tag: TAG,
    query: monitorNamesQuerySchema,
    answers: { 200: machineNamesSchema },
  }),
  types: endpoint({
    method: "get",
    path: "/api/monitoraction/types",
    requirement: "LOG_READ",
    summary: "The types of the entries between two moments",
    tag: TAG,
    query: monitorNamesQuerySchema,
    answers: { 200: monitorTypesSchema },
  }),
};
