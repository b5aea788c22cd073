import { Route, Switch } from "wouter";
import { PATTERNS } from "@/lib/paths";
import BankTransactionDetailsPage from "./bank-transaction-details.page";
import BankTransactionsPage from "./bank-transactions.page";
import InvoiceDetailsPage from "./invoice-details.page";
import InvoicesPage from "./invoices.page";
import ReceiptDetailsPage from "./receipt-details.page";
import ReceiptsPage from "./receipts.page";

/**
 * The six money screens are one module of the route table (src/app/routes.ts): one lazy import
 * rather than six keeps the start bundle, which lists every lazy chunk, within its budget
 * (`npm run bench -- "first screens"`). Each screen is its own page in this folder.
 */
export default function MoneyPage() {
  return (
    <Switch>
      <Route path={PATTERNS.receipts} component={ReceiptsPage} />
      <Route path={PATTERNS.receipt} component={ReceiptDetailsPage} />
      <Route path={PATTERNS.invoices} component={InvoicesPage} />
      <Route path={PATTERNS.invoice} component={InvoiceDetailsPage} />
      <Route path={PATTERNS.bankTransactions} component={BankTransactionsPage} />
      <Route path={PATTERNS.bankTransaction} component={BankTransactionDetailsPage} />
    </Switch>
  );
}
