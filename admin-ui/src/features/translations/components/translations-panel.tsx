import {
  LANGUAGE_NAMES,
  TRANSLATION_LANGUAGES,
  type TranslatedKind,
  type TranslationLanguage,
  type TranslationSet,
} from '@estate/contract';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { UnsavedChangesDialog } from '@/components/form/unsaved-changes-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { DismissibleFlash } from '@/components/ui/dismissible-flash';
import { Notice } from '@/components/ui/flash';
import { PageLoading } from '@/components/ui/page-loading';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { errorText, failureText, fieldErrorsOf } from '@/lib/api-client';
import { useTranslations } from '../api/get-translations';
import { useDeleteTranslation, useSaveTranslation } from '../api/save-translation';
import {
  draftOf,
  fieldMessage,
  inputOf,
  isDirty,
  KIND_NOUNS,
  liveText,
  STATE_LABELS,
  STATE_PILLS,
  translationOf,
  type TranslationDraft,
} from '../translation-values';
import { TranslationFields } from './translation-fields';

/**
 * An item's Translations tab (docs/decisions/0102): a tab per language with its state and whether
 * it is live, and the chosen language's texts beside the English, saved or removed one language
 * at a time. The server refuses a role that may not write the kind: its words are shown.
 */
export function TranslationsPanel({
  kind,
  itemId,
  description,
}: {
  kind: TranslatedKind;
  itemId: string;
  /** What the card says the texts are (by default, the item's texts beside pictures and dates from the English). */
  description?: string;
}) {
  const query = useTranslations(kind, itemId);
  if (query.isPending) return <PageLoading label="Loading the translations…" />;
  if (query.isError)
    return <Notice tone="error">{failureText(query.error, 'Failed to fetch the translations')}</Notice>;
  return <TranslationsEditor set={query.data} description={description} />;
}

type Drafts = Partial<Record<TranslationLanguage, TranslationDraft>>;
type Errors = Partial<Record<TranslationLanguage, Record<string, string>>>;

