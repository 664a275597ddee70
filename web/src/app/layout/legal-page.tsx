import type { ReactNode } from 'react';
import legalTexts from 'virtual:messages/en/page-legal';
import { useT, type MessageId, type Translate } from '~/lib/i18n/i18n';
import { useSettings } from '~/features/settings/api/get-settings';
import { mailtoUrl, telUrl } from '~/lib/contact-links';
import { englishText } from '~/lib/i18n/content';
import { usePublicConfig } from '~/lib/use-public-config';
import { ContactTeamButton } from '~/components/content';
import { PageHero } from '~/components/page-hero';

export const LEGAL_LAST_UPDATED = 'July 2025';

/**
 * A legal page's sections from its part of the catalogue: `page.<page>.<key>.title` and its
 * paragraphs `.p1`, `.p2`...
 */
export function legalSections(
  t: Translate,
  page: 'privacy' | 'terms',
  sections: ReadonlyArray<readonly [id: string, key: string, paragraphs: number]>,
  params: Record<string, string>,
) {
  const id = (key: string) => `page.${page}.${key}` as MessageId;
  return sections.map(([anchor, key, paragraphs]) => ({
    id: anchor,
    title: t(id(`${key}.title`)),
    body: (
      <>
        {Array.from({ length: paragraphs }, (_, i) => (
          <p key={i}>{t(id(`${key}.p${i + 1}`), params)}</p>
        ))}
      </>
    ),
  }));
}

/** A legal page: its sections with a table of contents, the company's contact details and the team. */
export function LegalPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: { id: string; title: string; body: ReactNode }[];
}) {
  const { data: settings } = useSettings();
  const { agencyName } = usePublicConfig();
  const t = useT(legalTexts);
  return (
    <>
      <PageHero
        size="short"
        eyebrow={t('page.legal.eyebrow')}
        title={title}
        lead={t('page.legal.updated', { date: t('page.legal.date') })}
      />
      <section className="section">
        <div className="container legal">
          <nav className="legal__toc" aria-label={t('page.legal.sections')}>
            <ol>
              {sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`}>{s.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="legal__body prose">
            <div className="legal__intro">{intro}</div>
            {sections.map((s, i) => (
              <section key={s.id} id={s.id} className="legal__section" aria-labelledby={`${s.id}-title`}>
                <h2 id={`${s.id}-title`}>
                  <span className="legal__number">{i + 1}.</span> {s.title}
                </h2>
                {s.body}
              </section>
            ))}
            <aside className="legal__contact" aria-label={t('page.legal.contactDetails')}>
              <h2>{t('page.legal.contactDetails')}</h2>
              <address>
                <strong>{settings?.agencyName || agencyName}</strong>
                {settings?.address ? <span {...englishText(settings, 'address')}>{settings.address}</span> : null}
                {settings?.phone ? (
                  <span>
                    {t('page.legal.telephone')} <a href={telUrl(settings.phone)}>{settings.phone}</a>
                  </span>
                ) : null}
                {settings?.email ? (
                  <span>
                    {t('page.legal.email')} <a href={mailtoUrl(settings.email)}>{settings.email}</a>
                  </span>
                ) : null}
              </address>
              <ContactTeamButton subject={title} />
            </aside>
          </div>
        </div>
      </section>
    </>
  );
}
