import { apiPath } from '@estate/contract';
import { FAVOURITES_STORAGE_KEY } from '~/lib/favourites';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PreviewBanner } from '~/app/layout/preview-banner';
import { EnquiryForm } from '~/features/leads/components/enquiry-form';
import { SubscribeForm } from '~/features/leads/components/subscribe-form';
import { PREVIEW_FORMS_OFF } from '~/lib/preview';
import { aProperty } from '~/testing/fixtures';
import { db } from '~/testing/handlers';
import { renderRoutes } from '~/testing/render';
import { server } from '~/testing/server';
import PropertyPage, { clientLoader } from './property';

/*
 * A draft preview (docs/decisions/0036): staff open an unpublished listing on the public site
 * through a signed link. The page says it is a draft preview, and its forms and favourites are
 * switched off with a word of why, so no lead is sent from it.
 */

const draft = aProperty({ slug: 'draft-villa', title: 'Draft Villa on the Crescent' });

/** The property page, with the layout's banner, an enquiry form and the footer's sign-up beside it. */
function open(search: string) {
  return renderRoutes(
    [{ path: 'property/:slug', Component: PropertyPage, loader: clientLoader }],
    `/property/draft-villa${search}`,
    <>
      <PreviewBanner />
      <EnquiryForm listingSlug="draft-villa" />
      <SubscribeForm />
    </>,
  );
}

describe('A draft preview', () => {
  beforeEach(() => {
    server.use(http.get(`*${apiPath('getPreview')}`, () => HttpResponse.json({ kind: 'property', item: draft })));
  });

  it('says it is a draft preview, and that forms and favourites are off', async () => {
    open('?preview=signed-token');
    expect(await screen.findByRole('heading', { level: 1, name: draft.title })).toBeInTheDocument();
    const banner = screen.getByRole('complementary', { name: 'Draft preview' });
    expect(banner).toHaveTextContent('Draft preview');
    expect(banner).toHaveTextContent('Unpublished draft. Forms and favourites are off: nothing is sent.');
    expect(within(banner).getByRole('link', { name: 'Staff admin' })).toHaveAttribute('href', '/admin');
  });

  it('shows its forms switched off with the reason, and sends nothing however they are submitted', async () => {
    const { user } = open('?preview=signed-token');
    await screen.findByRole('heading', { level: 1, name: draft.title });
    expect(screen.getAllByRole('note').map((n) => n.textContent)).toEqual([PREVIEW_FORMS_OFF, PREVIEW_FORMS_OFF]);

    for (const name of ['First name', 'Last name', 'E-mail', 'Message', 'E-mail address'])
      for (const field of screen.getAllByRole('textbox', { name: new RegExp(`^${name}`) }))
        expect(field).toBeDisabled();
    const buttons = ['Send enquiry', 'SIGN UP'].map((name) => screen.getByRole('button', { name }));
    for (const button of buttons) {
      expect(button).toBeDisabled();
      // However the form gets submitted, nothing goes out.
      fireEvent.submit(button);
    }

    // The viewing form opens to say the same, and sends nothing either.
    await user.click(screen.getByRole('button', { name: 'Book a viewing' }));
    const viewing = await screen.findByRole('dialog');
    expect(within(viewing).getByRole('note')).toHaveTextContent(PREVIEW_FORMS_OFF);
    expect(within(viewing).getByRole('combobox', { name: /Time/ })).toBeDisabled();
    fireEvent.submit(within(viewing).getByRole('button', { name: 'Request this viewing' }));

    const save = screen.getByRole('button', { name: `Save ${draft.title} to favourites` });
    expect(save).toBeDisabled();
    expect(save).toHaveAttribute('title', 'Favourites are switched off in a draft preview');
    fireEvent.click(save);
    await new Promise((r) => setTimeout(r, 50));
    expect(window.localStorage.getItem(FAVOURITES_STORAGE_KEY)).toBeNull();
    expect(db.leads).toMatchObject({ enquiry: [], viewing: [], subscribe: [] });
  });

  it('is not a published page: that one has no banner, and its forms and favourite work', async () => {
    db.properties = [draft];
    open('');
    expect(await screen.findByRole('heading', { level: 1, name: draft.title })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Draft preview' })).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send enquiry' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'SIGN UP' })).toBeEnabled();
    expect(screen.getByRole('button', { name: `Save ${draft.title} to favourites` })).toBeEnabled();
  });
});
