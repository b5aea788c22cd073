import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { apiTokens, expectAccessible, signInAt } from "./pages";

const SHOTS = "tests/screenshots";

/** Issue 24: every list exports what its filters select as a CSV file French Excel opens. */
test("a manager filters the customers and exports them: the file is the filtered rows, for Excel", async ({
  page,
}) => {
  const { access_token } = await apiTokens(page, "manager");
  const auth = { Authorization: `Bearer ${access_token}` };
  const family = `Export${String(Date.now()).slice(-6)}`;
  const ids: number[] = [];
  try {
    // A first name a spreadsheet would run as a formula, and a plain one, of one family.
    for (const firstName of ["=1+1", "Zoé"]) {
      const created = await page.request.post("/api/customer", {
        headers: auth,
        data: { firstName, lastName: family, city: "Lyon; Rhône" },
      });
      expect(created.status()).toBe(201);
      ids.push(((await created.json()) as { id: number }).id);
    }

    await signInAt(page, "manager", "/customers");
    const table = page.getByRole("table", { name: "Clients" });
    await expect(table.getByRole("row")).not.toHaveCount(1);
    await page.getByRole("searchbox", { name: "Rechercher par nom" }).fill(family);
    // The header row and the family's two customers.
    await expect(table.getByRole("row")).toHaveCount(3);
    const button = page.getByRole("button", { name: "Exporter" });
    await expect(button).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/export-list-1024x768-fr.png` });

    const downloading = page.waitForEvent("download");
    await button.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Clients \d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile(await download.path());
    // UTF-8 with its BOM, so Excel reads the accents.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    expect(text.endsWith("\r\n")).toBe(true);
    const [header, ...rows] = text.slice(0, -2).split("\r\n");
    // The header in French, every column (the e-mail, phone and city ones may be hidden).
    expect(header).toBe("Nom;Adresse e-mail;Téléphone;Ville;Créé le");
    expect(rows).toHaveLength(2);
    const sorted = [...rows].sort();
    // Neutralised: Excel shows "=1+1 …" as text and never computes it; `;` in a cell is quoted.
    expect(sorted[0]).toMatch(
      new RegExp(`^'=1\\+1 ${family};;;"Lyon; Rhône";\\d{2}/\\d{2}/\\d{4}$`),
    );
    expect(sorted[1]).toMatch(new RegExp(`^Zoé ${family};;;"Lyon; Rhône";\\d{2}/\\d{2}/\\d{4}$`));
  } finally {
    for (const id of ids)
      expect((await page.request.delete(`/api/customer/${id}`, { headers: auth })).ok()).toBe(true);
  }
});

test("a long export shows its pages and stops, downloading nothing, when cancelled", async ({
  page,
}) => {
  // The cards as if the venue had 2,400: the first export page answers for 12, the second waits.
  await page.route(
    (url) => url.pathname === "/api/card/cards" && url.searchParams.get("size") === "200",
    async (route) => {
      if (new URL(route.request().url()).searchParams.get("page") !== "0") return;
      const answer = await route.fetch();
      const body = (await answer.json()) as { results: unknown[]; total: number };
      const results = Array.from({ length: 200 }, (_, i) => body.results[i % body.results.length]);
      await route.fulfill({ response: answer, json: { ...body, results, total: 2400 } });
    },
  );
  let downloads = 0;
  page.on("download", () => downloads++);
  await signInAt(page, "manager", "/cards");
  await expect(page.getByRole("table", { name: "Cartes" }).getByRole("row")).not.toHaveCount(1);
  await page.getByRole("button", { name: "Exporter" }).click();
  const dialog = page.getByRole("dialog", { name: /^Export de «\s*Cartes\s*»$/ });
  // French typography: a no-break space before the colon.
  await expect(dialog.getByRole("status")).toHaveText(/^Export\s: 1 \/ 12 pages$/);
  await expect(dialog.getByRole("progressbar", { name: "Pages exportées" })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/export-progress-1024x768-fr.png` });

  await dialog.getByRole("button", { name: "Annuler" }).click();
  await expect(dialog).toBeHidden();
  await page.waitForTimeout(500);
  expect(downloads).toBe(0);
  await expect(page.getByRole("button", { name: "Exporter" })).toBeEnabled();
});
