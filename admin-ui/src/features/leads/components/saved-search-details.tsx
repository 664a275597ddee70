import type { SavedSearchLead } from '@estate/contract';
import { DetailItem, DetailList, formatDate } from '@/components/detail/detail';
import { Card } from '@/components/ui/card';
import { SEARCH_STATUS_LABELS } from '../lead-labels';

/** A filter's name as staff read it: minPrice -> "Min price". */
const filterName = (key: string) =>
  key
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase()
    .replace(/^./, (c) => c.toUpperCase());
const filterValue = (value: unknown) =>
  Array.isArray(value) ? value.join(', ') : typeof value === 'number' ? value.toLocaleString('en-GB') : String(value);

/** What a saved search asks for and where its alerts stand (docs/decisions/0039). */
export function SavedSearchDetails({ lead }: { lead: SavedSearchLead }) {
  const filters = Object.entries(lead.filters);
  return (
    <>
      <Card title="Search">
        <DetailList>
          <DetailItem label="Search" wide>
            {lead.label}
          </DetailItem>
          {filters.length ? (
            filters.map(([key, value]) => (
              <DetailItem key={key} label={filterName(key)}>
                {filterValue(value)}
              </DetailItem>
            ))
          ) : (
            <DetailItem label="Filters">Every listing</DetailItem>
          )}
        </DetailList>
      </Card>
      <Card title="Alerts">
        <DetailList>
          <DetailItem label="State" wide>
            <span className={`pill pill--${lead.status === 'confirmed' ? 'yes' : 'pending'}`}>
              {SEARCH_STATUS_LABELS[lead.status]}
            </span>
          </DetailItem>
          <DetailItem label="Confirmed">{formatDate(lead.confirmedAt, true)}</DetailItem>
          <DetailItem label="Unsubscribed">{formatDate(lead.unsubscribedAt, true)}</DetailItem>
          <DetailItem label="Digests sent">{lead.digestCount}</DetailItem>
          <DetailItem label="Last digest" wide>
            {lead.lastDigestAt
              ? `${formatDate(lead.lastDigestAt, true)} · ${lead.lastDigestListings} new ${lead.lastDigestListings === 1 ? 'listing' : 'listings'}`
              : 'None yet'}
          </DetailItem>
        </DetailList>
      </Card>
    </>
  );
}
