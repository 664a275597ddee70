import { promises as fs } from 'fs';
import os from 'os';
import path from 'path';
import { randomUUID } from 'crypto';
import sanitizeHtml from 'sanitize-html';
import { checkImage, discardImages, storeImages, type StoredFile } from '../uploads/images';
import { rootRelativeUploads } from '../uploads/own-upload-urls';

/**
 * Post bodies are HTML from a rich-text editor. On every save they are cut down to an allowlist:
 * no script or style elements, no event handlers, no javascript: or data: URLs, links and
 * images only to http(s), mailto, tel or our own relative paths; our own uploads are stored
 * root-relative (lib/uploads/own-upload-urls).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'small',
    'span',
    'div',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'colgroup',
    'col',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start', 'type'],
    '*': ['style'],
  },
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify)$/],
      'text-decoration': [/^(underline|line-through)$/],
      'font-weight': [/^(bold|[1-9]00)$/],
      'font-style': [/^italic$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return rootRelativeUploads(sanitizeHtml(html, OPTIONS).trim());
}

const DATA_IMG = /(<img\b[^>]*?\bsrc\s*=\s*)(["'])data:([a-z0-9.+/-]+);base64,([a-z0-9+/=\s]+)\2/gi;
const MAX_INLINE_IMAGES = 50;

/**
 * Inline images (data: URLs, as pasted into the editor) become uploads, and their src the
 * stored path. Returns the new HTML and the files stored, so a failed save can remove them.
 * An inline image that is not an accepted image type is dropped by the sanitiser.
 */
export async function extractInlineImages(html: string): Promise<{ html: string; stored: StoredFile[] }> {
  const matches = [...html.matchAll(DATA_IMG)];
  if (!matches.length) return { html, stored: [] };
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'inline-'));
  const stored: StoredFile[] = [];
  const replacements = new Map<string, string>();
  try {
    for (const match of matches.slice(0, MAX_INLINE_IMAGES)) {
      const [whole, , , , base64] = match;
      const bytes = Buffer.from(base64.replace(/\s+/g, ''), 'base64');
      const filepath = path.join(dir, randomUUID());
      await fs.writeFile(filepath, bytes);
      try {
        const checked = await checkImage(
          { filepath, originalFilename: `inline-image-${stored.length + 1}`, mimetype: null, size: bytes.length },
          'richContent',
        );
        const [file] = await storeImages([checked], ['richContent']);
        stored.push(file);
        replacements.set(whole, `${match[1]}${match[2]}${file.url}${match[2]}`);
      } catch (error) {
        // Not an image we accept (400, 415): leave it for the sanitiser, which drops data: sources.
        // Too large (413) and storage failures (503, 507) fail the save.
        const status = (error as { status?: number }).status;
        if (status !== 400 && status !== 415) throw error;
      }
    }
  } catch (error) {
    await discardImages(stored);
    throw error;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
  let out = html;
  for (const [from, to] of replacements) out = out.split(from).join(to);
  return { html: out, stored };
}
