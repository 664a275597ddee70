import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/get-fullwidth-featured-property: the home page's full-width property, or null. */
export const getFullWidthProperty = () => callRoute('getFullwidthFeaturedProperty', {});

/** GET /api/admin/get-fullwidth-featured-development: the home page's full-width development, or null. */
export const getFullWidthDevelopment = () => callRoute('getFullwidthFeaturedDevelopment', {});

export const fullWidthPropertyQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.properties.fullWidth(), queryFn: getFullWidthProperty });

export const fullWidthDevelopmentQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.developments.fullWidth(), queryFn: getFullWidthDevelopment });

export const useFullWidthProperty = () => useQuery(fullWidthPropertyQueryOptions());
export const useFullWidthDevelopment = () => useQuery(fullWidthDevelopmentQueryOptions());
