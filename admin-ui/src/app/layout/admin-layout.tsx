import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { MenuIcon, CloseIcon } from '@/components/ui/icons';
import { useSignOut } from '@/features/auth/use-sign-out';
import { useAccess } from '@/lib/access';
import { isActive, NAV_ITEMS } from './nav-items';

/**
 * The shell of every admin screen but login: the navigation bar (a sidebar on wide screens,
 * a menu button on a tablet) with the entries the member's role may open, who is signed in with
 * the link to their sign-ins and Logout, and the page. `restricted`: only who is signed in and
 * Logout (a member who must set up two-factor sign-in first may use nothing else).
 */
export function AdminLayout({
  brand,
  leadsBadge,
  restricted = false,
  children,
}: {
  brand: string;
  leadsBadge?: number;
  restricted?: boolean;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const access = useAccess();
  const logout = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const signInsActive = isActive(pathname, ['/sessions']);

  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="sidebar">
        <div className="sidebar__top">
          {restricted ? (
            <p className="brand-mark brand-mark--nav">
              <span className="brand-mark__name">{brand}</span>
              <span className="brand-mark__sub">Staff area</span>
            </p>
          ) : (
            <Link to="/dashboard" className="brand-mark brand-mark--nav">
              <span className="brand-mark__name">{brand}</span>
              <span className="brand-mark__sub">Staff area</span>
            </Link>
          )}
          <button
            type="button"
            className="sidebar__toggle"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
            <span>Menu</span>
          </button>
        </div>
        <nav id={navId} className={`nav${menuOpen ? ' nav--open' : ''}`} aria-label="Admin">
          <ul className="nav__list">
            {(restricted ? [] : NAV_ITEMS.filter((item) => access.can(item.permission))).map((item) => {
              const active = isActive(pathname, item.match);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className={`nav__link${active ? ' is-active' : ''}`}
                    aria-current={active ? 'page' : undefined}
                  >
                    <span>{item.label}</span>
                    {item.to === '/leads' && leadsBadge ? (
                      <span className="nav__badge" aria-label={`${leadsBadge} not handled`}>
                        {leadsBadge > 99 ? '99+' : leadsBadge}
                      </span>
                    ) : null}
                  </Link>
                </li>
              );
            })}
            <li className="nav__logout">
              <p className="nav__who">
                <span className="nav__who-name">{access.user.username}</span>
                <span className="nav__who-role">{access.roleLabel}</span>
              </p>
              {/* The member's own sign-ins (every role): where else they are signed in, and Sign out there. */}
              {restricted ? null : (
                <Link
                  to="/sessions"
                  className={`nav__link${signInsActive ? ' is-active' : ''}`}
                  aria-current={signInsActive ? 'page' : undefined}
                >
                  Your sign-ins
                </Link>
              )}
              <button type="button" className="nav__link" onClick={() => void logout()}>
                Logout
              </button>
            </li>
          </ul>
        </nav>
      </header>
      <main id="main" className="main" tabIndex={-1}>
        <div className="main__inner">{children}</div>
      </main>
    </div>
  );
}
