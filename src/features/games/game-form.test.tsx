import { testDevice } from "@/testing/builders";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Game, GameCategory, GameType } from "@/contract/catalogue";
import { signInWithOutbox } from "@/testing/outbox";
import { renderScreen } from "@/testing/render";
import { choose, openOptions } from "@/testing/select";
import { GameFormModal } from "./game-form";

const type = (id: number, name: string, max: number, category: number): GameType => ({
  id,
  name,
  brand: "LAI Games",
  nbMaxSmartouchs: max,
  gameCategoryDefault: category,
  maxPlayers: max,
  bonusAllowed: true,
  uniqueCode: false,
  freePlayDelay: 30,
  happyHourDelay: 60,
});
const TYPES = [type(1, "Air FX", 2, 2), type(2, "Stacker", 1, 1)];
const CATEGORIES: GameCategory[] = [
  {
    id: 1,
    code: "RED",
    name: "Redemption",
    tokenPrice: 2,
    tva: 20,
    animationId: 1,
    animationName: "Flamme",
  },
  {
    id: 2,
    code: "SPO",
    name: "Sport",
    tokenPrice: 3,
    tva: 5.5,
    animationId: 2,
    animationName: "Vague",
  },
];
const DEVICES = [
  testDevice({
    id: 1,
    serialNumber: "ST-0001",
    gameId: 1,
    gameCode: "CB-001",
    gameTypeName: "Cruis'n Blast",
    kioskSerialNumber: null,
  }),
  testDevice({
    id: 9,
    serialNumber: "ST-0009",
    gameId: null,
    gameCode: null,
    kioskSerialNumber: "KSK-0001",
  }),
  testDevice({
    id: 15,
    serialNumber: "ST-0015",
    gameId: null,
    gameCode: null,
    kioskSerialNumber: null,
  }),
  testDevice({
    id: 16,
    serialNumber: "ST-0016",
    gameId: null,
    gameCode: null,
    kioskSerialNumber: null,
  }),
  testDevice({
    id: 21,
    serialNumber: "ST-0021",
    gameId: 9,
    gameCode: "AFX-001",
    kioskSerialNumber: null,
  }),
  testDevice({
    id: 22,
    serialNumber: "ST-0022",
    gameId: 9,
    gameCode: "AFX-001",
    kioskSerialNumber: null,
  }),
];
const GAME: Game = {
  id: 9,
  gameTypeId: 1,
  gameTypeName: "Air FX",
  gameCategoryId: 2,
  gameCategoryName: "Sport",
  smartTouchIds: [21, 22],
  code: "AFX-001",
  version: "1.2.0",
  purchaseDate: "2025-03-01",
  dateInstallation: "2025-03-10",
  purchasePrice: 8990,
  seller: "Loisirs Diffusion",
  sellingPrice: null,
  tokenPrice: 3,
  tva: 5.5,
  maxPlayers: 2,
  nbMaxSmartouchs: 2,
  bonusAllowed: true,
  freePlayDelay: 30,
  happyHourDelay: 60,
  tapDelay: 2,
  maintenance: false,
};

let fetchSpy: ReturnType<typeof vi.fn>;
let gameReply: () => Response;
beforeEach(async () => {
  await signInWithOutbox(["CATALOG_READ", "CATALOG_ADD_UPDATE"]);
  gameReply = () => Response.json(GAME, { status: 201 });
  fetchSpy = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes("/api/smarttouch/smarttouchs")) return Response.json({ values: DEVICES });
    if (url.includes("/api/gameType/gameTypes")) return Response.json({ values: TYPES });
    if (url.includes("/api/gamecategory/gamecategories"))
      return Response.json({ values: CATEGORIES });
    return gameReply();
  });
  vi.stubGlobal("fetch", fetchSpy);
});
afterEach(() => vi.unstubAllGlobals());

function open(game?: Game) {
  const onSaved = vi.fn();
  renderScreen(<GameFormModal opened game={game} onClose={vi.fn()} onSaved={onSaved} />);
  return onSaved;
}
const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
const sent = (method: string) =>
  fetchSpy.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === method);
const loaded = () => waitFor(() => expect(fetchSpy.mock.calls.length).toBeGreaterThanOrEqual(3));

