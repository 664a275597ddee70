import type { MetaDescriptor } from 'react-router';
import { preloadImage } from '~/components/image';
import { breadcrumbs, publicConfigFrom, seoMeta } from './seo';

/** Meta of a content page: its words, its banner preloaded, and its place in the breadcrumb. */
export function staticMeta(
  matches: readonly unknown[] | undefined,
  page: { title: string; description: string; path: string; crumb: string; image?: string },
): MetaDescriptor[] {
  const config = publicConfigFrom(matches);
  return seoMeta(matches, {
    title: page.title,
    description: page.description,
    path: page.path,
    image: page.image,
    jsonLd: [breadcrumbs(config.siteUrl, [{ name: page.crumb, path: page.path }])],
    extra: page.image ? [preloadImage(page.image, '100vw', 1920)] : [],
  });
}
