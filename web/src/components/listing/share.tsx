import { ShareIcon } from '../icons';

/** "Share on WhatsApp": a prefilled message with the page address (the page has a share preview). */
export function WhatsAppShare({ title, url }: { title: string; url: string }) {
  const text = `${title}: have a look at this residence ${url}`;
  return (
    <a
      className="button button--small share-button"
      href={`https://wa.me/?text=${encodeURIComponent(text)}`}
      target="_blank"
      rel="noopener noreferrer"
    >
      <ShareIcon width={16} height={16} />
      Share on WhatsApp
    </a>
  );
}
