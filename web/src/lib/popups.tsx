import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/**
 * Which site-wide popup is open. Any contact button or link, anywhere, opens the enquiry popup
 * through this; the app layer renders the popups themselves.
 */
export type Popup =
  | { kind: 'enquiry'; listingSlug?: string; listing?: string; subject?: string }
  | { kind: 'start-now' }
  | { kind: 'currency' }
  | null;

interface PopupsValue {
  popup: Popup;
  /** `listing`: the property whose page it is (its id): the enquiry goes to its agent too. */
  openEnquiry: (opts?: { listingSlug?: string; listing?: string; subject?: string }) => void;
  openStartNow: () => void;
  openCurrency: () => void;
  close: () => void;
}

const PopupsContext = createContext<PopupsValue | null>(null);

export function PopupsProvider({ children }: { children: ReactNode }) {
  const [popup, setPopup] = useState<Popup>(null);
  const value = useMemo<PopupsValue>(
    () => ({
      popup,
      openEnquiry: (opts) => setPopup({ kind: 'enquiry', ...opts }),
      openStartNow: () => setPopup({ kind: 'start-now' }),
      openCurrency: () => setPopup({ kind: 'currency' }),
      close: () => setPopup(null),
    }),
    [popup],
  );
  return <PopupsContext.Provider value={value}>{children}</PopupsContext.Provider>;
}

export function usePopups(): PopupsValue {
  const value = useContext(PopupsContext);
  if (!value) throw new Error('usePopups needs a PopupsProvider');
  return value;
}
