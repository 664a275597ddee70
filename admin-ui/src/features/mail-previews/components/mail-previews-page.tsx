import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language, type MailPreviewKind } from '@estate/contract';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SelectField } from '@/components/form/field';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMailPreview } from '../api/get-mail-preview';
import { useMailPreviews } from '../api/get-mail-previews';

/**
 * Every mail the agency sends, rendered with sample data by the CMS's own templates
 * (docs/decisions/0099): the kinds on one side, the chosen one's recipient, subject and parts on
 * the other. The HTML part is shown in a frame sandboxed of everything (no script, no navigation,
 * no access to this page); the kind chosen is in the address, so a preview can be linked to. The
 * sample buyer may write in any of the site's languages: their mails are then in it (0101).
 */
export function MailPreviewsPage() {
  useDocumentTitle('Mail previews');
  const [params, setParams] = useSearchParams();
  const asked = params.get('language');
  const language: Language = isLanguage(asked) ? asked : 'en';
  const list = useMailPreviews(language);
  const kinds = list.data ?? [];
  const chosen = kinds.find((k) => k.kind === params.get('kind'))?.kind ?? kinds[0]?.kind;
  const searchOf = (kind: string | undefined, lang: Language) => {
    const next = new URLSearchParams();
    if (kind) next.set('kind', kind);
    if (lang !== 'en') next.set('language', lang);
    return `?${next.toString()}`;
  };
  return (
    <>
      <PageHeader
        eyebrow="Settings"
        title="Mail previews"
        description="Every mail the agency sends, filled with sample data, as its recipient receives it."
        back={
          <ButtonLink to="/settings" variant="quiet" size="sm">
            Back to the settings
          </ButtonLink>
        }
      />
      {list.isPending ? (
        <PageLoading label="Loading the mails..." />
      ) : list.isError ? (
        <p className="mail-error" role="alert">
          The mails could not be loaded.
        </p>
      ) : (
        <div className="mail-previews">
          <nav aria-label="Kinds of mail">
            <SelectField
              label="Buyer’s language"
              name="language"
              value={language}
              onValueChange={(v) => setParams(searchOf(chosen, isLanguage(v) ? v : 'en'), { replace: true })}
              options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
            />
            <ul className="mail-previews__kinds">
              {kinds.map((k) => (
                <li key={k.kind}>
                  <Link
                    to={{ search: searchOf(k.kind, language) }}
                    replace
                    className="mail-previews__kind"
                    aria-current={k.kind === chosen ? 'page' : undefined}
                  >
                    <span className="mail-previews__label">{k.label}</span>
                    <span className="mail-previews__subject">{k.subject}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {chosen ? <MailPreviewPane key={`${chosen}-${language}`} kind={chosen} language={language} /> : null}
        </div>
      )}
    </>
  );
}

function MailPreviewPane({ kind, language }: { kind: MailPreviewKind; language: Language }) {
  const query = useMailPreview(kind, language);
  const [part, setPart] = useState<'html' | 'text'>('html');
  const id = useId();
  if (query.isPending) return <PageLoading label="Loading the preview..." />;
  if (query.isError)
    return (
      <p className="mail-error" role="alert">
        The preview could not be loaded.
      </p>
    );
  const mail = query.data;
  return (
    <section className="mail-preview" aria-labelledby={`${id}-subject`}>
      <p className="mail-preview__label">{mail.label}</p>
      <h2 className="mail-preview__subject" id={`${id}-subject`}>
        {mail.subject}
      </h2>
      <dl className="mail-preview__meta">
        <div>
          <dt>To</dt>
          <dd>{mail.to}</dd>
        </div>
        {mail.replyTo ? (
          <div>
            <dt>Reply to</dt>
            <dd>{mail.replyTo}</dd>
          </div>
        ) : null}
        {mail.attachments.length ? (
          <div>
            <dt>Attached</dt>
            <dd>{mail.attachments.map((a) => `${a.filename} (${a.contentType.split(';')[0]})`).join(', ')}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mail-preview__parts" role="group" aria-label="Part shown">
        <Button
          size="sm"
          variant={part === 'html' ? 'primary' : 'quiet'}
          aria-pressed={part === 'html'}
          onClick={() => setPart('html')}
        >
          HTML
        </Button>
        <Button
          size="sm"
          variant={part === 'text' ? 'primary' : 'quiet'}
          aria-pressed={part === 'text'}
          onClick={() => setPart('text')}
        >
          Plain text
        </Button>
      </div>
      {part === 'html' ? (
        <iframe
          className="mail-preview__frame"
          title={`The HTML part of: ${mail.subject}`}
          sandbox=""
          srcDoc={mail.html}
        />
      ) : (
        <pre className="mail-preview__text" aria-label={`The plain-text part of: ${mail.subject}`}>
          {mail.text}
        </pre>
      )}
    </section>
  );
}
