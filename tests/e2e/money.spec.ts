import { readFileSync } from "node:fs";
import { expect, test, type Locator, type Page } from "./fixtures";
import { checkAndShoot, apiTokens, signInAt } from "./pages";

/**
 * Issue 24, "the venue's money", end to end on the seeded venue: a manager finds a customer
 * invoice, reads its lines and totals and downloads its PDF, follows it to its receipt, reads the
 * receipts, finds the refused bank transactions and opens one; the histories' merchandise and
 * staff games tabs have rows. Landscape in French, portrait in English, every screen checked by
 * axe-core and for 44 px targets, and photographed in tests/screenshots/money/.
 */

type Invoice = { number: string; customerName: string; type: string };

/** The newest customer invoice, as the API gives it. */
async function newestInvoice(page: Page): Promise<Invoice> {
  const { access_token } = await apiTokens(page, "manager");
  const answer = await page.request.get("/api/invoicecustomer/invoices?size=1&page=0", {
    headers: { Authorization: `Bearer ${access_token}` },
  });
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { results: Invoice[] };
  expect(body.results.length).toBe(1);
  return body.results[0] as Invoice;
}

/** The first row of a list's table (the header row is row 0), opened by a tap on its first cell. */
async function openFirstRow(table: Locator) {
  await table.getByRole("row").nth(1).getByRole("cell").first().click();
}

/** Waits for the page to settle (no loader), checks it and photographs it. */
const shoot = (page: Page, name: string) => checkAndShoot(page, "test-results/money", name);

test("a manager finds an invoice, reads it, downloads its PDF, then its receipt and the bank transactions", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const invoice = await newestInvoice(page);
  await signInAt(page, "manager", "/invoices-customer");
  await expect(page.getByRole("heading", { name: "Factures clients", level: 1 })).toBeVisible();
  const invoices = page.getByRole("table", { name: "Factures clients" });
  await expect(invoices.getByRole("row").nth(1)).toBeVisible();
  await shoot(page, "invoices");

  // Only the recharges: each row says so.
  await page.getByRole("combobox", { name: "Type" }).click();
  await page.getByRole("option", { name: "Recharge", exact: true }).click();
  await expect(invoices.getByRole("row").nth(1)).toContainText("Recharge");
  await expect(invoices).not.toContainText("Achat de carte");
  await page.getByRole("combobox", { name: "Type" }).click();
  await page
    .getByRole("option", {
      name: invoice.type === "Purchase" ? "Achat de carte" : "Recharge",
      exact: true,
    })
    .click();

  // Found by its number, opened.
  await page.getByRole("searchbox", { name: "Numéro ou nom" }).fill(invoice.number);
  await expect(invoices.getByRole("row")).toHaveCount(2);
  await openFirstRow(invoices);
  await expect(page).toHaveURL(new RegExp(`/invoices-customer/details/${invoice.number}$`));
  await expect(page.getByRole("heading", { name: `Facture ${invoice.number}` })).toBeVisible();
  await expect(page.getByText(invoice.customerName).first()).toBeVisible();
  const lines = page.getByRole("table", { name: "Lignes de la facture" });
  await expect(lines.getByRole("row").nth(1)).toBeVisible();
  await expect(
    page.getByRole("table", { name: "TVA par taux" }).getByRole("row").nth(1),
  ).toContainText("%");
  await expect(page.getByTestId("invoice-totals")).toContainText(
    /Total TTC\s*[\d\s\u202f]+,\d\d\s€/,
  );
  await shoot(page, "invoice");

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Télécharger le PDF" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${invoice.number}.pdf`);
  expect(download.suggestedFilename()).toMatch(/^FA-\d{4}-\d{6}\.pdf$/);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");

  // Its receipt, from the invoice; the cards it covers link to their pages.
  const receiptLink = page.locator("a[href^='/receipt/details/']");
  const receipt = (await receiptLink.textContent())?.trim() ?? "";
  await receiptLink.click();
  await expect(page).toHaveURL(new RegExp(`/receipt/details/${receipt}$`));
  await expect(page.getByRole("heading", { name: `Ticket de caisse n° ${receipt}` })).toBeVisible();
  const covered = page.getByRole("table", { name: "Achats couverts" });
  await expect(covered.getByRole("row").nth(1).getByRole("link")).toHaveAttribute(
    "href",
    /^\/cards\/details\//,
  );
  await expect(page.getByRole("link", { name: invoice.number })).toBeVisible();
  await shoot(page, "receipt");

  // The receipts: a list, a row opens its receipt.
  await page.goto("/receipt");
  await expect(page.getByRole("heading", { name: "Tickets de caisse", level: 1 })).toBeVisible();
  const receipts = page.getByRole("table", { name: "Tickets de caisse" });
  await expect(receipts.getByRole("row").nth(1)).toBeVisible();
  await page.getByRole("button", { name: "Cette semaine" }).click();
  await expect(receipts.getByRole("row").nth(1)).toBeVisible();
  await shoot(page, "receipts");
  await openFirstRow(receipts);
  await expect(page).toHaveURL(/\/receipt\/details\/\d+$/);
  await expect(page.getByRole("heading", { name: /^Ticket de caisse n° \d+$/ })).toBeVisible();

  // The refused bank transactions: each says so; one opens with its ticket as printed.
  await page.goto("/payment-receipt");
  await expect(
    page.getByRole("heading", { name: "Transactions bancaires", level: 1 }),
  ).toBeVisible();
  const bank = page.getByRole("table", { name: "Transactions bancaires" });
  await expect(bank.getByRole("row").nth(1)).toBeVisible();
  await page.getByRole("combobox", { name: "État" }).click();
  await page.getByRole("option", { name: "Refusée", exact: true }).click();
  // The filter is kept in the address (back from a transaction finds it).
  await expect(page).toHaveURL(/\/payment-receipt\?filterOnState=/);
  await expect(bank.getByRole("row").nth(1)).toContainText("Refusée");
  await expect(bank).not.toContainText("Acceptée");
  await shoot(page, "bank-transactions");
  await openFirstRow(bank);
  await expect(page).toHaveURL(/\/payment-receipt\/details\/\d+$/);
  await expect(page.getByRole("heading", { name: /^Transaction bancaire n° \d+$/ })).toBeVisible();
  await expect(page.locator("pre")).toContainText("TRANSACTION REFUSEE");
  await shoot(page, "bank-transaction");
});

