import { screen } from '@testing-library/react';
import { renderWithProviders } from '~/testing/render';
import { EnquiryPopup } from './enquiry-popup';

const contact = { phone: '+971 4 000 0000', email: 'desk@estate.test', whatsapp: '' };

describe('The enquiry popup', () => {
  it("pre-fills the message with a listing's title on the listing's page", async () => {
    renderWithProviders(
      <EnquiryPopup open onClose={() => {}} contact={contact} listingSlug="palm-villa" subject="Palm Villa" />,
    );
    expect(await screen.findByRole('textbox', { name: 'Message' })).toHaveValue(
      'I would like to know more about Palm Villa.',
    );
  });

  it('leaves the message empty on a page that is not a listing, whatever its subject', async () => {
    renderWithProviders(<EnquiryPopup open onClose={() => {}} contact={contact} subject="Privacy Policy" />);
    expect(await screen.findByRole('textbox', { name: 'Message' })).toHaveValue('');
    // The subject still names the popup.
    expect(screen.getByText('Privacy Policy')).toBeInTheDocument();
  });
});
