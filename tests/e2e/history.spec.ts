import { expect, test, type Page } from "./fixtures";
import { apiTokens, expectAccessible, signInAt } from "./pages";

/**
 * Issue 24, "Histories", end to end: a manager closing the day reads the venue's purchases of one
 * day with their totals (checked against every row the API gives for that day), then the games
 * played and the snacks; on a landscape tablet in French and a portrait one in English.
 */

type Purchase = { amount: number; tokens: number; freeTokens: number };

/** The tablet's (and the server's: same machine) local day, as an ISO day. */
function localDay(date: Date): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** Every purchase of a day, all pages read through the API. */
async function purchasesOf(page: Page, day: string): Promise<Purchase[]> {
  const { access_token } = await apiTokens(page, "manager");
  const rows: Purchase[] = [];
  for (let n = 0; ; n++) {
    const answer = await page.request.get(
      `/api/card/allPurchaseHistory?from=${day}&to=${day}&size=200&page=${n}`,
      { headers: { Authorization: `Bearer ${access_token}` } },
    );
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as { results: Purchase[]; total: number };
    rows.push(...body.results);
    if (rows.length >= body.total || body.results.length === 0) return rows;
  }
}

/** The French totals line of these rows, as the screen says it (no-break spaces as spaces). */
function frenchTotals(rows: Purchase[]): string {
  const sum = (pick: (r: Purchase) => number) => rows.reduce((a, r) => a + pick(r), 0);
  const count = (n: number, one: string, other: string) =>
    `${new Intl.NumberFormat("fr-FR").format(n)} ${n <= 1 ? one : other}`;
  const amount = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(
    Math.round(sum((r) => r.amount) * 100) / 100,
  );
  return plain(
    [
      count(rows.length, "achat", "achats"),
      amount,
      count(
        sum((r) => r.tokens),
        "unité",
        "unités",
      ),
      count(
        sum((r) => r.freeTokens),
        "unité bonus",
        "unités bonus",
      ),
    ].join(" · "),
  );
}

const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ").trim();

test("a manager filters the purchases to one day, sees their totals, then the games and snacks", async ({
  page,
}) => {
  await signInAt(page, "manager", "/history");
  await expect(page).toHaveURL(/\/history\/purchaseHistory$/);
  await expect(page.getByRole("heading", { name: "Historiques", level: 1 })).toBeVisible();
  const table = page.getByRole("table", { name: "Achats" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  const totals = page.getByTestId("history-totals");
  await expect(totals).toContainText("achats");

  // Yesterday: a whole day of the seeded venue, never empty.
  const yesterday = new Date();
  yesterday.setDate(yesterday.getDate() - 1);
  const day = localDay(yesterday);
  await page.getByRole("button", { name: "Hier" }).click();
  const rows = await purchasesOf(page, day);
  expect(rows.length).toBeGreaterThan(0);
  await expect.poll(async () => plain(await totals.textContent())).toBe(frenchTotals(rows));

  // Today, in one tap: the totals of today's rows (maybe none yet, early in the morning).
  await page.getByRole("button", { name: "Aujourd'hui" }).click();
  const today = await purchasesOf(page, localDay(new Date()));
  await expect.poll(async () => plain(await totals.textContent())).toBe(frenchTotals(today));
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/history-purchases-1024x768-fr.png" });

  // Only the recharges of yesterday: fewer or as many, each a recharge.
  await page.getByRole("button", { name: "Hier" }).click();
  await page.getByRole("combobox", { name: "Type" }).click();
  await page.getByRole("option", { name: "Recharge", exact: true }).click();
  await expect(table.getByRole("row").nth(1)).toContainText("Recharge");
  await expect(table).not.toContainText("Anniversaire");

  await page.getByRole("tab", { name: "Parties", exact: true }).click();
  await expect(page).toHaveURL(/\/history\/gameHistory$/);
  await expect(page.getByRole("table", { name: "Parties" }).getByRole("row").nth(1)).toBeVisible();
  await expect(totals).toContainText(/parties? · /);
  await page.getByRole("tab", { name: "Snacks" }).click();
  await expect(page).toHaveURL(/\/history\/snackTransaction$/);
  await expect(page.getByRole("table", { name: "Snacks" }).getByRole("row").nth(1)).toBeVisible();
  await expect(totals).toContainText(/articles? · /);
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/history-snacks-1024x768-fr.png" });
});

test.describe("portrait, in English", () => {
  test.use({ viewport: { width: 800, height: 1280 } });

  test("the venue's games played, filtered to this week, read well on a portrait tablet", async ({
    page,
  }) => {
    await page.goto("/login");
    await page.getByText("EN", { exact: true }).click();
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await signInAt(page, "manager", "/history/gameHistory");
    await expect(page.getByRole("heading", { name: "Histories", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "This week" }).click();
    await expect(page.getByTestId("history-totals")).toContainText(/plays? · .* units? · /);
    await expect(
      page.getByRole("table", { name: "Games played" }).getByRole("row").nth(1),
    ).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({
      path: "tests/screenshots/history-games-800x1280-en.png",
      fullPage: true,
    });
  });
});
