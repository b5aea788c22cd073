import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signInWithOutbox } from "@/testing/outbox";
import { renderScreen } from "@/testing/render";
import { choose } from "@/testing/select";
import { notify } from "@/ui/notify";
import { UpdateFormModal } from "./update-form";

vi.mock("@/ui/notify", () => ({ notify: vi.fn() }));

/** The last application version, as the API answers it. */
const LAST = {
  id: 3,
  version: "2.10.0",
  type: 0,
  url: "https://updates.parc.fr/app-2.10.0.zip",
  md5: "0123456789abcdef0123456789abcdef",
  timeSlots: [],
  upToDate: 80,
  createdAt: "2026-11-20T10:00:00.000Z",
};
const urlOf = (input: RequestInfo | URL) => String(input instanceof Request ? input.url : input);

let fetchSpy: ReturnType<typeof vi.fn>;
let saveAnswer: (() => Response) | undefined;
beforeEach(async () => {
  await signInWithOutbox(["SMARTTOUCH_UPDATES_READ", "SMARTTOUCH_UPDATES_ADD_UPDATE"]);
  vi.mocked(notify).mockClear();
  saveAnswer = undefined;
  fetchSpy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (urlOf(input).includes("last-version")) return Response.json(LAST);
    return (
      saveAnswer?.() ??
      Response.json({
        id: 9,
        upToDate: 0,
        createdAt: "2026-11-25T10:00:00.000Z",
        ...JSON.parse((init?.body as string | undefined) ?? "{}"),
      })
    );
  });
  vi.stubGlobal("fetch", fetchSpy);
});
afterEach(() => vi.unstubAllGlobals());

/** The bodies the form sent to save. */
const saved = () =>
  fetchSpy.mock.calls
    .filter(([input]) => !urlOf(input as RequestInfo).includes("last-version"))
    .map(([, init]) => JSON.parse((init as { body: string }).body) as unknown);
const fillValid = (version: string) => {
  fill(/^Version/, version);
  fill(/Adresse du fichier/, "https://updates.parc.fr/app.zip");
  fill(/Somme de contrôle MD5/, "0123456789abcdef0123456789abcdef");
};

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
    expect(saved()).toEqual([]);
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
    expect(saved()[0]).toEqual({
      version: "2.6.*",
      type: 0,
      url: "ftp://updates.parc.fr/app.zip",
      md5: "0123456789ABCDEF0123456789abcdef",
      timeSlots: [],
    });
  });

  it("warns before saving a version older than the last (1.10 after 1.9), and may still save it", async () => {
    const onSaved = vi.fn();
    renderScreen(<UpdateFormModal opened onClose={vi.fn()} onSaved={onSaved} />);
    fillValid("2.9.5");
    const warning = await screen.findByTestId("older-version");
    expect(warning.textContent).toMatch(
      /^La version 2\.9\.5 est plus ancienne que la dernière \(2\.10\.0\)/,
    );
    expect(screen.getByRole("button", { name: "Enregistrer quand même" })).toBeDefined();
    // A newer one is not warned about.
    fill(/^Version/, "2.10.1");
    await waitFor(() => expect(screen.queryByTestId("older-version")).toBeNull());
    expect(screen.getByRole("button", { name: "Enregistrer" })).toBeDefined();
    fill(/^Version/, "2.9.5");
    fireEvent.click(await screen.findByRole("button", { name: "Enregistrer quand même" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saved()[0]).toMatchObject({ version: "2.9.5" });
  });

  it("says a version already set once, under the version, and keeps what was typed", async () => {
    saveAnswer = () => Response.json({ code: "version_duplicated" }, { status: 400 });
    const onSaved = vi.fn();
    renderScreen(<UpdateFormModal opened onClose={vi.fn()} onSaved={onSaved} />);
    fillValid("2.10.0");
    save();
    const said = "Un réglage de mise à jour existe déjà pour cette version et ce type";
    expect(await screen.findByText(said)).toBeDefined();
    expect(screen.getAllByText(said)).toHaveLength(1);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(notify).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Version/)).toHaveProperty("value", "2.10.0");
    // Typing another version takes the message away.
    fill(/^Version/, "2.10.2");
    await waitFor(() => expect(screen.queryByText(said)).toBeNull());
  });
});
