import { HONEYPOT_FIELD, VIEWING_SUCCESS, viewingDays, viewingSlots } from '@estate/contract';
import { useMemo, type FormEvent } from 'react';
import { describedBy, Field, Honeypot, TextAreaField, useFieldIds } from '~/components/field';
import { attribution } from '~/lib/attribution';
import { LeadForm, useFormAnswer } from '~/lib/form-answer';
import { unchosenTime } from '~/lib/form';
import formTexts from 'virtual:messages/en/forms';
import viewingTexts from 'virtual:messages/en/page-viewing';
import { shortDay } from '~/lib/format';
import { useLocale, useT } from '~/lib/i18n/i18n';
import { useBookViewing } from '../api/book-viewing';
import { ContactFields, SendActions, useLeadForm } from './lead-form';
import './viewing-form.css';

const EMPTY = { fname: '', lname: '', email: '', phone: '', message: '', date: '', time: '' };

export interface ViewingFormProps {
  /** The property (id or slug): the lead keeps it, and its agent is told. */
  listing: string;
  listingSlug: string;
  /** Now, for tests; the days and slots offered start from it. */
  now?: number;
  /** The form's id: where a send without script comes back to (decision 0094). */
  anchor?: string;
}

/**
 * Book a viewing: a day among the next 14 and a half-hour slot from 09:00 to 19:00,
 * Dubai time (today's past slots are not offered), then name, e-mail and phone. Stored as a lead
 * with the listing and its agent; the server checks the day and slot again (400 naming them).
 */
export function ViewingForm({ listing, listingSlug, now, anchor = 'viewing' }: ViewingFormProps) {
  const days = useMemo(() => {
    const at = now ?? Date.now();
    // Today drops out once its last slot has passed.
    return viewingDays(at).filter((d) => viewingSlots(d, at).length > 0);
  }, [now]);
  const { values, setValues, set, errors, setErrors, success, failed, trap, setTrap, attempt } = useLeadForm(
    { ...EMPTY, date: days[0] ?? '' },
    false,
    useFormAnswer(anchor),
  );
  const timeIds = useFieldIds('viewing-time');
  const language = useLocale();
  const t = useT(formTexts);
  // The form is shown in a dialog only: its own texts are a part of their own.
  const tv = useT(viewingTexts);
  // A day's chip: English as en-GB writes it short (lib/format), another language from its catalogue.
  const dayLabel = (d: Date) =>
    language === 'en'
      ? shortDay(d)
      : tv('page.viewing.shortDay', { weekday: d.getUTCDay(), day: d.getUTCDate(), month: d.getUTCMonth() + 1 });
  const book = useBookViewing();
  const slots = values.date ? viewingSlots(values.date, now ?? Date.now()) : [];

  const chooseDay = (day: string) => {
    setValues((prev) => ({ ...prev, date: day, time: '' }));
    setErrors((prev) => ({ ...prev, date: undefined, time: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { ViewingInputSchema } = await import('../api/schemas');
    const input = {
      ...values,
      phone: values.phone.trim() || undefined,
      message: values.message.trim() || undefined,
      ...attribution(listingSlug),
      language,
      listing,
      [HONEYPOT_FIELD]: trap || undefined,
    };
    attempt({
      schema: ViewingInputSchema,
      input,
      send: (callbacks) => book.mutate(input, callbacks),
      what: 'booking a viewing',
      sent: () => setValues({ ...EMPTY, date: days[0] ?? '' }),
      // An unchosen slot reads as what to do, not as a format.
      refused: (errs) => unchosenTime(errs, values.time),
    });
  };

  return (
    <LeadForm
      kind="viewing"
      anchor={anchor}
      className="form viewing-form"
      busy={book.isPending}
      onSubmit={(e) => void submit(e)}
    >
      <input type="hidden" name="listing" value={listing} />
      <input type="hidden" name="listingSlug" value={listingSlug} />
      <fieldset className="viewing-form__days">
        <legend className="field__label">{tv('page.viewing.day')}</legend>
        <div className="viewing-form__chips">
          {days.map((d) => (
            <label key={d} className="day-chip">
              <input
                type="radio"
                name="date"
                value={d}
                checked={values.date === d}
                onChange={() => chooseDay(d)}
                className="day-chip__input"
              />
              <span className="chip">{dayLabel(new Date(`${d}T00:00:00Z`))}</span>
            </label>
          ))}
        </div>
        {errors.date ? (
          <p className="field__error" role="alert">
            {errors.date}
          </p>
        ) : null}
      </fieldset>
      <Field ids={timeIds} label={tv('page.viewing.time')} error={errors.time}>
        <select
          id={timeIds.control}
          name="time"
          className="field__control"
          value={values.time}
          aria-invalid={errors.time ? true : undefined}
          aria-describedby={describedBy(timeIds, errors.time)}
          onChange={(e) => set('time')(e.target.value)}
        >
          <option value="">{tv('page.viewing.selectTime')}</option>
          {slots.map((slot) => (
            <option key={slot} value={slot}>
              {slot}
            </option>
          ))}
        </select>
      </Field>
      <ContactFields values={values} errors={errors} set={set} phonePlaceholder="+971 50 123 4567" />
      <TextAreaField
        label={t('form.message')}
        name="message"
        optional
        rows={3}
        value={values.message}
        error={errors.message}
        onChange={(e) => set('message')(e.target.value)}
      />
      <Honeypot name={HONEYPOT_FIELD} value={trap} onChange={setTrap} />
      <SendActions
        label={book.isPending ? t('form.sending') : tv('page.viewing.requestViewing')}
        pending={book.isPending}
        success={success}
        successText={language === 'en' ? VIEWING_SUCCESS : tv('page.viewing.viewingSuccess')}
        failure={failed && tv('page.viewing.viewingFailed')}
      />
    </LeadForm>
  );
}
