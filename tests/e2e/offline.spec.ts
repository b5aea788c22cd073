import { expect, test, type APIRequestContext, type Page } from "./fixtures";
import { ACCOUNTS, LoginPage, UserMenu, expectAccessible, signInAt } from "./pages";

/**
 * Issue 4, end to end: actions taken offline are kept (across a reload), sent once when the
 * network returns, never twice after a lost answer, by one tab only, and survive a logout.
 * The server is checked through its API, as the admin.
 */

interface ApiCard {
  number: string;
  publicNumber: string;
  isActive: boolean;
  balanceTokens: number;
  balanceFreeTokens: number;
  customerId: number | null;
}

async function apiToken(request: APIRequestContext): Promise<string> {
  const { email, password } = ACCOUNTS.admin;
  const answer = await request.post("/connect/token", {
    form: { grant_type: "password", username: email, password, scope: "api offline_access" },
    headers: {
      Authorization: `Basic ${Buffer.from("backoffice-pwa:backoffice-demo-secret").toString("base64")}`,
    },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { access_token: string }).access_token;
}

async function api<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const answer = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status(), path).toBe(200);
  return (await answer.json()) as T;
}

const card = (request: APIRequestContext, token: string, number: string) =>
  api<ApiCard>(request, `/api/card/number/${number}`, token);

/** Active cards with no customer, from a page of the seed no other spec uses. */
async function stockCards(request: APIRequestContext, token: string, page: number) {
  const { results } = await api<{ results: ApiCard[] }>(
    request,
    `/api/card/cards?page=${page}&size=50`,
    token,
  );
  return results.filter((c) => c.isActive && c.customerId === null);
}

/** Waits until the service worker is active and controls the page (one reload if it must). */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate("navigator.serviceWorker.ready.then(() => true)");
  if (!(await page.evaluate("Boolean(navigator.serviceWorker.controller)"))) await page.reload();
  await page.waitForFunction("Boolean(navigator.serviceWorker.controller)");
}

const badge = (page: Page) => page.getByTestId("sync-badge");

/** A script counting the rows of a store of the app's IndexedDB database (a string: see pwa.spec). */
const countRows = (store: string) => `new Promise((resolve, reject) => {
  const open = indexedDB.open("backoffice");
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const count = open.result.transaction("${store}").objectStore("${store}").count();
    count.onsuccess = () => { resolve(count.result); open.result.close(); };
    count.onerror = () => reject(count.error);
  };
})`;

async function openCard(page: Page, number: string) {
  await page.goto(`/cards/details/${number}`);
  // A full page load on a busy 2-core CI box, service worker installing: more than the default.
  await expect(page.getByRole("heading", { name: /^Carte / })).toBeVisible({ timeout: 15_000 });
}

async function addBonus(page: Page, amount: number, comment: string) {
  await page.getByRole("button", { name: "Unités bonus" }).click();
  const dialog = page.getByRole("dialog", { name: "Unités bonus" });
  await dialog.getByLabel("Nombre d'unités bonus").fill(String(amount));
  await dialog.getByLabel("Commentaire").fill(comment);
  await dialog.getByRole("button", { name: "Valider" }).click();
}

const QUEUED = "Action enregistrée : elle sera envoyée dès le retour du réseau";

// Offline reloads need the service worker (the other specs block it to save CI time).
test.use({ serviceWorkers: "allow" });
test.describe.configure({ timeout: 90_000 });

