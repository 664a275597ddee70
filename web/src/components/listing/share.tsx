import listingTexts from 'virtual:messages/en/listing';
import { useT } from '~/lib/i18n/i18n';
import { ShareIcon } from '../icons';

/** "Share on WhatsApp": a prefilled message with the page address (the page has a share preview). */
export function WhatsAppShare({ title, url }: { title: string; url: string }) {
  const t = useT(listingTexts);
  const text = t('listing.shareText', { title, url });
  return (
    <a
      className="button button--small share-button"
      href={`https://wa.me/?text=${encodeURIComponent(text)}`}
      target="_blank"
      rel="noopener noreferrer"
    >
      <ShareIcon width={16} height={16} />
      {t('listing.share')}
    </a>
  );
}
