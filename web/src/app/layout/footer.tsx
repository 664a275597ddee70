import { isSafeLink, type Settings } from '@estate/contract';
import { Link } from 'react-router';
import { InstagramIcon, LinkedinIcon, YoutubeIcon } from '~/components/icons';
import { SubscribeForm } from '~/features/leads/components/subscribe-form';
import { mailtoUrl, telUrl } from '~/lib/contact-links';
import { englishText } from '~/lib/i18n/content';
import { usePopups } from '~/lib/popups';
import { useT } from '~/lib/i18n/i18n';
import { Logo } from './logo';
import { NAV_MENUS } from './navigation';

export function Footer({ settings, agencyName }: { settings: Settings | undefined; agencyName: string }) {
  const { openEnquiry } = usePopups();
  const t = useT();
  // A link stored before the contract refused unsafe schemes is not rendered (a `javascript:` href runs code).
  const safe = (href: string | undefined) => (href && isSafeLink(href) ? href : undefined);
  const social = [
    { href: safe(settings?.instagramUrl), label: 'Instagram', Icon: InstagramIcon },
    { href: safe(settings?.linkedinUrl), label: 'LinkedIn', Icon: LinkedinIcon },
    { href: safe(settings?.youtubeUrl), label: 'YouTube', Icon: YoutubeIcon },
  ];
  return (
    <footer className="site-footer">
      <div className="container site-footer__signup">
        <div>
          <p className="eyebrow eyebrow--light">{t('footer.eyebrow')}</p>
          <h2 className="site-footer__title">{t('footer.title')}</h2>
        </div>
        <SubscribeForm tone="dark" />
      </div>
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo name={agencyName} />
          <address className="site-footer__contact">
            {/* The address in the page's language where translated, else marked as English. */}
            {settings?.address ? <span {...englishText(settings, 'address')}>{settings.address}</span> : null}
            {settings?.phone ? <a href={telUrl(settings.phone)}>{settings.phone}</a> : null}
            {settings?.email ? <a href={mailtoUrl(settings.email)}>{settings.email}</a> : null}
          </address>
        </div>
        {NAV_MENUS.map((menu) => (
          <nav key={menu.id} aria-label={t(menu.label)} className="site-footer__column">
            <h3 className="site-footer__heading">{t(menu.label)}</h3>
            <ul>
              {menu.links.map((l) => (
                <li key={l.to + l.label}>
                  <Link to={l.to}>{t(l.label)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-label={t('footer.company')} className="site-footer__column">
          <h3 className="site-footer__heading">{t('footer.company')}</h3>
          <ul>
            <li>
              <Link to="/about">{t('footer.aboutUs')}</Link>
            </li>
            <li>
              <Link to="/about#meet-team">{t('footer.team')}</Link>
            </li>
            <li>
              <button type="button" className="link-button" onClick={() => openEnquiry()}>
                {t('nav.contact')}
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container site-footer__bottom">
        <p>{t('footer.rights', { year: String(new Date().getFullYear()), agency: agencyName })}</p>
        <ul className="site-footer__legal">
          <li>
            <Link to="/privacy-policy">{t('footer.privacy')}</Link>
          </li>
          <li>
            <Link to="/terms-condition">{t('footer.terms')}</Link>
          </li>
        </ul>
        <ul className="site-footer__social">
          {social.map(({ href, label, Icon }) => (
            <li key={label}>
              <a
                href={href || '#'}
                aria-label={label}
                target={href ? '_blank' : undefined}
                rel="noopener noreferrer"
                aria-disabled={href ? undefined : true}
              >
                <Icon />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