test("actions taken offline survive a reload and take effect once back online", async ({
  page,
  context,
  request,
}) => {
  const token = await apiToken(request);
  const [a, b, c] = await stockCards(request, token, 30);
  expect(c, "three stock cards in the seed's page 30").toBeDefined();
  await signInAt(page, "admin", "/");
  await controlledByServiceWorker(page);
  // Seen online, so cached: the two cards and the kiosks list.
  await openCard(page, a!.number);
  await openCard(page, b!.number);
  await page.goto("/kiosks");
  await expect(page.getByRole("row", { name: /KSK-0002/ })).toBeVisible();

  await context.setOffline(true);
  // Searched offline by its public number, in lower case: the card opens from the cache.
  await page.getByRole("button", { name: "Rechercher une carte" }).first().click();
  const search = page.getByRole("dialog");
  await search.getByRole("combobox", { name: "Numéro ou nom" }).fill(a!.publicNumber.toLowerCase());
  await search.getByRole("combobox", { name: "Numéro ou nom" }).press("Enter");
  await expect(page).toHaveURL(new RegExp(`/cards/details/${a!.number}$`));
  await expect(page.getByRole("heading", { name: `Carte ${a!.publicNumber}` })).toBeVisible();
  await expect(badge(page)).toContainText("Hors ligne");
  // Bonus units first: the server refuses them on a disabled card (the order is kept).
  await addBonus(page, 7, "e2e hors ligne");
  await expect(page.getByText(QUEUED)).toBeVisible();
  await page.getByRole("button", { name: "Désactiver" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Désactiver" }).click();
  await expect(page.getByRole("button", { name: "Activer", exact: true })).toBeVisible();
  await expect(page.getByText("2 actions en attente")).toBeVisible();
  await expect(page.getByLabel("Unités bonus", { exact: true })).toHaveText(
    (a!.balanceFreeTokens + 7).toLocaleString("fr"),
  );
  await expect(page.getByText(/Données du \d{2}\/\d{2} à \d{2}:\d{2}/).first()).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/offline-card-1024x768-fr.png" });

  await openCard(page, b!.number);
  await page.getByRole("button", { name: "Transférer" }).click();
  const transfer = page.getByRole("dialog", { name: "Transférer la carte" });
  await transfer.getByLabel("Numéro de la nouvelle carte").fill(c!.number);
  await transfer.getByRole("button", { name: "Valider" }).click();
  await expect(page.getByText("1 action en attente")).toBeVisible();

  await page.goto("/kiosks");
  await page.getByRole("row", { name: /KSK-0002/ }).click();
  await page.getByRole("button", { name: "Modifier" }).click();
  const edit = page.getByRole("dialog", { name: "Modifier la borne" });
  await edit.getByLabel(/^Nom/).fill("Snack modifié hors ligne");
  await edit.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText(QUEUED)).toBeVisible();
  await expect(page.getByRole("row", { name: /KSK-0002/ })).toContainText(
    "Snack modifié hors ligne",
  );
  await expect(page.getByRole("row", { name: /KSK-0002/ })).toContainText("En attente");

  // A kiosk created offline shows on top of the list, marked, until the server has it (a serial
  // number of its own: a retry of this test must not collide with a first try's kiosk).
  const serial = `OFF-${Date.now().toString(36).toUpperCase()}`;
  await page.getByRole("button", { name: "Nouvelle borne" }).click();
  const create = page.getByRole("dialog", { name: "Ajouter une borne" });
  await create.getByLabel(/^Nom/).fill("Borne créée hors ligne");
  await create.getByLabel(/^Numéro de série/).fill(serial);
  await create.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText(QUEUED).first()).toBeVisible();
  const created = page.getByRole("row", { name: new RegExp(serial) });
  await expect(created).toContainText("Borne créée hors ligne");
  await expect(created).toContainText("En attente");
  // Never heard from: silent, in the health board's words.
  await expect(created).toContainText("Silencieux");
  await expect(create).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/offline-kiosks-1024x768-fr.png" });

  // A reload while offline: the app, the signed-in session and the five pending actions.
  await page.reload();
  await expect(badge(page)).toContainText("5 en attente");
  await badge(page).click();
  const panel = page.getByRole("dialog", { name: "Actions en attente" });
  await expect(panel.getByTestId("outbox-entry")).toHaveCount(5);
  await expect(panel.getByTestId("outbox-entry").first()).toContainText(
    `Ajouter 7 unités bonus à la carte ${a!.publicNumber}`,
  );
  await expect(panel).toContainText(`Désactiver la carte ${a!.publicNumber}`);
  await expect(panel).toContainText(
    `Transférer la carte ${b!.publicNumber} sur la carte ${c!.number}`,
  );
  await expect(panel).toContainText("Modifier la borne Snack modifié hors ligne");
  await page.waitForTimeout(400);
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/offline-pending-panel-1024x768-fr.png" });

  await context.setOffline(false);
  await expect(panel.getByText("Aucune action en attente : tout est envoyé.")).toBeVisible({
    timeout: 15_000,
  });
  await expect(badge(page)).toHaveText("En ligne");

  const [a2, b2, c2] = await Promise.all([a, b, c].map((x) => card(request, token, x!.number)));
  expect(a2).toMatchObject({ isActive: false, balanceFreeTokens: a!.balanceFreeTokens + 7 });
  expect(b2).toMatchObject({ isActive: false, balanceTokens: 0, balanceFreeTokens: 0 });
  expect(c2).toMatchObject({
    isActive: true,
    balanceTokens: c!.balanceTokens + b!.balanceTokens,
    balanceFreeTokens: c!.balanceFreeTokens + b!.balanceFreeTokens,
  });
  const kiosks = await api<{ results: { serialNumber: string; name: string }[] }>(
    request,
    "/api/kiosk/kiosks?page=0&size=20&filterOnName=Snack%20modifi%C3%A9",
    token,
  );
  expect(kiosks.results.map((k) => k.serialNumber)).toEqual(["KSK-0002"]);
  const createdOnServer = await api<{ results: { serialNumber: string }[] }>(
    request,
    "/api/kiosk/kiosks?page=0&size=20&filterOnName=cr%C3%A9%C3%A9e%20hors%20ligne",
    token,
  );
  expect(createdOnServer.results.map((k) => k.serialNumber)).toContain(serial);
});

