import { MESSAGES, START_NOW_DEFAULTS, START_NOW_OPTIONS } from '@estate/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db } from '~/testing/handlers';
import { renderWithProviders } from '~/testing/render';
import { server } from '~/testing/server';
import { START_NOW_STEPS, StartNowForm } from './start-now-form';

async function walkToLastStep(user: ReturnType<typeof renderWithProviders>['user']) {
  for (let step = 1; step < START_NOW_STEPS.length; step++) {
    expect(await screen.findByText(`Step ${step} of 5`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
  }
  expect(await screen.findByText('Step 5 of 5')).toBeInTheDocument();
}

describe('Start Now', () => {
  it('offers every option of the spec with its default chosen, across five steps with no way back', async () => {
    const { user } = renderWithProviders(<StartNowForm />);
    const seen = new Set<string>();
    for (let step = 1; step <= 5; step++) {
      await screen.findByText(`Step ${step} of 5`);
      expect(screen.queryByRole('button', { name: /back/i })).not.toBeInTheDocument();
      for (const [field, options] of Object.entries(START_NOW_OPTIONS)) {
        const radios = screen.queryAllByRole<HTMLInputElement>('radio').filter((r) => r.name === field);
        if (!radios.length) continue;
        seen.add(field);
        expect([...radios].map((r) => r.value)).toEqual(options);
        expect([...radios].find((r) => r.checked)?.value).toBe(
          START_NOW_DEFAULTS[field as keyof typeof START_NOW_DEFAULTS],
        );
      }
      if (step < 5) await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    expect([...seen].sort()).toEqual(Object.keys(START_NOW_OPTIONS).sort());
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('asks for the name and e-mail on the last step only', async () => {
    const { user } = renderWithProviders(<StartNowForm />);
    await walkToLastStep(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('E-mail is required')).toBeInTheDocument();
    expect(db.leads.startNow).toHaveLength(0);
  });

  it('sends every answer, thanks, resets the answers to their defaults and keeps the thanks in view', async () => {
    vi.useFakeTimers();
    const { user } = renderWithProviders(<StartNowForm />);
    await user.click(await screen.findByRole('radio', { name: 'Invest' }));
    await user.click(screen.getByRole('radio', { name: 'Off-plan' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByRole('textbox', { name: /community/ }), 'Palm Jumeirah');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: 'Buying cash' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: 'Abroad' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Omar');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Saleh');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'omar@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(MESSAGES.contactSuccess)).toBeInTheDocument();
    expect(db.leads.startNow[0]).toMatchObject({
      ...START_NOW_DEFAULTS,
      purpose: 'Invest',
      projectType: 'Off-plan',
      financeOption: 'Buying cash',
      locationStatus: 'Abroad',
      community: 'Palm Jumeirah',
      fname: 'Omar',
      lname: 'Saleh',
      email: 'omar@example.com',
    });
    expect(db.leads.startNow[0]!.pageURL).toMatch(/^http/);
    // The step is kept, the answers are back to their defaults.
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    // Read at leisure: it stays until the visitor closes the popup.
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText(MESSAGES.contactSuccess)).toBeInTheDocument();
  });

  it('shows nothing more when sending fails, and logs it', async () => {
    server.use(http.post('*/api/admin/send-email-start-now', () => new HttpResponse(null, { status: 500 })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = renderWithProviders(<StartNowForm />);
    await walkToLastStep(user);
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Omar');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Saleh');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'omar@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByText(MESSAGES.contactSuccess)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Omar');
  });
});
