/**
 * A post's body, sanitised by the CMS. Image sources starting with / are prefixed with the site's
 * address (the CMS is served from it), and pictures load lazily. An empty body shows nothing.
 */
export function prefixImageSources(html: string, base: string): string {
  return html.replace(/<img\b([^>]*)>/gi, (_tag, attrs: string) => {
    let a = attrs.replace(/\ssrc=(["'])(\/[^"']*)\1/i, (_m, q: string, src: string) =>
      src.startsWith('//') ? ` src=${q}${src}${q}` : ` src=${q}${base}${src}${q}`,
    );
    if (!/\sloading=/i.test(a)) a += ' loading="lazy"';
    if (!/\sdecoding=/i.test(a)) a += ' decoding="async"';
    return `<img${a}>`;
  });
}

export function RichText({ html, base }: { html: string; base: string }) {
  if (!html.trim()) return null;
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: prefixImageSources(html, base) }} />;
}
