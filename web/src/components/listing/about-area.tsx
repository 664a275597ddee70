import type { ReactNode } from 'react';
import listingTexts from 'virtual:messages/en/listing';
import { useT } from '~/lib/i18n/i18n';
import { SectionHeading } from '../section-heading';
import { Prose } from './prose';
import { Term } from '~/components/term';
import { AedFigure } from '~/lib/currency/aed-figure';

/** 'About The Area': the location's story, its market figures and a map with the listing. */
export function AboutTheArea({
  title,
  description,
  titleLanguage,
  descriptionLanguage,
  figures,
  map,
  children,
}: {
  title: string;
  description: string;
  /** `lang`/`dir` of a title or story left in English on another language's page. */
  titleLanguage?: { lang: string; dir: 'ltr' | 'rtl' };
  descriptionLanguage?: { lang: string; dir: 'ltr' | 'rtl' };
  /** `aed`: an amount staff wrote in AED, shown in the visitor's currency. */
  figures: { label: string; value: string; aed?: boolean }[];
  map?: ReactNode;
  children?: ReactNode;
}) {
  const shown = figures.filter((f) => f.value.trim());
  const t = useT(listingTexts);
  return (
    <section className="section section--paper about-area" aria-labelledby="about-area-heading">
      <div className="container">
        <div className="about-area__grid">
          <div>
            <SectionHeading
              eyebrow={t('listing.aboutArea')}
              title={
                title ? titleLanguage ? <span {...titleLanguage}>{title}</span> : title : t('listing.neighbourhood')
              }
              id="about-area-heading"
            />
            <Prose text={description} className="about-area__text" {...descriptionLanguage} />
            {children}
          </div>
          {shown.length ? (
            <dl className="about-area__figures">
              {shown.map((f) => (
                <Term key={f.label} label={f.label} valueClassName="figure">
                  {f.aed ? <AedFigure text={f.value} /> : f.value}
                </Term>
              ))}
            </dl>
          ) : null}
        </div>
        {map ? <div className="about-area__map">{map}</div> : null}
      </div>
    </section>
  );
}
