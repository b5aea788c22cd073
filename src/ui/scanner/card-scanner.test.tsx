import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import { renderScreen } from "@/testing/render";
import type { ScannedCode } from "@/contract/card-codes";
import type * as CameraModule from "./camera";
import type { Torch } from "./camera";
import { CardScanner } from "./card-scanner";

const camera = vi.hoisted(() => ({
  startCamera: vi.fn(),
  listCameras: vi.fn(),
}));

vi.mock("./camera", async (importOriginal) => ({
  ...(await importOriginal<typeof CameraModule>()),
  ...camera,
}));

function session(
  ready: Promise<void>,
  torch: Torch | null = null,
): { ready: Promise<void>; stop: Mock<() => Promise<void>>; torch: () => Torch | null } {
  ready.catch(() => undefined);
  return { ready, stop: vi.fn(() => Promise.resolve()), torch: () => torch };
}

beforeEach(() => {
  localStorage.clear();
  camera.startCamera.mockReset();
  camera.listCameras.mockReset().mockResolvedValue([{ id: "back", label: "Back" }]);
});

describe("CardScanner", () => {
  it("submits the typed number trimmed with Enter, and never an empty one", async () => {
    camera.startCamera.mockReturnValue(session(Promise.resolve()));
    const onCode = vi.fn();
    renderScreen(<CardScanner onCode={onCode} />);
    const input = screen.getByLabelText("Numéro de carte");
    await userEvent.type(input, "   {Enter}");
    expect(onCode).not.toHaveBeenCalled();
    await userEvent.type(input, "  04 1234  {Enter}");
    expect(onCode).toHaveBeenCalledExactlyOnceWith({ text: "04 1234", format: "unknown" });
    await userEvent.type(input, "5678");
    await userEvent.click(screen.getByRole("button", { name: "Valider" }));
    expect(onCode).toHaveBeenLastCalledWith({ text: "5678", format: "unknown" });
  });

  it("opens the back camera and passes a decoded code on with its symbology", async () => {
    camera.startCamera.mockReturnValue(session(Promise.resolve()));
    const onCode = vi.fn();
    renderScreen(<CardScanner onCode={onCode} />);
    expect(camera.startCamera).toHaveBeenCalledWith(
      expect.any(String),
      { facingMode: "environment" },
      expect.any(Function),
    );
    expect(await screen.findByText(/Présentez le QR code ou le code-barres/)).toBeTruthy();
    const onRead = camera.startCamera.mock.calls[0]?.[2] as (code: ScannedCode) => void;
    onRead({ text: "0004200000013", format: "ean_13" });
    expect(onCode).toHaveBeenCalledExactlyOnceWith({ text: "0004200000013", format: "ean_13" });
    expect(await screen.findByText("Code lu.")).toBeTruthy();
  });

  it("says plainly when camera permission is refused", async () => {
    const refused = new DOMException("Permission denied", "NotAllowedError");
    camera.startCamera.mockReturnValue(session(Promise.reject(refused)));
    renderScreen(<CardScanner onCode={vi.fn()} />);
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Accès à la caméra refusé\u00a0: autorisez la caméra dans les réglages du navigateur, ou saisissez le numéro.",
    );
    expect(screen.getByLabelText<HTMLInputElement>("Numéro de carte").disabled).toBe(false);
  });

  it("says when there is no camera, and restarts on demand", async () => {
    camera.startCamera
      .mockReturnValueOnce(
        session(
          // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- html5-qrcode rejects with strings
          Promise.reject(
            "Error getting userMedia, error = NotFoundError: Requested device not found",
          ),
        ),
      )
      .mockReturnValue(session(Promise.resolve()));
    renderScreen(<CardScanner onCode={vi.fn()} />);
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Aucune caméra disponible\u00a0: saisissez le numéro.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Redémarrer la caméra" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(camera.startCamera).toHaveBeenCalledTimes(2);
  });

  it("offers a camera switch when there are several cameras", async () => {
    const first = session(Promise.resolve());
    camera.startCamera.mockReturnValueOnce(first).mockReturnValue(session(Promise.resolve()));
    camera.listCameras.mockResolvedValue([
      { id: "front", label: "Front camera" },
      { id: "back", label: "Back camera" },
    ]);
    renderScreen(<CardScanner onCode={vi.fn()} />);
    await userEvent.click(await screen.findByRole("combobox", { name: "Caméra" }));
    await userEvent.click(
      await screen.findByRole("option", { name: "Front camera", hidden: true }),
    );
    await waitFor(() =>
      expect(camera.startCamera).toHaveBeenLastCalledWith(
        expect.any(String),
        { deviceId: "front" },
        expect.any(Function),
      ),
    );
    expect(first.stop).toHaveBeenCalled();
    expect(localStorage.getItem("backoffice.scanner.camera")).toBe("front");
  });

  it("opens the camera chosen last, and the back one when that camera is gone", async () => {
    localStorage.setItem("backoffice.scanner.camera", "usb-cam");
    camera.startCamera
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- html5-qrcode rejects with strings
      .mockReturnValueOnce(session(Promise.reject("OverconstrainedError: deviceId")))
      .mockReturnValue(session(Promise.resolve()));
    renderScreen(<CardScanner onCode={vi.fn()} />);
    expect(camera.startCamera.mock.calls[0]?.[1]).toEqual({ deviceId: "usb-cam" });
    await waitFor(() =>
      expect(camera.startCamera).toHaveBeenLastCalledWith(
        expect.any(String),
        { facingMode: "environment" },
        expect.any(Function),
      ),
    );
    expect(await screen.findByText(/Présentez le QR code/)).toBeTruthy();
    expect(localStorage.getItem("backoffice.scanner.camera")).toBeNull();
  });

  it("offers the torch where the camera has one", async () => {
    const set = vi.fn((_on: boolean) => Promise.resolve());
    const torch: Torch = { on: false, set };
    camera.startCamera.mockReturnValue(session(Promise.resolve(), torch));
    renderScreen(<CardScanner onCode={vi.fn()} />);
    const button = await screen.findByRole("button", { name: "Lampe" });
    expect(button.getAttribute("aria-pressed")).toBe("false");
    await userEvent.click(button);
    expect(set).toHaveBeenCalledWith(true);
    await waitFor(() => expect(button.getAttribute("aria-pressed")).toBe("true"));
  });

  it("has no torch button when the camera has no torch", async () => {
    camera.startCamera.mockReturnValue(session(Promise.resolve()));
    renderScreen(<CardScanner onCode={vi.fn()} />);
    await screen.findByText(/Présentez le QR code/);
    expect(screen.queryByRole("button", { name: "Lampe" })).toBeNull();
  });

  it("stops the camera on unmount", async () => {
    const running = session(Promise.resolve());
    camera.startCamera.mockReturnValue(running);
    const { unmount } = renderScreen(<CardScanner onCode={vi.fn()} />);
    await screen.findByText(/Présentez le QR code/);
    unmount();
    expect(running.stop).toHaveBeenCalledOnce();
  });

  it("waits for a tap when autoStart is false", () => {
    renderScreen(<CardScanner onCode={vi.fn()} autoStart={false} />);
    expect(camera.startCamera).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Démarrer la caméra" })).toBeTruthy();
  });
});
