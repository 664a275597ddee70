/**
 * Rich text pasted from elsewhere can carry images inline as data: URLs (or blob: URLs the
 * editor made from a paste). Before a post is saved each one is uploaded and its src replaced
 * with the stored path, so bodies hold paths, never megabytes of base64.
 */
const INLINE_SRC =
  /(<img\b[^>]*?\bsrc\s*=\s*)(["'])((?:data:image\/[a-z0-9.+-]+;base64,[a-z0-9+/=\s]+)|(?:blob:[^"']+))\2/gi;

export function hasInlineImages(html: string): boolean {
  INLINE_SRC.lastIndex = 0;
  const found = INLINE_SRC.test(html);
  INLINE_SRC.lastIndex = 0;
  return found;
}

function dataUrlToBlob(url: string): Blob {
  const [head, data = ''] = url.split(',', 2);
  const type = /^data:([^;]+)/.exec(head ?? '')?.[1] ?? 'application/octet-stream';
  const binary = atob(data.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

async function sourceToBlob(src: string): Promise<Blob> {
  if (src.startsWith('data:')) return dataUrlToBlob(src);
  const response = await fetch(src);
  return response.blob();
}

function extensionOf(type: string): string {
  const sub = type.split('/')[1] ?? 'png';
  return sub === 'jpeg' ? 'jpg' : sub.replace(/[^a-z0-9]/gi, '') || 'png';
}

export async function replaceInlineImages(
  html: string,
  upload: (file: Blob, fileName: string) => Promise<string>,
): Promise<string> {
  const sources = new Set<string>();
  for (const match of html.matchAll(INLINE_SRC)) sources.add(match[3] ?? '');
  sources.delete('');
  if (!sources.size) return html;
  const stored = new Map<string, string>();
  let index = 0;
  for (const src of sources) {
    index += 1;
    const blob = await sourceToBlob(src);
    stored.set(src, await upload(blob, `pasted-image-${index}.${extensionOf(blob.type)}`));
  }
  return html.replace(INLINE_SRC, (whole, start: string, quote: string, src: string) => {
    const path = stored.get(src);
    return path ? `${start}${quote}${path}${quote}` : whole;
  });
}
