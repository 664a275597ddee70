import type { DehydratedState } from '@tanstack/react-query';
import { startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { rememberUtm } from '~/lib/attribution';
import { loadCatalogue, loadRestOfCatalogue } from '~/lib/i18n/i18n';
import { islandIdPrefix, islandPopups, IslandRoot, ISLAND_PAGE_ID, type IslandPage } from './island-root';
import { islandRegistry, type IslandName } from './registry';

/*
 * The browser's start of a page served as islands (decision 0107): each `<estate-island>` the
 * server rendered is hydrated as a root of its own, the rest of the page stays its HTML. Islands
 * marked `load` hydrate one per task in the page's order, `visible` ones when they come within
 * 600 px of the screen, `idle` ones once the page is idle (the popups' as soon as one opens).
 */

const NEAR_SCREEN = '600px';

const page = JSON.parse(document.getElementById(ISLAND_PAGE_ID)?.textContent ?? 'null') as IslandPage;
/** Each island's hydration, from its start to its first commit. */
const hydrations = new WeakMap<Element, Promise<void>>();
/** The islands whose hydration has ended: live, or left as the server's HTML after an error. */
const settled = new WeakSet<Element>();

/** Calls back once the root's first render is on the page (effects run after its commit). */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

function hydrateIsland(element: HTMLElement): Promise<void> {
  let hydration = hydrations.get(element);
  if (!hydration) {
    hydration = startIsland(element).then(
      () => {
        settled.add(element);
        replayTyped(element);
      },
      (error: unknown) => {
        // One island that cannot start (its code failed to load) leaves the others and the page be.
        settled.add(element);
        console.error(error);
      },
    );
    hydrations.set(element, hydration);
  }
  return hydration;
}

/**
 * What a visitor typed or chose in an island's fields before it hydrated: React 18 keeps the
 * field's text on the page but not in the form's state, so each such field tells React again.
 */
function replayTyped(element: HTMLElement): void {
  const typed = element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input:not([type=checkbox]):not([type=radio]), textarea',
  );
  for (const field of typed) {
    const value = field.value;
    if (value === field.defaultValue) continue;
    // React tracks a field's last value by its own `value` setter on the element: set through it to
    // the server's value, then to the typed one past it, so React sees the change and tells the form.
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  for (const select of element.querySelectorAll('select')) {
    const rendered = [...select.options].find((o) => o.defaultSelected);
    if (rendered && select.value !== rendered.value) select.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

async function startIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island as IslandName;
  const load = islandRegistry[name];
  if (!load) throw new Error(`No island named ${name}`);
  const [Component, QueryRoot] = await Promise.all([
    load(),
    element.dataset.query === undefined ? null : import('./query-root').then((m) => m.QueryRoot),
  ]);
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
  const seed = element.dataset.queries ? (JSON.parse(element.dataset.queries) as DehydratedState) : null;
  const content = QueryRoot ? (
    <QueryRoot queries={page.queries} seed={seed}>
      <Component {...props} />
    </QueryRoot>
  ) : (
    <Component {...props} />
  );
  await new Promise<void>((resolve) => {
    // In a transition, as the router's whole-page hydration: React yields to the browser as it goes.
    startTransition(() => {
      hydrateRoot(
        element,
        <IslandRoot page={page}>
          <Committed onCommit={resolve}>{content}</Committed>
        </IslandRoot>,
        { identifierPrefix: islandIdPrefix(Number(element.dataset.key)) },
      );
    });
  });
}

/** The next task: each island's hydration starts in a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const whenIdle = (run: () => void) => (window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1500)))(run);

/**
 * A click on an island whose code has not run yet (a visitor quicker than the page) starts it and
 * is given again once it is live; a focus starts it, so a field typed in is live soon. A link's
 * click goes on as a link's does.
 */
function wakeOnInput(): void {
  const islandOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>('estate-island') : null;
  document.addEventListener(
    'click',
    (event) => {
      const island = islandOf(event.target);
      if (!island || settled.has(island) || !(event.target instanceof Element)) return;
      if (event.target.closest('a[href]')) return void hydrateIsland(island);
      event.preventDefault();
      event.stopPropagation();
      // The element clicked may be a button's icon (an SVG shape): the click is given to it again.
      const target = event.target;
      const again = () =>
        target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
      // After the island's first commit and what the replayed fields updated (a task later).
      void hydrateIsland(island).then(() => setTimeout(again, 0));
    },
    true,
  );
  document.addEventListener(
    'focusin',
    (event) => {
      const island = islandOf(event.target);
      if (island && !settled.has(island)) void hydrateIsland(island);
    },
    true,
  );
}

/**
 * The rest of the page's language's catalogue (what a dialog or an error may show), once the
 * visitor first uses the page: every link here loads a document that brings its own parts, so
 * nothing else needs it, and parsing it while the page loads would be the longest task of a page in
 * Chinese or Arabic on a phone.
 */
function loadRestOnFirstUse(): void {
  if (page.locale === 'en') return;
  const events = ['pointerdown', 'keydown', 'touchstart'] as const;
  const load = () => {
    for (const type of events) window.removeEventListener(type, load, true);
    void loadRestOfCatalogue(page.locale).catch(() => undefined);
  };
  for (const type of events) window.addEventListener(type, load, { capture: true, passive: true });
}

async function start(): Promise<void> {
  rememberUtm(window.location.search);
  wakeOnInput();
  loadRestOnFirstUse();
  const islands = [...document.querySelectorAll<HTMLElement>('estate-island')];
  const by = (mode: string) => islands.filter((el) => el.dataset.hydrate === mode);

  const idle = by('idle');
  // The observer's first report names every island within reach of the screen as the page opens.
  const visible = by('visible');
  let reported: (started: Promise<void>[]) => void = () => undefined;
  const onScreenAtStart = new Promise<void>((resolve) => {
    reported = (started) => void Promise.all(started).then(() => resolve());
  });
  const observer = new IntersectionObserver(
    (entries) => {
      const started: Promise<void>[] = [];
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        started.push(hydrateIsland(islandOf.get(entry.target)!));
      }
      reported(started);
      reported = () => undefined;
    },
    { rootMargin: NEAR_SCREEN },
  );
  // An island lays out as its content (`display: contents`: no box of its own to observe), so
  // its elements stand for it; one with no element waits for the page to be idle.
  const islandOf = new Map<Element, HTMLElement>();
  for (const el of visible) {
    if (!el.firstElementChild) idle.push(el);
    for (const box of el.children) {
      islandOf.set(box, el);
      observer.observe(box);
    }
  }
  if (!islandOf.size) reported([]);

  // A popup opened before the page was idle (a click on Contact): its island starts at once.
  const unsubscribe = islandPopups.subscribe(() => {
    unsubscribe();
    for (const el of idle) if (el.dataset.island === 'popups') void hydrateIsland(el);
  });

  for (const el of by('load')) {
    await nextTask();
    await hydrateIsland(el);
  }
  // What the browser tests wait for before they act, as on a page the router hydrates: every
  // island of the first screen (and 600 px beyond) is live.
  await onScreenAtStart;
  document.documentElement.dataset.hydrated = '';

  whenIdle(() => {
    for (const el of idle) void hydrateIsland(el);
    // The enquiry popup's code, so the first click on Contact opens it at once.
    void import('~/features/leads/components/enquiry-popup');
  });
}

if (page) {
  const used = (window as { __estateI18n?: string[] }).__estateI18n ?? [];
  // In a task after the one that evaluated this module and React's: on a phone the two together
  // were one long task.
  loadCatalogue(page.locale, used)
    .then(nextTask)
    .then(start, (error: unknown) => {
      // Without its catalogue an island would hydrate in English over translated HTML: it stays as rendered.
      console.error(error);
    });
}
