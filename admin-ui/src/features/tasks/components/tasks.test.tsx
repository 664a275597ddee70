import { dubaiDayStart, dubaiToday, type Note, type Task } from '@estate/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db, requestsTo } from '@/testing/db';
import { makeContact, makeEnquiry } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const HOUR = 3_600_000;

/** The list item of the task whose tick is named `title`. */
const taskItem = (container: HTMLElement, title: string) =>
  within(container)
    .getAllByRole('listitem')
    .find((li) => within(li).queryByRole('checkbox', { name: title }))!;
const endOfToday = () => dubaiDayStart(dubaiToday()).getTime() + 24 * HOUR;

function makeTask(overrides: Partial<Task> = {}): Task {
  return {
    _id: `task-${Math.random().toString(36).slice(2, 8)}`,
    title: 'Call the buyer',
    details: '',
    dueAt: new Date(Date.now() + 60_000).toISOString(),
    assignee: { id: 1, name: 'staff', active: true },
    contact: null,
    deal: null,
    done: false,
    doneAt: null,
    createdBy: { id: 1, name: 'staff' },
    createdAt: new Date().toISOString(),
    overdue: false,
    ...overrides,
  };
}

function makeNote(overrides: Partial<Note> = {}): Note {
  return {
    _id: `note-${Math.random().toString(36).slice(2, 8)}`,
    text: 'Prefers WhatsApp',
    contactId: 'cont-sara',
    dealId: 'enq-sara',
    author: { id: 3, name: 'agent' },
    createdAt: '2026-12-01T08:00:00.000Z',
    editedAt: null,
    editable: false,
    ...overrides,
  };
}

describe('My tasks today, on the dashboard', () => {
  function seed() {
    db.tasks = [
      makeTask({
        _id: 'task-late',
        title: 'Send the floor plan',
        dueAt: new Date(Date.now() - 2 * HOUR).toISOString(),
        contact: { _id: 'cont-sara', name: 'Sara Khan' },
        deal: { _id: 'enq-sara', name: 'Sara Khan · EST-0042' },
      }),
      makeTask({
        _id: 'task-today',
        title: 'Confirm the viewing',
        dueAt: new Date(Math.min(Date.now() + 60_000, endOfToday() - 1)).toISOString(),
      }),
      makeTask({
        _id: 'task-later',
        title: 'Chase the mortgage advisor',
        dueAt: new Date(endOfToday() + 48 * HOUR).toISOString(),
      }),
      makeTask({ _id: 'task-other', title: "Another member's call", assignee: { id: 3, name: 'agent', active: true } }),
    ];
    db.todayViewings = [
      {
        _id: 'enq-omar',
        name: 'Omar Aziz',
        time: '11:00',
        listing: { _id: 'prop-palm', slug: 'palm-villa', referenceNumber: 'EST-0042', title: 'Palm Villa' },
        contactId: 'cont-omar',
        stage: 'viewing-booked',
      },
    ];
  }

  it('lists the overdue and the due today, links them to their contact and deal, and the viewings of the day', async () => {
    seed();
    renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'My tasks today' });
    await within(card).findByRole('checkbox', { name: 'Send the floor plan' });
    expect(taskItem(card, 'Send the floor plan')).toHaveTextContent('Overdue');
    expect(within(card).getByRole('checkbox', { name: 'Confirm the viewing' })).not.toBeChecked();
    expect(within(card).queryByRole('checkbox', { name: 'Chase the mortgage advisor' })).toBeNull();
    expect(within(card).queryByText("Another member's call")).toBeNull();
    expect(within(card).getByText('1 more task due later.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Sara Khan' })).toHaveAttribute('href', '/contacts/cont-sara');
    expect(within(card).getByRole('link', { name: 'Deal: Sara Khan · EST-0042' })).toHaveAttribute(
      'href',
      '/leads/enquiry/enq-sara',
    );
    const viewings = within(card).getByRole('region', { name: 'Viewings today' });
    expect(within(viewings).getByRole('link', { name: 'Omar Aziz' })).toHaveAttribute(
      'href',
      '/leads/enquiry/enq-omar',
    );
    expect(viewings).toHaveTextContent('11:00');
    expect(viewings).toHaveTextContent('EST-0042 · Palm Villa');
  });

  it('ticks a task done', async () => {
    seed();
    const { user } = renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'My tasks today' });
    await user.click(await within(card).findByRole('checkbox', { name: 'Confirm the viewing' }));
    await waitFor(() => expect(within(card).getByRole('checkbox', { name: 'Confirm the viewing' })).toBeChecked());
    expect(requestsTo('/update-task/task-today', 'PUT')[0]!.body).toEqual({ done: true });
  });

  it('says when nothing is due, and is not shown to a role without the deals', async () => {
    renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'My tasks today' });
    expect(await within(card).findByText('Nothing due today.')).toBeInTheDocument();
    expect(within(card).getByText('No viewings booked for today.')).toBeInTheDocument();
  });

  it('is not on the dashboard of a role that does not work deals', async () => {
    renderApp('/dashboard', { role: 'marketing' });
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    expect(screen.queryByRole('region', { name: 'My tasks today' })).toBeNull();
  });
});

