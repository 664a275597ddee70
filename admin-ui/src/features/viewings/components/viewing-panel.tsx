import type { EnquiryLead } from '@estate/contract';
import { Card } from '@/components/ui/card';
import { useAccess } from '@/lib/access';
import { errorText } from '@/lib/api-client';
import { useViewing } from '../api/get-viewing';
import { holderOf } from '../viewing-labels';
import { UndeliveredViewingMails } from './undelivered-viewing-mails';
import { ViewingActions } from './viewing-actions';

/**
 * A booked viewing on its enquiry's page: its state and time, confirmed, moved or cancelled here,
 * and the buyer's mails about it that could not be sent, to send again.
 */
export function ViewingPanel({ lead }: { lead: EnquiryLead }) {
  const access = useAccess();
  const viewing = useViewing(lead._id);
  return (
    <Card title="Viewing">
      {viewing.data ? (
        <>
          <p className="viewing-panel__holder">With {holderOf(viewing.data)}</p>
          <UndeliveredViewingMails viewing={viewing.data} canWrite={access.can('deals.write')} />
          <ViewingActions viewing={viewing.data} canWrite={access.can('deals.write')} />
        </>
      ) : viewing.isError ? (
        <p className="flash flash--error" role="alert">
          {errorText(viewing.error, 'The viewing could not be loaded.')}
        </p>
      ) : (
        <p className="viewing-panel__state">Loading the viewing…</p>
      )}
    </Card>
  );
}