test("the histories' merchandise and staff games tabs have rows", async ({ page }) => {
  await signInAt(page, "manager", "/history/merchandising_transaction");
  await expect(page.getByRole("tab", { name: "Merchandising", selected: true })).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Merchandising" }).getByRole("row").nth(1),
  ).toBeVisible();
  await expect(page.getByTestId("history-totals")).toContainText(/articles? · /);
  await shoot(page, "history-merchandise");
  await page.getByRole("tab", { name: "Parties des employés" }).click();
  await expect(page).toHaveURL(/\/history\/staffGameHistory$/);
  const staff = page.getByRole("table", { name: "Parties des employés" });
  await expect(staff.getByRole("row").nth(1)).toBeVisible();
  await expect(page.getByTestId("history-totals")).toContainText(/^\d[\d\s\u202f]* parties?$/);
  await shoot(page, "history-staff-games");
});

test.describe("portrait, in English", () => {
  test.use({ viewport: { width: 800, height: 1280 } });

  test("the money lists and their details read well on a portrait tablet", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto("/login");
    await page.getByText("EN", { exact: true }).click();
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await signInAt(page, "manager", "/invoices-customer");
    await expect(page.getByRole("heading", { name: "Customer invoices", level: 1 })).toBeVisible();
    const invoices = page.getByRole("table", { name: "Customer invoices" });
    await expect(invoices.getByRole("row").nth(1)).toBeVisible();
    await shoot(page, "invoices");
    await openFirstRow(invoices);
    await expect(page.getByRole("button", { name: "Download the PDF" })).toBeVisible();
    await shoot(page, "invoice");

    await page.goto("/receipt");
    const receipts = page.getByRole("table", { name: "Receipts" });
    await expect(receipts.getByRole("row").nth(1)).toBeVisible();
    await shoot(page, "receipts");
    await openFirstRow(receipts);
    await expect(page.getByRole("heading", { name: /^Receipt no\. \d+$/ })).toBeVisible();
    await shoot(page, "receipt");

    await page.goto("/payment-receipt");
    const bank = page.getByRole("table", { name: "Bank transactions" });
    await expect(bank.getByRole("row").nth(1)).toBeVisible();
    await shoot(page, "bank-transactions");
    await openFirstRow(bank);
    await expect(page.getByRole("heading", { name: /^Bank transaction no\. \d+$/ })).toBeVisible();
    await shoot(page, "bank-transaction");

    await page.goto("/history/staffGameHistory");
    await expect(
      page.getByRole("table", { name: "Staff games" }).getByRole("row").nth(1),
    ).toBeVisible();
    await shoot(page, "history-staff-games");
  });
});