function TranslationsEditor({ set, description }: { set: TranslationSet; description?: string }) {
  const [language, setLanguage] = useState<TranslationLanguage>(TRANSLATION_LANGUAGES[0]!);
  const [drafts, setDrafts] = useState<Drafts>({});
  const [errors, setErrors] = useState<Errors>({});
  const [asking, setAsking] = useState(false);
  const flash = useTimedMessage();
  const save = useSaveTranslation();
  const remove = useDeleteTranslation();
  const dirty = TRANSLATION_LANGUAGES.some((l) => drafts[l] && isDirty(drafts[l]));
  const { blocker } = useUnsavedChanges(dirty, { withQuery: true });

  const noun = KIND_NOUNS[set.kind];
  const name = LANGUAGE_NAMES[language];
  const translation = translationOf(set, language);
  const current = drafts[language] ?? draftOf(set, language);
  const target = { kind: set.kind, id: set.id, language };
  const panelId = useId();

  const edit = (change: (d: TranslationDraft) => TranslationDraft) =>
    setDrafts((all) => ({ ...all, [language]: change(all[language] ?? draftOf(set, language)) }));
  /** After a save or a removal, the language is as the server now has it. */
  const settled = (l: TranslationLanguage) => {
    setDrafts(({ [l]: _gone, ...rest }) => rest as Drafts);
    setErrors(({ [l]: _gone, ...rest }) => rest as Errors);
  };

  const onSave = () => {
    const l = language;
    save.mutate(
      { ...target, ...inputOf(set.fields, current.draft) },
      {
        onSuccess: (answer) => {
          settled(l);
          flash.show('success', answer.message, { sticky: true });
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          setErrors((all) => ({ ...all, [l]: fields }));
          // The texts refused, as the form names them ("Title is required in Arabic"), else the server's words.
          const refused = set.fields.filter((f) => fields[f.name]).map((f) => fieldMessage(f, fields[f.name]!));
          const text = refused.length
            ? refused.join('; ')
            : errorText(error, `The ${LANGUAGE_NAMES[l]} translation could not be saved.`);
          flash.show('error', text, { sticky: true });
        },
      },
    );
  };

  const onRemove = () => {
    const l = language;
    remove.mutate(target, {
      onSuccess: (answer) => {
        setAsking(false);
        settled(l);
        flash.show('success', answer.message, { sticky: true });
      },
      onError: (error) => {
        setAsking(false);
        flash.show('error', errorText(error, `The ${LANGUAGE_NAMES[l]} translation could not be removed.`), {
          sticky: true,
        });
      },
    });
  };

  return (
    <Card
      title="Translations"
      description={
        description ??
        `The ${noun}'s texts in each language. Pictures, dates and everything else come from the English.`
      }
      className="translations"
    >
      <LanguageTabs
        set={set}
        language={language}
        drafts={drafts}
        panelId={panelId}
        // The last answer stays (it names its language) until dismissed or replaced.
        onSelect={setLanguage}
      />
      <form
        id={panelId}
        role="tabpanel"
        aria-label={`${name} translation`}
        className="translations__panel"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <p className="translations__status">
          <span className={STATE_PILLS[translation.state]}>{STATE_LABELS[translation.state]}</span>
          <span>{liveText(translation, noun)}</span>
        </p>
        <TranslationFields
          // A fresh editor per language: TinyMCE keeps its own direction and language.
          key={language}
          fields={set.fields}
          english={set.english}
          language={language}
          texts={current.draft}
          errors={errors[language] ?? {}}
          onChange={(field, text) => edit((d) => ({ ...d, draft: { ...d.draft, [field]: text } }))}
          onNormalize={(field, text) =>
            edit(({ saved, draft }) => ({
              saved: { ...saved, [field]: text },
              draft: draft[field] === saved[field] ? { ...draft, [field]: text } : draft,
            }))
          }
        />
        <div className="translations__footer">
          <div className="form-footer__status">
            <DismissibleFlash message={flash.message} onDismiss={flash.clear} />
            {!flash.message && isDirty(current) ? <p className="form-footer__dirty">Unsaved changes</p> : null}
          </div>
          <div className="form-footer__actions">
            {translation.state !== 'missing' ? (
              <Button variant="danger" onClick={() => setAsking(true)} disabled={save.isPending}>
                Remove {name} translation
              </Button>
            ) : null}
            <Button type="submit" variant="primary" busy={save.isPending} disabled={remove.isPending}>
              Save {name} translation
            </Button>
          </div>
        </div>
      </form>
      <ConfirmDialog
        open={asking}
        title={`Remove the ${name} translation?`}
        description={`Its ${name} texts are deleted and the site shows this ${noun} in English to ${name} readers. This cannot be undone.`}
        confirmLabel="Remove translation"
        busy={remove.isPending}
        onConfirm={onRemove}
        onCancel={() => setAsking(false)}
      />
      <UnsavedChangesDialog blocker={blocker} />
    </Card>
  );
}

/** A tab per language: its name, its state, whether it is live, and whether it has unsaved changes. */
function LanguageTabs({
  set,
  language,
  drafts,
  panelId,
  onSelect,
}: {
  set: TranslationSet;
  language: TranslationLanguage;
  drafts: Drafts;
  panelId: string;
  onSelect: (language: TranslationLanguage) => void;
}) {
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  // The arrow keys move between the languages, as in any tab list.
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const count = TRANSLATION_LANGUAGES.length;
    const next = (index + step + count) % count;
    onSelect(TRANSLATION_LANGUAGES[next]!);
    tabs.current[next]?.focus();
  };
  return (
    <div className="language-tabs" role="tablist" aria-label="Languages">
      {TRANSLATION_LANGUAGES.map((l, index) => {
        const translation = translationOf(set, l);
        const selected = l === language;
        const draft = drafts[l];
        return (
          <button
            key={l}
            ref={(node) => {
              tabs.current[index] = node;
            }}
            type="button"
            role="tab"
            className="language-tabs__tab"
            aria-selected={selected}
            aria-controls={selected ? panelId : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(l)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <span className="language-tabs__name">{LANGUAGE_NAMES[l]}</span>
            <span className="language-tabs__facts">
              <span className={STATE_PILLS[translation.state]}>{STATE_LABELS[translation.state]}</span>
              {translation.state !== 'missing' ? (
                <span className={translation.published ? 'pill pill--yes' : 'pill pill--draft'}>
                  {translation.published ? 'Live' : 'Not live'}
                </span>
              ) : null}
              {draft && isDirty(draft) ? <span className="language-tabs__unsaved">Unsaved</span> : null}
            </span>
          </button>
        );
      })}
    </div>
  );
}
