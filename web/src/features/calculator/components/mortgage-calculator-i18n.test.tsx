import { BUYING_COSTS_DEFAULTS } from '@estate/contract';
import { screen, within } from '@testing-library/react';
import { OffPlan } from '~/components/listing/off-plan';
import { I18nProvider, loadCatalogue } from '~/lib/i18n/i18n';
import { renderWithProviders } from '~/testing/render';
import { MortgageCalculator } from './mortgage-calculator';

/* The calculator and an off-plan payment plan in another language: words, rates and prices. */

beforeAll(() => Promise.all([loadCatalogue('ru'), loadCatalogue('ar')]));

const villa = { price: 1_000_000, priceAed: 3_672_500, priceEur: 860_000 };

describe('The calculator in Russian', () => {
  it('names its fields, costs and totals in Russian, prices as Russian writes them', async () => {
    renderWithProviders(
      <I18nProvider locale="ru">
        <MortgageCalculator listing={villa} offPlan={false} costs={BUYING_COSTS_DEFAULTS} />
      </I18nProvider>,
    );
    expect(await screen.findByRole('textbox', { name: 'Цена (AED)' })).toHaveValue('3672500');
    expect(screen.getByRole('textbox', { name: /^Первоначальный взнос/ })).toHaveValue('20');
    const costs = screen.getByRole('table', { name: 'Расходы на покупку' });
    expect(within(costs).getByRole('row', { name: /Сбор DLD за переоформление \(4%\)/ })).toHaveTextContent(
      /146\s900 AED/,
    );
    expect(screen.getByText('Всего расходов на покупку')).toBeInTheDocument();
    expect(screen.queryByText(/Purchase costs|Monthly payment/)).not.toBeInTheDocument();
  });
});

describe('An off-plan payment plan in Arabic', () => {
  it('heads its table and facts in Arabic', async () => {
    renderWithProviders(
      <I18nProvider locale="ar">
        <OffPlan
          completionStatus="off-plan"
          handoverDate="Q4 2027"
          paymentPlan={[
            { milestone: 'On booking', percent: 20, due: 'Now' },
            { milestone: 'On handover', percent: 80, due: 'Q4 2027' },
          ]}
        />
      </I18nProvider>,
    );
    const table = await screen.findByRole('table', { name: 'خطة السداد' });
    expect(within(table).getByRole('columnheader', { name: 'المرحلة' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'الإجمالي' })).toBeInTheDocument();
    expect(screen.getByRole('definition', { name: 'الإنجاز' })).toHaveTextContent('على الخارطة');
  });
});
