import { COMPARE_MAX, FAVOURITES_MAX } from '@estate/contract';
import { useSyncExternalStore } from 'react';

/*
 * Favourites and compare without an account: kept in this browser's localStorage and
 * followed across its tabs (the storage event). The server knows nothing of them, so it renders
 * every heart unpressed and the favourites page empty-handed ("null", not yet read); the stored
 * state applies right after hydration (useSyncExternalStore's server snapshot), so the HTML is
 * the same for every visitor and never mismatches.
 */

export const FAVOURITES_STORAGE_KEY = 'favourites';
export const COMPARE_STORAGE_KEY = 'compare';
const CHANGE_EVENT = 'estate:favourites';

/** A saved listing: its slug, and its title to name it once it is no longer public. */
export interface Favourite {
  slug: string;
  title: string;
}

const isFavourite = (v: unknown): v is Favourite =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as Favourite).slug === 'string' &&
  /^[A-Za-z0-9_-]{1,200}$/.test((v as Favourite).slug) &&
  typeof (v as Favourite).title === 'string';

function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage unavailable (private mode, full): the choice lasts for this page only.
    memory.set(key, JSON.stringify(value));
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** What was written while storage refused it. */
const memory = new Map<string, string>();

function parseList<T>(raw: string | null, keep: (v: unknown) => v is T): T[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(keep) : [];
  } catch {
    return [];
  }
}

/** Snapshots keep their identity while the stored text does not change (useSyncExternalStore needs it). */
function snapshotOf<T>(key: string, keep: (v: unknown) => v is T) {
  let lastRaw: string | null | undefined;
  let last: T[] = [];
  return (): T[] => {
    const raw = readRaw(key) ?? memory.get(key) ?? null;
    if (raw !== lastRaw) {
      lastRaw = raw;
      last = parseList(raw, keep);
    }
    return last;
  };
}

const isSlug = (v: unknown): v is string => typeof v === 'string' && /^[A-Za-z0-9_-]{1,200}$/.test(v);
const readFavourites = snapshotOf(FAVOURITES_STORAGE_KEY, isFavourite);
const readCompare = snapshotOf(COMPARE_STORAGE_KEY, isSlug);

/*
 * One pair of window listeners for the whole page, however many hearts it shows: a pair per
 * heart would add 40 listeners for a card list of 20 while hydrating and remove them on every
 * navigation.
 */
const listeners = new Set<() => void>();
const notifyAll = () => listeners.forEach((l) => l());
const onStorage = (e: StorageEvent) => {
  if (e.key === null || e.key === FAVOURITES_STORAGE_KEY || e.key === COMPARE_STORAGE_KEY) notifyAll();
};

function subscribe(onChange: () => void): () => void {
  if (!listeners.size) {
    window.addEventListener(CHANGE_EVENT, notifyAll);
    window.addEventListener('storage', onStorage);
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size) return;
    window.removeEventListener(CHANGE_EVENT, notifyAll);
    window.removeEventListener('storage', onStorage);
  };
}

const notRead = () => null;

/** The saved listings, newest first; null while the page is server-rendered or hydrating. */
export function useFavourites(): Favourite[] | null {
  return useSyncExternalStore(subscribe, readFavourites, notRead);
}

/** The listings chosen for comparison (slugs); null while the page is server-rendered or hydrating. */
export function useCompareList(): string[] | null {
  return useSyncExternalStore(subscribe, readCompare, notRead);
}

export function isSaved(list: Favourite[] | null, slug: string): boolean {
  return !!list?.some((f) => f.slug === slug);
}

/** Saves a listing, or removes it when it is saved (also from the comparison). */
export function toggleFavourite(listing: Favourite): boolean {
  const list = readFavourites();
  if (list.some((f) => f.slug === listing.slug)) {
    removeFavourite(listing.slug);
    return false;
  }
  write(FAVOURITES_STORAGE_KEY, [{ slug: listing.slug, title: listing.title }, ...list].slice(0, FAVOURITES_MAX));
  return true;
}

export function removeFavourite(slug: string): void {
  write(
    FAVOURITES_STORAGE_KEY,
    readFavourites().filter((f) => f.slug !== slug),
  );
  const compare = readCompare();
  if (compare.includes(slug))
    write(
      COMPARE_STORAGE_KEY,
      compare.filter((s) => s !== slug),
    );
}

export type CompareOutcome = 'added' | 'removed' | 'full';

/** Adds a listing to the comparison or takes it out; a fifth is refused ('full'). */
export function toggleCompare(slug: string): CompareOutcome {
  const list = readCompare();
  if (list.includes(slug)) {
    write(
      COMPARE_STORAGE_KEY,
      list.filter((s) => s !== slug),
    );
    return 'removed';
  }
  if (list.length >= COMPARE_MAX) return 'full';
  write(COMPARE_STORAGE_KEY, [...list, slug]);
  return 'added';
}

export const COMPARE_FULL_MESSAGE = `You can compare up to ${COMPARE_MAX} homes at a time. Take one out of the comparison to add another.`;

/*
 * A heart and the header's count read a value whose server snapshot is what a visitor with no
 * favourites sees (not pressed, 0). useSyncExternalStore re-renders, synchronously and right
 * after hydration, every component whose browser snapshot differs from its server one: with a
 * "not read yet" null there, every card's heart and the header did so on every page load (at
 * sync priority, right after hydration); now only a saved listing's heart does.
 */
const notSaved = () => false;
const noneSaved = () => 0;

/** Saved or not, for one listing's heart: false on the server and until hydration is done. */
export function useIsSaved(slug: string): boolean {
  return useSyncExternalStore(subscribe, () => isSaved(readFavourites(), slug), notSaved);
}

/** How many listings are saved (the header's count): 0 on the server and until hydration is done. */
export function useFavouritesCount(): number {
  return useSyncExternalStore(subscribe, () => readFavourites().length, noneSaved);
}
