import { SAVED_SEARCH_MESSAGES } from '@estate/contract';
import { screen, waitFor } from '@testing-library/react';
import { I18nProvider, loadCatalogue } from '~/lib/i18n/i18n';
import { db } from '~/testing/handlers';
import { renderWithProviders } from '~/testing/render';
import { SaveSearch } from './save-search';
import { SavedSearchLinkPage } from './saved-search-link-page';

beforeAll(() => loadCatalogue('ar'));

describe('Saving a search in Arabic', () => {
  it('asks in Arabic and shows the contract’s message in Arabic once saved', async () => {
    const { user } = renderWithProviders(
      <I18nProvider locale="ar">
        <SaveSearch filters={{ propertyType: 'Villa', country: 'Dubai' }} />
      </I18nProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'فعّل التنبيهات' }));
    const dialog = await screen.findByRole('dialog', { name: 'احصل على تنبيهات لهذا البحث' });
    expect(dialog).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'البريد الإلكتروني' }), 'rania@example.com');
    await user.click(screen.getByRole('button', { name: 'احفظ البحث' }));
    await waitFor(() => expect(db.savedSearches.saved).toHaveLength(1));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'أوشكنا على الانتهاء: أرسلنا إليك رسالة بريد إلكتروني. يُرجى تأكيد التنبيه عبر الرابط الموجود فيها.',
    );
    expect(screen.queryByText(SAVED_SEARCH_MESSAGES.saved)).not.toBeInTheDocument();
  });

  it('names the search in Arabic, its place and figures as given', async () => {
    renderWithProviders(
      <I18nProvider locale="ar">
        <SaveSearch
          filters={{ propertyType: 'Villa', country: 'Dubai', beds: 4, minSize: 5000, completionStatus: 'ready' }}
        />
      </I18nProvider>,
    );
    expect(await screen.findByText(/فلل في Dubai · 4\+ غرف نوم · 5,000\+ .+ · جاهز/)).toBeInTheDocument();
    expect(screen.queryByText(/Villas|beds|Ready/)).not.toBeInTheDocument();
  });

  it("names its place by the area guide's Arabic title, and saves it by its English name", async () => {
    db.placeNames = { ar: { 'Palm Jumeirah': 'نخلة جميرا' } };
    const { user } = renderWithProviders(
      <I18nProvider locale="ar">
        <SaveSearch filters={{ propertyType: 'Villa', country: 'Palm Jumeirah' }} />
      </I18nProvider>,
    );
    expect(await screen.findByText(/فلل في نخلة جميرا/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'فعّل التنبيهات' }));
    await user.type(await screen.findByRole('textbox', { name: 'البريد الإلكتروني' }), 'rania@example.com');
    await user.click(screen.getByRole('button', { name: 'احفظ البحث' }));
    await waitFor(() => expect(db.savedSearches.saved).toHaveLength(1));
    expect(db.savedSearches.saved[0]?.filters).toMatchObject({ country: 'Palm Jumeirah' });
  });

  it('shows the confirmed search by the English name the CMS keeps, marked as English', async () => {
    const { user } = renderWithProviders(
      <I18nProvider locale="ar">
        <SavedSearchLinkPage action="confirm" token="tok-ar" />
      </I18nProvider>,
    );
    await user.click(await screen.findByRole('button', { name: /./ }));
    expect(await screen.findByText('Villas in Dubai')).toHaveAttribute('lang', 'en');
  });
});
