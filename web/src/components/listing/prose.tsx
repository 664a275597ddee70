/** Copy from the CMS (plain text with blank lines between paragraphs) as paragraphs. */
/** `lang`/`dir`: the text's language when it is not the page's (an untranslated text, lib/i18n/content). */
export function Prose({
  text,
  className,
  lang,
  dir,
}: {
  text: string;
  className?: string;
  lang?: string;
  dir?: 'ltr' | 'rtl';
}) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return (
    <div className={['prose', className].filter(Boolean).join(' ')} lang={lang} dir={dir}>
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}