describe('Notes on an enquiry', () => {
  it('shows them with author and time, adds one and edits it', async () => {
    db.leads = [makeEnquiry({ _id: 'enq-sara', contactId: 'cont-sara' })];
    db.notes = [makeNote()];
    const { user } = renderApp('/leads/enquiry/enq-sara');
    const card = await screen.findByRole('region', { name: 'Notes' });
    const list = await within(card).findByRole('list', { name: 'Notes' });
    expect(list).toHaveTextContent('agent');
    expect(list).toHaveTextContent('Prefers WhatsApp');

    await user.click(within(card).getByRole('button', { name: 'Add note' }));
    expect(await within(card).findByText('text is required')).toBeInTheDocument();

    await user.type(within(card).getByRole('textbox', { name: 'New note' }), 'Wants a second visit on Saturday');
    await user.click(within(card).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(2));
    expect(requestsTo('/add-note', 'POST').at(-1)!.body).toEqual({
      text: 'Wants a second visit on Saturday',
      dealId: 'enq-sara',
    });
    const mine = within(card).getAllByRole('listitem')[0]!;
    expect(mine).toHaveTextContent('staff');
    expect(within(card).getByRole('textbox', { name: 'New note' })).toHaveValue('');

    // An administrator edits any note.
    await user.click(within(mine).getByRole('button', { name: 'Edit' }));
    const box = within(card).getByRole('textbox', { name: 'Note' });
    await user.clear(box);
    await user.type(box, 'Wants a second visit on Sunday');
    await user.click(within(card).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(card).toHaveTextContent('Wants a second visit on Sunday'));
    expect(requestsTo('/update-note/', 'PUT')[0]!.body).toEqual({ text: 'Wants a second visit on Sunday' });
    expect(card).toHaveTextContent(/edited/);
  });
});

describe('Notes on a contact', () => {
  it("shows every note of the person; an agent edits and deletes their own, not another member's", async () => {
    db.contacts = [makeContact({ _id: 'cont-sara' })];
    db.notes = [
      makeNote({ _id: 'note-admin', text: 'Budget up to 8M', author: { id: 1, name: 'staff' }, dealId: null }),
      makeNote({ _id: 'note-agent', text: 'Prefers WhatsApp', author: { id: 3, name: 'agent' } }),
    ];
    const { user } = renderApp('/contacts/cont-sara', { role: 'agent' });
    const card = await screen.findByRole('region', { name: 'Notes' });
    await within(card).findByText('Budget up to 8M');
    const [theirs, mine] = within(card).getAllByRole('listitem');
    expect(within(theirs!).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(mine).toHaveTextContent('on a deal');
    await user.click(within(mine!).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(1));
    expect(requestsTo('/delete-note/note-agent', 'DELETE')).toHaveLength(1);
  });
});

describe('Tasks on a contact', () => {
  it('adds a task for a member, due at a Dubai time, and refuses one without a title or a due time', async () => {
    db.contacts = [makeContact({ _id: 'cont-sara' })];
    const { user } = renderApp('/contacts/cont-sara');
    const card = await screen.findByRole('region', { name: 'Tasks' });
    expect(await within(card).findByText('No tasks yet.')).toBeInTheDocument();
    const form = within(card).getByRole('form', { name: 'Add a task' });

    await user.click(within(form).getByRole('button', { name: 'Add task' }));
    expect(await within(form).findByText('title is required')).toBeInTheDocument();
    expect(within(form).getByText('dueAt is required')).toBeInTheDocument();
    expect(requestsTo('/add-task', 'POST')[0]!.body).toMatchObject({ title: '', dueAt: '' });

    await user.type(within(form).getByRole('textbox', { name: /Title/ }), 'Send the floor plan');
    // What a datetime-local input gives: the day and time without a zone, read as Dubai time.
    const due = within(form).getByLabelText(/Due \(Dubai time\)/);
    await user.type(due, '2026-12-10T10:00');
    await waitFor(() => expect(within(form).getByRole('combobox', { name: /Assigned to/ })).toHaveValue('1'));
    await user.selectOptions(within(form).getByRole('combobox', { name: /Assigned to/ }), '3');
    await user.click(within(form).getByRole('button', { name: 'Add task' }));
    await within(card).findByRole('checkbox', { name: 'Send the floor plan' });
    const added = taskItem(card, 'Send the floor plan');
    expect(requestsTo('/add-task', 'POST').at(-1)!.body).toEqual({
      title: 'Send the floor plan',
      dueAt: '2026-12-10T10:00',
      assigneeId: 3,
      contactId: 'cont-sara',
    });
    expect(added).toHaveTextContent('Due 10 Dec 2026, 10:00');
    expect(added).toHaveTextContent('agent');
  });
});

describe('The morning digest setting', () => {
  it('saves the hour the digest goes out at', async () => {
    const { user } = renderApp('/settings');
    const hour = await screen.findByRole('combobox', { name: /Morning digest at/ });
    expect(hour).toHaveValue('8');
    await user.selectOptions(hour, '7');
    await user.click(screen.getByRole('button', { name: 'Save pipeline settings' }));
    await waitFor(() => expect(requestsTo('/update-settings', 'PUT')).toHaveLength(1));
    expect(requestsTo('/update-settings', 'PUT')[0]!.body).toEqual({ taskDigestHour: 7 });
  });
});
