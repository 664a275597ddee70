import { CURRENCY_STORAGE_KEY } from '@estate/contract';
import { screen, within } from '@testing-library/react';
import { CurrencyPopup } from './currency-popup';
import { RATES } from '~/testing/fixtures';
import { renderWithProviders } from '~/testing/render';
import { aedAmountLabel } from '~/lib/currency/aed-label';
import { CurrencySelect } from '~/lib/currency/currency-select';
import { Price } from '~/lib/currency/price';
import { Area, AREA_UNIT_STORAGE_KEY } from '~/lib/units/area-unit';

const property = { price: 4_000_000, priceAed: 14_690_000, priceEur: 3_440_000 };
const development = { price: 900_000, dPriceAed: 3_305_250, dPriceEur: 774_000 };

describe('Display currency', () => {
  it('shows AED by default, in the en-AE style in whole dirhams', async () => {
    renderWithProviders(<Price item={property} />);
    expect(await screen.findByText('AED 14,690,000')).toBeInTheDocument();
  });

  it('reads the saved choice, and uses priceEur or dPriceEur for euros', async () => {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, 'EUR');
    renderWithProviders(
      <>
        <Price item={property} />
        <Price item={development} />
      </>,
    );
    expect(await screen.findByText('€3,440,000')).toBeInTheDocument();
    expect(screen.getByText('€774,000')).toBeInTheDocument();
  });

  it('shows 0 for a missing price', async () => {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, 'USD');
    renderWithProviders(<Price item={{ price: null }} />);
    expect(await screen.findByText('$0')).toBeInTheDocument();
  });

  it('shows a stored price with fils or cents in whole units, in every currency', async () => {
    // priceAed and priceEur are computed on save with two decimals (USD 365,000.14 at the peg).
    const fractional = { price: 365_000.14, priceAed: 1_340_462.5, priceEur: 313_900.12 };
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, 'AED');
    const { user } = renderWithProviders(
      <>
        <CurrencySelect />
        <Price item={fractional} />
      </>,
    );
    // Whole-text matches: "AED 1,340,462.50" or "$365,000.14" would not do.
    expect(await screen.findByText('AED 1,340,463')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'USD');
    expect(screen.getByText('$365,000')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');
    expect(screen.getByText('€313,900')).toBeInTheDocument();
  });

  it('ignores a stored value that is not a currency', async () => {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, 'DOGE');
    renderWithProviders(<Price item={property} />);
    expect(await screen.findByText('AED 14,690,000')).toBeInTheDocument();
  });

  it('applies and saves a choice in the popup at once; Save only closes it', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <>
        <Price item={property} />
        <CurrencyPopup open onClose={onClose} />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Display currency' });
    await user.click(within(dialog).getByRole('radio', { name: /USD/ }));
    expect(screen.getByText('$4,000,000')).toBeInTheDocument();
    expect(window.localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('USD');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('sets the area unit beside the currency, at once, and remembers it', async () => {
    const { user } = renderWithProviders(
      <>
        <Area sqft="6500" />
        <CurrencyPopup open onClose={() => {}} />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Display currency' });
    const units = within(dialog).getByRole('group', { name: 'Areas in' });
    expect(within(units).getByRole('radio', { name: /Sq\. ft\./ })).toBeChecked();
    await user.click(within(units).getByRole('radio', { name: /m²/ }));
    expect(screen.getByText('604 m²')).toBeInTheDocument();
    expect(window.localStorage.getItem(AREA_UNIT_STORAGE_KEY)).toBe('sqm');
    document.documentElement.removeAttribute('data-area-unit');
  });

  it('closes the popup with Escape', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<CurrencyPopup open onClose={onClose} />);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('offers EUR, USD and AED in the listing pages’ dropdown, which saves the choice too', async () => {
    const { user } = renderWithProviders(
      <>
        <CurrencySelect />
        <Price item={property} />
      </>,
    );
    const select = await screen.findByRole('combobox', { name: 'Currency' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['EUR', 'USD', 'AED']);
    await user.selectOptions(select, 'EUR');
    expect(screen.getByText('€3,440,000')).toBeInTheDocument();
    expect(window.localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('EUR');
  });
});

/** Intl uses a no-break space after the AED code. */
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('AED amounts in other currencies', () => {
  it('converts with the service rate: the AED amount times the rate, in whole units', () => {
    expect(aedAmountLabel(500_000, RATES, 'USD')).toBe('$136,150');
    expect(aedAmountLabel(1_500_000, RATES, 'EUR')).toBe('€351,300');
    expect(plain(aedAmountLabel(500_000, RATES, 'AED'))).toBe('AED 500,000');
  });

  it('rounds a converted amount to whole units: $136,147, not $136,147.04', () => {
    const live = { ...RATES, rates: { AED: 1, USD: 0.27229409, EUR: 0.23418 } };
    expect(aedAmountLabel(500_000, live, 'USD')).toBe('$136,147');
    expect(aedAmountLabel(1_500_000, live, 'EUR')).toBe('€351,270');
  });

  it('stays in AED and warns when the rate is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const noEuro = { ...RATES, rates: { AED: 1, USD: 0.2723 } };
    expect(plain(aedAmountLabel(500_000, noEuro, 'EUR'))).toBe('AED 500,000');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no rate for EUR'));
  });

  it('stays in AED until the rates have loaded', () => {
    expect(plain(aedAmountLabel(500_000, undefined, 'USD'))).toBe('AED 500,000');
  });
});
