import { useRouteLoaderData } from 'react-router';
import { SITE_NAME } from './site';
import type { PublicConfig } from './seo';

/** The root loader's public configuration (site address, agency name, map attribution). */
export function usePublicConfig(): PublicConfig {
  const root = useRouteLoaderData('root') as { publicConfig?: PublicConfig } | undefined;
  return root?.publicConfig ?? { siteUrl: '', mapAttribution: '', agencyName: SITE_NAME };
}
