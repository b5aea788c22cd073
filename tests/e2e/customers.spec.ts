import { expect, test, type Page } from "./fixtures";
import { apiTokens, expectAccessible, signInAt } from "./pages";

const SHOTS = "tests/screenshots";

/** The customer modal, as a person fills it. */
function customerForm(page: Page, title: string) {
  const dialog = page.getByRole("dialog", { name: title });
  return {
    dialog,
    field: (label: string) => dialog.getByLabel(new RegExp(`^${label}`)),
    save: () => dialog.getByRole("button", { name: "Enregistrer" }).click(),
  };
}

test("a manager creates, edits and deletes a customer, with a toast each time", async ({
  page,
}) => {
  const lastName = `Testeur${Date.now() % 100000}`;
  await signInAt(page, "admin", "/customers");
  await expect(page.getByRole("heading", { name: "Clients" })).toBeVisible();
  const table = page.getByRole("table", { name: "Clients" });
  await expect(table.getByRole("row")).not.toHaveCount(1);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/customers-list-1024x768-fr.png`, fullPage: true });
  await page.setViewportSize({ width: 800, height: 1280 });
  await page.screenshot({ path: `${SHOTS}/customers-list-800x1280-fr.png` });
  await page.setViewportSize({ width: 1024, height: 768 });

  // Invalid input first: the rules speak, the modal stays open and nothing typed is lost.
  await page.getByRole("button", { name: "Nouveau client" }).click();
  const create = customerForm(page, "Nouveau client");
  const long = "a".repeat(300);
  await create.field("Prénom").fill(long);
  await create.field("Nom").fill(lastName);
  await create.field("E-mail du parrain").fill("pas-une-adresse");
  await create.field("Téléphone").fill("06 12");
  await create.save();
  await expect(create.dialog.getByText("Numéro de téléphone invalide")).toBeVisible();
  await expect(create.dialog.getByText("Limité à 254 caractères")).toBeVisible();
  await expect(create.dialog.getByText("Adresse e-mail invalide")).toBeVisible();
  await expect(create.field("Prénom")).toHaveValue(long);
  await expect(create.field("Nom")).toHaveValue(lastName);

  await create.field("Prénom").fill("Camille");
  await create.field("E-mail du parrain").fill("parrain@example.fr");
  await create.field("Téléphone").fill("0612345678");
  await create.field("Ville").fill("Lyon");
  await create.field("Date de naissance").fill("14/07/2015");
  await create.field("Date de naissance").press("Tab"); // closes the calendar
  await create.dialog.getByRole("switch", { name: "Abonné à la lettre d'information" }).check();
  await expect(create.dialog.getByText("Limité à 254 caractères")).toBeHidden();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/customer-form-1024x768-fr.png` });
  await create.save();
  await expect(page.getByText("Client créé")).toBeVisible();
  await expect(create.dialog).toBeHidden();

  // The customer just created opens (to give them a card next); the list has them first.
  await expect(page).toHaveURL(/\/customers\/details\/\d+$/);
  const details = page.url();
  await page.goBack();
  const row = table.getByRole("row", { name: new RegExp(lastName) });
  await expect(row).toContainText("Lyon");
  await row.click();
  await expect(page).toHaveURL(details);
  await expect(page.getByRole("heading", { name: `Camille ${lastName}` })).toBeVisible();
  await expect(page.getByText("14/07/2015")).toBeVisible();
  await expect(page.getByText("parrain@example.fr")).toBeVisible();
  await expect(page.getByText("06 12 34 56 78")).toBeVisible(); // kept as +33612345678
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/customer-details-1024x768-fr.png`, fullPage: true });

  await page.getByRole("button", { name: "Modifier" }).click();
  const edit = customerForm(page, "Modifier le client");
  await expect(edit.field("Date de naissance")).toHaveValue("14/07/2015");
  await edit.field("Ville").fill("Grenoble");
  await edit.save();
  await expect(page.getByText("Client modifié")).toBeVisible();
  await expect(edit.dialog).toBeHidden();
  await expect(page.getByText("Grenoble")).toBeVisible();

  await page.getByRole("button", { name: "Supprimer le client" }).click();
  await page
    .getByRole("dialog", { name: "Supprimer le client" })
    .getByRole("button", { name: "Supprimer", exact: true })
    .click();
  await expect(page.getByText("Client supprimé")).toBeVisible();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await expect(table.getByRole("row", { name: new RegExp(lastName) })).toHaveCount(0);
});

test("a customer that does not exist says so", async ({ page }) => {
  await signInAt(page, "admin", "/customers/details/999999");
  await expect(page.getByText("Le client n'existe pas")).toBeVisible();
});

test("the e-mail filter finds a customer whose page links to their cards", async ({ page }) => {
  await signInAt(page, "admin", "/customers");
  await page.getByLabel("Rechercher par e-mail").fill("camille.durand@");
  const table = page.getByRole("table", { name: "Clients" });
  await expect(table.getByRole("row")).toHaveCount(2); // the header and the one match
  await table.getByRole("row", { name: /Camille Durand/ }).click();
  await expect(page.getByRole("heading", { name: "Madame Camille Durand" })).toBeVisible();
  const cards = page.getByRole("table", { name: "Cartes du client" });
  await expect(cards.getByRole("link").first()).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/customer-cards-1024x768-fr.png`, fullPage: true });
  await cards.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/cards\/details\/042\d{7}$/);
});

