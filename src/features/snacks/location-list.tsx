import { msg } from "@lingui/core/macro";
import type { I18n } from "@lingui/core";
import type { SnackLocation, SnackType } from "@/contract/snacks";
import { snackLocationsApi } from "@/contract/snacks.endpoints";
import { valuesOf } from "@/lib/api/call";
import { defineList, type ListDeclaration } from "@/ui/paged-list/resource-list";
import { LocationFormModal } from "./location-form";
import { perType, SNACK_SCREENS } from "./snack-types";

type ZoneFilters = { name: string };

const minutes = (count: number, i18n: I18n) => i18n._(msg`${count} min`);

function locationList(type: SnackType): ListDeclaration<SnackLocation, ZoneFilters> {
  const { param } = SNACK_SCREENS[type];
  return defineList<SnackLocation, ZoneFilters>({
    cache: `snack-locations-${param}`,
    screen: {
      title: msg`Zones de préparation`,
      create: { label: msg`Nouvelle zone`, right: "SNACKLOCATION_ADD_UPDATE" },
    },
    all: () => valuesOf(snackLocationsApi.list, { query: { productType: param } }),
    size: 20,
    filters: { name: "" },
    filterFields: [{ name: "name", label: msg`Nom ou imprimante` }],
    match: (zone, { name }) =>
      `${zone.name} ${zone.printerName}`
        .toLocaleLowerCase()
        .includes(name.trim().toLocaleLowerCase()),
    sortBy: {
      name: (z) => z.name,
      printer: (z) => z.printerName,
      amber: (z) => z.amberAfterMinutes,
      red: (z) => z.redAfterMinutes,
    },
    rowKey: (zone) => zone.id,
    columns: [
      { key: "name", header: msg`Nom`, render: (z) => z.name },
      { key: "printer", header: msg`Imprimante`, render: (z) => z.printerName },
      {
        key: "amber",
        header: msg`Orange après`,
        render: (z, i18n) => minutes(z.amberAfterMinutes, i18n),
        align: "right",
      },
      {
        key: "red",
        header: msg`Rouge après`,
        render: (z, i18n) => minutes(z.redAfterMinutes, i18n),
        align: "right",
      },
    ],
    empty: msg`Aucune zone de préparation`,
    form: {
      render: ({ opened, row, onClose, onSaved }) => (
        <LocationFormModal
          opened={opened}
          type={type}
          zone={row}
          onClose={onClose}
          onSaved={() => onSaved()}
        />
      ),
      update: snackLocationsApi.update,
    },
    remove: {
      endpoint: snackLocationsApi.remove,
      params: (zone) => ({ id: zone.id }),
      confirm: ({ name }) =>
        msg`La zone « ${name} » sera supprimée : ses articles ne seront plus préparés nulle part tant qu'une autre zone ne leur est pas donnée.`,
      done: msg`Zone supprimée`,
      failed: msg`Erreur lors de la suppression de la zone`,
    },
  });
}

/** The preparation zones of each type (one declaration each: their caches differ). */
export const LOCATION_LISTS: Record<
  SnackType,
  ListDeclaration<SnackLocation, ZoneFilters>
> = perType(locationList);
