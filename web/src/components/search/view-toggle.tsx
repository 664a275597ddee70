import { ListIcon, MapIcon } from '../icons';
import searchTexts from 'virtual:messages/en/search';
import { useT } from '~/lib/i18n/i18n';

export type ResultsView = 'list' | 'map';

/** List or Map: two toggle buttons, the shown one pressed. */
export function ViewToggle({ view, onView }: { view: ResultsView; onView: (view: ResultsView) => void }) {
  const t = useT(searchTexts);
  return (
    <div className="view-toggle" role="group" aria-label={t('search.viewAs')}>
      <button
        type="button"
        className="view-toggle__button"
        aria-pressed={view === 'list'}
        onClick={() => onView('list')}
      >
        <ListIcon width={18} height={18} />
        {t('search.viewList')}
      </button>
      <button type="button" className="view-toggle__button" aria-pressed={view === 'map'} onClick={() => onView('map')}>
        <MapIcon width={18} height={18} />
        {t('search.viewMap')}
      </button>
    </div>
  );
}