test("an answer lost after the server applied the action is retried without a second effect", async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const [target] = await stockCards(request, token, 31);
  await signInAt(page, "admin", `/cards/details/${target!.number}`);
  await expect(page.getByRole("heading", { name: /^Carte / })).toBeVisible();
  const lose = await request.post("/api/test/lose-next-answers", {
    headers: { Authorization: `Bearer ${token}` },
    data: { count: 1 },
  });
  expect(await lose.json()).toEqual({ loseNextAnswers: 1 });

  const answers: number[] = [];
  page.on(
    "response",
    (r) => r.url().includes("FreeTokenBalanceUpdate") && answers.push(r.status()),
  );
  await addBonus(page, 4, "réponse perdue");
  await expect(page.getByText("Unités bonus mises à jour")).toBeVisible({ timeout: 15_000 });
  expect(answers).toEqual([503, 200]);
  expect((await card(request, token, target!.number)).balanceFreeTokens).toBe(
    target!.balanceFreeTokens + 4,
  );
});

test("with two tabs open, one tab sends everything", async ({ page, context, request }) => {
  const token = await apiToken(request);
  const [target] = await stockCards(request, token, 32);
  await signInAt(page, "admin", "/");
  // The service worker installed (app shell precached) before the second tab opens.
  await controlledByServiceWorker(page);
  const second = await context.newPage();
  await second.goto("/");
  await expect(second.getByRole("button", { name: "Menu utilisateur" })).toBeVisible();
  const sentBy = new Map<Page, number>([
    [page, 0],
    [second, 0],
  ]);
  for (const tab of [page, second]) {
    tab.on("response", (r) => {
      if (r.request().method() !== "GET" && r.url().includes("/api/card/"))
        sentBy.set(tab, sentBy.get(tab)! + 1);
    });
    await openCard(tab, target!.number);
  }

  await context.setOffline(true);
  await addBonus(page, 1, "onglet 1");
  await expect(page.getByText(QUEUED)).toBeVisible();
  await addBonus(second, 2, "onglet 2");
  await expect(second.getByText(QUEUED)).toBeVisible();
  await expect(badge(page)).toContainText("2 en attente");
  await context.setOffline(false);
  await expect(badge(page)).toHaveText("En ligne", { timeout: 15_000 });
  await expect(badge(second)).toHaveText("En ligne");

  const counts = [...sentBy.values()].sort();
  expect(counts).toEqual([0, 2]);
  expect((await card(request, token, target!.number)).balanceFreeTokens).toBe(
    target!.balanceFreeTokens + 3,
  );
  await badge(second).click();
  await expect(second.getByTestId("sender-state")).toHaveText(
    sentBy.get(second) ? "Cet onglet envoie les actions" : "Un autre onglet envoie les actions",
  );

  // A transfer to a card that does not exist, queued offline and refused back online: a toast
  // says what was refused and why, and its "Corriger" opens the transfer again, filled.
  await context.setOffline(true);
  await page.getByRole("button", { name: "Transférer" }).click();
  const transfer = page.getByRole("dialog", { name: "Transférer la carte" });
  await transfer.getByLabel("Numéro de la nouvelle carte").fill("0499999999");
  await transfer.getByRole("button", { name: "Valider" }).click();
  const queued = page.getByRole("alert").filter({ hasText: "sur la carte 0499999999" });
  await expect(queued).toContainText(QUEUED);
  await context.setOffline(false);
  const refusal = page.getByRole("alert").filter({ hasText: "Action refusée" });
  await expect(refusal).toContainText("La carte 0499999999 n'existe pas", { timeout: 15_000 });
  await expect(badge(page)).toContainText("1 refusée");
  await refusal.getByRole("button", { name: "Corriger" }).click();
  await expect(page).toHaveURL(/\?corriger=/);
  await expect(transfer.getByLabel("Numéro de la nouvelle carte")).toHaveValue("0499999999");
});

