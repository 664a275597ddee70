import { HONEYPOT_FIELD, START_NOW_DEFAULTS, START_NOW_OPTIONS, type StartNowChoiceField } from '@estate/contract';
import { useDraftPreview } from '~/lib/preview';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Honeypot, TextAreaField, TextField } from '~/components/field';
import { attribution } from '~/lib/attribution';
import { LeadForm, useFormAnswer } from '~/lib/form-answer';
import { validate } from '~/lib/form';
import { useLocale } from '~/lib/i18n/i18n';
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

const QUESTIONS: Record<StartNowChoiceField, string> = {
  purpose: 'What would you like to do?',
  propertyType: 'Which type of property?',
  projectType: 'Ready or off-plan?',
  usage: 'How will you use it?',
  timeline: 'When would you like to move?',
  financeOption: 'How will you fund the purchase?',
  visaHelp: 'Would you like help with a UAE residence visa?',
  offMarketAccess: 'Would you like access to off-market homes?',
  investmentPreference: 'What matters most in the return?',
  portfolioType: 'Which strategy suits you?',
  propertyAdvice: 'Would you like tailored property advice?',
  locationStatus: 'Where are you based today?',
  workedWithAdvisor: 'Have you worked with an advisor before?',
};

export const START_NOW_STEPS: { title: string; fields: (StartNowChoiceField | TextAnswer | 'contact')[] }[] = [
  { title: 'Your goal', fields: ['purpose', 'propertyType', 'projectType', 'usage'] },
  { title: 'The home', fields: ['community', 'budget', 'size', 'brandedInterest'] },
  { title: 'Timing & funding', fields: ['timeline', 'financeOption', 'visaHelp', 'offMarketAccess'] },
  {
    title: 'Your strategy',
    fields: ['investmentPreference', 'portfolioType', 'propertyAdvice', 'locationStatus', 'workedWithAdvisor'],
  },
  { title: 'Your details', fields: ['contact'] },
];

const TEXT_QUESTIONS: Record<TextAnswer, { label: string; placeholder: string }> = {
  community: { label: 'Which community do you have in mind?', placeholder: 'e.g. Palm Jumeirah' },
  budget: { label: 'What is your budget?', placeholder: 'e.g. AED 8–12 million' },
  size: { label: 'What size are you looking for?', placeholder: 'e.g. 4 bedrooms, 5,000 sq. ft.' },
  brandedInterest: {
    label: 'Are you interested in branded residences?',
    placeholder: 'e.g. Bulgari, Armani, Six Senses',
  },
};

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
  return (
    <fieldset className="choice">
      <legend className="choice__legend" id={id}>
        {QUESTIONS[field]}
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
            <span>{option}</span>
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
        <span className="eyebrow">
          Step {step + 1} of {START_NOW_STEPS.length}
        </span>
        {current.title}
      </h3>
      <div className="start-now__fields">
        {current.fields.map((field) => {
          if (field === 'contact') {
            return (
              <div key="contact" className="start-now__contact">
                <ContactFields values={answers} errors={errors} set={set} />
                <TextAreaField
                  label="Anything else we should know?"
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
          if (field in TEXT_QUESTIONS) {
            const q = TEXT_QUESTIONS[field as TextAnswer];
            return (
              <TextField
                key={field}
                name={field}
                label={q.label}
                placeholder={q.placeholder}
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
        label={last ? (send.isPending ? 'Sending…' : 'Send') : 'Next'}
        pending={send.isPending}
        success={success}
      />
    </LeadForm>
  );
}
