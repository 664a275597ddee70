import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { PopupsProvider, useOpenPopup, usePopups } from './popups';

function Page() {
  const { openEnquiry, openStartNow } = usePopups();
  return (
    <>
      <button type="button" onClick={() => openEnquiry({ subject: 'Villa 12' })}>
        Enquire
      </button>
      <button type="button" onClick={openStartNow}>
        Start now
      </button>
    </>
  );
}

function Host() {
  const popup = useOpenPopup();
  const { close } = usePopups();
  if (!popup) return null;
  return (
    <div role="dialog" aria-label={popup.kind}>
      {popup.kind === 'enquiry' ? popup.subject : null}
      <button type="button" onClick={close}>
        Close
      </button>
    </div>
  );
}

describe('site-wide popups', () => {
  it('open and close from any button, and the page with the buttons does not render again', async () => {
    const user = userEvent.setup();
    let pageRenders = 0;
    render(
      <PopupsProvider>
        <Profiler id="page" onRender={() => (pageRenders += 1)}>
          <Page />
        </Profiler>
        <Host />
      </PopupsProvider>,
    );
    expect(pageRenders).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Enquire' }));
    expect(screen.getByRole('dialog', { name: 'enquiry' })).toHaveTextContent('Villa 12');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start now' }));
    expect(screen.getByRole('dialog', { name: 'start-now' })).toBeInTheDocument();
    // Opening a popup renders what shows it, not the page around the button (the whole home,
    // for its Start now button): a click stays quick on a long page.
    expect(pageRenders).toBe(1);
  });
});
