import { Alert, Box, Button, Group, Loader, Select, Stack, Text } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useEffectEvent, useId, useState } from "react";
import { Icon } from "../icons";
import {
  cameraFailure,
  listCameras,
  startCamera,
  type CameraChoice,
  type CameraFailure,
  type CameraTarget,
} from "./camera";
import { ManualEntry } from "./manual-entry";

type Status = "idle" | "starting" | "running" | "read" | CameraFailure;

interface Props {
  /** A card number read by the camera or typed, trimmed and never empty. */
  onNumber: (number: string) => void;
  /** Open the camera as soon as the panel shows (default true). */
  autoStart?: boolean;
}

const BACK_CAMERA: CameraTarget = { facingMode: "environment" };

/** The card scanner panel: the back camera reading QR codes and barcodes, and manual entry. */
export function CardScanner({ onNumber, autoStart = true }: Props) {
  const { t } = useLingui();
  const elementId = `card-scanner-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const [target, setTarget] = useState<CameraTarget>(BACK_CAMERA);
  const [attempt, setAttempt] = useState(autoStart ? 1 : 0);
  const [status, setStatus] = useState<Status>(autoStart ? "starting" : "idle");
  const [cameras, setCameras] = useState<CameraChoice[]>([]);
  const onRead = useEffectEvent((text: string) => {
    setStatus("read");
    const number = text.trim();
    if (number !== "") onNumber(number);
  });

  useEffect(() => {
    if (attempt === 0) return;
    let alive = true;
    const session = startCamera(elementId, target, (text) => onRead(text));
    session.ready.then(
      async () => {
        if (!alive) return;
        setStatus((now) => (now === "starting" ? "running" : now));
        // Labels are only known once the camera is allowed, so the switch is filled afterwards.
        const found = await listCameras().catch(() => []);
        if (alive) setCameras(found);
      },
      (error: unknown) => {
        if (alive) setStatus(cameraFailure(error));
      },
    );
    return () => {
      alive = false;
      void session.stop();
    };
  }, [elementId, target, attempt]);

  const restart = (next: CameraTarget = target) => {
    setStatus("starting");
    setTarget(next);
    setAttempt((n) => n + 1);
  };
  const deviceId = "deviceId" in target ? target.deviceId : null;
  const showCamera = status === "starting" || status === "running";

  return (
    <Stack gap="md">
      <Box pos="relative" w="100%" maw={480} mx="auto" display={showCamera ? "block" : "none"}>
        {/* html5-qrcode owns this element's children: React renders none into it. */}
        <Box id={elementId} w="100%" mih={240} bg="dark.7" style={{ overflow: "hidden" }} />
        {status === "starting" && (
          <Stack pos="absolute" inset={0} align="center" justify="center">
            <Loader color="white" aria-label={t`Démarrage de la caméra…`} />
          </Stack>
        )}
      </Box>
      <StatusMessage status={status} />
      <Group gap="sm" wrap="wrap">
        <Button
          size="lg"
          variant="light"
          leftSection={<Icon name={attempt === 0 ? "camera" : "refresh"} />}
          onClick={() => restart()}
        >
          {attempt === 0 ? t`Démarrer la caméra` : t`Redémarrer la caméra`}
        </Button>
        {cameras.length > 1 && (
          <Select
            size="lg"
            aria-label={t`Caméra`}
            placeholder={t`Caméra arrière`}
            data={cameras.map((camera, index) => {
              const position = index + 1;
              return { value: camera.id, label: camera.label || t`Caméra ${position}` };
            })}
            value={deviceId}
            onChange={(id) => id && restart({ deviceId: id })}
            allowDeselect={false}
            style={{ flex: 1, minWidth: 200 }}
          />
        )}
      </Group>
      <ManualEntry onNumber={onNumber} />
    </Stack>
  );
}

function StatusMessage({ status }: { status: Status }) {
  switch (status) {
    case "running":
      return (
        <Text ta="center">
          <Trans>Présentez le QR code ou le code-barres de la carte devant la caméra.</Trans>
        </Text>
      );
    case "read":
      return (
        <Alert color="teal" icon={<Icon name="check" />}>
          <Trans>Code lu.</Trans>
        </Alert>
      );
    case "permission":
      return (
        <Alert color="orange" icon={<Icon name="lock" />} role="alert">
          <Trans>
            Accès à la caméra refusé : autorisez la caméra dans les réglages du navigateur, ou
            saisissez le numéro.
          </Trans>
        </Alert>
      );
    case "no-camera":
      return (
        <Alert color="orange" icon={<Icon name="camera" />} role="alert">
          <Trans>Aucune caméra disponible : saisissez le numéro.</Trans>
        </Alert>
      );
    case "other":
      return (
        <Alert color="red" icon={<Icon name="alert" />} role="alert">
          <Trans>La caméra n’a pas pu démarrer : redémarrez-la, ou saisissez le numéro.</Trans>
        </Alert>
      );
    default:
      return null;
  }
}
