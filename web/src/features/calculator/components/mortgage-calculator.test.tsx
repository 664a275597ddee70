import { BUYING_COSTS_DEFAULTS, CURRENCY_STORAGE_KEY, formatPrice, monthlyPayment } from '@estate/contract';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '~/testing/render';
import { MortgageCalculator } from './mortgage-calculator';

/** A price as the page shows it (the formatter's no-break spaces read as spaces). */
const aed = (n: number) => formatPrice(n, 'AED').replace(/\s/g, ' ');

// A villa of AED 3,672,500 (USD 1,000,000 at the peg), EUR 860,000.
const villa = { price: 1_000_000, priceAed: 3_672_500, priceEur: 860_000 };

const monthly = () => screen.getByTestId('monthly-payment');
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('The mortgage and purchase-cost calculator', () => {
  afterEach(() => window.localStorage.clear());

  it('says it is loading until the constants arrive', async () => {
    renderWithProviders(<MortgageCalculator listing={villa} offPlan={false} costs={undefined} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the calculator…');
  });

  it('starts from the listing: the expat first-home limit of 2020 (80%), 25 years, and the annuity payment', async () => {
    renderWithProviders(<MortgageCalculator listing={villa} offPlan={false} costs={BUYING_COSTS_DEFAULTS} />);
    expect(await screen.findByRole('textbox', { name: 'Price (AED)' })).toHaveValue('3672500');
    expect(field('Deposit')).toHaveValue('20');
    const loan = 3_672_500 * 0.8;
    expect(monthly()).toHaveTextContent(aed(monthlyPayment(loan, 4.25, 25)));
    const costs = screen.getByRole('table', { name: 'Purchase costs' });
    expect(within(costs).getByRole('row', { name: /DLD transfer fee \(4%\)/ })).toHaveTextContent(
      aed(3_672_500 * 0.04),
    );
    expect(within(costs).getByRole('row', { name: /Registration trustee fee/ })).toHaveTextContent(aed(4_000 * 1.05));
    expect(within(costs).getByRole('row', { name: /Mortgage registration/ })).toHaveTextContent(
      aed(loan * 0.0025 + 290),
    );
  });

  it("adds the bank's arrangement fee with VAT and a first year of life and property insurance to a loan", async () => {
    renderWithProviders(<MortgageCalculator listing={villa} offPlan={false} costs={BUYING_COSTS_DEFAULTS} />);
    const costs = await screen.findByRole('table', { name: 'Purchase costs' });
    const loan = 3_672_500 * 0.8;
    expect(within(costs).getByRole('row', { name: /Bank arrangement fee \(1% \+ VAT\)/ })).toHaveTextContent(
      aed(loan * 0.01 * 1.05),
    );
    expect(within(costs).getByRole('row', { name: /Life and property insurance, first year/ })).toHaveTextContent(
      aed(loan * 0.0024 + 3_672_500 * 0.0004),
    );
    expect(within(costs).queryByRole('row', { name: /Oqood/ })).not.toBeInTheDocument();
  });

  it('registers an off-plan home in Oqood, without the admin, trustee and title-deed fees of a ready one', async () => {
    renderWithProviders(<MortgageCalculator listing={villa} offPlan costs={BUYING_COSTS_DEFAULTS} />);
    const costs = await screen.findByRole('table', { name: 'Purchase costs' });
    expect(within(costs).getByRole('row', { name: /Off-plan \(Oqood\) registration/ })).toHaveTextContent(aed(1_020));
    for (const fee of [/DLD admin fee/, /Registration trustee fee/, /Title deed issuance/])
      expect(within(costs).queryByRole('row', { name: fee })).not.toBeInTheDocument();
    expect(within(costs).getByRole('row', { name: /Bank arrangement fee/ })).toHaveTextContent(
      aed(3_672_500 * 0.5 * 0.01 * 1.05),
    );
  });

  it('shows the price in the chosen currency and applies the limits of the buyer and of off-plan homes', async () => {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, 'USD');
    const { user } = renderWithProviders(
      <MortgageCalculator listing={villa} offPlan={false} costs={BUYING_COSTS_DEFAULTS} />,
    );
    expect(await screen.findByRole('textbox', { name: 'Price (USD)' })).toHaveValue('1000000');
    await user.click(screen.getByRole('radio', { name: 'UAE national' }));
    expect(screen.getByText('At least 15% for this purchase')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'First home in the UAE' }));
    expect(screen.getByText(/minimum deposit for this purchase is 35%/)).toBeInTheDocument();
    expect(monthly()).toHaveTextContent('—');
  });

  it('uses the staff constants it is given', async () => {
    const costs = { ...BUYING_COSTS_DEFAULTS, dldTransferRate: 0.05, defaultRatePercent: 0 };
    renderWithProviders(<MortgageCalculator listing={villa} offPlan costs={costs} />);
    expect(await screen.findByText('At least 50% for this purchase')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /DLD transfer fee \(5%\)/ })).toBeInTheDocument();
    // At 0% the payment is the loan spread over the months.
    expect(monthly()).toHaveTextContent(aed((3_672_500 * 0.5) / 300));
  });

  it('marks each bad figure inline and shows no payment until they are corrected', async () => {
    const { user } = renderWithProviders(
      <MortgageCalculator listing={villa} offPlan={false} costs={BUYING_COSTS_DEFAULTS} />,
    );
    await user.clear(await screen.findByRole('textbox', { name: 'Price (AED)' }));
    await user.clear(field('Term'));
    await user.type(field('Term'), '40');
    await user.clear(field('Interest'));
    await user.type(field('Interest'), 'abc');
    expect(screen.getByText('Enter the price, a number above 0')).toBeInTheDocument();
    expect(screen.getByText('Enter a term of 1 to 25 whole years')).toBeInTheDocument();
    expect(screen.getByText('Enter a rate between 0 and 30%')).toBeInTheDocument();
    expect(monthly()).toHaveTextContent('—');
    await user.type(screen.getByRole('textbox', { name: 'Price (AED)' }), '2000000');
    await user.clear(field('Term'));
    await user.type(field('Term'), '20');
    await user.clear(field('Interest'));
    await user.type(field('Interest'), '4');
    expect(monthly()).toHaveTextContent(aed(monthlyPayment(1_600_000, 4, 20)));
  });

  it('starts empty for a listing without a price, and says when the standard rates stand in', async () => {
    renderWithProviders(<MortgageCalculator listing={{}} offPlan={false} costs={undefined} failed />);
    expect(await screen.findByRole('textbox', { name: 'Price (AED)' })).toHaveValue('');
    expect(screen.getByText(/Standard 2026 rates shown/)).toBeInTheDocument();
  });
});
