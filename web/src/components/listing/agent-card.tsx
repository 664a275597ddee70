import type { AgentCard as Agent } from '@estate/contract';
import listingTexts from 'virtual:messages/en/listing';
import { useT } from '~/lib/i18n/i18n';
import { mailtoUrl, telUrl, whatsappUrl } from '~/lib/contact-links';
import { ChatIcon, MailIcon, PhoneIcon } from '../icons';
import { Img } from '../image';

/** The WhatsApp message a visitor starts with: the listing's title and reference, so the agent knows which. */
export function agentWhatsAppText(title: string, reference: string): string {
  return `Hello, I am interested in ${title}${reference ? ` (Ref. ${reference})` : ''}. Could you tell me more?`;
}

/**
 * The agent in charge of a listing: photo, name, position and the three ways to reach
 * them. Nothing when the listing has no agent.
 */
export function AgentCard({ agent, title, reference }: { agent: Agent | null; title: string; reference: string }) {
  const t = useT(listingTexts);
  if (!agent) return null;
  return (
    <section className="agent-card" aria-label={t('listing.yourAgent')}>
      <div className="agent-card__person">
        <div className="agent-card__photo">
          <Img src={agent.featuredImage} alt={agent.title} sizes="88px" width={176} height={176} maxWidth={320} />
        </div>
        <div>
          <p className="agent-card__eyebrow">{t('listing.yourAgent')}</p>
          <p className="agent-card__name">{agent.title}</p>
          {agent.position ? <p className="agent-card__position">{agent.position}</p> : null}
        </div>
      </div>
      <ul className="agent-card__links">
        {agent.whatsapp ? (
          <li>
            <a
              href={whatsappUrl(agent.whatsapp, agentWhatsAppText(title, reference))}
              target="_blank"
              rel="noopener noreferrer"
            >
              <ChatIcon width={16} height={16} />
              WhatsApp
            </a>
          </li>
        ) : null}
        {agent.phone ? (
          <li>
            <a href={telUrl(agent.phone)}>
              <PhoneIcon width={16} height={16} />
              <span className="visually-hidden">Call </span>
              {agent.phone}
            </a>
          </li>
        ) : null}
        {agent.email ? (
          <li>
            <a href={mailtoUrl(agent.email, reference ? `${title} (Ref. ${reference})` : title)}>
              <MailIcon width={16} height={16} />
              <span className="visually-hidden">E-mail </span>
              {agent.email}
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
