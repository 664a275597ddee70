import { formatPrice, LIST_SORT_FIELDS, type Property } from '@estate/contract';
import { Link } from 'react-router';
import { DataTable, type Column } from '@/components/ui/data-table';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { failureText, UnexpectedFormatError } from '@/lib/api-client';
import { useTableQuery } from '@/lib/table-query';
import { useProperties } from '../api/get-properties';
import { usePropertiesCount } from '../api/get-properties-count';

const columns: Column<Property>[] = [
  {
    id: 'title',
    header: 'Title',
    sortable: true,
    cell: (p) => (
      <Link to={`/property/${p._id}`} className="cell-link">
        {p.title}
      </Link>
    ),
  },
  { id: 'beds', header: 'Beds', sortable: true, cell: (p) => p.beds || '—', align: 'end' },
  {
    id: 'baths',
    header: 'Baths',
    sortable: true,
    cell: (p) => p.baths || '—',
    align: 'end',
  },
  {
    id: 'price',
    header: 'Price',
    sortable: true,
    cell: (p) => (p.price === null ? '—' : formatPrice(p.price, 'USD')),
    align: 'end',
  },
];

/**
 * The dashboard's property count (X-Total-Count) and every property's title, beds, baths and
 * price, a page of 50 at a time.
 */
export function DashboardProperties() {
  const table = useTableQuery(LIST_SORT_FIELDS.property);
  const list = useProperties(table.query);
  const count = usePropertiesCount();
  const failed = list.isError || count.isError;
  const unexpected = list.error instanceof UnexpectedFormatError || count.error instanceof UnexpectedFormatError;
  return (
    <section className="dash-properties" aria-labelledby="dash-properties-title">
      <div className="dash-properties__head">
        <h2 id="dash-properties-title" className="section-title">
          Properties
        </h2>
        <p className="dash-total">
          <span className="dash-total__label" id="dash-total-label">
            Total properties
          </span>
          <span className="dash-total__value" aria-live="polite" aria-labelledby="dash-total-label">
            {count.isSuccess ? count.data.toLocaleString('en-US') : count.isError ? '—' : '…'}
          </span>
        </p>
      </div>
      <DataTable
        caption="All properties"
        columns={columns}
        page={list.data}
        table={table}
        fetching={list.isPlaceholderData}
        rowKey={(p) => p._id}
        status={failed ? 'error' : list.status}
        errorText={
          unexpected
            ? ADMIN_MESSAGES.unexpectedFormat
            : failureText(list.error ?? count.error, ADMIN_MESSAGES.dashboardFailed)
        }
        emptyText="No properties yet."
      />
    </section>
  );
}
