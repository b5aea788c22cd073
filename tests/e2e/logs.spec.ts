import { expect, test } from "./fixtures";
import { apiTokens, expectAccessible, signInAt } from "./pages";

/**
 * Issue 25, "The events log", end to end: a manager gives bonus units to a card, then finds that
 * very bonus in the log by filtering on the back office's machine and the operation.
 */
test("a manager finds in the log the bonus they just gave, filtered by machine and type", async ({
  page,
}) => {
  const card = "0420000005";
  // Its own words, so a retry of this test finds its own bonus only.
  const comment = `Journal e2e ${Date.now()}`;
  const { access_token } = await apiTokens(page, "manager");
  const bonus = await page.request.post(`/api/card/FreeTokenBalanceUpdate/${card}`, {
    headers: { Authorization: `Bearer ${access_token}` },
    data: { amount: 4, comment },
  });
  expect(bonus.status()).toBe(200);

  await signInAt(page, "manager", "/logs");
  await expect(
    page.getByRole("heading", { name: "Journal des événements", level: 1 }),
  ).toBeVisible();
  const table = page.getByRole("table", { name: "Journal des événements" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();

  await page.getByRole("combobox", { name: "Opération" }).click();
  await page.getByRole("option", { name: "Unités bonus" }).click();
  await page.getByRole("combobox", { name: "Machine" }).click();
  await page
    .getByRole("option", { name: /^Back-office/ })
    .first()
    .click();

  const row = table.getByRole("row").filter({ hasText: comment });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Unités bonus");
  await expect(row).toContainText("+4");
  // Every row shown is a bonus from the back office.
  const types = table.getByRole("row").locator("td:nth-child(2)");
  await expect
    .poll(async () =>
      (await types.allTextContents()).every((text) => text.includes("Unités bonus")),
    )
    .toBe(true);

  await expectAccessible(page);
  await page.screenshot({ path: "test-results/logs-1024x768-fr.png" });
});
