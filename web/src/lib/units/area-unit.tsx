import { useId, useSyncExternalStore } from 'react';
import { formatNumber } from '../format';

/*
 * The visitor's area unit, square feet or square metres (issue 12), kept in localStorage like the
 * currency (`areaUnit`). Unlike prices, sizes never flash: the server renders every size in both
 * units and a stylesheet rule shows one, picked by `data-area-unit` on <html>, which a tiny inline
 * script in <head> sets from the stored choice before the first paint. The HTML is therefore the
 * same for every visitor: the page cache is neither split nor spoiled (decisions 0015, 0026).
 * After hydration (and in a page rendered by the browser) only the chosen unit is in the DOM.
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

const CHANGE_EVENT = 'estate:area-unit';

/** Runs in <head> before the body is painted: the stored unit onto <html>. Kept in step with {@link storeAreaUnit}. */
export const AREA_UNIT_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(AREA_UNIT_STORAGE_KEY)})==='sqm')document.documentElement.setAttribute('data-area-unit','sqm')}catch(e){}`;

export function isAreaUnit(v: unknown): v is AreaUnit {
  return typeof v === 'string' && (AREA_UNITS as readonly string[]).includes(v);
}

export function readStoredAreaUnit(): AreaUnit {
  try {
    const stored = window.localStorage.getItem(AREA_UNIT_STORAGE_KEY);
    return isAreaUnit(stored) ? stored : DEFAULT_AREA_UNIT;
  } catch {
    return DEFAULT_AREA_UNIT;
  }
}

export function storeAreaUnit(unit: AreaUnit): void {
  try {
    window.localStorage.setItem(AREA_UNIT_STORAGE_KEY, unit);
  } catch {
    // Storage unavailable (private mode): the choice lasts for this page only.
  }
  document.documentElement.setAttribute('data-area-unit', unit);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === AREA_UNIT_STORAGE_KEY) {
      document.documentElement.setAttribute('data-area-unit', readStoredAreaUnit());
      onChange();
    }
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The chosen unit; null while the server renders and the browser hydrates (both units are rendered). */
export function useAreaUnit(): AreaUnit | null {
  return useSyncExternalStore(subscribe, readStoredAreaUnit, () => null);
}

/** "6,500" (square feet) or "604" (square metres) from a size in square feet; '' when it is not a number. */
export function areaFigure(sqft: string | number, unit: AreaUnit): string {
  const n = typeof sqft === 'number' ? sqft : Number(String(sqft).replace(/,/g, ''));
  if (!Number.isFinite(n) || String(sqft).trim() === '') return '';
  return formatNumber(unit === 'sqm' ? Math.round(n * SQM_PER_SQFT) : n);
}

/** "6,500 Sq. ft." or "604 m²"; '' when the size is not a number. */
export function areaLabel(sqft: string | number, unit: AreaUnit): string {
  const figure = areaFigure(sqft, unit);
  return figure ? `${figure} ${AREA_UNIT_LABELS[unit]}` : '';
}

/** Text that depends on the unit: the chosen one's, or both for the stylesheet to pick (server, hydration). */
function InUnit({ text, className }: { text: (unit: AreaUnit) => string; className?: string }) {
  const unit = useAreaUnit();
  const cls = ['area', className].filter(Boolean).join(' ');
  if (unit) return <span className={`${cls} area--${unit}`}>{text(unit)}</span>;
  return (
    <span className={cls}>
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
  return <InUnit text={(u) => areaLabel(sqft, u)} className={className} />;
}

/** The bare figure of a size in the visitor's unit (the listing bar, under {@link AreaUnitName}). */
export function AreaFigure({ sqft }: { sqft: string | number }) {
  return <InUnit text={(u) => areaFigure(sqft, u)} />;
}

/** The visitor's unit by itself: "Sq. ft." / "m²" (the listing bar's label). */
export function AreaUnitName() {
  return <InUnit text={(u) => AREA_UNIT_LABELS[u]} />;
}

/** The area unit dropdown beside the currency one: applies and saves at once. */
export function AreaUnitSelect({ label = 'Area', className }: { label?: string; className?: string }) {
  const unit = useAreaUnit();
  const id = useId();
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        className="field__control"
        // Until hydration the server's default; the stored choice applies right after.
        value={unit ?? DEFAULT_AREA_UNIT}
        onChange={(e) => {
          if (isAreaUnit(e.target.value)) storeAreaUnit(e.target.value);
        }}
      >
        {AREA_UNITS.map((u) => (
          <option key={u} value={u}>
            {AREA_UNIT_LABELS[u]}
          </option>
        ))}
      </select>
    </div>
  );
}
