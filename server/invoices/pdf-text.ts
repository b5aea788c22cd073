/**
 * Tests' reader of a generated PDF: its page count and each page's text as pdfjs extracts it,
 * spaces (no-break ones included) collapsed to one, so "1 234,56 €" reads as typed.
 */
export async function pdfText(data: Uint8Array): Promise<{ pages: number; text: string }> {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await getDocument({ data: new Uint8Array(data), verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    texts.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await doc.destroy();
  return { pages: doc.numPages, text: texts.join("\n").replace(/[ \u00a0]+/g, " ") };
}
