import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';

/**
 * Which site-wide popup is open. Any contact button or link, anywhere, opens the enquiry popup
 * through this; the app layer renders the popups themselves.
 */
export type Popup =
  | { kind: 'enquiry'; listingSlug?: string; listing?: string; subject?: string }
  | { kind: 'start-now' }
  | { kind: 'currency' }
  | null;

export interface PopupActions {
  /** `listing`: the property whose page it is (its id): the enquiry goes to its agent too. */
  openEnquiry: (opts?: { listingSlug?: string; listing?: string; subject?: string }) => void;
  openStartNow: () => void;
  openCurrency: () => void;
  close: () => void;
}

export interface PopupsStore extends PopupActions {
  current: () => Popup;
  subscribe: (listener: () => void) => () => void;
}

/*
 * The context holds one object for the life of the page: the buttons that open a popup never
 * render again when one opens or closes. Only what shows the popup (useOpenPopup) reads the
 * state, from the store. Were the state in the context, every button's page would render again
 * on each click (the whole home, for its Start now button). Kept out of it, the context's value
 * never changes after load, which a section still waiting to hydrate could not take (0058).
 */
const PopupsContext = createContext<PopupsStore | null>(null);

/** A store of its own; the islands of a page share one (src/islands/island-root.tsx). */
export function createPopupsStore(): PopupsStore {
  let popup: Popup = null;
  const listeners = new Set<() => void>();
  const set = (next: Popup) => {
    popup = next;
    listeners.forEach((listener) => listener());
  };
  return {
    current: () => popup,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    openEnquiry: (opts) => set({ kind: 'enquiry', ...opts }),
    openStartNow: () => set({ kind: 'start-now' }),
    openCurrency: () => set({ kind: 'currency' }),
    close: () => set(null),
  };
}

export function PopupsProvider({ children, store: shared }: { children: ReactNode; store?: PopupsStore }) {
  const [store] = useState(() => shared ?? createPopupsStore());
  return <PopupsContext.Provider value={store}>{children}</PopupsContext.Provider>;
}

function usePopupsStore(): PopupsStore {
  const store = useContext(PopupsContext);
  if (!store) throw new Error('The popups need a PopupsProvider');
  return store;
}

/** Opens and closes the site-wide popups; the same functions for the life of the page. */
export function usePopups(): PopupActions {
  return usePopupsStore();
}

/** The popup open now (none on the server and while the page hydrates). */
export function useOpenPopup(): Popup {
  const store = usePopupsStore();
  return useSyncExternalStore(store.subscribe, store.current, () => null);
}
