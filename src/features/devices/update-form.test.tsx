import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signInWithOutbox } from "@/testing/outbox";
import { renderScreen } from "@/testing/render";
import { choose } from "@/testing/select";
import { UpdateFormModal } from "./update-form";

let fetchSpy: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  await signInWithOutbox(["SMARTTOUCH_UPDATES_READ", "SMARTTOUCH_UPDATES_ADD_UPDATE"]);
  fetchSpy = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
    Response.json({
      id: 9,
      upToDate: 0,
      createdAt: "2026-11-25T10:00:00.000Z",
      ...JSON.parse((init?.body as string | undefined) ?? "{}"),
    }),
  );
  vi.stubGlobal("fetch", fetchSpy);
});
afterEach(() => vi.unstubAllGlobals());

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));

describe("software update form", () => {
  it("says each rule in French: the version by type, the URL, the MD5", async () => {
    renderScreen(<UpdateFormModal opened onClose={vi.fn()} onSaved={vi.fn()} />);
    fill(/^Version/, "2.6");
    fill(/Adresse du fichier/, "www.parc.fr/app.zip");
    fill(/Somme de contrôle MD5/, "1234");
    save();
    expect(
      await screen.findByText("Version attendue au format x.y.z (z peut être *)"),
    ).toBeDefined();
    expect(screen.getByText("URL invalide")).toBeDefined();
    expect(
      screen.getByText(/^Somme MD5 attendue\s: 32 caractères de 0 à 9 et de a à f$/),
    ).toBeDefined();
    // A full update takes the kiosk's four-part version.
    choose("Type", "Complète");
    fill(/^Version/, "1.17.0.1");
    save();
    expect(
      await screen.findByText(/^Version attendue au format w\.x\.y\.z \(z\s: \* ou 4 chiffres\)$/),
    ).toBeDefined();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("adds and removes time slots: a slot left blank is required, none at all is sent empty", async () => {
    const onSaved = vi.fn();
    renderScreen(<UpdateFormModal opened onClose={vi.fn()} onSaved={onSaved} />);
    fireEvent.click(screen.getByRole("button", { name: "Ajouter une plage" }));
    fireEvent.click(screen.getByRole("button", { name: "Retirer la plage 1" }));
    fill(/^Version/, "2.6.*");
    fill(/Adresse du fichier/, "ftp://updates.parc.fr/app.zip");
    fill(/Somme de contrôle MD5/, "0123456789ABCDEF0123456789abcdef");
    save();
    expect(await screen.findAllByText("Ce champ est obligatoire")).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "Retirer la plage 1" }));
    expect(screen.getByText(/^Aucune plage/)).toBeDefined();
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = JSON.parse((fetchSpy.mock.calls[0]?.[1] as { body: string }).body) as unknown;
    expect(body).toEqual({
      version: "2.6.*",
      type: 0,
      url: "ftp://updates.parc.fr/app.zip",
      md5: "0123456789ABCDEF0123456789abcdef",
      timeSlots: [],
    });
  });
});
