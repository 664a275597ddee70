import { Dialog } from '~/components/dialog';
import { StartNowForm } from './start-now-form';

export function StartNowPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Start your search" eyebrow="Start now" size="md">
      <p className="dialog__lead">
        Five short steps, about a minute. An advisor replies within one working day with a shortlist made for you.
      </p>
      <StartNowForm />
    </Dialog>
  );
}
