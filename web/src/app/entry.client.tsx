import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCatalogue } from '~/lib/i18n/i18n';
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

// A page in another language than English hydrates with its catalogue, the one the server
// rendered it with (a chunk of its own: English pages never load it).
const locale = localeFromPath(window.location.pathname);
loadCatalogue(locale).then(hydrate, (error: unknown) => {
  // Without it the page would hydrate in English over the translated HTML: it stays as rendered.
  console.error(error);
});
