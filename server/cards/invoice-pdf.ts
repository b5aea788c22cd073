/**
 * A one-page A4 invoice as a PDF 1.4 file, written by hand (no dependency): a catalog, a page
 * tree, one page, a content stream of text lines in Helvetica (WinAnsi), and the cross-reference
 * table whose byte offsets readers need. Text is kept to Latin-1; other characters become "?".
 */
export interface InvoiceLines {
  title: string;
  lines: readonly string[];
}

const A4 = { width: 595, height: 842 } as const;

function pdfText(value: string): string {
  const latin1 = [...value].map((ch) => (ch.charCodeAt(0) <= 0xff ? ch : "?")).join("");
  return latin1.replace(/[\\()]/g, (ch) => `\\${ch}`);
}

function contentStream({ title, lines }: InvoiceLines): string {
  const body = lines.map((line) => `(${pdfText(line)}) Tj T*`).join("\n");
  return [
    "BT",
    "/F1 20 Tf",
    `56 ${A4.height - 80} Td`,
    `(${pdfText(title)}) Tj`,
    "/F1 12 Tf",
    "18 TL",
    "0 -36 Td",
    body,
    "ET",
  ].join("\n");
}

export function invoicePdf(invoice: InvoiceLines): Buffer {
  const stream = contentStream(invoice);
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`,
  ];
  // "%âãÏÓ" on line 2 tells transfer tools the file is binary.
  let out = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}
