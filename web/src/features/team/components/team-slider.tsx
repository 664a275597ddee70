import type { Team } from '@estate/contract';
import { useState } from 'react';
import { Carousel } from '~/components/carousel';
import { Dialog } from '~/components/dialog';
import { EmptyState } from '~/components/empty-state';
import { ChatIcon, MailIcon, PhoneIcon } from '~/components/icons';
import { Img } from '~/components/image';
import { mailtoUrl, telUrl, whatsappUrl } from '~/lib/contact-links';
import homeTexts from 'virtual:messages/en/home';
import { useT } from '~/lib/i18n/i18n';
import { englishText } from '~/lib/i18n/content';

/** A member's portrait, 4:5, `width` pixels wide at most and shown at `sizes`. */
export function Portrait({ member, sizes, width = 600 }: { member: Team; sizes: string; width?: number }) {
  const t = useT(homeTexts);
  return (
    <Img
      src={member.featuredImage}
      alt={t('home.team.portrait', { name: member.title })}
      sizes={sizes}
      width={width}
      height={(width * 5) / 4}
    />
  );
}

function MemberCard({ member, onMore }: { member: Team; onMore: () => void }) {
  return (
    <article className="member-card">
      <div className="member-card__photo">
        <Portrait member={member} sizes="(min-width: 1200px) 22vw, (min-width: 768px) 30vw, 70vw" />
      </div>
      <h3 className="member-card__name">{member.title}</h3>
      <p className="member-card__position" {...englishText(member, 'position')}>
        {member.position}
      </p>
      <button type="button" className="text-link member-card__more" onClick={onMore}>
        More<span className="visually-hidden"> about {member.title}</span>
      </button>
    </article>
  );
}

/** A team member's popup: photo, title, position, WhatsApp, phone and e-mail, and their story. */
export function TeamMemberDialog({ member, onClose }: { member: Team | null; onClose: () => void }) {
  return (
    <Dialog open={member !== null} onClose={onClose} title={member?.title ?? ''} eyebrow={member?.position} size="lg">
      {member ? (
        <div className="member-dialog">
          <div className="member-dialog__photo">
            <Portrait member={member} sizes="320px" />
          </div>
          <div>
            <ul className="contact-shortcuts">
              {member.whatsapp ? (
                <li>
                  <a href={whatsappUrl(member.whatsapp)} target="_blank" rel="noopener noreferrer">
                    <ChatIcon />
                    <span>WhatsApp</span>
                  </a>
                </li>
              ) : null}
              {member.phone || member.whatsapp ? (
                <li>
                  <a href={telUrl(member.phone || member.whatsapp)}>
                    <PhoneIcon />
                    <span>{member.phone || member.whatsapp}</span>
                  </a>
                </li>
              ) : null}
              {member.email ? (
                <li>
                  <a href={mailtoUrl(member.email)}>
                    <MailIcon />
                    <span>{member.email}</span>
                  </a>
                </li>
              ) : null}
            </ul>
            {member.description ? (
              <div {...englishText(member, 'description')}>
                {member.description.split(/\n{2,}/).map((para, i) => (
                  <p key={i}>{para}</p>
                ))}
              </div>
            ) : null}
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

/** Meet the team: a slider of members, each with a More popup. */
export function TeamSlider({
  team,
  isLoading,
  header,
}: {
  team: Team[];
  isLoading?: boolean;
  header?: React.ReactNode;
}) {
  const [open, setOpen] = useState<Team | null>(null);
  const t = useT(homeTexts);
  if (!isLoading && team.length === 0) {
    return (
      <>
        {header}
        <EmptyState title={t('home.team.emptyTeam')} />
      </>
    );
  }
  return (
    <>
      <Carousel label={t('home.team.carousel')} header={header} perView={{ base: 1.3, sm: 2, md: 3, lg: 3, xl: 4 }}>
        {isLoading
          ? Array.from({ length: 4 }, (_, i) => <div key={i} className="skeleton member-card__skeleton" />)
          : team.map((m) => <MemberCard key={m._id} member={m} onMore={() => setOpen(m)} />)}
      </Carousel>
      <TeamMemberDialog member={open} onClose={() => setOpen(null)} />
    </>
  );
}
