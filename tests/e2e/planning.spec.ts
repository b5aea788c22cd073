import { expect, test, type Page } from "./fixtures";
import { checkAndShoot, apiTokens, signInAt } from "./pages";

/**
 * Issue 26, the free play and happy hour periods: a manager creates a happy hour that overlaps
 * another on the same game (the form names it and keeps what was typed), then moves it to another
 * game and sees it active now, in the banner and the week. The week is set up through the API
 * (the seeded periods deleted, one period around the venue's time now). Landscape in French,
 * portrait in English, checked by axe-core and for 44 px targets, photographed in
 * test-results/planning/.
 */

const PARIS = "Europe/Paris";
type Game = { id: number; code: string; gameCategoryName: string };

/** The venue's wall-clock time `minutes` from now, "HH:mm". */
function parisTime(minutes: number): string {
  return new Intl.DateTimeFormat("fr-FR", {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: PARIS,
  }).format(new Date(Date.now() + minutes * 60_000));
}

/** An empty week but for one happy hour on the first game, around now; the first two games. */
async function setUp(page: Page): Promise<Game[]> {
  const { access_token } = await apiTokens(page, "manager");
  const headers = { Authorization: `Bearer ${access_token}` };
  const list = (await (await page.request.get("/api/planning/periods", { headers })).json()) as {
    values: { id: number }[];
  };
  for (const { id } of list.values)
    expect((await page.request.delete(`/api/planning/periods/${id}`, { headers })).status()).toBe(
      204,
    );
  const games = (await (await page.request.get("/api/game/games?size=2", { headers })).json()) as {
    results: Game[];
  };
  const created = await page.request.post("/api/planning/periods", {
    headers,
    data: {
      kind: "HappyHour",
      name: "Goûter des grands",
      days: [1, 2, 3, 4, 5, 6, 7],
      startTime: parisTime(-60),
      endTime: parisTime(120),
      percent: 20,
      gameIds: [games.results[0]!.id],
    },
  });
  expect(created.status()).toBe(201);
  return games.results;
}

const shoot = (page: Page, name: string) => checkAndShoot(page, "test-results/planning", name);

async function pickGame(page: Page, game: Game) {
  await page.getByRole("dialog").getByLabel("Jeux", { exact: true }).fill(game.code);
  await page.getByRole("option", { name: `${game.code} (${game.gameCategoryName})` }).click();
  await page.keyboard.press("Escape");
}

test("a manager's happy hour overlaps another, is moved to another game, and is on now", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const [first, second] = await setUp(page);
  await signInAt(page, "manager", "/planning");
  await expect(
    page.getByRole("heading", { name: "Jeu libre et happy hours", level: 1 }),
  ).toBeVisible();
  const banner = page.getByRole("status").filter({ hasText: "En ce moment" });
  await expect(banner).toContainText("Happy hour −20\u00a0% «\u00a0Goûter des grands\u00a0»");
  const table = page.getByRole("table", { name: "Jeu libre et happy hours" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await shoot(page, "planning");

  await page.getByRole("button", { name: "Nouvelle période" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouvelle période" });
  await dialog.getByRole("textbox", { name: /^Nom/ }).fill("Happy hour arcade");
  for (const day of ["sam.", "dim."]) {
    // A chip's box is hidden under its label: the finger taps the label.
    await dialog.locator("label", { hasText: day }).click();
    await expect(dialog.getByRole("checkbox", { name: day })).toBeChecked();
  }
  await dialog.getByLabel(/^Début/).fill(parisTime(-30));
  await dialog.getByLabel(/^Fin/).fill(parisTime(90));
  await dialog.getByRole("textbox", { name: /^Réduction du prix/ }).fill("30");
  await pickGame(page, first!);
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(dialog.getByRole("alert")).toContainText(
    "Chevauche «\u00a0Goûter des grands\u00a0»",
  );
  // What was typed is still there.
  await expect(dialog.getByRole("textbox", { name: /^Nom/ })).toHaveValue("Happy hour arcade");
  await expect(dialog.getByRole("textbox", { name: /^Réduction du prix/ })).toHaveValue("30");
  await shoot(page, "conflict");

  // Backspace in the games' box takes the last game off.
  await dialog.getByLabel("Jeux", { exact: true }).press("Backspace");
  await expect(dialog.getByText(first!.code)).toHaveCount(0);
  await pickGame(page, second!);
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(table).toContainText("Happy hour arcade");
  await expect(banner).toContainText("Happy hour −30\u00a0% «\u00a0Happy hour arcade\u00a0»");
  await expect(page.getByText("Happy hour arcade", { exact: true }).first()).toBeVisible();
  await shoot(page, "planning-created");
});

test.describe("portrait, in English", () => {
  test.use({ viewport: { width: 800, height: 1280 } });

  test("the week, the list and the form read well on a portrait tablet", async ({ page }) => {
    test.setTimeout(90_000);
    await setUp(page);
    await page.goto("/login");
    await page.getByText("EN", { exact: true }).click();
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await signInAt(page, "manager", "/planning");
    await expect(
      page.getByRole("heading", { name: "Free play and happy hours", level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Right now" })).toContainText(
      "Goûter des grands",
    );
    await shoot(page, "planning");
    await page.getByRole("button", { name: "New period" }).click();
    await expect(page.getByRole("dialog", { name: "New period" })).toBeVisible();
    await shoot(page, "form");
  });
});
