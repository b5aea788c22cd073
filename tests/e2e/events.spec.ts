import { expect, test, type Locator, type Page } from "./fixtures";
import { checkAndShoot, apiTokens, signInAt } from "./pages";

/**
 * Issue 25, the events, end to end on the seeded venue (a few hundred events of each kind, some
 * today): a floor agent opens today's board from the home and a birthday from it (the agent's
 * role reads the events and their details: server/seed/roles.seed.ts); a manager finds today's
 * birthdays in their list with its filters and opens one. Landscape in French, portrait in
 * English, every screen checked by axe-core and for 44 px targets, and photographed in
 * test-results/events/.
 */

type Row = { id: number; code: string; bookerName: string; eventDate: string };

const today = () => {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
};
const french = (day: string) => day.split("-").reverse().join("/");

/** Today's first birthday, as the API gives it. */
async function todaysBirthday(page: Page): Promise<Row> {
  const { access_token } = await apiTokens(page, "manager");
  const day = today();
  const answer = await page.request.get(
    `/api/birthdayevent/birthdayevent?from=${day}&to=${day}&size=1&page=0`,
    { headers: { Authorization: `Bearer ${access_token}` } },
  );
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { results: Row[] };
  expect(body.results.length).toBe(1);
  return body.results[0] as Row;
}

async function openFirstRow(table: Locator) {
  await table.getByRole("row").nth(1).getByRole("cell").first().click();
}

const shoot = (page: Page, name: string) => checkAndShoot(page, "test-results/events", name);

test("a floor agent opens today's board from the home, then a birthday from it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAt(page, "agent", "/");
  await page.getByRole("link", { name: /^Aujourd'hui Les événements du jour/ }).click();
  await expect(page).toHaveURL(/\/today$/);
  await expect(page.getByRole("heading", { name: "Aujourd'hui", level: 1 })).toBeVisible();
  await expect(page.getByTestId("today-summary")).toContainText(
    /à préparer · \d+ cartes? à remettre/,
  );
  const events = page.getByTestId("today-event");
  await expect(events.first()).toBeVisible();
  // The events still owed cards come first.
  await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText(/^À préparer \(\d+\)$/);
  // At most one is highlighted as the next.
  expect(await page.locator("[data-next]").count()).toBeLessThanOrEqual(1);
  await shoot(page, "today");

  const birthday = events.filter({ hasText: "Anniversaire" }).first();
  await birthday.click();
  await expect(page).toHaveURL(/\/birthday-event\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Anniversaire ANN-/);
  await expect(page.getByRole("heading", { name: "Réservé par" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "L'enfant" })).toBeVisible();
  await expect(page.locator("a[href^='mailto:']")).toBeVisible();
  await expect(page.locator("a[href^='tel:']")).toBeVisible();
  await expect(page.getByText(french(today())).first()).toBeVisible();
  await shoot(page, "birthday");
});

test("a manager filters the birthdays to today, finds one by its code and opens it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const birthday = await todaysBirthday(page);
  await signInAt(page, "manager", "/birthday-events");
  await expect(page.getByRole("heading", { name: "Anniversaires", level: 1 })).toBeVisible();
  const table = page.getByRole("table", { name: "Anniversaires" });
  // The list opens on today onwards.
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await page.getByRole("button", { name: "Aujourd'hui", exact: true }).click();
  await expect(table.getByRole("row").nth(1)).toContainText(french(today()));
  // Every row once the filter is applied (it is debounced), and some rows.
  const rows = table.locator("tbody tr");
  await expect
    .poll(async () => (await rows.allTextContents()).every((row) => row.includes(french(today()))))
    .toBe(true);
  await shoot(page, "birthdays");

  await page.getByRole("combobox", { name: "Annulation" }).click();
  await page.getByRole("option", { name: "Non annulés", exact: true }).click();
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await expect(table.locator("tbody")).not.toContainText("Annulé");

  await page.getByRole("combobox", { name: "Annulation" }).click();
  await page.getByRole("option", { name: "Non annulés", exact: true }).click();
  await page.getByRole("searchbox", { name: "Nom ou code" }).fill(birthday.code);
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("row").nth(1)).toContainText(birthday.bookerName);
  await openFirstRow(table);
  await expect(page).toHaveURL(new RegExp(`/birthday-event/${birthday.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Anniversaire ${birthday.code}`);
});

test("the other kinds' lists and a status filter", async ({ page }) => {
  await signInAt(page, "manager", "/booked-events");
  const booked = page.getByRole("table", { name: "Événements réservés" });
  await expect(booked.getByRole("row").nth(1)).toBeVisible();
  await page.getByRole("combobox", { name: "Remise des cartes" }).click();
  await page.getByRole("option", { name: "Non livré", exact: true }).click();
  await expect(booked.getByRole("row").nth(1)).toContainText("Non livré");
  await expect(booked.locator("tbody")).not.toContainText("Livré en partie");
  await openFirstRow(booked);
  await expect(page).toHaveURL(/\/booked-event\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Événement réservé /);
  await expect(page.getByRole("heading", { name: "L'enfant" })).toHaveCount(0);

  await page.goto("/omniplay-events");
  const omniplay = page.getByRole("table", { name: "Commandes en ligne" });
  await expect(omniplay.getByRole("row").nth(1)).toBeVisible();
  await shoot(page, "omniplay-events");
});

test.describe("portrait, in English", () => {
  test.use({ viewport: { width: 800, height: 1280 } });

  test("the board, a list and a birthday read well on a portrait tablet", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto("/login");
    await page.getByText("EN", { exact: true }).click();
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await signInAt(page, "manager", "/today");
    await expect(page.getByRole("heading", { name: "Today", level: 1 })).toBeVisible();
    await expect(page.getByTestId("today-event").first()).toBeVisible();
    await expect(page.getByTestId("today-summary")).toContainText(/to prepare/);
    await shoot(page, "today");

    await page.goto("/birthday-events");
    const table = page.getByRole("table", { name: "Birthdays" });
    await expect(table.getByRole("row").nth(1)).toBeVisible();
    await shoot(page, "birthdays");
    await openFirstRow(table);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Birthday ANN-/);
    await shoot(page, "birthday");
  });
});
