import type { Contact, ContactTimelineItem } from '@estate/contract';

/** How a contact is named: its name, else the address it is known by. */
export const contactName = (contact: Pick<Contact, 'name' | 'email'>) => contact.name || contact.email;

/** "3 leads". */
export const leadCount = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'lead' : 'leads'}`;

/** A timeline item's state in words, and the pill it shows in. */
export function statusOf(item: Pick<ContactTimelineItem, 'kind' | 'status' | 'handled'>): {
  label: string;
  tone: 'yes' | 'pending' | 'no';
} {
  if (item.kind === 'saved-search') {
    if (item.status === 'confirmed') return { label: 'Alerts on', tone: 'yes' };
    if (item.status === 'unsubscribed') return { label: 'Unsubscribed', tone: 'no' };
    return { label: 'Awaiting confirmation', tone: 'pending' };
  }
  return item.handled ? { label: 'Handled', tone: 'yes' } : { label: 'Not handled', tone: 'pending' };
}
