import { ChatIcon, MailIcon, PhoneIcon } from '~/components/icons';
import { useT } from '~/lib/i18n/i18n';
import { telUrl, whatsappUrl } from '~/lib/contact-links';
import { usePopups } from '~/lib/popups';

/** Chat, call and Contact us, on every page: a bar on phones, a column at the edge on desktops. */
export function FloatingBar({ phone, whatsapp }: { phone: string; whatsapp: string }) {
  const { openEnquiry } = usePopups();
  const t = useT();
  return (
    <div className="floating-bar" role="region" aria-label={t('floating.quickContact')}>
      <a className="floating-bar__action" href={whatsappUrl(whatsapp)} target="_blank" rel="noopener noreferrer">
        <ChatIcon />
        <span>{t('floating.chat')}</span>
      </a>
      <a className="floating-bar__action" href={phone ? telUrl(phone) : '#'} aria-disabled={phone ? undefined : true}>
        <PhoneIcon />
        <span>{t('floating.call')}</span>
      </a>
      <button
        type="button"
        className="floating-bar__action floating-bar__action--primary"
        onClick={() => openEnquiry()}
      >
        <MailIcon />
        <span>{t('floating.contactUs')}</span>
      </button>
    </div>
  );
}
