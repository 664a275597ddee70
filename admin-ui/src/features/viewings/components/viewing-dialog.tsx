import type { Viewing } from '@estate/contract';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useAccess } from '@/lib/access';
import { buyerOf, holderOf, listingOf } from '../viewing-labels';
import { UndeliveredViewingMails } from './undelivered-viewing-mails';
import { ViewingActions } from './viewing-actions';

/** One viewing of the calendar, opened: who and what, and what can be done with it. */
export function ViewingDialog({ viewing, onClose }: { viewing: Viewing | null; onClose: () => void }) {
  const access = useAccess();
  if (!viewing) return null;
  return (
    <Dialog
      open
      title={`Viewing with ${buyerOf(viewing)}`}
      description={listingOf(viewing) || undefined}
      onClose={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      <dl className="viewing-facts">
        <dt>Buyer</dt>
        <dd>
          {buyerOf(viewing)}
          {viewing.buyer.email ? <span className="viewing-facts__sub">{viewing.buyer.email}</span> : null}
          {viewing.buyer.phone ? <span className="viewing-facts__sub">{viewing.buyer.phone}</span> : null}
        </dd>
        <dt>Agent</dt>
        <dd>{holderOf(viewing)}</dd>
        <dt>Enquiry</dt>
        <dd>
          <Link to={`/leads/enquiry/${encodeURIComponent(viewing._id)}`}>Open the enquiry</Link>
        </dd>
      </dl>
      <UndeliveredViewingMails viewing={viewing} canWrite={access.can('deals.write')} />
      <ViewingActions viewing={viewing} canWrite={access.can('deals.write')} />
    </Dialog>
  );
}
