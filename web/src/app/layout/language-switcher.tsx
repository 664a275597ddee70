import { useEffect, useRef, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import { ChevronDownIcon } from '~/components/icons';
import { useLocale, useT } from '~/lib/i18n/i18n';
import { HREFLANG, LANG_TAG, LOCALES, localePath, NATIVE_NAME, type Locale } from '~/lib/i18n/locales';

/** The short name on the header's button. */
const SHORT: Record<Locale, string> = { en: 'EN', ar: 'ع', ru: 'RU', zh: '中' };

/**
 * A page's own unprefixed address in each language where it differs from the page's (an item
 * whose translation has an address of its own): its route's loader names them (`alternates`).
 */
function usePageAlternates(): Partial<Record<Locale, string>> | undefined {
  // The deepest route that names them: the page's own.
  for (const match of [...useMatches()].reverse()) {
    const alternates = (match.loaderData as { alternates?: Partial<Record<Locale, string>> } | undefined)?.alternates;
    if (alternates) return alternates;
  }
  return undefined;
}

/**
 * The same page in each language: links to its address under each prefix (an item's own address
 * in that language where it has one), with the query and the fragment kept
 * ('/ar/all-properties?beds=2' <-> '/all-properties?beds=2'). They are plain
 * links: each language's page loads as a document of its own (its catalogue, direction and
 * basename). Each language is named in itself, marked with its own lang.
 */
export function LanguageLinks({ className }: { className?: string }) {
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const alternates = usePageAlternates();
  return (
    <ul className={['language-links', className].filter(Boolean).join(' ')}>
      {LOCALES.map((l) => (
        <li key={l}>
          <a
            href={`${localePath(l, alternates?.[l] ?? pathname)}${search}${hash}`}
            hrefLang={HREFLANG[l]}
            lang={LANG_TAG[l]}
            aria-current={l === locale ? 'true' : undefined}
          >
            {NATIVE_NAME[l]}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The language switcher: a disclosure (works before and without script) over the links. */
export function LanguageSwitcher({ className, open }: { className?: string; open?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const ref = useRef<HTMLDetailsElement>(null);
  const [expanded, setExpanded] = useState(false);
  useEffect(() => {
    if (!expanded) return;
    const close = () => {
      if (ref.current) ref.current.open = false;
    };
    // Escape closes the list and gives focus back to its button; a click or focus elsewhere closes it.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      ref.current?.querySelector('summary')?.focus();
    };
    const onOutside = (e: Event) => {
      if (!ref.current?.contains(e.target as Node | null)) close();
    };
    window.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [expanded]);
  if (open)
    return (
      <nav
        className={['language-switcher', 'is-inline', className].filter(Boolean).join(' ')}
        aria-label={t('language.label')}
      >
        <LanguageLinks />
      </nav>
    );
  return (
    <nav className={['language-switcher', className].filter(Boolean).join(' ')} aria-label={t('language.label')}>
      <details ref={ref} onToggle={(e) => setExpanded(e.currentTarget.open)}>
        <summary className="language-switcher__button">
          <span aria-hidden="true" lang={LANG_TAG[locale]}>
            {SHORT[locale]}
          </span>
          <span className="visually-hidden">
            {t('language.label')}: <span lang={LANG_TAG[locale]}>{NATIVE_NAME[locale]}</span>
          </span>
          <ChevronDownIcon width={12} height={12} />
        </summary>
        <LanguageLinks className="language-switcher__menu" />
      </details>
    </nav>
  );
}
