import { expect, test, type Page } from "./fixtures";
import { demoDeviceKey } from "../../server/seed/demo-cards.seed";
import { seedSnackMenu } from "../../server/seed/snacks.seed";
import { apiTokens, expectAccessible, signInAt } from "./pages";

/**
 * Issue 23, a preparation zone's counter: the paid orders oldest first; "Remis" hands one over
 * through the outbox, offline too, and it is collected on the server once the network is back,
 * exactly once; "Annuler" on the toast gives it back. The server is read through its API.
 */

interface ApiOrder {
  id: number;
  number: number;
  state: "Paid" | "Collected";
  collectedAt: string | null;
}
interface ApiCounter {
  waiting: ApiOrder[];
  collected: ApiOrder[];
}

async function counterOf(page: Page, zone: number): Promise<ApiCounter> {
  const { access_token } = await apiTokens(page, "manager");
  const answer = await page.request.get(`/api/snackorder/counter/${zone}`, {
    headers: { Authorization: `Bearer ${access_token}` },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as ApiCounter;
}

/** "Thé" in the seed's menu (fixed ids), prepared at the bar. */
const TEA = seedSnackMenu().products.find((p) => p.name === "Thé")!.id;

/** A sale at the snack kiosk KSK-0002 (its demo key): a tea, prepared at the bar (zone 1). */
async function sellAtBar(page: Page): Promise<void> {
  const answer = await page.request.post("/api/snackorder", {
    headers: { "X-Device-Key": demoDeviceKey("KSK-0002") },
    data: { cardNumber: "0420000042", lines: [{ productId: TEA, quantity: 2 }] },
  });
  expect(answer.status()).toBe(201);
}

const orderCards = (page: Page) => page.getByTestId("counter-order");
const numbersOnScreen = (page: Page) => page.getByTestId("order-number").allTextContents();

test("a zone's counter hands an order over offline, sent once back online; undo gives one back", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  // Two orders waiting at least, whatever earlier runs collected.
  await sellAtBar(page);
  await sellAtBar(page);
  const before = await counterOf(page, 1);
  expect(before.waiting.length).toBeGreaterThanOrEqual(2);
  const [oldest, next] = before.waiting;

  await signInAt(page, "manager", "/counter?zone=1");
  await expect(page.getByRole("heading", { name: "Comptoir\u00a0: Bar" })).toBeVisible();
  await expect(page.getByTestId("counter-count")).toHaveText(
    `${before.waiting.length} commandes en attente`,
  );
  await expect(page.getByText(/Actualisé à \d\d:\d\d, toutes les 10 secondes/)).toBeVisible();
  // Oldest first.
  expect(await numbersOnScreen(page)).toEqual(before.waiting.map((o) => String(o.number)));
  await expect(orderCards(page).first()).toContainText("× ");
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/counter-1024x768-fr.png" });

  // The Wi-Fi drops: "Remis" on the oldest still works, and it leaves the list at once.
  await context.setOffline(true);
  await orderCards(page)
    .first()
    .getByRole("button", { name: `Remis\u00a0: commande ${oldest!.number}` })
    .click();
  await expect(page.getByTestId("counter-count")).toHaveText(
    before.waiting.length - 1 === 1
      ? "1 commande en attente"
      : `${before.waiting.length - 1} commandes en attente`,
  );
  expect(await numbersOnScreen(page)).not.toContain(String(oldest!.number));
  await expect(page.getByText(/Données du \d{2}\/\d{2} à \d{2}:\d{2}/)).toBeVisible();
  const badge = page.getByTestId("sync-badge");
  await expect(badge).toContainText("Hors ligne");
  await badge.click();
  const panel = page.getByRole("dialog", { name: "Actions en attente" });
  await expect(panel.getByTestId("outbox-entry")).toContainText(
    `Remettre la commande ${oldest!.number}`,
  );
  await page.waitForTimeout(400);
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/counter-offline-pending-1024x768-fr.png" });

  // Back online: the engine sends it, and the server has it collected, once.
  await context.setOffline(false);
  await expect(panel.getByTestId("outbox-entry")).toHaveCount(0, { timeout: 20_000 });
  await panel.getByRole("button", { name: "Fermer" }).click();
  const after = await counterOf(page, 1);
  expect(after.waiting.map((o) => o.id)).not.toContain(oldest!.id);
  expect(after.collected.filter((o) => o.id === oldest!.id)).toHaveLength(1);
  expect(after.waiting.map((o) => o.id)).toEqual(before.waiting.slice(1).map((o) => o.id));
  // A reload reads the server again: still gone.
  await page.reload();
  await expect(page.getByTestId("counter-count")).toBeVisible();
  expect(await numbersOnScreen(page)).not.toContain(String(oldest!.number));

  // Online, the toast offers "Annuler": the order comes back, paid again on the server.
  await orderCards(page)
    .first()
    .getByRole("button", { name: `Remis\u00a0: commande ${next!.number}` })
    .click();
  const toast = page.getByRole("alert").filter({ hasText: `Commande ${next!.number} remise` });
  await expect(toast).toBeVisible();
  expect(await numbersOnScreen(page)).not.toContain(String(next!.number));
  await toast.getByRole("button", { name: "Annuler" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: `Commande ${next!.number} remise en attente` }),
  ).toBeVisible();
  await expect(page.getByTestId("order-number").first()).toHaveText(String(next!.number));
  const undone = await counterOf(page, 1);
  expect(undone.waiting[0]).toMatchObject({ id: next!.id, state: "Paid", collectedAt: null });
});

test.describe("portrait, in English", () => {
  test.use({ viewport: { width: 800, height: 1280 } });

  test("the counter opened from the menu asks for a zone, then remembers it", async ({ page }) => {
    await page.goto("/login");
    await page.getByText("EN", { exact: true }).click();
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await signInAt(page, "manager", "/counter");
    await expect(page.getByText("Choose this counter's preparation zone.")).toBeVisible();
    await page.getByRole("combobox", { name: "Preparation zone" }).click();
    await page.getByRole("option", { name: "Cuisine" }).click();
    await expect(page).toHaveURL(/\/counter\?zone=2$/);
    await expect(page.getByRole("heading", { name: "Counter: Cuisine" })).toBeVisible();
    await expect(page.getByTestId("counter-count")).toHaveText(/orders? waiting$/);
    await expect(page.getByText(/Updated at \d\d:\d\d, every 10 seconds/)).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: "tests/screenshots/counter-800x1280-en.png" });
    // Opened again without a zone, this tablet's zone opens.
    await page.goto("/counter");
    await expect(page).toHaveURL(/\/counter\?zone=2$/);
  });
});
