import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ChatIcon, ChevronDownIcon, GlobeIcon, HeartIcon, MenuIcon } from '~/components/icons';
import { useFavouritesCount } from '~/lib/favourites';
import { whatsappUrl } from '~/lib/contact-links';
import { usePopups } from '~/lib/popups';
import { useT } from '~/lib/i18n/i18n';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NAV_MENUS, ROUTES_WITHOUT_CURRENCY_POPUP, type MenuId } from './navigation';

/** Extra height of the header around an open menu (public spec §9). */
export const HEADER_EXTRA_HEIGHT = 120;

/** How far the page scrolls before the header may tuck away, and the smallest move that counts. */
const TUCK_AFTER_PX = 160;
const SCROLL_STEP_PX = 8;

/**
 * The header: transparent over each page's hero, ivory once the page scrolls or a menu opens.
 * Menus open on hover or click and close when the pointer leaves the header; while one is open
 * the header grows to the menu's height plus 120 px. On phones and tablets it tucks away while the
 * page scrolls down and comes back as soon as it scrolls up (the `header-tucked` class on the
 * root also lets a stuck listing bar take its place), so that what is fixed on a small screen
 * covers little of it.
 */
export function Header({ agencyName, whatsapp }: { agencyName: string; whatsapp: string }) {
  const [active, setActive] = useState<MenuId | null>(null);
  const [menuHeight, setMenuHeight] = useState(0);
  const [scrolled, setScrolled] = useState(false);
  const [scrollingDown, setScrollingDown] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const panelRefs = useRef<Partial<Record<MenuId, HTMLDivElement | null>>>({});
  const triggerRefs = useRef<Partial<Record<MenuId, HTMLButtonElement | null>>>({});
  const menuButton = useRef<HTMLButtonElement>(null);
  const wasMobileOpen = useRef(false);
  // A click right after the hover that opened a menu keeps it open rather than closing it.
  const openedBy = useRef<'hover' | 'click'>('hover');
  const { pathname } = useLocation();
  const { openEnquiry, openCurrency } = usePopups();
  const t = useT();
  const showGlobe = !ROUTES_WITHOUT_CURRENCY_POPUP.includes(pathname);

  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setScrolled(y > 24);
      if (Math.abs(y - last) < SCROLL_STEP_PX) return;
      setScrollingDown(y > last && y > TUCK_AFTER_PX);
      last = y;
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    setActive(null);
    setMobileOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!active) return;
    setMenuHeight(panelRefs.current[active]?.offsetHeight ?? 0);
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      // Focus inside the closing menu goes back to its button, not to the page's start.
      const trigger = triggerRefs.current[active];
      if (panelRefs.current[active]?.contains(document.activeElement)) trigger?.focus();
      setActive(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active]);

  // The phone menu, once closed, gives focus back to the button that opened it. This runs after
  // the menu's own effect has closed the modal dialog (a child's effects run first), when the
  // button can take focus again.
  useEffect(() => {
    if (wasMobileOpen.current && !mobileOpen) menuButton.current?.focus();
    wasMobileOpen.current = mobileOpen;
  }, [mobileOpen]);

  const tucked = scrollingDown && active === null && !mobileOpen;
  useEffect(() => {
    document.documentElement.classList.toggle('header-tucked', tucked);
  }, [tucked]);

  const solid = scrolled || active !== null;
  return (
    <header
      className={`site-header${solid ? ' is-solid' : ''}${active ? ' is-open' : ''}${tucked ? ' is-tucked' : ''}`}
      style={active ? { height: menuHeight + HEADER_EXTRA_HEIGHT } : undefined}
      onMouseLeave={() => setActive(null)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setActive(null);
      }}
    >
      <div className="site-header__bar container">
        <Logo name={agencyName} />
        <nav className="site-nav" aria-label={t('nav.main')}>
          <ul className="site-nav__list">
            {NAV_MENUS.map((menu) => (
              <li
                key={menu.id}
                className="site-nav__item"
                onMouseEnter={() => {
                  openedBy.current = 'hover';
                  setActive(menu.id);
                }}
              >
                <button
                  type="button"
                  className="site-nav__trigger"
                  ref={(el) => {
                    triggerRefs.current[menu.id] = el;
                  }}
                  aria-expanded={active === menu.id}
                  aria-controls={`menu-${menu.id}`}
                  onClick={() => {
                    const close = active === menu.id && openedBy.current === 'click';
                    openedBy.current = 'click';
                    setActive(close ? null : menu.id);
                  }}
                >
                  {t(menu.label)}
                  <ChevronDownIcon width={14} height={14} />
                </button>
                <div
                  id={`menu-${menu.id}`}
                  className="site-nav__panel"
                  hidden={active !== menu.id}
                  ref={(el) => {
                    panelRefs.current[menu.id] = el;
                  }}
                >
                  <ul className="mega-menu container">
                    {menu.links.map((link) => (
                      <li key={link.to + link.label}>
                        <Link to={link.to} className="mega-menu__link" onClick={() => setActive(null)}>
                          <span className="mega-menu__label">{t(link.label)}</span>
                          {link.note ? <span className="mega-menu__note">{t(link.note)}</span> : null}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
            <li className="site-nav__item" onMouseEnter={() => setActive(null)}>
              <NavLink to="/about" className="site-nav__link">
                {t('nav.about')}
              </NavLink>
            </li>
            <li className="site-nav__item" onMouseEnter={() => setActive(null)}>
              <button type="button" className="site-nav__link" onClick={() => openEnquiry()}>
                {t('nav.contact')}
              </button>
            </li>
          </ul>
        </nav>
        <div className="site-header__tools">
          <LanguageSwitcher className="site-header__languages" />
          <a
            className="icon-button"
            href={whatsappUrl(whatsapp)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('header.whatsapp')}
          >
            <ChatIcon />
          </a>
          <FavouritesLink />
          {showGlobe ? (
            <button type="button" className="icon-button" aria-label={t('header.currency')} onClick={openCurrency}>
              <GlobeIcon />
            </button>
          ) : null}
          <button
            type="button"
            ref={menuButton}
            className="icon-button site-header__menu-button"
            aria-label={mobileOpen ? t('header.closeMenu') : t('header.openMenu')}
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileOpen((o) => !o)}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      <MobileMenu
        open={mobileOpen}
        onClose={() => setMobileOpen(false)}
        agencyName={agencyName}
        showCurrency={showGlobe}
      />
    </header>
  );
}

/** The heart to the visitor's favourites, with how many are saved once the browser has read them. */
function FavouritesLink() {
  const saved = useFavouritesCount();
  const t = useT();
  return (
    <Link
      className="icon-button site-header__favourites"
      to="/favourites"
      aria-label={t('header.favourites', { count: saved })}
    >
      <HeartIcon />
      {saved > 0 ? (
        <span className="site-header__count" aria-hidden="true">
          {saved}
        </span>
      ) : null}
    </Link>
  );
}