test("logging out with pending actions warns, keeps them, and sends them after the next sign-in", async ({
  page,
  context,
  request,
}) => {
  const token = await apiToken(request);
  const [target] = await stockCards(request, token, 33);
  await signInAt(page, "admin", "/");
  // The sign-in screen comes back offline: from the service worker's precache.
  await controlledByServiceWorker(page);
  await openCard(page, target!.number);
  await context.setOffline(true);
  await addBonus(page, 5, "avant déconnexion");
  await expect(page.getByText(QUEUED)).toBeVisible();

  await new UserMenu(page).logout();
  const warning = page.getByRole("dialog", { name: "Actions en attente" });
  await expect(warning).toContainText("1 action n'a pas encore été envoyée au serveur.");
  await page.waitForTimeout(400);
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/offline-logout-warning-1024x768-fr.png" });
  await warning.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/login/);
  // Personal data leaves the tablet; the pending action stays.
  await expect.poll(() => page.evaluate(countRows("cards"))).toBe(0);
  await expect.poll(() => page.evaluate(countRows("reads"))).toBe(0);
  expect(await page.evaluate(countRows("outbox"))).toBe(1);

  // Back online but signed out: nothing is sent in anyone's name.
  await context.setOffline(false);
  await page.waitForTimeout(1500);
  expect((await card(request, token, target!.number)).balanceFreeTokens).toBe(
    target!.balanceFreeTokens,
  );
  await new LoginPage(page).signIn("admin");
  await expect(badge(page)).toHaveText("En ligne", { timeout: 15_000 });
  await expect
    .poll(async () => (await card(request, token, target!.number)).balanceFreeTokens)
    .toBe(target!.balanceFreeTokens + 5);
});

test("offline, a form that saves to the server says so before anything is typed", async ({
  page,
  context,
}) => {
  await signInAt(page, "admin", "/staff-cards");
  await expect(page.getByRole("heading", { name: "Cartes employés" })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole("button", { name: "Nouvelle carte employé" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouvelle carte employé" });
  await expect(dialog.getByTestId("form-offline")).toContainText(
    "cet enregistrement demande le réseau",
  );
  await context.setOffline(false);
  await expect(dialog.getByTestId("form-offline")).toBeHidden();
});
