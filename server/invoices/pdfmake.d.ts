/**
 * The part of pdfmake 0.3 (server build, `js/index.js`: one shared instance) the invoices use;
 * the package ships no types. Document definitions are plain objects (its documentation's shape).
 */
declare module "pdfmake" {
  interface PdfMakeFontFiles {
    normal: string;
    bold: string;
    italics: string;
    bolditalics: string;
  }
  interface PdfMakeOutput {
    getBuffer(): Promise<Buffer>;
  }
  interface PdfMake {
    setFonts(fonts: Record<string, PdfMakeFontFiles>): void;
    /** Whether an image or font URL may be downloaded. */
    setUrlAccessPolicy(policy: (url: string) => boolean): void;
    /** Whether a local file may be read. */
    setLocalAccessPolicy(policy: (path: string) => boolean): void;
    createPdf(doc: Record<string, unknown>): PdfMakeOutput;
  }
  const pdfmake: PdfMake;
  export default pdfmake;
}
