import { Alert, Button, FileButton, Group, Image, Stack, Text } from "@mantine/core";
import { Dropzone, type FileRejection } from "@mantine/dropzone";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { PICTURE } from "@/contract/pictures";
import { snackPicturesApi } from "@/contract/snack-pictures.endpoints";
import { i18n } from "@lingui/core";
import { call } from "@/lib/api/call";
import { errorMessage } from "@/lib/api/error-messages";
import { notify } from "@/ui/notify";
import { LineIcon } from "@/ui/icons";
import { MORE_ICONS } from "@/ui/more-icons";
import { PicturePlaceholder } from "./picture-placeholder";

/**
 * Resizes and compresses a photo in the browser before it is sent (src/contract/pictures.ts):
 * at most PICTURE.sendEdge px, JPEG, under PICTURE.maxBytes. The library loads with the first
 * photo, on the main thread (its worker would fetch a script from a CDN: refused offline and by
 * the page's content security policy).
 */
export async function preparePicture(file: File): Promise<Blob> {
  const { default: compress } = await import("browser-image-compression");
  return compress(file, {
    maxSizeMB: PICTURE.maxBytes / 1024 / 1024,
    maxWidthOrHeight: PICTURE.sendEdge,
    fileType: "image/jpeg",
    useWebWorker: false,
  });
}

/** Sends an article's prepared picture; its new URL. */
export async function sendPicture(id: number, picture: Blob): Promise<string | null> {
  return (await call(snackPicturesApi.upload, { params: { id }, body: picture })).imgProduct;
}

/**
 * What the form holds of an article's picture until it is saved: a new photo to send, or the
 * saved one to remove. `save` runs after the article itself is saved (a new one has its id then);
 * a picture that fails is said on its own toast and leaves the saved article as it is.
 */
export function usePictureDraft(current: string | null) {
  const { t } = useLingui();
  const [pending, setPending] = useState<Blob | null>(null);
  const [removed, setRemoved] = useState(false);
  async function save(id: number): Promise<void> {
    try {
      if (pending) await sendPicture(id, pending);
      else if (removed && current) await call(snackPicturesApi.remove, { params: { id } });
    } catch (error) {
      notify("error", i18n._(errorMessage(error)), t`La photo n'a pas été enregistrée`);
    }
  }
  return {
    save,
    props: {
      current: removed ? null : current,
      pending,
      onPick: (picture: Blob | null) => setPending(picture),
      onRemove: () => setRemoved(true),
    } satisfies Props,
  };
}

/** Any picture the camera gives (a phone's HEIC is refused with its reason once taken). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a media type, not a text
const CAMERA_ACCEPT = "image/*";

interface Props {
  /** The article's picture now (its URL), if any. */
  current: string | null;
  /** A photo taken or chosen, prepared, not sent yet: the form sends it when saved. */
  pending: Blob | null;
  onPick: (picture: Blob | null) => void;
  /** The saved picture is to be removed when the form is saved. */
  onRemove: () => void;
}

/**
 * An article's picture in its form: the current one or a placeholder, a photo taken with the
 * tablet's camera or a file dropped or chosen; what is not an image, or too heavy, is said at once.
 */
export function ArticlePicture({ current, pending, onPick, onRemove }: Props) {
  const { t } = useLingui();
  const [problem, setProblem] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [broken, setBroken] = useState(false);
  const preview = usePreview(pending);
  const shown = preview ?? current;
  const maxMb = PICTURE.maxOriginalBytes / 1024 / 1024;

  async function take(file: File | null) {
    if (!file) return;
    if (!(PICTURE.types as readonly string[]).includes(file.type))
      return setProblem(t`Ce fichier n'est pas une image JPEG, PNG ou WebP.`);
    if (file.size > PICTURE.maxOriginalBytes)
      return setProblem(t`Image trop lourde : ${maxMb} Mo au plus.`);
    setProblem(null);
    setPreparing(true);
    try {
      onPick(await preparePicture(file));
      setBroken(false);
    } catch {
      setProblem(t`Cette image n'a pas pu être lue. Essayez une autre photo.`);
    } finally {
      setPreparing(false);
    }
  }

  function refuse(rejections: FileRejection[]) {
    const tooLarge = rejections.some((r) => r.errors.some((e) => e.code === "file-too-large"));
    setProblem(
      tooLarge
        ? t`Image trop lourde : ${maxMb} Mo au plus.`
        : t`Ce fichier n'est pas une image JPEG, PNG ou WebP.`,
    );
  }

  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        <Trans>Photo</Trans>
      </Text>
      <Group align="flex-start" wrap="nowrap">
        {shown && !broken ? (
          <Image
            src={shown}
            alt={t`Photo de l'article`}
            w={120}
            h={120}
            radius="md"
            onError={() => setBroken(true)}
          />
        ) : (
          <PicturePlaceholder size={120} />
        )}
        <Stack gap="xs" style={{ flex: 1 }}>
          <Dropzone
            onDrop={(files) => void take(files[0] ?? null)}
            onReject={refuse}
            accept={[...PICTURE.types]}
            maxSize={PICTURE.maxOriginalBytes}
            maxFiles={1}
            loading={preparing}
            aria-label={t`Déposer une photo`}
          >
            <Text size="sm" ta="center" py="sm">
              <Trans>Déposez une photo ici, ou touchez pour en choisir une</Trans>
            </Text>
          </Dropzone>
          <Group gap="xs">
            <FileButton
              onChange={(file) => void take(file)}
              accept={CAMERA_ACCEPT}
              capture="environment"
            >
              {(props) => (
                <Button variant="light" leftSection={<LineIcon d={MORE_ICONS.camera} />} {...props}>
                  <Trans>Prendre une photo</Trans>
                </Button>
              )}
            </FileButton>
            {(pending || current) && (
              <Button
                variant="subtle"
                color="red"
                onClick={() => (pending ? onPick(null) : onRemove())}
              >
                <Trans>Retirer la photo</Trans>
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}

/** An object URL of the pending photo while it is shown. */
function usePreview(picture: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!picture) return setUrl(null);
    const made = URL.createObjectURL(picture);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [picture]);
  return url;
}
