import { screen, waitFor } from '@testing-library/react';
import { I18nProvider, loadCatalogue, translate } from '~/lib/i18n/i18n';
import { db } from '~/testing/handlers';
import { renderWithProviders } from '~/testing/render';
import { EnquiryForm } from './enquiry-form';
import { SubscribeForm } from './subscribe-form';

/*
 * A lead keeps the language of the page it was sent from (docs/decisions/0101): the script sends
 * it with the answers, and the form without script carries it as a hidden field.
 */

beforeAll(() => Promise.all([loadCatalogue('ar'), loadCatalogue('ru')]));

const ar = (id: Parameters<typeof translate>[1]) => translate('ar', id);

describe('A lead form on a page in another language', () => {
  it('posts Arabic from an /ar page, by script and without it', async () => {
    const { user } = renderWithProviders(
      <I18nProvider locale="ar">
        <EnquiryForm listingSlug="frond-villa" />
      </I18nProvider>,
      '/property/frond-villa',
    );
    const send = await screen.findByRole('button', { name: ar('form.sendEnquiry') });
    // Without script: the form's own fields, the page to come back to under its prefix.
    expect(Object.fromEntries(new FormData((send as HTMLButtonElement).form!))).toMatchObject({
      language: 'ar',
      return: '/ar/property/frond-villa',
    });

    await user.type(screen.getByRole('textbox', { name: ar('form.firstName') }), 'Rania');
    await user.type(screen.getByRole('textbox', { name: ar('form.lastName') }), 'Saleh');
    await user.type(screen.getByRole('textbox', { name: ar('form.email') }), 'rania@example.com');
    await user.type(screen.getByRole('textbox', { name: ar('form.message') }), 'هل الفيلا متاحة؟');
    await user.click(send);
    await waitFor(() => expect(db.leads.enquiry).toHaveLength(1));
    expect(db.leads.enquiry[0]).toMatchObject({ fname: 'Rania', language: 'ar', listingSlug: 'frond-villa' });
  });

  it('posts Russian from a /ru page’s sign-up, and English from an unprefixed one', async () => {
    const view = renderWithProviders(
      <I18nProvider locale="ru">
        <SubscribeForm />
      </I18nProvider>,
    );
    await view.user.type(
      await screen.findByRole('textbox', { name: translate('ru', 'subscribe.label') }),
      'olga@example.com',
    );
    await view.user.click(screen.getByRole('button', { name: translate('ru', 'subscribe.button') }));
    await waitFor(() => expect(db.leads.subscribe).toHaveLength(1));
    expect(db.leads.subscribe[0]).toMatchObject({ email: 'olga@example.com', language: 'ru' });
    view.unmount();

    const { user } = renderWithProviders(<SubscribeForm />);
    await user.type(await screen.findByRole('textbox', { name: 'E-mail address' }), 'amira@example.com');
    await user.click(screen.getByRole('button', { name: 'SIGN UP' }));
    await waitFor(() => expect(db.leads.subscribe).toHaveLength(2));
    expect(db.leads.subscribe[1]).toMatchObject({ email: 'amira@example.com', language: 'en' });
  });
});
