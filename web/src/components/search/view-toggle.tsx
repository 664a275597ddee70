import { ListIcon, MapIcon } from '../icons';

export type ResultsView = 'list' | 'map';

/** List or Map: two toggle buttons, the shown one pressed. */
export function ViewToggle({ view, onView }: { view: ResultsView; onView: (view: ResultsView) => void }) {
  return (
    <div className="view-toggle" role="group" aria-label="Show results as">
      <button
        type="button"
        className="view-toggle__button"
        aria-pressed={view === 'list'}
        onClick={() => onView('list')}
      >
        <ListIcon width={18} height={18} />
        List
      </button>
      <button type="button" className="view-toggle__button" aria-pressed={view === 'map'} onClick={() => onView('map')}>
        <MapIcon width={18} height={18} />
        Map
      </button>
    </div>
  );
}
