import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCatalogue, loadRestOfCatalogue } from '~/lib/i18n/i18n';
import { localeFromPath } from '~/lib/i18n/locales';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// A page in another language than English hydrates with the parts of its catalogue the server
// rendered it with, named at the end of the page (entry.server.tsx); the others load once the page
// is idle, for the pages a link opens. English pages load none.
const locale = localeFromPath(window.location.pathname);
const used = (window as { __estateI18n?: string[] }).__estateI18n ?? [];
loadCatalogue(locale, used).then(
  () => {
    hydrate();
    const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 2000));
    idle(() => void loadRestOfCatalogue(locale).catch(() => undefined));
  },
  (error: unknown) => {
    // Without it the page would hydrate in English over the translated HTML: it stays as rendered.
    console.error(error);
  },
);
