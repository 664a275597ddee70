import { savedSearchLabel } from '@estate/contract';
import { lazy, Suspense, useState } from 'react';
import searchTexts from 'virtual:messages/en/search';
import { BellIcon } from '~/components/icons';
import { useT } from '~/lib/i18n/i18n';
import { usePlaceName } from '~/lib/i18n/place-names';
import { searchLabelWords } from '../label-words';

const SaveSearchDialog = lazy(() => import('./save-search-dialog').then((m) => ({ default: m.SaveSearchDialog })));

/**
 * "Get alerts": the current filters of /all-properties saved with an e-mail address. The CMS
 * mails a confirmation link; nothing else is sent until the visitor confirms (double opt-in).
 * `filters` are the listing filter's own fields (PropertyFilter less paging and order). The
 * form's code comes with the first click: the search's first load carries the button alone.
 */
export function SaveSearch({ filters }: { filters: Record<string, unknown> }) {
  const [open, setOpen] = useState(false);
  const t = useT(searchTexts);
  // In the page's language: the CMS keeps its own English label for staff and the mails.
  const placeName = usePlaceName();
  const label = savedSearchLabel(
    filters,
    null,
    searchLabelWords(t, (english) => placeName(english).text),
  );
  return (
    <div className="save-search">
      <p className="save-search__text">
        <span className="save-search__eyebrow">{t('search.alerts.eyebrow')}</span>
        <span className="save-search__label">{t('search.alerts.label', { label })}</span>
      </p>
      <button type="button" className="button button--small save-search__button" onClick={() => setOpen(true)}>
        <BellIcon />
        {t('search.alerts.button')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SaveSearchDialog filters={filters} label={label} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
