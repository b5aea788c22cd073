import { expect, test, type Locator, type Page } from "./fixtures";
import { DEMO_CARDS, DEMO_OTHER_CUSTOMER } from "../../server/seed/demo-cards.seed";
import { apiTokens, expectAccessible, readerBurst, signInAt } from "./pages";

const { assigned, unassigned, disabled, otherCustomer, spare } = DEMO_CARDS;
const balance = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** A balance as the card page shows it: digits grouped the French way ("1 250"). */
const grouped = (units: number) => units.toLocaleString("fr");

/** In the assign dialog: the seeded other customer, found by the start of their last name. */
async function chooseOtherCustomer(page: Page, dialog: Locator) {
  await dialog
    .getByRole("combobox", { name: "Client" })
    .fill(DEMO_OTHER_CUSTOMER.lastName.slice(0, 4));
  await page
    .getByRole("option", { name: new RegExp(DEMO_OTHER_CUSTOMER.firstName) })
    .first()
    .click();
}

test("find a card by typing 2 characters and picking the suggestion", async ({ page }) => {
  await signInAt(page, "agent");
  // The header's search shows its shortcut, and the shortcut opens it.
  const search = page.locator("header").getByRole("button", { name: "Rechercher une carte" });
  await expect(search).toContainText("Ctrl K");
  await expect(search).toHaveAttribute("aria-keyshortcuts", /Control\+K/);
  await page.keyboard.press("Control+K");
  const number = page.getByRole("dialog").getByRole("combobox", { name: "Numéro ou nom" });
  await number.fill(assigned.publicNumber.slice(0, 2));
  await page.getByRole("option", { name: new RegExp(assigned.publicNumber) }).click();
  await expect(page).toHaveURL(new RegExp(`/cards/details/${assigned.number}$`));
  await expect(page.getByRole("heading", { name: `Carte ${assigned.publicNumber}` })).toBeVisible();
  await expect(balance(page, "Unités")).toHaveText(grouped(assigned.balanceTokens));
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/card-details-1024x768-fr.png", fullPage: true });
});

