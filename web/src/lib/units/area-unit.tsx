import { useMemo, useSyncExternalStore } from 'react';
import { useT } from '~/lib/i18n/i18n';
import { SelectField } from '~/components/search/select-field';
import { formatNumber } from '../format';
import { storedChoice } from '../stored-choice';

/*
 * The visitor's area unit, square feet or square metres, kept in localStorage like the
 * currency (`areaUnit`). Unlike prices, sizes never flash: the server renders every size in both
 * units and a stylesheet rule shows one, picked by `data-area-unit` on <html>, which a tiny inline
 * script in <head> sets from the stored choice before the first paint. The HTML is therefore the
 * same for every visitor: the page cache is neither split nor spoiled (decisions 0015, 0026).
 * The browser keeps that markup as it is, after hydration and in the pages it renders itself: a
 * change of unit is one attribute on <html>, and hydration never has to redraw every size on the
 * page at once (decision 0046).
 */

export const AREA_UNITS = ['sqft', 'sqm'] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];
export const DEFAULT_AREA_UNIT: AreaUnit = 'sqft';
export const AREA_UNIT_STORAGE_KEY = 'areaUnit';
/** The unit as sizes read; square feet keep the specification's "Sq. ft.". */
export const AREA_UNIT_LABELS: Record<AreaUnit, string> = { sqft: 'Sq. ft.', sqm: 'm²' };
export const AREA_UNIT_NAMES: Record<AreaUnit, string> = { sqft: 'Square feet', sqm: 'Square metres' };

/** Square metres in a square foot (exact: 0.3048² m²). */
export const SQM_PER_SQFT = 0.09290304;

/** Runs in <head> before the body is painted: the stored unit onto <html>. Kept in step with {@link storeAreaUnit}. */
export const AREA_UNIT_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(AREA_UNIT_STORAGE_KEY)})==='sqm')document.documentElement.setAttribute('data-area-unit','sqm')}catch(e){}`;

const choice = storedChoice({
  key: AREA_UNIT_STORAGE_KEY,
  values: AREA_UNITS,
  fallback: DEFAULT_AREA_UNIT,
  apply: (unit) => document.documentElement.setAttribute('data-area-unit', unit),
});
export const isAreaUnit = choice.is;
export const readStoredAreaUnit = choice.read;
export const storeAreaUnit = choice.store;

/**
 * The visitor's chosen unit; null while the server renders and the browser hydrates (both units
 * are rendered), and for a visitor who has chosen none (the default applies). The browser's value
 * is the server's unless a unit was chosen: useSyncExternalStore re-renders, synchronously right
 * after hydration, only where the two differ, so a visitor with the default unit costs none.
 */
export function useAreaUnit(): AreaUnit | null {
  return useSyncExternalStore(choice.subscribe, choice.stored, () => null);
}

/** "6,500" (square feet) or "604" (square metres) from a size in square feet; '' when it is not a number. */
export function areaFigure(sqft: string | number, unit: AreaUnit): string {
  const n = typeof sqft === 'number' ? sqft : Number(String(sqft).replace(/,/g, ''));
  if (!Number.isFinite(n) || String(sqft).trim() === '') return '';
  return formatNumber(unit === 'sqm' ? Math.round(n * SQM_PER_SQFT) : n);
}

/** "6,500 Sq. ft." or "604 m²" (`labels`: the unit's names in the page's language); '' when the size is not a number. */
export function areaLabel(
  sqft: string | number,
  unit: AreaUnit,
  labels: Record<AreaUnit, string> = AREA_UNIT_LABELS,
): string {
  const figure = areaFigure(sqft, unit);
  return figure ? `${figure} ${labels[unit]}` : '';
}

/** The units as the page's language writes them. */
export function useAreaUnitLabels(): Record<AreaUnit, string> {
  const t = useT();
  return useMemo(() => ({ sqft: t('unit.sqft'), sqm: t('unit.sqm') }), [t]);
}

/** Text that depends on the unit, in both units: the stylesheet shows the chosen one. */
function InUnit({ text, className }: { text: (unit: AreaUnit) => string; className?: string }) {
  return (
    <span className={['area', className].filter(Boolean).join(' ')}>
      {AREA_UNITS.map((u) => (
        <span key={u} className={`area__${u}`}>
          {text(u)}
        </span>
      ))}
    </span>
  );
}

/** A size (stored in square feet) in the visitor's unit: "6,500 Sq. ft." / "604 m²". */
export function Area({ sqft, className }: { sqft: string | number; className?: string }) {
  const labels = useAreaUnitLabels();
  return <InUnit text={(u) => areaLabel(sqft, u, labels)} className={className} />;
}

/** The bare figure of a size in the visitor's unit (the listing bar, under {@link AreaUnitName}). */
export function AreaFigure({ sqft }: { sqft: string | number }) {
  return <InUnit text={(u) => areaFigure(sqft, u)} />;
}

/** The visitor's unit by itself: "Sq. ft." / "m²" (the listing bar's label). */
export function AreaUnitName() {
  const labels = useAreaUnitLabels();
  return <InUnit text={(u) => labels[u]} />;
}

/** The area unit dropdown beside the currency one: applies and saves at once. */
export function AreaUnitSelect({ label = 'Area', className }: { label?: string; className?: string }) {
  const unit = useAreaUnit();
  const labels = useAreaUnitLabels();
  return (
    <SelectField
      className={className}
      label={label}
      // Until hydration the server's default; the stored choice applies right after.
      value={unit ?? DEFAULT_AREA_UNIT}
      values={AREA_UNITS}
      labels={labels}
      onChange={(u) => {
        if (isAreaUnit(u)) storeAreaUnit(u);
      }}
    />
  );
}
