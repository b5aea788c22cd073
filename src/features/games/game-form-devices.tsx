import { Alert, Select, SimpleGrid, Text, Title } from "@mantine/core";
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { SmartTouch } from "@/contract/devices";
import { deviceChoices, type DeviceChoice, isTooMany, selectorCount } from "./game-rules";

/** The selectors' "no device" choice (a value no device id takes). */
export const NO_DEVICE = "none";

interface Props {
  /** Every device (smartTouchApi.list); undefined while loading or when it failed. */
  devices: readonly SmartTouch[] | undefined;
  failed: boolean;
  /** The game edited (its own devices are free to it). */
  gameId: number | undefined;
  /** The type's maximum; undefined until a type is chosen. */
  max: number | undefined;
  /** The device ids chosen, by selector ("" for none). */
  chosen: readonly string[];
  over: number;
  onChoose: (index: number, value: string | null) => void;
}

const bySerial = (a: DeviceChoice, b: DeviceChoice) =>
  a.serialNumber.localeCompare(b.serialNumber, undefined, { numeric: true });

/**
 * The game form's device selectors (spec section 5): one per device the type allows, each
 * searchable by serial number or by what holds a device; the free devices first, then those
 * already linked, which say to what ("déjà relié à CB-001 (Cruis'n Blast)") and cannot be chosen.
 */
export function GameDevicePicker({ devices, failed, gameId, max, chosen, over, onChoose }: Props) {
  const { t, i18n } = useLingui();
  const byId = new Map((devices ?? []).map((d) => [String(d.id), d]));
  const count = selectorCount(max, chosen);

  /** A device's option: its serial number, and what holds it when it cannot be chosen. */
  function label({ value, serialNumber: serial, usedBy }: DeviceChoice): string {
    if (usedBy === null) return serial;
    if (usedBy === "here") return t`${serial} · déjà choisi ici`;
    const device = byId.get(value);
    if ("kiosk" in usedBy) {
      const kiosk = device?.kioskName ?? usedBy.kiosk;
      return t`${serial} · déjà relié à la borne ${kiosk}`;
    }
    const game = device?.gameTypeName ? `${usedBy.game} (${device.gameTypeName})` : usedBy.game;
    return t`${serial} · déjà relié à ${game}`;
  }

  function options(index: number) {
    const choices = deviceChoices(devices ?? [], gameId, chosen, index);
    const item = (d: DeviceChoice) => ({
      value: d.value,
      label: label(d),
      disabled: d.usedBy !== null,
    });
    const free = choices.filter((d) => d.usedBy === null).sort(bySerial);
    const used = choices.filter((d) => d.usedBy !== null).sort(bySerial);
    return [
      { value: NO_DEVICE, label: t`Aucun appareil` },
      ...(free.length ? [{ group: t`Libres`, items: free.map(item) }] : []),
      ...(used.length ? [{ group: t`Déjà reliés`, items: used.map(item) }] : []),
    ];
  }

  return (
    <>
      <Title order={2} size="h5">
        {t`Appareils Smart touch`}
      </Title>
      {max === undefined ? (
        <Text size="sm">{t`Choisissez d'abord le type de jeu : il dit combien d'appareils le jeu peut avoir.`}</Text>
      ) : (
        <Text size="sm">
          {i18n._(
            msg({
              message: plural(max, {
                one: "Ce type de jeu accepte # appareil. Un appareil déjà relié à une borne ou à un autre jeu ne peut pas être choisi.",
                other:
                  "Ce type de jeu accepte # appareils. Un appareil déjà relié à une borne ou à un autre jeu ne peut pas être choisi.",
              }),
            }),
          )}
        </Text>
      )}
      {over > 0 && (
        <Alert color="red" role="alert">
          {t`Trop d'appareils pour ce type de jeu : retirez-en ${over}.`}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {Array.from({ length: count }, (_, index) => {
          const position = index + 1;
          return (
            <Select
              key={index}
              label={t`Appareil ${position}`}
              placeholder={t`Rechercher un numéro, un jeu ou une borne`}
              data={options(index)}
              value={chosen[index] || NO_DEVICE}
              onChange={(value) => onChoose(index, value === null ? null : String(value))}
              error={
                isTooMany(index, max)
                  ? t`Trop d'appareils`
                  : failed
                    ? t`Liste des appareils indisponible`
                    : undefined
              }
              nothingFoundMessage={t`Aucun appareil ne correspond`}
              allowDeselect={false}
              searchable
            />
          );
        })}
      </SimpleGrid>
    </>
  );
}
