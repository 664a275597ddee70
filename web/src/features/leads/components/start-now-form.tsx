import { HONEYPOT_FIELD, START_NOW_DEFAULTS, START_NOW_OPTIONS, type StartNowChoiceField } from '@estate/contract';
import { useDraftPreview } from '~/lib/preview';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Honeypot, TextAreaField, TextField } from '~/components/field';
import { attribution } from '~/lib/attribution';
import { LeadForm, useFormAnswer } from '~/lib/form-answer';
import { validate } from '~/lib/form';
import startNowTexts from 'virtual:messages/en/page-startNow';
import { useLocale, useT, type MessageId } from '~/lib/i18n/i18n';
import { logSilentFailure } from '~/lib/log';
import { useSendStartNow } from '../api/send-start-now';
import { ContactFields, SendActions, useLeadForm } from './lead-form';

type TextAnswer = 'community' | 'budget' | 'size' | 'brandedInterest';
type Contact = 'fname' | 'lname' | 'email' | 'phone' | 'message';
type Answers = Record<StartNowChoiceField, string> & Record<TextAnswer | Contact, string>;

const INITIAL: Answers = {
  ...START_NOW_DEFAULTS,
  community: '',
  budget: '',
  size: '',
  brandedInterest: '',
  fname: '',
  lname: '',
  email: '',
  phone: '',
  message: '',
};

export const START_NOW_STEPS: { title: MessageId; fields: (StartNowChoiceField | TextAnswer | 'contact')[] }[] = [
  { title: 'page.startNow.step.goal', fields: ['purpose', 'propertyType', 'projectType', 'usage'] },
  { title: 'page.startNow.step.home', fields: ['community', 'budget', 'size', 'brandedInterest'] },
  { title: 'page.startNow.step.timing', fields: ['timeline', 'financeOption', 'visaHelp', 'offMarketAccess'] },
  {
    title: 'page.startNow.step.strategy',
    fields: ['investmentPreference', 'portfolioType', 'propertyAdvice', 'locationStatus', 'workedWithAdvisor'],
  },
  { title: 'page.startNow.step.details', fields: ['contact'] },
];

const TEXT_ANSWERS: readonly string[] = ['community', 'budget', 'size', 'brandedInterest'] satisfies TextAnswer[];

/** A question's text (`q.<field>`), a text answer's placeholder (`p.<field>`), an option's label. */
const question = (field: string) => `page.startNow.q.${field}` as MessageId;
const placeholder = (field: string) => `page.startNow.p.${field}` as MessageId;
const optionLabel = (option: string) => `page.startNow.option.${option.replace(/[^A-Za-z0-9]/g, '')}` as MessageId;

function Choice({
  field,
  value,
  onChange,
}: {
  field: StartNowChoiceField;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  const t = useT(startNowTexts);
  return (
    <fieldset className="choice">
      <legend className="choice__legend" id={id}>
        {t(question(field))}
      </legend>
      <div className="choice__options">
        {START_NOW_OPTIONS[field].map((option) => (
          <label key={option} className="choice__option">
            <input
              type="radio"
              name={field}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <span>{t(optionLabel(option))}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Start Now: five steps, a Next button with no back and no checks, Send on the fifth. Success
 * shows the thanks, which stays until the visitor closes the popup (decision 0070), and resets
 * every answer to its default (the step stays); a failure is logged and shows nothing else
 * (public spec §4).
 */
export function StartNowForm({ anchor = 'start-now' }: { anchor?: string } = {}) {
  const [step, setStep] = useState(0);
  const {
    values: answers,
    setValues: setAnswers,
    set,
    errors,
    setErrors,
    success,
    setSuccess,
    trap,
    setTrap,
  } = useLeadForm<Answers>(INITIAL, false, useFormAnswer(anchor));
  const send = useSendStartNow();
  const language = useLocale();
  const t = useT(startNowTexts);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (step > 0) headingRef.current?.focus();
  }, [step]);

  const last = step === START_NOW_STEPS.length - 1;
  const preview = useDraftPreview();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // A draft preview sends no lead (its controls are switched off as well: PreviewInert).
    if (preview) return;
    if (!last) {
      setStep((s) => s + 1);
      return;
    }
    const { StartNowInputSchema } = await import('../api/schemas');
    const input = {
      ...answers,
      phone: answers.phone.trim() || undefined,
      ...attribution(),
      language,
      [HONEYPOT_FIELD]: trap || undefined,
    };
    const checked = validate(StartNowInputSchema, input);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    send.mutate(input, {
      onSuccess: () => {
        setAnswers(INITIAL);
        setSuccess(true);
      },
      onError: (err) => logSilentFailure('sending the Start Now enquiry', err),
    });
  };

  const current = START_NOW_STEPS[step]!;
  return (
    <LeadForm
      kind="start-now"
      anchor={anchor}
      className="form start-now"
      busy={send.isPending}
      onSubmit={(e) => void submit(e)}
    >
      <div className="start-now__progress" aria-hidden="true">
        {START_NOW_STEPS.map((s, i) => (
          <span key={s.title} className={i <= step ? 'is-done' : undefined} />
        ))}
      </div>
      <h3 className="start-now__step" ref={headingRef} tabIndex={-1}>
        <span className="eyebrow">{t('page.startNow.step', { n: step + 1, total: START_NOW_STEPS.length })}</span>
        {t(current.title)}
      </h3>
      <div className="start-now__fields">
        {current.fields.map((field) => {
          if (field === 'contact') {
            return (
              <div key="contact" className="start-now__contact">
                <ContactFields values={answers} errors={errors} set={set} />
                <TextAreaField
                  label={t('page.startNow.anythingElse')}
                  name="message"
                  optional
                  rows={3}
                  value={answers.message}
                  error={errors.message}
                  onChange={(e) => set('message')(e.target.value)}
                />
                <Honeypot name={HONEYPOT_FIELD} value={trap} onChange={setTrap} />
              </div>
            );
          }
          if (TEXT_ANSWERS.includes(field)) {
            return (
              <TextField
                key={field}
                name={field}
                label={t(question(field))}
                placeholder={t(placeholder(field))}
                optional
                value={answers[field as TextAnswer]}
                onChange={(e) => set(field as TextAnswer)(e.target.value)}
              />
            );
          }
          const choice = field as StartNowChoiceField;
          return <Choice key={field} field={choice} value={answers[choice]} onChange={set(choice)} />;
        })}
      </div>
      <SendActions
        label={last ? (send.isPending ? t('page.startNow.sending') : t('page.startNow.send')) : t('page.startNow.next')}
        pending={send.isPending}
        success={success}
      />
    </LeadForm>
  );
}
