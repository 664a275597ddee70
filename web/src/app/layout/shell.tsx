import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { HydrateLater } from '~/components/hydrate-later';
import { useSettings } from '~/features/settings/api/get-settings';
import { rememberUtm } from '~/lib/attribution';
import { useOpenPopup, usePopups } from '~/lib/popups';
import { SITE_NAME } from '~/lib/site';
import { useT } from '~/lib/i18n/i18n';
import { FloatingBar } from './floating-bar';
import { Footer } from './footer';
import { Header } from './header';
import { PreviewBanner } from './preview-banner';

// Popups load on first use: they are not part of any page's first paint.
const EnquiryPopup = lazy(() =>
  import('~/features/leads/components/enquiry-popup').then((m) => ({ default: m.EnquiryPopup })),
);
const StartNowPopup = lazy(() =>
  import('~/features/leads/components/start-now-popup').then((m) => ({ default: m.StartNowPopup })),
);
const CurrencyPopup = lazy(() =>
  import('~/features/currency/components/currency-popup').then((m) => ({ default: m.CurrencyPopup })),
);

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
      <Header agencyName={agencyName} whatsapp={settings?.whatsapp ?? ''} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <HydrateLater>
        <Footer settings={settings} agencyName={agencyName} />
      </HydrateLater>
      <FloatingBar phone={settings?.phone ?? ''} whatsapp={settings?.whatsapp ?? ''} />
      <PopupHost
        contact={{ phone: settings?.phone ?? '', email: settings?.email ?? '', whatsapp: settings?.whatsapp ?? '' }}
      />
    </>
  );
}

/** The popup open now: the one part of the layout that renders when a popup opens or closes. */
function PopupHost({ contact }: { contact: { phone: string; email: string; whatsapp: string } }) {
  const popup = useOpenPopup();
  const { close } = usePopups();
  return (
    <Suspense fallback={null}>
      {popup?.kind === 'enquiry' ? (
        <EnquiryPopup
          open
          onClose={close}
          contact={contact}
          listingSlug={popup.listingSlug}
          listing={popup.listing}
          subject={popup.subject}
        />
      ) : null}
      {popup?.kind === 'start-now' ? <StartNowPopup open onClose={close} /> : null}
      {popup?.kind === 'currency' ? <CurrencyPopup open onClose={close} /> : null}
    </Suspense>
  );
}
