import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString as renderOnServer } from 'react-dom/server';
import { renderWithProviders } from '~/testing/render';
import { Area, AREA_UNIT_SCRIPT, AREA_UNIT_STORAGE_KEY, AreaUnitSelect } from './area-unit';

// The site's own rules pick the unit shown, as in the browser (the page inlines this stylesheet).
const siteBaseCss = readFileSync(path.resolve(__dirname, '../../styles/base.css'), 'utf8');
const unitRules = siteBaseCss.slice(siteBaseCss.indexOf('/* Sizes in the visitor'));
const style = document.createElement('style');
style.textContent = unitRules;
beforeEach(() => document.head.append(style));
afterEach(() => {
  style.remove();
  document.documentElement.removeAttribute('data-area-unit');
});

describe('Area units', () => {
  it('shows sizes in square feet by default, as the specification writes them', async () => {
    renderWithProviders(<Area sqft="6500" />);
    expect(await screen.findByText('6,500 Sq. ft.')).toBeVisible();
    expect(screen.getByText('604 m²')).not.toBeVisible();
  });

  it('reads the saved choice and converts to square metres', async () => {
    window.localStorage.setItem(AREA_UNIT_STORAGE_KEY, 'sqm');
    new Function(AREA_UNIT_SCRIPT)(); // the page's head script, before the first paint
    renderWithProviders(<Area sqft="6500" />);
    expect(await screen.findByText('604 m²')).toBeVisible();
    expect(screen.getByText('6,500 Sq. ft.')).not.toBeVisible();
  });

  it('ignores a stored value that is not a unit', async () => {
    window.localStorage.setItem(AREA_UNIT_STORAGE_KEY, 'acres');
    renderWithProviders(<Area sqft="1000" />);
    expect(await screen.findByText('1,000 Sq. ft.')).toBeInTheDocument();
  });

  it('applies and saves a choice from the dropdown at once, everywhere on the page', async () => {
    const { user } = renderWithProviders(
      <>
        <AreaUnitSelect label="Areas in" />
        <Area sqft="6500" />
        <Area sqft="1200" />
      </>,
    );
    const select = await screen.findByRole('combobox', { name: 'Areas in' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Sq. ft.', 'm²']);
    expect(screen.getByText('6,500 Sq. ft.')).toBeVisible();
    await user.selectOptions(select, 'sqm');
    expect(screen.getByText('604 m²')).toBeVisible();
    expect(screen.getByText('111 m²')).toBeVisible();
    expect(screen.getByText('6,500 Sq. ft.')).not.toBeVisible();
    expect(window.localStorage.getItem(AREA_UNIT_STORAGE_KEY)).toBe('sqm');
    expect(document.documentElement).toHaveAttribute('data-area-unit', 'sqm');
  });

  it('renders both units on the server, the same HTML for every visitor (one cached page)', () => {
    window.localStorage.setItem(AREA_UNIT_STORAGE_KEY, 'sqm');
    const view = renderOnServer(<Area sqft="6500" />);
    expect(view).toContain('<span class="area__sqft">6,500 Sq. ft.</span>');
    expect(view).toContain('<span class="area__sqm">604 m²</span>');
  });

  it('hydrates the server’s sizes without redrawing them, whatever unit is stored', async () => {
    window.localStorage.setItem(AREA_UNIT_STORAGE_KEY, 'sqm');
    const container = document.createElement('div');
    container.innerHTML = renderOnServer(<Area sqft="6500" />);
    document.body.append(container);
    const changes: MutationRecord[] = [];
    const watch = new MutationObserver((records) => changes.push(...records));
    watch.observe(container, { subtree: true, childList: true, characterData: true, attributes: true });
    const root = await act(async () => hydrateRoot(container, <Area sqft="6500" />));
    changes.push(...watch.takeRecords());
    expect(changes).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });

  it('marks the page with the stored unit before the first paint (the head script)', () => {
    window.localStorage.setItem(AREA_UNIT_STORAGE_KEY, 'sqm');
    // What the browser does with the inline script in <head>.
    new Function(AREA_UNIT_SCRIPT)();
    expect(document.documentElement).toHaveAttribute('data-area-unit', 'sqm');
    document.documentElement.removeAttribute('data-area-unit');
    window.localStorage.setItem(AREA_UNIT_STORAGE_KEY, 'sqft');
    new Function(AREA_UNIT_SCRIPT)();
    expect(document.documentElement).not.toHaveAttribute('data-area-unit');
  });
});
