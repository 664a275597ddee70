import { lazy, Suspense } from 'react';
import { useOpenPopup, usePopups } from '~/lib/popups';

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

/** The popup open now: the one part of the layout that renders when a popup opens or closes. */
export function PopupHost({ contact }: { contact: { phone: string; email: string; whatsapp: string } }) {
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
