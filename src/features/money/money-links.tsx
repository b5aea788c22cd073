import type { Right } from "@/contract/rights";
import { paths } from "@/lib/paths";
import { useCan } from "@/lib/session/use-can";
import { ScreenLink } from "@/ui/screen-link";

/** A number of another money screen: a link for those who may open it, else the number. */
function RightLink({ right, href, text }: { right: Right; href: string; text: string | number }) {
  const can = useCan(right);
  return can ? <ScreenLink href={href}>{text}</ScreenLink> : <>{text}</>;
}

/** A receipt's number, a link to it with RECEIPT_READ; "—" for none. */
export function ReceiptLink({ number }: { number: number | null }) {
  if (number === null) return <>—</>;
  return <RightLink right="RECEIPT_READ" href={paths.receipt(number)} text={number} />;
}

/** A customer invoice's number, a link to it with INVOICE_READ; "—" for none. */
export function InvoiceLink({ number }: { number: string | null }) {
  if (number === null) return <>—</>;
  return <RightLink right="INVOICE_READ" href={paths.invoice(number)} text={number} />;
}

/** A bank transaction (named by its date), a link to it with PAYMENT_RECEIPT_READ. */
export function BankTransactionLink({ id, text }: { id: number; text: string }) {
  return <RightLink right="PAYMENT_RECEIPT_READ" href={paths.bankTransaction(id)} text={text} />;
}
