import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon, CloseIcon } from '~/components/icons';
import { usePopups } from '~/lib/popups';
import { useT } from '~/lib/i18n/i18n';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { NAV_MENUS, type MenuId } from './navigation';

/** The phone navigation: a full-screen modal sheet (focus stays inside, Escape closes). */
export function MobileMenu({
  open,
  onClose,
  agencyName,
  showCurrency,
}: {
  open: boolean;
  onClose: () => void;
  agencyName: string;
  showCurrency: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const [section, setSection] = useState<MenuId | null>('properties');
  const { openEnquiry, openCurrency } = usePopups();
  const t = useT();

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    }
    if (!open && d.open) {
      if (typeof d.close === 'function') d.close();
      else d.removeAttribute('open');
    }
  }, [open]);

  if (!open) return <dialog ref={ref} id="mobile-menu" className="mobile-menu" aria-label={t('menu.label')} />;
  return (
    <dialog
      ref={ref}
      id="mobile-menu"
      className="mobile-menu"
      aria-label={t('menu.label')}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="mobile-menu__top">
        <Logo name={agencyName} onClick={onClose} />
        <button type="button" className="icon-button" onClick={onClose}>
          <CloseIcon title={t('header.closeMenu')} />
        </button>
      </div>
      <nav aria-label={t('nav.main')} className="mobile-menu__nav">
        {NAV_MENUS.map((menu) => (
          <div key={menu.id} className="mobile-menu__group">
            <button
              type="button"
              className="mobile-menu__heading"
              aria-expanded={section === menu.id}
              aria-controls={`mobile-${menu.id}`}
              onClick={() => setSection((s) => (s === menu.id ? null : menu.id))}
            >
              {t(menu.label)}
              <ChevronDownIcon />
            </button>
            <ul id={`mobile-${menu.id}`} hidden={section !== menu.id} className="mobile-menu__links">
              {menu.links.map((l) => (
                <li key={l.to + l.label}>
                  <Link to={l.to} onClick={onClose}>
                    {t(l.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <Link to="/about" className="mobile-menu__heading" onClick={onClose}>
          {t('nav.about')}
        </Link>
        <button
          type="button"
          className="mobile-menu__heading"
          onClick={() => {
            onClose();
            openEnquiry();
          }}
        >
          {t('nav.contact')}
        </button>
      </nav>
      <LanguageSwitcher className="mobile-menu__languages" open />
      {showCurrency ? (
        <button
          type="button"
          className="button button--ghost-light mobile-menu__currency"
          onClick={() => {
            onClose();
            openCurrency();
          }}
        >
          {t('menu.currency')}
        </button>
      ) : null}
    </dialog>
  );
}
