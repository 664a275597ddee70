import { AUDIT_KIND_LABELS, permissionFor, type AuditEntry, type AuditKind } from '@estate/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { DismissibleError } from '@/components/ui/dismissible-error';
import { Flash } from '@/components/ui/flash';
import { Pagination } from '@/components/ui/pagination';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { useAccess } from '@/lib/access';
import { errorText, listErrorText } from '@/lib/api-client';
import { TABLE_PAGE_SIZE } from '@/lib/table-query';
import { useAuditEntries } from '../api/get-audit-entries';
import { useRestoreAuditEntry } from '../api/restore-audit-entry';
import { restoreTexts } from '../audit-format';
import { AuditRow, AuditTable } from './audit-table';

/** The kinds whose detail pages show a History tab. */
export type HistoryKind = Extract<AuditKind, 'property' | 'development' | 'area' | 'post'>;

/**
 * An item's History tab: the trail's entries about it, newest first, as the Audit trail screen
 * shows them, and on each entry whose earlier values can come back (and that the role may write)
 * "Restore these values". Shown only to a role with audit.read.
 */
export function ItemHistory(props: HistoryProps) {
  const access = useAccess();
  return access.can('audit.read') ? (
    <HistoryPanel {...props} mayRestore={access.can(permissionFor(props.kind, 'write'))} />
  ) : null;
}

interface HistoryProps {
  kind: HistoryKind;
  /** The item's document id (its `_id`), as the trail names it. */
  itemId: string;
  itemTitle: string;
}

function HistoryPanel({ kind, itemId, itemTitle, mayRestore }: HistoryProps & { mayRestore: boolean }) {
  const [page, setPage] = useState(1);
  const entries = useAuditEntries({ itemId, limit: TABLE_PAGE_SIZE, offset: (page - 1) * TABLE_PAGE_SIZE });
  const flash = useTimedMessage();
  const noun = AUDIT_KIND_LABELS[kind].toLowerCase();
  const data = entries.data;
  const total = data?.total ?? 0;
  const status = entries.isPending ? 'pending' : entries.isError ? 'error' : 'success';
  return (
    <section className="table-panel item-history" aria-label="History">
      <div className="table-toolbar">
        <p className="item-history__intro">
          Every change to this {noun}, newest first, with who made it; a change can be undone by restoring the values it
          replaced. Images and linked items are not recorded.
        </p>
      </div>
      <Flash message={flash.message} className="item-history__flash" />
      <AuditTable
        caption={`History of ${itemTitle}`}
        showWhat={false}
        status={status}
        fetching={entries.isPlaceholderData}
        errorText={listErrorText(entries.error, 'Failed to fetch the history')}
        emptyText={
          data?.items.length ? null : total > 0 ? 'No rows on this page.' : `No changes recorded for this ${noun} yet.`
        }
      >
        {data?.items.map((entry) => (
          <HistoryRow
            key={entry.id}
            entry={entry}
            itemTitle={itemTitle}
            mayRestore={mayRestore}
            onRestored={(message) => flash.show('success', message)}
          />
        ))}
      </AuditTable>
      {status === 'success' ? (
        <Pagination
          label={`History of ${itemTitle}`}
          page={page}
          pageSize={TABLE_PAGE_SIZE}
          total={total}
          shown={data?.items.length ?? 0}
          onPage={setPage}
          count={(n) => `${n.toLocaleString('en-US')} ${n === 1 ? 'entry' : 'entries'}`}
        />
      ) : null}
    </section>
  );
}

/**
 * An entry of the item's history with, when its values can come back, "Restore these values":
 * asked first, naming each field from its value now to the one it gets back. A refusal (403,
 * 409) stays under the button until dismissed or replaced by the next attempt.
 */
function HistoryRow({
  entry,
  itemTitle,
  mayRestore,
  onRestored,
}: {
  entry: AuditEntry;
  itemTitle: string;
  mayRestore: boolean;
  onRestored: (message: string) => void;
}) {
  const restore = useRestoreAuditEntry();
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const fields = restoreTexts(entry);
  const [first, ...rest] = fields;
  const title = `Put back ${first ?? 'these values'}${
    rest.length ? ` and ${rest.length} more ${rest.length === 1 ? 'field' : 'fields'}` : ''
  }?`;

  const run = () => {
    setAsking(false);
    setRefusal(null);
    restore.mutate(
      { id: entry.id, kind: entry.kind },
      {
        onSuccess: (result) => onRestored(result.message),
        onError: (error) => setRefusal(errorText(error, 'The values could not be put back.')),
      },
    );
  };

  return (
    <AuditRow
      entry={entry}
      showWhat={false}
      actions={
        entry.restorable && mayRestore ? (
          <div className="audit-table__restore">
            <Button size="sm" busy={restore.isPending} onClick={() => setAsking(true)}>
              Restore these values
            </Button>
            {refusal ? <DismissibleError message={refusal} onDismiss={() => setRefusal(null)} /> : null}
            <ConfirmDialog
              open={asking}
              title={title}
              tone="primary"
              description={
                <>
                  <p>“{itemTitle}” gets these values back, saved as a new change in its history:</p>
                  <ul className="audit-restore-list">
                    {fields.map((text) => (
                      <li key={text}>{text}</li>
                    ))}
                  </ul>
                </>
              }
              confirmLabel="Restore"
              onCancel={() => setAsking(false)}
              onConfirm={run}
            />
          </div>
        ) : undefined
      }
    />
  );
}
