import type { ReactNode } from 'react';
import { useSettings } from '~/features/settings/api/get-settings';
import { mailtoUrl, telUrl } from '~/lib/contact-links';
import { usePublicConfig } from '~/lib/use-public-config';
import { ContactTeamButton } from '~/components/content';
import { PageHero } from '~/components/page-hero';

export const LEGAL_LAST_UPDATED = 'July 2025';

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
  return (
    <>
      <PageHero size="short" eyebrow="Legal" title={title} lead={`Last updated ${LEGAL_LAST_UPDATED}`} />
      <section className="section">
        <div className="container legal">
          <nav className="legal__toc" aria-label="Sections">
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
            <aside className="legal__contact" aria-label="Company contact details">
              <h2>Company contact details</h2>
              <address>
                <strong>{settings?.agencyName || agencyName}</strong>
                {settings?.address ? <span>{settings.address}</span> : null}
                {settings?.phone ? (
                  <span>
                    Telephone: <a href={telUrl(settings.phone)}>{settings.phone}</a>
                  </span>
                ) : null}
                {settings?.email ? (
                  <span>
                    E-mail: <a href={mailtoUrl(settings.email)}>{settings.email}</a>
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
