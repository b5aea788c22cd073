import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "@/testing/render";
import { ArticlePicture } from "./article-picture";

const compressed = new Blob(["jpeg"], { type: "image/jpeg" });
const compress = vi.fn(async () => compressed);
vi.mock("browser-image-compression", () => ({ default: compress }));

function pick(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"][capture]');
  if (!input) throw new Error("no camera input");
  fireEvent.change(input, { target: { files: [file] } });
}

describe("an article's picture", () => {
  it("compresses a photo taken with the camera before the form sends it", async () => {
    const onPick = vi.fn();
    renderScreen(
      <ArticlePicture current={null} pending={null} onPick={onPick} onRemove={vi.fn()} />,
    );
    expect(screen.getByRole("button", { name: "Prendre une photo" })).toBeDefined();
    pick(new File(["x".repeat(2000)], "photo.png", { type: "image/png" }));
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(compressed));
    expect(compress).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({ maxWidthOrHeight: 1200, useWebWorker: false }),
    );
  });

  it("says at once what is not an image, or too heavy, and sends nothing", async () => {
    const onPick = vi.fn();
    renderScreen(
      <ArticlePicture current={null} pending={null} onPick={onPick} onRemove={vi.fn()} />,
    );
    pick(new File(["%PDF"], "menu.pdf", { type: "application/pdf" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "pas une image JPEG, PNG ou WebP",
    );
    pick(new File([new Uint8Array(26 * 1024 * 1024)], "huge.jpg", { type: "image/jpeg" }));
    expect((await screen.findByRole("alert")).textContent).toContain("25 Mo au plus");
    expect(onPick).not.toHaveBeenCalled();
  });

  it("shows a placeholder when the saved picture cannot be loaded", async () => {
    renderScreen(
      <ArticlePicture current="/broken.webp" pending={null} onPick={vi.fn()} onRemove={vi.fn()} />,
    );
    const image = screen.getByRole("img", { name: "Photo de l'article" });
    fireEvent.error(image);
    await waitFor(() =>
      expect(screen.queryByRole("img", { name: "Photo de l'article" })).toBeNull(),
    );
    expect(screen.getByRole("button", { name: "Retirer la photo" })).toBeDefined();
  });
});
