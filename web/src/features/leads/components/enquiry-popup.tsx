import { Dialog } from '~/components/dialog';
import { ChatIcon, MailIcon, PhoneIcon } from '~/components/icons';
import { mailtoUrl, telUrl, whatsappUrl } from '~/lib/contact-links';
import { EnquiryForm } from './enquiry-form';
import formTexts from 'virtual:messages/en/forms';
import { useT } from '~/lib/i18n/i18n';

export interface ContactDetails {
  phone: string;
  email: string;
  whatsapp: string;
}

/** "Enquire now": chat, phone and e-mail shortcuts, then the enquiry form. */
export function EnquiryPopup({
  open,
  onClose,
  contact,
  listingSlug,
  listing,
  subject,
}: {
  open: boolean;
  onClose: () => void;
  contact: ContactDetails;
  listingSlug?: string;
  listing?: string;
  subject?: string;
}) {
  const t = useT(formTexts);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('form.enquireNow')}
      eyebrow={subject ?? t('form.privateDesk')}
      size="md"
    >
      <ul className="contact-shortcuts">
        {contact.whatsapp ? (
          <li>
            <a href={whatsappUrl(contact.whatsapp)} target="_blank" rel="noopener noreferrer">
              <ChatIcon />
              <span>{t('form.chatWithUs')}</span>
            </a>
          </li>
        ) : null}
        {contact.phone ? (
          <li>
            <a href={telUrl(contact.phone)}>
              <PhoneIcon />
              <span>{contact.phone}</span>
            </a>
          </li>
        ) : null}
        {contact.email ? (
          <li>
            <a href={mailtoUrl(contact.email, subject)}>
              <MailIcon />
              <span>{contact.email}</span>
            </a>
          </li>
        ) : null}
      </ul>
      <EnquiryForm
        listingSlug={listingSlug}
        listing={listing}
        // Only a listing's page pre-fills the message (with the listing's title); a page subject such as
        // "Privacy Policy" names the popup, not what the visitor wants to know.
        defaultMessage={listingSlug && subject ? t('form.defaultMessage', { subject }) : ''}
      />
    </Dialog>
  );
}
