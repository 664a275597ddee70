import { open } from 'fs/promises';

/*
 * A listing's brochure is a PDF, checked by its content whatever its name or declared type says
 * (docs/decisions/0029): it starts with a readable `%PDF-x.y` header, ends with a cross-reference
 * pointer and the `%%EOF` trailer, carries no HTML or script where a browser sniffing it would
 * look, and holds no active content (JavaScript or launch actions): a brochure is read, never run.
 */

const HEAD_BYTES = 1024;
const TAIL_BYTES = 2048;
const CHUNK = 1024 * 1024;

const HEADER = /^%PDF-(?:1\.[0-7]|2\.0)[\r\n\t %]/;
const MARKUP = /<\s*(?:!doctype|html|head|body|script|iframe|svg|object|embed)\b/i;
const TRAILER = /startxref\s+\d+\s+%%EOF\s*$/;
/**
 * Names of PDF actions that run something: JavaScript (every JavaScript action names its type
 * /JavaScript; the short /JS key alone would match compressed bytes by chance) or launching
 * another program.
 */
const ACTIVE = /\/(?:JavaScript|Launch)(?![A-Za-z0-9])/;

/** What is wrong with the file as a brochure, or null when it is a plain PDF. */
export async function pdfProblem(filepath: string): Promise<string | null> {
  const file = await open(filepath, 'r');
  try {
    const { size } = await file.stat();
    if (size === 0) return 'the file is empty';
    const head = Buffer.alloc(Math.min(HEAD_BYTES, size));
    await file.read(head, 0, head.length, 0);
    const headText = head.toString('latin1');
    if (!headText.startsWith('%PDF-')) return 'only PDF files are accepted (the file does not start with %PDF-)';
    if (!HEADER.test(headText)) return 'the PDF header (%PDF-1.x or %PDF-2.0) cannot be read';
    if (MARKUP.test(headText)) return 'the file carries HTML or script: only plain PDF files are accepted';

    const tail = Buffer.alloc(Math.min(TAIL_BYTES, size));
    await file.read(tail, 0, tail.length, size - tail.length);
    if (!TRAILER.test(tail.toString('latin1')))
      return 'the PDF is incomplete: it does not end with its cross-reference and %%EOF trailer';

    // Active content anywhere in the file; chunks overlap so a name split between two is seen.
    const chunk = Buffer.alloc(CHUNK);
    let carry = '';
    for (let at = 0; at < size; at += CHUNK) {
      const { bytesRead } = await file.read(chunk, 0, CHUNK, at);
      const text = carry + chunk.subarray(0, bytesRead).toString('latin1');
      if (ACTIVE.test(text)) return 'the PDF holds JavaScript or launch actions: only plain documents are accepted';
      carry = text.slice(-16);
    }
    return null;
  } finally {
    await file.close();
  }
}