test("at the desk: a new customer is created from the card's assign dialog, then given a second card from their page", async ({
  page,
}) => {
  const { access_token } = await apiTokens(page, "admin");
  const auth = { Authorization: `Bearer ${access_token}` };
  // Cards and a name of its own, so that a retry (CI retries once) starts afresh.
  const suffix = String(Date.now()).slice(-6);
  const [first, second] = ["1", "2"].map((n) => ({
    number: `043${n}${suffix}`,
    publicNumber: `PC-D${n}${suffix}`,
  }));
  for (const card of [first!, second!]) {
    const created = await page.request.post("/api/card", {
      headers: auth,
      data: { ...card, activationDate: null, expirationDate: null },
    });
    expect(created.status()).toBe(201);
  }
  const lastName = `Comptoir${suffix}`;

  // The name typed to look the customer up becomes the new customer's: never typed twice.
  await signInAt(page, "admin", `/cards/details/${first!.number}`);
  await page.getByRole("button", { name: "Associer à un client" }).click();
  const assign = page.getByRole("dialog", { name: "Associer à un client" });
  await assign.getByRole("combobox", { name: "Client" }).fill(`Jean ${lastName}`);
  await expect(page.getByText("Aucun client trouvé")).toBeVisible();
  await assign.getByRole("button", { name: `Créer le client « Jean ${lastName} »` }).click();
  await expect(assign.getByLabel(/^Prénom/)).toHaveValue("Jean");
  await expect(assign.getByLabel(/^Nom/)).toHaveValue(lastName);
  await expectAccessible(page);
  await assign.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Client créé")).toBeVisible();
  await expect(
    page.getByRole("alert").filter({ hasText: "Carte associée au client" }),
  ).toBeVisible();
  const holder = page.getByRole("link", { name: `Jean ${lastName}` });
  await expect(holder).toBeVisible();

  // From the customer's page: the card in hand is shown before it is given to them.
  await holder.click();
  await expect(page.getByRole("heading", { name: `Jean ${lastName}` })).toBeVisible();
  const cards = page.getByRole("table", { name: "Cartes du client" });
  await expect(cards.getByRole("link", { name: first!.publicNumber })).toBeVisible();
  await page.getByRole("button", { name: "Ajouter une carte" }).click();
  const add = page.getByRole("dialog", { name: "Ajouter une carte" });
  const number = add.getByRole("textbox", { name: "Numéro de la carte" });
  await number.fill(first!.publicNumber);
  await expect(add.getByText(`Cette carte est déjà celle de Jean ${lastName}.`)).toBeVisible();
  await add.getByRole("button", { name: "Ajouter la carte" }).click();
  await expect(add.getByText("Choisissez une autre carte.")).toBeVisible();
  await number.fill(second!.number);
  await expect(
    add.getByText(`La carte ${second!.publicNumber} sera associée à Jean ${lastName}.`),
  ).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/customer-add-card-1024x768-fr.png` });
  await add.getByRole("button", { name: "Ajouter la carte" }).click();
  await expect(add).toBeHidden();
  await expect(cards.getByRole("link", { name: second!.publicNumber })).toBeVisible();
});