describe("game form", () => {
  it("fills the category from the type, then token price and VAT from the category", async () => {
    open();
    await loaded();
    expect(screen.queryByRole("combobox", { name: "Appareil 1" })).toBeNull();
    await waitFor(() => choose("Type de jeu", "Air FX (LAI Games)"));
    expect(screen.getByRole("combobox", { name: "Catégorie" })).toHaveProperty("value", "Sport");
    expect(screen.getByLabelText(/^Prix en unités/)).toHaveProperty("value", "3");
    expect(screen.getByLabelText(/^TVA/)).toHaveProperty("value", "5,5");
    // One selector per device the type allows.
    expect(screen.getByRole("combobox", { name: "Appareil 2" })).toBeDefined();
    expect(screen.queryByRole("combobox", { name: "Appareil 3" })).toBeNull();
    // A category chosen later leaves the token price and VAT already there.
    choose("Catégorie", "Redemption");
    expect(screen.getByLabelText(/^Prix en unités/)).toHaveProperty("value", "3");
  });

  it("offers free devices first; a kiosk's, another game's or one chosen here say so, disabled", async () => {
    open();
    await loaded();
    await waitFor(() => choose("Type de jeu", "Air FX (LAI Games)"));
    choose("Appareil 1", "ST-0015");
    const options = openOptions("Appareil 2")();
    expect(options.map((o) => o.textContent)).toEqual([
      "Aucun appareil",
      "ST-0016",
      "ST-0001 · déjà relié à CB-001 (Cruis'n Blast)",
      "ST-0009 · déjà relié à la borne KSK-0001",
      "ST-0015 · déjà choisi ici",
      "ST-0021 · déjà relié à AFX-001",
      "ST-0022 · déjà relié à AFX-001",
    ]);
    const disabled = options
      .filter(
        (o) =>
          o.getAttribute("aria-disabled") === "true" || o.hasAttribute("data-combobox-disabled"),
      )
      .map((o) => o.textContent);
    expect(disabled).toHaveLength(5);
    // Searchable: by serial number, or by what holds a device.
    const input = screen.getByRole("combobox", { name: "Appareil 2" });
    input.focus();
    fireEvent.change(input, { target: { value: "cruis" } });
    const listbox = document.getElementById(input.getAttribute("aria-controls") ?? "")!;
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole("option", { hidden: true })
          .map((o) => o.textContent),
      ).toEqual(["ST-0001 · déjà relié à CB-001 (Cruis'n Blast)"]),
    );
  });

  it("flags devices past a smaller type's maximum as too many and sends nothing", async () => {
    open(GAME);
    await loaded();
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Appareil 2" })).toHaveProperty(
        "value",
        "ST-0022",
      ),
    );
    choose("Type de jeu", "Stacker (LAI Games)");
    expect(screen.getByText("Trop d'appareils")).toBeDefined();
    expect(screen.getByRole("alert").textContent).toContain("retirez-en 1");
    save();
    await new Promise((r) => setTimeout(r, 50));
    expect(sent("PUT")).toBeUndefined();
    choose("Appareil 2", "Aucun appareil");
    await waitFor(() => expect(screen.queryByRole("combobox", { name: "Appareil 2" })).toBeNull());
    expect(screen.queryByText("Trop d'appareils")).toBeNull();
  });

  it("sends the game with its devices, prices typed the French way", async () => {
    const onSaved = open();
    await loaded();
    await waitFor(() => choose("Type de jeu", "Air FX (LAI Games)"));
    fill(/^Identité/, "AFX-009");
    fill(/^Version/, "2.0.1");
    fill(/^Prix d'achat/, "12499,99");
    choose("Appareil 1", "ST-0015");
    choose("Appareil 2", "ST-0016");
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(JSON.parse((sent("POST")?.[1] as { body: string }).body)).toMatchObject({
      gameTypeId: 1,
      gameCategoryId: 2,
      code: "AFX-009",
      purchasePrice: 12499.99,
      tokenPrice: 3,
      tva: 5.5,
      smartTouchIds: [15, 16],
    });
  });

  it("keeps what was typed when the server refuses the code, and says why", async () => {
    gameReply = () => Response.json({ code: "code_duplicated" }, { status: 400 });
    const onSaved = open();
    await loaded();
    await waitFor(() => choose("Type de jeu", "Stacker (LAI Games)"));
    fill(/^Identité/, "CB-001");
    fill(/^Version/, "1.0.0");
    save();
    expect(
      await screen.findByText("Ce code existe déjà", { selector: "[role=alert] *" }),
    ).toBeDefined();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Identité/)).toHaveProperty("value", "CB-001");
  });

  it("without network, stays open with everything typed and says why", async () => {
    gameReply = () => {
      throw new TypeError("Failed to fetch");
    };
    const onSaved = open(GAME);
    await loaded();
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Type de jeu" })).toHaveProperty(
        "value",
        "Air FX (LAI Games)",
      ),
    );
    fill(/^Version/, "1.3.0");
    save();
    expect(
      await screen.findByText("Serveur injoignable : vérifiez la connexion puis réessayez"),
    ).toBeDefined();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Version/)).toHaveProperty("value", "1.3.0");
  });
});
