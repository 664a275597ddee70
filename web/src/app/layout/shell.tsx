import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { HydrateLater } from '~/components/hydrate-later';
import { useSettings } from '~/features/settings/api/get-settings';
import { rememberUtm } from '~/lib/attribution';
import { SITE_NAME } from '~/lib/site';
import { useT } from '~/lib/i18n/i18n';
import { FloatingBar } from './floating-bar';
import { Footer } from './footer';
import { Header } from './header';
import { Island } from '~/islands/island';
import { PopupHost } from './popup-host';
import { PreviewBanner } from './preview-banner';

export function Shell({ children }: { children: ReactNode }) {
  const { data: settings } = useSettings();
  const location = useLocation();
  const agencyName = settings?.agencyName || SITE_NAME;
  const t = useT();

  useEffect(() => {
    rememberUtm(location.search);
  }, [location.search]);

  useEffect(() => {
    // Warm the popups' code once the page is idle, so the first click opens them at once.
    const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1500));
    idle(() => {
      void import('~/features/leads/components/enquiry-popup');
    });
  }, []);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipLink')}
      </a>
      <PreviewBanner />
      <Island name="header" component={Header} props={{ agencyName, whatsapp: settings?.whatsapp ?? '' }} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <HydrateLater>
        <Island name="footer" component={Footer} props={{ settings, agencyName }} hydrate="visible" query />
      </HydrateLater>
      <Island
        name="floating-bar"
        component={FloatingBar}
        props={{ phone: settings?.phone ?? '', whatsapp: settings?.whatsapp ?? '' }}
      />
      <Island
        name="popups"
        component={PopupHost}
        props={{
          contact: { phone: settings?.phone ?? '', email: settings?.email ?? '', whatsapp: settings?.whatsapp ?? '' },
        }}
        hydrate="idle"
        query
      />
    </>
  );
}
