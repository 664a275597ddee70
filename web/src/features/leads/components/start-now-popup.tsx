import startNowTexts from 'virtual:messages/en/page-startNow';
import { Dialog } from '~/components/dialog';
import { useT } from '~/lib/i18n/i18n';
import { StartNowForm } from './start-now-form';

export function StartNowPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT(startNowTexts);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('page.startNow.title')}
      eyebrow={t('page.startNow.eyebrow')}
      size="md"
    >
      <p className="dialog__lead">{t('page.startNow.lead')}</p>
      <StartNowForm />
    </Dialog>
  );
}
