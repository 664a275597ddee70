import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useCspNonce } from '~/lib/csp-nonce';
import { CurrencySelect } from '~/lib/currency/currency-select';
import { AreaUnitSelect } from '~/lib/units/area-unit';
import { useLocale, useT } from '~/lib/i18n/i18n';
import { localePath } from '~/lib/i18n/locales';
import searchTexts from 'virtual:messages/en/search';

/** The filter panel open and its toggle gone, for a browser that runs no script. */
const WITHOUT_SCRIPT_CSS = '.search-panel__filters[hidden]{display:grid}.search-panel__toggle{display:none}';

/**
 * The search banner of /all-properties and /all-developments: the dropdowns, Search and More
 * Filter on one bar; the filter panel (the price, the currency, any other groups and Update)
 * opens under it. With script the route applies the search; without, the form is a GET of the
 * listing page with the parameters its loader reads (decision 0094).
 */
export function SearchPanel({
  label,
  barClassName,
  fields,
  priceFilter,
  moreFilters,
  filtersOpen,
  filtersClassName,
  onSubmit,
  areaUnits = false,
  action,
  kept = {},
}: {
  /** The form's name ('Search properties'). */
  label: string;
  barClassName?: string;
  fields: ReactNode;
  /** The first group of the filter panel; the currency follows it. */
  priceFilter: ReactNode;
  /** Groups after the currency. */
  moreFilters?: ReactNode;
  /** The filter panel starts open when a filter in it is set. */
  filtersOpen: boolean;
  /** A modifier of the filter panel's layout (the properties' longer one). */
  filtersClassName?: string;
  onSubmit: () => void;
  /** The area unit beside the currency, where results show sizes (properties). */
  areaUnits?: boolean;
  /** The listing page the form opens without script: a GET with its fields' names as parameters. */
  action: string;
  /**
   * Parameters sent as they are (hidden): the route's own (sort, view) and the current choice of
   * each ChipGroup, after every button, so that a pressed button's value is the one read first.
   */
  kept?: Record<string, string | number | boolean | null | undefined>;
}) {
  const [open, setOpen] = useState(filtersOpen);
  const nonce = useCspNonce();
  const panelId = useId();
  const t = useT(searchTexts);
  // Sent without script, the search opens the listing page in the visitor's language.
  const locale = useLocale();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form
      className="search-panel"
      method="get"
      action={localePath(locale, action)}
      onSubmit={submit}
      aria-label={label}
    >
      <noscript>
        {import.meta.env.SSR ? (
          // Only script opens and closes the filters: a browser without it shows them.
          <style nonce={nonce} dangerouslySetInnerHTML={{ __html: WITHOUT_SCRIPT_CSS }} />
        ) : null}
      </noscript>
      <div className={['search-panel__bar', barClassName].filter(Boolean).join(' ')}>
        {fields}
        <button type="submit" className="button button--solid search-panel__submit">
          {t('search.submit')}
        </button>
        <button
          type="button"
          className="button search-panel__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          {t('search.moreFilters')}
        </button>
      </div>
      <div
        id={panelId}
        className={['search-panel__filters', filtersClassName].filter(Boolean).join(' ')}
        hidden={!open}
      >
        {priceFilter}
        <CurrencySelect className="filter-group" label={t('search.currency')} />
        {areaUnits ? <AreaUnitSelect className="filter-group" label={t('search.areasIn')} /> : null}
        {moreFilters}
        <button type="submit" className="button button--solid filter-group__update">
          {t('search.update')}
        </button>
      </div>
      {Object.entries(kept).map(([name, value]) =>
        value === null || value === undefined || value === '' || value === false ? null : (
          <input key={name} type="hidden" name={name} value={String(value)} />
        ),
      )}
    </form>
  );
}
