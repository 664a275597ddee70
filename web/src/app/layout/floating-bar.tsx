import { ChatIcon, MailIcon, PhoneIcon } from '~/components/icons';
import { telUrl, whatsappUrl } from '~/lib/contact-links';
import { usePopups } from '~/lib/popups';

/** Chat, call and Contact us, on every page: a bar on phones, a column at the edge on desktops. */
export function FloatingBar({ phone, whatsapp }: { phone: string; whatsapp: string }) {
  const { openEnquiry } = usePopups();
  return (
    <div className="floating-bar" role="region" aria-label="Quick contact">
      <a className="floating-bar__action" href={whatsappUrl(whatsapp)} target="_blank" rel="noopener noreferrer">
        <ChatIcon />
        <span>Chat</span>
      </a>
      <a className="floating-bar__action" href={phone ? telUrl(phone) : '#'} aria-disabled={phone ? undefined : true}>
        <PhoneIcon />
        <span>Call</span>
      </a>
      <button
        type="button"
        className="floating-bar__action floating-bar__action--primary"
        onClick={() => openEnquiry()}
      >
        <MailIcon />
        <span>Contact us</span>
      </button>
    </div>
  );
}