test("the digits printed on a card or its holder's name in any order find it", async ({ page }) => {
  await signInAt(page, "agent", "/cards/search");
  const number = page.getByRole("combobox", { name: "Numéro ou nom" });
  await number.fill(assigned.publicNumber.slice(-6)); // "000001", as printed
  await expect(page.getByRole("option", { name: new RegExp(assigned.publicNumber) })).toBeVisible();
  await number.fill("DURAND camille");
  await expect(page.getByRole("option").first()).toContainText("Camille Durand");
  await expect(page.getByRole("option", { name: new RegExp(assigned.publicNumber) })).toBeVisible();
  await number.fill("PC");
  await expect(page.getByRole("status")).toHaveText(
    "D'autres cartes correspondent : tapez d'autres chiffres ou le nom",
  );
  await number.fill("zzqx");
  await expect(page.getByRole("status")).toHaveText("Aucune carte trouvée");
  await expectAccessible(page);
  // Each suggestion says what tells it apart (state, balances) on 44 px at least; Enter lists
  // the cards and closes the suggestions; the card opened is then first of the recent ones.
  await number.fill("PC-00000");
  const option = page.getByRole("option", { name: new RegExp(assigned.publicNumber) });
  await expect(option).toContainText(/\d+ unités · \d+ unités? bonus/);
  await expect(option).toContainText("Active");
  expect((await option.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await number.press("Enter");
  const found = page.getByRole("list", { name: "Cartes trouvées" });
  await expect(page.getByRole("listbox")).toBeHidden();
  await found.getByRole("link", { name: new RegExp(assigned.publicNumber) }).click();
  await expect(page).toHaveURL(new RegExp(`/cards/details/${assigned.number}$`));
  await page.goBack();
  const recent = page.getByRole("list", { name: "Dernières cartes ouvertes" });
  await expect(recent.getByRole("link").first()).toContainText(assigned.publicNumber);
});

test("an unknown number says 'Aucune carte trouvée'", async ({ page }) => {
  await signInAt(page, "agent", "/cards/search");
  await page.getByRole("combobox", { name: "Numéro ou nom" }).fill("NOPE-404");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Aucune carte trouvée")).toBeVisible();
});

test("disable after a confirmation naming the card, undo it from the toast, enable", async ({
  page,
}) => {
  await signInAt(page, "agent", `/cards/details/${unassigned.number}`);
  await page.getByRole("button", { name: "Désactiver" }).click();
  const confirm = page.getByRole("dialog", {
    name: `Désactiver la carte ${unassigned.publicNumber}`,
  });
  await expect(confirm).toContainText(`La carte ${unassigned.publicNumber} ne pourra plus servir`);
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Désactiver" }).click();
  const toast = page.getByRole("alert").filter({ hasText: "Carte désactivée" });
  await expect(toast).toContainText(`Carte ${unassigned.publicNumber}`);
  await expect(page.getByRole("button", { name: "Activer", exact: true })).toBeVisible();
  // The toast covers neither the header nor the card's state and actions.
  const box = (await toast.boundingBox())!;
  for (const covered of [
    page.locator("header"),
    page.getByRole("heading", { name: `Carte ${unassigned.publicNumber}` }),
    page.getByRole("group", { name: "Actions de la carte" }),
  ]) {
    const other = (await covered.boundingBox())!;
    const apart =
      box.y >= other.y + other.height ||
      other.y >= box.y + box.height ||
      box.x >= other.x + other.width ||
      other.x >= box.x + box.width;
    expect(apart).toBe(true);
  }
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/card-undo-toast-1024x768-fr.png" });

  // "Annuler" sends the way back through the outbox: the card is active again.
  await toast.getByRole("button", { name: "Annuler" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Carte activée" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Désactiver" })).toBeVisible();

  await page.getByRole("button", { name: "Désactiver" }).click();
  await confirm.getByRole("button", { name: "Désactiver" }).click();
  await page.getByRole("button", { name: "Activer", exact: true }).click();
  await expect(page.getByText("Carte activée").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Désactiver" })).toBeVisible();
});

test("add and remove bonus units, see the amount in the toast, undo the removal", async ({
  page,
}) => {
  await signInAt(page, "agent", `/cards/details/${otherCustomer.number}`);
  const free = balance(page, "Unités bonus");
  await expect(free).toHaveText(grouped(otherCustomer.balanceFreeTokens));
  await page.getByRole("button", { name: "Unités bonus" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Valider" }).click();
  await expect(dialog.getByText("Ce champ est obligatoire").first()).toBeVisible();
  // The balance as it will be, while the amount is tapped (+5, +5) or typed.
  const preview = dialog.getByTestId("bonus-preview");
  const before = otherCustomer.balanceFreeTokens;
  await dialog.getByRole("button", { name: "+5" }).click();
  await dialog.getByRole("button", { name: "+5" }).click();
  await expect(dialog.getByLabel(/Nombre d'unités bonus/)).toHaveValue("10");
  await expect(preview).toHaveText(
    `Solde : ${grouped(before)} → ${grouped(before + 10)} unités bonus`,
  );
  await dialog.getByLabel(/Nombre d'unités bonus/).fill("10");
  await dialog.getByLabel(/Commentaire/).fill("Geste commercial");
  await dialog.getByRole("button", { name: "Valider" }).click();
  await expect(free).toHaveText(grouped(otherCustomer.balanceFreeTokens + 10));
  await expect(
    page.getByText(`10 unités bonus ajoutées à la carte ${otherCustomer.publicNumber}`),
  ).toBeVisible();
  await page.getByRole("button", { name: "Unités bonus" }).click();
  await dialog.getByText("Retirer", { exact: true }).click();
  await dialog.getByLabel(/Nombre d'unités bonus/).fill("4");
  await dialog.getByLabel(/Commentaire/).fill("Correction");
  await dialog.getByRole("button", { name: "Valider" }).click();
  await expect(free).toHaveText(grouped(otherCustomer.balanceFreeTokens + 6));
  const removed = page
    .getByRole("alert")
    .filter({ hasText: `4 unités bonus retirées de la carte ${otherCustomer.publicNumber}` });
  await removed.getByRole("button", { name: "Annuler" }).click();
  await expect(free).toHaveText(grouped(otherCustomer.balanceFreeTokens + 10));
});

test("recycling is a manager's, set apart, and its confirmation says what is lost", async ({
  page,
}) => {
  // The seeded floor agent cannot recycle (issue 10: a manager's action).
  await signInAt(page, "agent", `/cards/details/${assigned.number}`);
  await expect(page.getByRole("button", { name: "Unités bonus" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Recycler" })).toHaveCount(0);

  const { access_token } = await apiTokens(page, "manager");
  const auth = { Authorization: `Bearer ${access_token}` };
  // Numbers of its own, so that a retry (CI retries once) or a repeat starts afresh.
  const suffix = String(Date.now()).slice(-6);
  const number = `0429${suffix}`;
  const publicNumber = `PC-R${suffix}`;
  const created = await page.request.post("/api/card", {
    headers: auth,
    data: { number, publicNumber, activationDate: null, expirationDate: null },
  });
  expect(created.status()).toBe(201);
  const bonus = await page.request.post(`/api/card/FreeTokenBalanceUpdate/${number}`, {
    headers: auth,
    data: { amount: 1250, comment: "Test" },
  });
  expect(bonus.status()).toBe(200);

  await signInAt(page, "manager", `/cards/details/${number}`);
  const apart = page.getByRole("group", { name: "Retrait et recyclage" });
  await apart.getByRole("button", { name: "Recycler" }).click();
  const confirm = page.getByRole("dialog", { name: `Recycler la carte ${publicNumber}` });
  await expect(confirm).toContainText(
    `0 unités et ${(1250).toLocaleString("fr")} unités bonus seront perdues.`,
  );
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/card-recycle-1024x768-fr.png" });
  await confirm.getByRole("button", { name: "Recycler" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Carte recyclée" })).toContainText(
    `Carte ${publicNumber}`,
  );
  await expect(balance(page, "Unités bonus")).toHaveText("0");
});

test("transfer a card, and refuse a target linked to another customer", async ({ page }) => {
  await signInAt(page, "agent", `/cards/details/${assigned.number}`);
  await page.getByRole("button", { name: "Transférer" }).click();
  // The dialog says what it knows of the target before anything is sent; a refusal names it too.
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(/Numéro de la nouvelle carte/).fill("PC-999999");
  await expect(dialog.getByRole("status")).toHaveText("La carte PC-999999 n'existe pas");
  await dialog.getByRole("button", { name: "Valider" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "La carte PC-999999 n'existe pas" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Transférer" }).click();
  await dialog.getByLabel(/Numéro de la nouvelle carte/).fill(otherCustomer.number);
  await expect(dialog.getByRole("status")).toContainText(
    `appartient à ${DEMO_OTHER_CUSTOMER.firstName} ${DEMO_OTHER_CUSTOMER.lastName} : le transfert sera refusé`,
  );
  await expect(dialog.getByRole("button", { name: "Scanner" })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Valider" }).click();
  await expect(
    page.getByText("La carte à transférer est déjà liée à un autre compte client"),
  ).toBeVisible();

  await page.goto(`/cards/details/${disabled.number}`);
  await page.getByRole("button", { name: "Transférer" }).click();
  await page
    .getByRole("dialog")
    .getByLabel(/Numéro de la nouvelle carte/)
    .fill(spare.number);
  await expect(page.getByRole("dialog").getByRole("status")).toContainText(
    `de la carte ${disabled.publicNumber} passeront sur la carte ${spare.publicNumber}`,
  );
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/card-transfer-preview-1024x768-fr.png" });
  await page.getByRole("dialog").getByRole("button", { name: "Valider" }).click();
  await expect(
    page.getByText(`Carte ${disabled.number} transférée sur la carte ${spare.number}`),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/cards/details/${spare.number}$`));
  await expect(balance(page, "Unités")).toHaveText(grouped(disabled.balanceTokens));
});

test("assign a card to a customer and remove it", async ({ page }) => {
  await signInAt(page, "agent", `/cards/details/${unassigned.number}`);
  // The actions keep their places whatever the card's state (a tap lands where it did before).
  const places = () =>
    Promise.all(
      ["Unités bonus", "Transférer", "Associer à un client"].map(
        async (name) => (await page.getByRole("button", { name, exact: true }).boundingBox())?.x,
      ),
    );
  const before = await places();
  await page.getByRole("button", { name: "Associer à un client" }).click();
  const dialog = page.getByRole("dialog");
  await chooseOtherCustomer(page, dialog);
  await dialog.getByRole("button", { name: "Valider" }).click();
  await expect(page.getByText("Carte associée au client")).toBeVisible();
  await expect(
    page.getByRole("link", { name: new RegExp(DEMO_OTHER_CUSTOMER.lastName) }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Associer à un client" })).toBeDisabled();
  expect(await places()).toEqual(before);
  await page.getByRole("button", { name: "Retirer le client" }).click();
  const confirm = page.getByRole("dialog", {
    name: `Retirer le client de la carte ${unassigned.publicNumber}`,
  });
  await expect(confirm).toContainText(
    `ne sera plus liée à ${DEMO_OTHER_CUSTOMER.firstName} ${DEMO_OTHER_CUSTOMER.lastName}`,
  );
  await confirm.getByRole("button", { name: "Retirer" }).click();
  await expect(page.getByText("Client retiré de la carte")).toBeVisible();
  await expect(page.getByText("Aucun client")).toBeVisible();
});

test("download a purchase's invoice PDF", async ({ page }) => {
  // A card whose first page of purchases holds one a customer asked an invoice for.
  const { access_token } = await apiTokens(page, "admin");
  const get = async <T>(path: string) =>
    (await (
      await page.request.get(path, { headers: { Authorization: `Bearer ${access_token}` } })
    ).json()) as T;
  const invoices = await get<{ results: { cards: string[] }[] }>(
    "/api/invoicecustomer/invoices?size=30",
  );
  let found: { card: string; invoiceId: number } | undefined;
  for (const card of invoices.results.flatMap((i) => i.cards)) {
    const page0 = await get<{ results: { invoiceId: number | null }[] }>(
      `/api/card/allPurchaseHistory?cardNumber=${card}&size=10`,
    );
    const invoiced = page0.results.find((p) => p.invoiceId !== null);
    if (invoiced) {
      found = { card, invoiceId: invoiced.invoiceId! };
      break;
    }
  }
  if (!found) throw new Error("the seed has invoiced purchases");
  await signInAt(page, "admin", `/cards/details/${found.card}`);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "PDF" }).first().click();
  const file = await download;
  // The spec's name for this call: the invoice's id (a customer invoice's own screen names it by number).
  expect(file.suggestedFilename()).toBe(`${found.invoiceId}.pdf`);
  const path = await file.path();
  const { readFileSync } = await import("node:fs");
  expect(readFileSync(path).subarray(0, 5).toString()).toBe("%PDF-");
});

test("a keyboard-wedge reader's burst opens the card, from the page or from a list filter", async ({
  page,
}) => {
  await signInAt(page, "agent");
  await page.waitForLoadState("networkidle");
  await page.locator("body").click({ position: { x: 600, y: 600 } });
  await readerBurst(page, disabled.publicNumber);
  await expect(page).toHaveURL(new RegExp(`/cards/details/${disabled.publicNumber}$`));
  await expect(page.getByRole("heading", { name: `Carte ${disabled.publicNumber}` })).toBeVisible();

  // Read while a list filter has focus, it opens the card too (the filter getting its value
  // back is src/ui/scanner/use-keyboard-wedge.test.tsx's).
  await page.goto("/customers");
  const filter = page.getByRole("searchbox", { name: "Rechercher par nom" });
  await filter.fill("Dur");
  await page.waitForLoadState("networkidle");
  await readerBurst(page, assigned.publicNumber);
  await expect(page.getByRole("heading", { name: `Carte ${assigned.publicNumber}` })).toBeVisible();
});

test("a bonus change above the manager's threshold is confirmed with its amount first", async ({
  page,
}) => {
  const { access_token } = await apiTokens(page, "manager");
  const auth = { Authorization: `Bearer ${access_token}` };
  const number = "0429000778";
  expect(
    (
      await page.request.post("/api/card", {
        headers: auth,
        data: { number, publicNumber: "PC-900778", activationDate: null, expirationDate: null },
      })
    ).status(),
  ).toBe(201);

  // The manager sets it beside the agents' rights.
  await signInAt(page, "manager", "/roles");
  const threshold = page.getByLabel("Confirmer les unités bonus au-delà de");
  await threshold.fill("200");
  await page
    .getByRole("region", { name: "Contrôles de l'accueil" })
    .getByRole("button", { name: "Enregistrer les réglages" })
    .click();
  await expect(page.getByText("Réglages enregistrés")).toBeVisible();

  try {
    await page.goto(`/cards/details/${number}`);
    await page.getByRole("button", { name: "Unités bonus" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(/Nombre d'unités bonus/).fill("250");
    await dialog.getByLabel(/Commentaire/).fill("Anniversaire");
    await dialog.getByRole("button", { name: "Valider" }).click();
    const check = dialog.getByRole("alert");
    await expect(check).toContainText("Ajouter 250 unités bonus à la carte PC-900778 ?");
    await expect(check).toContainText("plus que le seuil de 200");
    await expectAccessible(page);
    await page.screenshot({ path: "tests/screenshots/bonus-confirm-1024x768-fr.png" });
    // "Corriger" goes back to the form with what was typed.
    await check.getByRole("button", { name: "Corriger" }).click();
    await expect(dialog.getByLabel(/Nombre d'unités bonus/)).toHaveValue("250");
    await dialog.getByRole("button", { name: "Valider" }).click();
    await dialog.getByRole("button", { name: "Confirmer 250 unités" }).click();
    await expect(balance(page, "Unités bonus")).toHaveText("250");
    // The trail names the amount, the comment and who did it.
    await page.getByRole("tab", { name: "Opérations" }).click();
    const trail = page.getByRole("table", { name: "Opérations" });
    await expect(trail.getByRole("row").nth(1)).toContainText("250 unités bonus ajoutées");
    await expect(trail.getByRole("row").nth(1)).toContainText("Anniversaire");
    await expect(trail.getByRole("row").nth(1)).toContainText("Julien Bernard");
    await expectAccessible(page);
    await page.screenshot({ path: "tests/screenshots/card-operations-1024x768-fr.png" });
  } finally {
    // Other tests expect the default.
    const reset = await page.request.put("/api/site/settings", {
      headers: auth,
      data: { bonusConfirmAbove: 100 },
    });
    expect(reset.status()).toBe(200);
  }
});

test("a bonus refused once back online is corrected from the pending panel, its form filled", async ({
  page,
  context,
}) => {
  const { access_token } = await apiTokens(page, "admin");
  const suffix = String(Date.now()).slice(-6);
  const number = `0427${suffix}`;
  const publicNumber = `PC-C${suffix}`;
  const created = await page.request.post("/api/card", {
    headers: { Authorization: `Bearer ${access_token}` },
    data: { number, publicNumber, activationDate: null, expirationDate: null },
  });
  expect(created.status()).toBe(201);

  // Offline, 5 bonus units are taken from a card that has none: queued, then refused.
  await signInAt(page, "admin", `/cards/details/${number}`);
  const free = balance(page, "Unités bonus");
  await expect(free).toHaveText("0");
  await context.setOffline(true);
  await page.getByRole("button", { name: "Unités bonus" }).click();
  const dialog = page.getByRole("dialog", { name: "Unités bonus" });
  await dialog.getByText("Retirer", { exact: true }).click();
  await dialog.getByLabel(/Nombre d'unités bonus/).fill("5");
  await dialog.getByLabel(/Commentaire/).fill("Ticket perdu");
  await dialog.getByRole("button", { name: "Valider" }).click();
  await expect(page.getByText("Action enregistrée")).toBeVisible();
  await context.setOffline(false);
  const badge = page.getByTestId("sync-badge");
  await expect(badge).toContainText("1 refusée", { timeout: 15_000 });

  // "Corriger", not "Réessayer": the same action would be refused again.
  await badge.click();
  const panel = page.getByRole("dialog", { name: "Actions en attente" });
  await expect(panel.getByRole("button", { name: "Réessayer" })).toHaveCount(0);
  await expectAccessible(page);
  await panel.getByRole("button", { name: "Corriger" }).click();
  await expect(dialog.getByLabel(/Nombre d'unités bonus/)).toHaveValue("5");
  await expect(dialog.getByLabel(/Commentaire/)).toHaveValue("Ticket perdu");
  await expect(dialog.getByRole("radio", { name: "Retirer" })).toBeChecked();
  await dialog.getByText("Ajouter", { exact: true }).click();
  await dialog.getByRole("button", { name: "Valider" }).click();
  await expect(free).toHaveText("5");
  await expect(badge).not.toContainText("refusée");
  await expect(page).toHaveURL(new RegExp(`/cards/details/${number}$`));
});

test("an assignment refused because its customer was deleted is corrected with another one", async ({
  page,
  context,
}) => {
  const { access_token } = await apiTokens(page, "admin");
  const auth = { Authorization: `Bearer ${access_token}` };
  const suffix = String(Date.now()).slice(-6);
  const number = `0426${suffix}`;
  const created = await page.request.post("/api/card", {
    headers: auth,
    data: { number, publicNumber: `PC-A${suffix}`, activationDate: null, expirationDate: null },
  });
  expect(created.status()).toBe(201);
  const customer = await page.request.post("/api/customer", {
    headers: auth,
    data: { firstName: "Léa", lastName: `Partie${suffix}` },
  });
  expect(customer.status()).toBe(201);
  const { id } = (await customer.json()) as { id: number };

  // Offline, the card goes to Léa; she is deleted meanwhile: once back online, refused.
  await signInAt(page, "admin", `/cards/details/${number}`);
  await expect(page.getByRole("button", { name: "Associer à un client" })).toBeVisible();
  await page.getByRole("button", { name: "Associer à un client" }).click();
  const dialog = page.getByRole("dialog", { name: "Associer à un client" });
  await dialog.getByRole("combobox", { name: "Client" }).fill(`Partie${suffix}`);
  await page.getByRole("option", { name: new RegExp(`Partie${suffix}`) }).click();
  await context.setOffline(true);
  await dialog.getByRole("button", { name: "Valider" }).click();
  await expect(page.getByText("Action enregistrée")).toBeVisible();
  expect((await page.request.delete(`/api/customer/${id}`, { headers: auth })).ok()).toBe(true);
  await context.setOffline(false);
  const badge = page.getByTestId("sync-badge");
  await expect(badge).toContainText("1 refusée", { timeout: 15_000 });

  await badge.click();
  await page
    .getByRole("dialog", { name: "Actions en attente" })
    .getByRole("button", { name: "Corriger" })
    .click();
  // The deleted customer cannot be chosen again: another one is.
  await expect(dialog.getByRole("combobox", { name: "Client" })).toHaveValue("");
  await chooseOtherCustomer(page, dialog);
  await dialog.getByRole("button", { name: "Valider" }).click();
  await expect(
    page.getByRole("link", { name: new RegExp(DEMO_OTHER_CUSTOMER.lastName) }),
  ).toBeVisible();
  await expect(badge).not.toContainText("refusée");
});

test("back from a card finds the list's filter and page as they were left", async ({ page }) => {
  await signInAt(page, "agent", "/cards");
  const lastName = page.getByRole("searchbox", { name: "Nom", exact: true });
  await lastName.fill("Leroy");
  await expect(page).toHaveURL(/[?&]filterOnLastName=Leroy/);
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows.nth(1)).toContainText("Leroy");
  await rows.nth(1).click();
  await expect(page).toHaveURL(/\/cards\/details\//);
  await page.goBack();
  await expect(lastName).toHaveValue("Leroy");
  await expect(rows.nth(1)).toContainText("Leroy");

  // The page too, and a reload shows the same rows.
  await lastName.fill("");
  await expect(page).not.toHaveURL(/filterOnLastName/);
  await page.getByRole("button", { name: "2", exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  const first = (await rows.nth(1).textContent()) ?? "";
  await page.reload();
  await expect(rows.nth(1)).toHaveText(first);

  // Nothing matches: one tap clears every filter.
  await lastName.fill("Zzyzxq");
  const clear = page.getByRole("button", { name: "Effacer les filtres" });
  await clear.click();
  await expect(lastName).toHaveValue("");
  await expect(page).not.toHaveURL(/filterOnLastName/);
  await expect(rows.nth(1)).toContainText("PC-");
  await expect(clear).toBeHidden();

  // A header sorts every card on the server (issue 27), both ways, kept in the address.
  const units = () =>
    rows.evaluateAll((all) =>
      all.slice(1).map((row) => Number((row as HTMLTableRowElement).cells[3]?.textContent || NaN)),
    );
  const inOrder = (up: boolean) => async () => {
    const shown = await units();
    return (
      shown.length > 1 &&
      shown.every((n, i) => i === 0 || (up ? shown[i - 1]! <= n : shown[i - 1]! >= n))
    );
  };
  await page.getByRole("button", { name: "Unités trier" }).click();
  await expect(page).toHaveURL(/[?&]sort=tokens\.asc/);
  await expect.poll(inOrder(true)).toBe(true);
  const lowest = (await units())[0]!;
  await page.getByRole("button", { name: "Unités trié par ordre croissant" }).click();
  await expect(page).toHaveURL(/[?&]sort=tokens\.desc/);
  await expect.poll(inOrder(false)).toBe(true);
  expect((await units())[0]).toBeGreaterThan(lowest);
  await rows.nth(1).click();
  await expect(page).toHaveURL(/\/cards\/details\//);
  await page.goBack();
  await expect(
    page.getByRole("button", { name: "Unités trié par ordre décroissant" }),
  ).toBeVisible();
});

test("editing a card shows its numbers and balances as text, not as fields", async ({ page }) => {
  await signInAt(page, "manager", `/cards/details/${assigned.number}`);
  await page.getByRole("button", { name: "Modifier", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText(assigned.publicNumber, { exact: true })).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: /Numéro public/ })).toHaveCount(0);
  await expect(dialog.getByRole("textbox", { name: /Unités/ })).toHaveCount(0);
  await expect(dialog.getByText("Numéro technique")).toBeVisible();
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Carte modifiée")).toBeVisible();
});
