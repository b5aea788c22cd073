import { Alert, Box, Button, Group, Loader, Select, Stack, Text } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useEffectEvent, useId, useState } from "react";
import type { ScannedCode } from "@/contract/card-codes";
import { Icon, LineIcon } from "../icons";
import { MORE_ICONS } from "../more-icons";
import {
  cameraFailure,
  listCameras,
  startCamera,
  type CameraChoice,
  type CameraFailure,
  type CameraTarget,
  type Torch,
} from "./camera";
import { ManualEntry } from "./manual-entry";
import { forgetCamera, rememberCamera, rememberedCamera } from "./remembered-camera";

type Status = "idle" | "starting" | "running" | "read" | CameraFailure;

interface Props {
  /** A code read by the camera, or a number typed (format "unknown"); its text is never blank. */
  onCode: (code: ScannedCode) => void;
  /** Open the camera as soon as the panel shows (default true). */
  autoStart?: boolean;
  /** A number field under the camera (default true); off where the screen has its own. */
  manualEntry?: boolean;
}

const BACK_CAMERA: CameraTarget = { facingMode: "environment" };

/**
 * The card scanner panel: the camera reading QR codes and barcodes (the one chosen last on this
 * tablet, else the back one), its torch where it has one, and manual entry.
 */
export function CardScanner({ onCode, autoStart = true, manualEntry = true }: Props) {
  const { t } = useLingui();
  const elementId = `card-scanner-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const [target, setTarget] = useState<CameraTarget>(() => {
    const remembered = rememberedCamera();
    return remembered ? { deviceId: remembered } : BACK_CAMERA;
  });
  const [attempt, setAttempt] = useState(autoStart ? 1 : 0);
  const [status, setStatus] = useState<Status>(autoStart ? "starting" : "idle");
  const [cameras, setCameras] = useState<CameraChoice[]>([]);
  const [torch, setTorch] = useState<Torch | null>(null);
  const [torchOn, setTorchOn] = useState(false);
  const onRead = useEffectEvent((code: ScannedCode) => {
    setStatus("read");
    if (code.text.trim() !== "") onCode(code);
  });
  // A remembered camera that is gone (another tablet's, unplugged): back to the back camera.
  const onFailure = useEffectEvent((failure: CameraFailure) => {
    if (failure === "no-camera" && "deviceId" in target) {
      forgetCamera();
      restart(BACK_CAMERA);
    } else setStatus(failure);
  });

  useEffect(() => {
    if (attempt === 0) return;
    let alive = true;
    const session = startCamera(elementId, target, (code) => onRead(code));
    session.ready.then(
      async () => {
        if (!alive) return;
        setStatus((now) => (now === "starting" ? "running" : now));
        setTorch(session.torch());
        // Labels are only known once the camera is allowed, so the switch is filled afterwards.
        const found = await listCameras().catch(() => []);
        if (alive) setCameras(found);
      },
      (error: unknown) => {
        if (alive) onFailure(cameraFailure(error));
      },
    );
    return () => {
      alive = false;
      setTorch(null);
      setTorchOn(false);
      void session.stop();
    };
  }, [elementId, target, attempt]);

  const restart = (next: CameraTarget = target) => {
    setStatus("starting");
    setTarget(next);
    setAttempt((n) => n + 1);
  };
  const switchTorch = () => {
    if (!torch) return;
    const on = !torchOn;
    torch.set(on).then(
      () => setTorchOn(on),
      () => setTorch(null),
    );
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
            <Loader color="white" role="status" aria-label={t`Démarrage de la caméra…`} />
          </Stack>
        )}
      </Box>
      <StatusMessage status={status} />
      <Group gap="sm" wrap="wrap">
        <Button
          size="lg"
          variant="light"
          leftSection={attempt === 0 ? <LineIcon d={MORE_ICONS.camera} /> : <Icon name="refresh" />}
          onClick={() => restart()}
        >
          {attempt === 0 ? t`Démarrer la caméra` : t`Redémarrer la caméra`}
        </Button>
        {torch && status === "running" && (
          <Button
            size="lg"
            variant={torchOn ? "filled" : "light"}
            leftSection={<LineIcon d={MORE_ICONS.bulb} />}
            aria-pressed={torchOn}
            onClick={switchTorch}
          >
            <Trans>Lampe</Trans>
          </Button>
        )}
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
            onChange={(id) => {
              if (!id) return;
              rememberCamera(id);
              restart({ deviceId: id });
            }}
            allowDeselect={false}
            style={{ flex: 1, minWidth: 200 }}
          />
        )}
      </Group>
      {manualEntry && <ManualEntry onNumber={(text) => onCode({ text, format: "unknown" })} />}
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
            Accès à la caméra refusé : autorisez la caméra dans les réglages du navigateur, ou
            saisissez le numéro.
          </Trans>
        </Alert>
      );
    case "no-camera":
      return (
        <Alert color="orange" icon={<LineIcon d={MORE_ICONS.camera} />} role="alert">
          <Trans>Aucune caméra disponible : saisissez le numéro.</Trans>
        </Alert>
      );
    case "decoder":
      return (
        <Alert color="red" icon={<Icon name="alert" />} role="alert">
          <Trans>
            Le lecteur de codes n'a pas pu se charger : reconnectez la tablette au réseau une fois,
            ou saisissez le numéro.
          </Trans>
        </Alert>
      );
    case "other":
      return (
        <Alert color="red" icon={<Icon name="alert" />} role="alert">
          <Trans>La caméra n'a pas pu démarrer : redémarrez-la, ou saisissez le numéro.</Trans>
        </Alert>
      );
    default:
      return null;
  }
}
