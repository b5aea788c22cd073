import { expect, test, type Page } from "./fixtures";
import { expectAccessible, signInAt } from "./pages";

/**
 * Issue 11, end to end: the smart touch screens, their texts and updates, kiosk operations that
 * expire, and the health board. Devices a test changes are its own (ST-0003, ST-0016, ST-0002,
 * KSK-0003), and numbers it creates are unique per run (CI retries once on the same database).
 */
const run = Date.now().toString(36).toUpperCase();
const QUEUED = "Action enregistrée : elle sera envoyée dès le retour du réseau";

/** A device reporting in, as a kiosk or a smart touch does (its demo key, unless told another). */
async function report(
  page: Page,
  body: { serialNumber: string } & Record<string, unknown>,
  key = `demo-${body.serialNumber}`,
) {
  const answer = await page.request.post("/api/device/ping", {
    data: body,
    headers: { "X-Device-Key": key },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { commands: { command: string }[] };
}

async function openDevice(page: Page, serial: string) {
  await page.getByLabel("Numéro, jeu ou borne").fill(serial);
  await page.getByRole("row", { name: new RegExp(serial) }).click();
  return page.getByRole("dialog", { name: serial, exact: true });
}

test("a manager edits a device with bad delays first, and an unlinked one stays in maintenance", async ({
  page,
}) => {
  await signInAt(page, "manager", "/smarttouch");
  await expect(page.getByRole("heading", { name: "Appareils Smart touch" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Appareils Smart touch" })).toContainText("ST-0001");
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/smarttouch-list-1024x768-fr.png" });

  const panel = await openDevice(page, "ST-0003");
  await expect(panel).toContainText("Dernier ping");
  await panel.getByRole("button", { name: "Modifier" }).click();
  const form = page.getByRole("dialog", { name: "Modifier l'appareil" });
  await expect(form.getByLabel(/^Numéro de série/)).toHaveAttribute("readonly");
  await form.getByLabel(/^Délai entre deux passages/).fill("1");
  await form.getByLabel(/^Délai de ping/).fill("90");
  await form.getByRole("button", { name: "Enregistrer" }).click();
  await expect(form.getByText("Doit être supérieur ou égal à 2")).toBeVisible();
  await expect(form.getByText("Doit être supérieur ou égal à 120")).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/smarttouch-form-errors-1024x768-fr.png" });
  await form.getByLabel(/^Délai entre deux passages/).fill("3");
  await form.getByLabel(/^Délai de ping/).fill("240");
  await form.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Appareil modifié")).toBeVisible();
  await expect(page.getByRole("row", { name: /ST-0003/ })).toBeVisible();

  // The game filter keeps that game's devices.
  await page.getByLabel("Numéro, jeu ou borne").fill("");
  await page.getByRole("combobox", { name: "Jeu" }).click();
  // A long dropdown, open: its scrolling list is reachable and named as axe wants it.
  await expect(page.getByRole("option", { name: /^AFX-001/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("option", { name: /^AFX-001/ }).click();
  const table = page.getByRole("table", { name: "Appareils Smart touch" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("row").nth(1)).toContainText("ST-0003");
  await page.getByRole("combobox", { name: "Jeu" }).click();
  await page.getByRole("option", { name: /^AFX-001/ }).click();

  // ST-0016 has no game and no kiosk: forced into maintenance, in the form and in its panel.
  const unlinked = await openDevice(page, "ST-0016");
  await expect(unlinked.getByRole("button", { name: "Sortir de maintenance" })).toBeDisabled();
  await expect(unlinked).toContainText("cet appareil reste en maintenance");
  await unlinked.getByRole("button", { name: "Modifier" }).click();
  const edit = page.getByRole("dialog", { name: "Modifier l'appareil" });
  await expect(edit.getByText("Appareil relié à aucun jeu")).toBeVisible();
  await expect(edit.getByRole("switch", { name: "En maintenance" })).toHaveCount(0);
  await expect(edit.getByTestId("forced-maintenance")).toContainText("En maintenance");
  await expect(edit.getByTestId("forced-maintenance")).toContainText("Oui");
  await expect(edit.getByText("Imposé : l'appareil n'est relié à rien")).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/smarttouch-unlinked-1024x768-fr.png" });
  await edit.getByRole("button", { name: "Annuler" }).click();
  await expect(edit).toHaveCount(0);

  // A new device: linked to nothing yet, it starts in maintenance; then it is deleted.
  const serial = `E2E-ST-${run}`;
  await page.getByRole("button", { name: "Nouvel appareil Smart touch" }).click();
  const create = page.getByRole("dialog", { name: "Ajouter un appareil" });
  await expect(create.getByLabel(/^Délai entre deux passages/)).toHaveValue("2");
  await expect(create.getByLabel(/^Délai de ping/)).toHaveValue("300");
  await expect(create.getByTestId("forced-maintenance")).toContainText("Oui");
  await create.getByLabel(/^Numéro de série/).fill(serial);
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/smarttouch-create-1024x768-fr.png" });
  await create.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Appareil ajouté")).toBeVisible();
  const made = await openDevice(page, serial);
  // Its health, in the board's words.
  await expect(made.getByText("Maintenance", { exact: true })).toBeVisible();
  await expect(made).toContainText("Pas encore de clé");
  await page.waitForTimeout(400);
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/smarttouch-panel-1024x768-fr.png" });

  // Its own key, shown once: the device reports in with it.
  await made.getByRole("button", { name: "Émettre la clé" }).click();
  const shown = page.getByRole("dialog", { name: `Clé de ${serial}` });
  const key = (await shown.getByTestId("device-key").textContent()) ?? "";
  expect(key).toMatch(/^dk_[\w-]{43}$/);
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/smarttouch-key-1024x768-fr.png" });
  await report(page, { kind: "smarttouch", serialNumber: serial, state: "OK" }, key);
  await shown.getByRole("button", { name: "J'ai noté la clé" }).click();
  await expect(shown).toHaveCount(0);
  await expect(made).toContainText("Émise le");
  await expect(made.getByRole("button", { name: "Remplacer la clé" })).toBeVisible();
  await made.getByRole("button", { name: "Supprimer" }).click();
  await page.getByRole("button", { name: "Supprimer l'appareil" }).click();
  await expect(page.getByText("Appareil supprimé")).toBeVisible();
  await expect(page.getByText("Aucun appareil trouvé")).toBeVisible();
});

test("a manager edits a device text beside the French reference", async ({ page }) => {
  await signInAt(page, "manager", "/smarttouch/translations");
  await expect(page.getByRole("heading", { name: "Textes des appareils" })).toBeVisible();
  await page.getByRole("combobox", { name: "Langue" }).click();
  await page.getByRole("option", { name: /^Allemand/ }).click();
  // German has no text yet: every one is flagged missing, and the switch keeps only those.
  await page.getByRole("switch", { name: "Manquants seulement" }).check();
  const rows = page.getByTestId("translation-row");
  await expect(rows.first()).toContainText("Manquant");
  await page.getByRole("switch", { name: "Manquants seulement" }).uncheck();
  await page.getByLabel("Rechercher un texte").fill("bienvenue");
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("Bienvenue !");
  const text = rows.getByRole("textbox");
  await text.fill(`Willkommen ${run}!`);
  await page.getByLabel("Rechercher un texte").fill("une partie");
  await rows.getByRole("textbox").fill("Ein Spiel");
  await expect(rows.getByText("Il manque {price}")).toBeVisible();
  await rows.getByRole("textbox").fill("Ein Spiel: {price} Einheiten");
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/smarttouch-translations-1024x768-fr.png" });
  await page.getByRole("button", { name: "Enregistrer 2 textes" }).click();
  await expect(page.getByText("Textes enregistrés")).toBeVisible();
  await page.reload();
  await page.getByRole("combobox", { name: "Langue" }).click();
  await page.getByRole("option", { name: /^Allemand/ }).click();
  await page.getByLabel("Rechercher un texte").fill(run);
  await expect(page.getByTestId("translation-row").getByRole("textbox")).toHaveValue(
    `Willkommen ${run}!`,
  );
});

test("a manager creates an update with a bad version first, forces it, then deletes it", async ({
  page,
}) => {
  await signInAt(page, "manager", "/smarttouch/update");
  await expect(page.getByRole("heading", { name: "Mises à jour des appareils" })).toBeVisible();
  await expect(page.getByText("2.5.0").first()).toBeVisible();
  await page.getByRole("button", { name: "Nouvelle mise à jour" }).click();
  const form = page.getByRole("dialog", { name: "Nouvelle mise à jour" });
  // Older than the last version: said before saving, and saving stays possible.
  await form.getByLabel(/^Version/).fill("1.0.0");
  await expect(form.getByTestId("older-version")).toContainText("plus ancienne que la dernière");
  await expect(form.getByRole("button", { name: "Enregistrer quand même" })).toBeVisible();
  await form.getByLabel(/^Version/).fill("3.0");
  await form.getByLabel(/^Adresse du fichier/).fill("updates.parc-demo.fr/app.zip");
  await form.getByLabel(/^Somme de contrôle MD5/).fill("abc");
  // A slot must end after it starts (02:00 here).
  await form.getByLabel("Heures de la fin de la plage 1").fill("01");
  await form.getByRole("button", { name: "Enregistrer" }).click();
  await expect(form.getByText("Version attendue au format x.y.z (z peut être *)")).toBeVisible();
  await expect(form.getByText("URL invalide")).toBeVisible();
  await expect(form.getByText("Pas avant 02:00")).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: "tests/screenshots/smarttouch-update-form-1024x768-fr.png" });
  const version = `9.${parseInt(run.slice(-4), 36) % 1000}.0`;
  await form.getByLabel(/^Version/).fill(version);
  await form.getByLabel(/^Adresse du fichier/).fill("https://updates.parc-demo.fr/app.zip");
  await form.getByLabel(/^Somme de contrôle MD5/).fill("0123456789abcdef0123456789abcdef");
  await form.getByLabel("Heures de la fin de la plage 1").fill("05");
  await form.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Mise à jour créée")).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(version.replace(/\./g, "\\.")) });
  await expect(row).toContainText("0 %");
  // The summary follows without a reload; the newest version heads the list.
  await expect(page.getByText("Dernière version, Application").locator("..")).toContainText(
    version,
  );
  await expect(page.getByRole("row").nth(1)).toContainText(version);
  // The same version again: said once, under the version, the form kept open.
  await page.getByRole("button", { name: "Nouvelle mise à jour" }).click();
  await form.getByLabel(/^Version/).fill(version);
  await form.getByLabel(/^Adresse du fichier/).fill("https://updates.parc-demo.fr/app.zip");
  await form.getByLabel(/^Somme de contrôle MD5/).fill("0123456789abcdef0123456789abcdef");
  await form.getByRole("button", { name: "Enregistrer" }).click();
  const duplicated = "Un réglage de mise à jour existe déjà pour cette version et ce type";
  await expect(form.getByText(duplicated)).toBeVisible();
  await expect(page.getByText(duplicated)).toHaveCount(1);
  await form.getByRole("button", { name: "Annuler" }).click();

  await row.getByRole("button", { name: "Forcer" }).click();
  await page.getByRole("button", { name: "Forcer la mise à jour" }).click();
  await expect(page.getByText("Mise à jour forcée")).toBeVisible();
  await expect(page.getByText(/Demandée à \d+ appareils/)).toBeVisible();

  await row.getByRole("button", { name: "Supprimer" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Supprimer" }).click();
  await expect(page.getByText("Mise à jour supprimée")).toBeVisible();
  await expect(row).toHaveCount(0);
});

test.describe("with a clock the test moves", () => {
  test.use({ isolated: true });

  test("a kiosk restart asked offline expires instead of firing late", async ({
    page,
    context,
  }) => {
    await page.clock.install();
    await signInAt(page, "manager", "/kiosks");
    await page.getByLabel("Nom ou numéro de série").fill("KSK-0003");
    await page.getByRole("row", { name: /KSK-0003/ }).click();
    const panel = page.getByRole("dialog", { name: /Borne/ });
    await expect(panel.getByText("Opérations sur la borne")).toBeVisible();

    await context.setOffline(true);
    await panel.getByRole("button", { name: "Redémarrer la borne" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Redémarrer", exact: true }).click();
    await expect(page.getByText(QUEUED)).toBeVisible();
    await panel.getByRole("button", { name: "Fermer" }).click();
    await page.getByTestId("sync-badge").click();
    const pending = page.getByRole("dialog", { name: "Actions en attente" });
    const entry = pending.getByTestId("outbox-entry");
    await expect(entry).toContainText("Redémarrer la borne");
    await expect(entry).toContainText(/Expire à \d\d:\d\d/);
    await page.waitForTimeout(400);
    await expectAccessible(page);
    await page.screenshot({ path: "tests/screenshots/kiosk-restart-pending-1024x768-fr.png" });

    // The network comes back eleven minutes later: the restart is not sent, and says why.
    await page.clock.fastForward("11:00");
    await context.setOffline(false);
    await expect(entry).toContainText("Expirée", { timeout: 15_000 });
    await expect(entry).toContainText("non envoyée dans les 10 minutes");
    await expect(entry.getByRole("button", { name: "Réessayer" })).toHaveCount(0);
    // The list that could not load offline loads again by itself once the network is back.
    await expect(page.getByRole("row", { name: /KSK-0003/ })).toBeAttached();
    await page.screenshot({ path: "tests/screenshots/kiosk-restart-expired-1024x768-fr.png" });
    // The kiosk never hears of it.
    expect(
      (await report(page, { kind: "kiosk", serialNumber: "KSK-0003", state: 0 })).commands,
    ).toEqual([]);
  });
});

test("the health board changes when a device reports KO, and opens it", async ({ page }) => {
  test.setTimeout(60_000);
  await report(page, { kind: "smarttouch", serialNumber: "ST-0002", state: "OK" });
  await signInAt(page, "manager", "/devices");
  await expect(page.getByRole("heading", { name: "État des appareils" })).toBeVisible();
  await expect(page.getByText(/Actualisé à \d\d:\d\d, toutes les 15 secondes/)).toBeVisible();
  const needing = page.getByTestId("health-device");
  await expect(needing.filter({ hasText: "ST-0002" })).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({
    path: "tests/screenshots/devices-health-1024x768-fr.png",
    fullPage: true,
  });

  // A device reports KO: within one refresh the board lists it, in red.
  await report(page, { kind: "smarttouch", serialNumber: "ST-0002", state: "KO" });
  const tile = needing.filter({ hasText: "ST-0002" });
  await expect(tile).toContainText("En panne", { timeout: 20_000 });
  // A counter is a filter: the working devices only, then back to those needing someone.
  const okCounter = page.getByTestId("count-ok").locator("xpath=..");
  await okCounter.click();
  await expect(okCounter).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("heading", { name: "Appareils : OK" })).toBeVisible();
  await expect(needing.filter({ hasText: "ST-0002" })).toHaveCount(0);
  await expect(needing.first()).toContainText("OK");
  await okCounter.click();
  await expect(page.getByRole("heading", { name: "À traiter" })).toBeVisible();
  await tile.click();
  await expect(page).toHaveURL(/\/smarttouch\?device=ST-0002/);
  const panel = page.getByRole("dialog", { name: "ST-0002" });
  // The board's word, in the panel too.
  await expect(panel).toContainText("En panne");
  // Maintenance in one tap, and its toast's "Annuler" puts the game back in play.
  await panel.getByRole("button", { name: "Mettre en maintenance" }).click();
  const toast = page.getByRole("alert").filter({ hasText: "Appareil en maintenance" });
  await toast.getByRole("button", { name: "Annuler" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Appareil sorti de maintenance" }),
  ).toBeVisible();
  await expect(panel.getByRole("button", { name: "Mettre en maintenance" })).toBeVisible();
  await report(page, { kind: "smarttouch", serialNumber: "ST-0002", state: "OK" });
});

test.describe("portrait, in English", () => {
  test.use({ viewport: { width: 800, height: 1280 } });

  test("the smart touch panel and the board read well on a portrait tablet", async ({ page }) => {
    await page.goto("/login");
    await page.getByText("EN", { exact: true }).click();
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await signInAt(page, "manager", "/smarttouch");
    await expect(page.getByRole("heading", { name: "Smart touch devices" })).toBeVisible();
    await page.getByLabel("Number, game or kiosk").fill("ST-0004");
    await page.getByRole("row", { name: /ST-0004/ }).click();
    const panel = page.getByRole("dialog", { name: "ST-0004" });
    await expect(panel.getByText("Device settings")).toBeVisible();
    await page.waitForTimeout(400);
    await expectAccessible(page);
    await page.screenshot({ path: "tests/screenshots/smarttouch-panel-800x1280-en.png" });
    await page.goto("/devices");
    await expect(page.getByRole("heading", { name: "Device health" })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({
      path: "tests/screenshots/devices-health-800x1280-en.png",
      fullPage: true,
    });
  });
});
