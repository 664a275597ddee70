import { HeartIcon } from '~/components/icons';
import { Island } from '~/islands/island';
import { toggleFavourite, useIsSaved, type Favourite } from '~/lib/favourites';
import { useDraftPreview } from '~/lib/preview';
import { englishSlug } from '~/lib/i18n/content';
import { useT } from '~/lib/i18n/i18n';

/**
 * The heart of a listing: a toggle button named after the listing ("Save Palm Villa to
 * favourites"), pressed once it is saved in this browser. Rendered unpressed by the server; the
 * saved state shows after hydration. `labelled` adds the visible word Save (the listing page).
 * Switched off on a draft preview, which no visitor can come back to.
 */
type FavouriteButtonProps = {
  listing: Favourite & { slugs?: Record<string, string> | null };
  className?: string;
  labelled?: boolean;
};

/** The heart; on a page served as islands, an island of its own (the listing's English address and title). */
export function FavouriteButton({ listing, className, labelled = false }: FavouriteButtonProps) {
  return (
    <Island
      name="favourite"
      component={LiveFavouriteButton}
      props={{ listing: { slug: englishSlug(listing), title: listing.title }, className, labelled }}
      hydrate="visible"
    />
  );
}

export function LiveFavouriteButton({ listing, className, labelled = false }: FavouriteButtonProps) {
  // Saved by its English address, whatever the page's language.
  const slug = englishSlug(listing);
  const saved = useIsSaved(slug);
  const preview = useDraftPreview();
  const t = useT();
  const name = t('favourite.saveNamed', { title: listing.title });
  return (
    <button
      type="button"
      className={['favourite-button', labelled ? 'favourite-button--labelled' : '', className]
        .filter(Boolean)
        .join(' ')}
      aria-pressed={saved}
      aria-label={labelled ? undefined : name}
      title={preview ? t('favourite.off') : saved ? t('favourite.saved') : t('favourite.saveTo')}
      disabled={preview}
      onClick={() => toggleFavourite({ slug, title: listing.title })}
    >
      <HeartIcon width={20} height={20} />
      {labelled ? (
        <>
          {t('favourite.save')}
          <span className="visually-hidden">{t('favourite.hidden', { title: listing.title })}</span>
        </>
      ) : null}
    </button>
  );
}
