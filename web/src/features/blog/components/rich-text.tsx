/**
 * A post's body, sanitised by the CMS, with its pictures loading lazily. Image sources are used
 * as the CMS answers them: our uploads root-relative (/uploads/...), so they load from whichever
 * host name the page was opened at. Prefixing the site's address (PUBLIC_SITE_URL) made them
 * absolute, and the page's own CSP (img-src 'self') blocked them on any other host name.
 * An empty body shows nothing.
 */
export function lazyImages(html: string): string {
  return html.replace(/<img\b([^>]*)>/gi, (_tag, attrs: string) => {
    let a = attrs;
    if (!/\sloading=/i.test(a)) a += ' loading="lazy"';
    if (!/\sdecoding=/i.test(a)) a += ' decoding="async"';
    return `<img${a}>`;
  });
}

/** `lang`/`dir`: the body's language when it is not the page's (an untranslated post, docs/decisions/0102). */
export function RichText({ html, lang, dir }: { html: string; lang?: string; dir?: 'ltr' | 'rtl' }) {
  if (!html.trim()) return null;
  return <div className="rich-text" lang={lang} dir={dir} dangerouslySetInnerHTML={{ __html: lazyImages(html) }} />;
}
