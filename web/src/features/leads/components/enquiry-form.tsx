import { HONEYPOT_FIELD } from '@estate/contract';
import type { FormEvent } from 'react';
import { Honeypot, TextAreaField } from '~/components/field';
import { attribution } from '~/lib/attribution';
import { LeadForm, useFormAnswer } from '~/lib/form-answer';
import { useSendEnquiry } from '../api/send-enquiry';
import { ContactFields, SendActions, useLeadForm } from './lead-form';
import formTexts from 'virtual:messages/en/forms';
import formErrorTexts from 'virtual:messages/en/page-formErrors';
import { useLocale, useT } from '~/lib/i18n/i18n';

const EMPTY = { fname: '', lname: '', email: '', phone: '', message: '' };
type EnquiryValues = typeof EMPTY;

/**
 * What the visitor wrote in an enquiry that could not be sent. The popup still closes two seconds
 * after the attempt (public spec §9), so the answers are kept here, in this tab's memory only,
 * and come back when the form opens again; a successful send forgets them.
 */
let unsent: EnquiryValues | null = null;

export interface EnquiryFormProps {
  listingSlug?: string;
  /** The property whose page this is (its id): the lead keeps it and its agent is told. */
  listing?: string;
  /** Prefilled message, e.g. the listing asked about. */
  defaultMessage?: string;
  submitLabel?: string;
  /** The form's id: where a send without script comes back to (decision 0094). */
  anchor?: string;
}

/**
 * The contact enquiry: first and last name, e-mail and message required, phone optional; the page
 * address (and the listing and campaign, when there are) are added on send. Success clears the
 * form and shows the thanks; a failure is logged, says so and keeps what was written.
 */
export function EnquiryForm({
  listingSlug,
  listing,
  defaultMessage = '',
  submitLabel,
  anchor = 'enquiry',
}: EnquiryFormProps) {
  const { values, setValues, set, errors, trap, setTrap, success, failed, attempt } = useLeadForm(
    unsent ?? { ...EMPTY, message: defaultMessage },
    unsent !== null,
    useFormAnswer(anchor),
  );
  const send = useSendEnquiry();
  const t = useT(formTexts);
  // Shown only after a send failed: loaded once the page is idle, never before it hydrates.
  const tErrors = useT(formErrorTexts, { later: true });
  const language = useLocale();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { EnquiryInputSchema } = await import('../api/schemas');
    const input = {
      ...values,
      phone: values.phone.trim() || undefined,
      ...attribution(listingSlug),
      language,
      ...(listing ? { listing } : {}),
      [HONEYPOT_FIELD]: trap || undefined,
    };
    attempt({
      schema: EnquiryInputSchema,
      input,
      send: (callbacks) => send.mutate(input, callbacks),
      what: 'sending the enquiry',
      sent: () => {
        unsent = null;
        setValues({ ...EMPTY, message: '' });
      },
      unsent: () => {
        unsent = values;
      },
    });
  };

  return (
    <LeadForm
      kind="enquiry"
      anchor={anchor}
      className="form enquiry-form"
      busy={send.isPending}
      onSubmit={(e) => void submit(e)}
    >
      {listing ? <input type="hidden" name="listing" value={listing} /> : null}
      {listingSlug ? <input type="hidden" name="listingSlug" value={listingSlug} /> : null}
      <ContactFields values={values} errors={errors} set={set} phonePlaceholder="+971 50 123 4567" />
      <TextAreaField
        label={t('form.message')}
        name="message"
        required
        rows={4}
        value={values.message}
        error={errors.message}
        onChange={(e) => set('message')(e.target.value)}
      />
      <Honeypot name={HONEYPOT_FIELD} value={trap} onChange={setTrap} />
      <SendActions
        label={send.isPending ? t('form.sending') : (submitLabel ?? t('form.sendEnquiry'))}
        pending={send.isPending}
        success={success}
        failure={failed && tErrors('page.formErrors.enquiryFailed')}
      />
    </LeadForm>
  );
}
