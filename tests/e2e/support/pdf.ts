import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfPage {
  /** In millimetres. */
  width: number;
  height: number;
  text: string;
}

const MM_PER_POINT = 25.4 / 72;

/** The pages of a PDF: their size and the text on them, as a reader would extract it. */
export async function readPdf(bytes: Buffer): Promise<PdfPage[]> {
  const document = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const pages: PdfPage[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const [left = 0, bottom = 0, right = 0, top = 0] = page.view;
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    pages.push({ width: (right - left) * MM_PER_POINT, height: (top - bottom) * MM_PER_POINT, text });
  }
  return pages;
}
