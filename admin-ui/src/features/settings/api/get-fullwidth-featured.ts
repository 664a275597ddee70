import { apiPath, DevelopmentSchema, PropertySchema } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/get-fullwidth-featured-property: the home page's full-width property, or null. */
export const getFullWidthProperty = () =>
  requestJson(PropertySchema.nullable(), apiPath('getFullwidthFeaturedProperty'));

/** GET /api/admin/get-fullwidth-featured-development: the home page's full-width development, or null. */
export const getFullWidthDevelopment = () =>
  requestJson(DevelopmentSchema.nullable(), apiPath('getFullwidthFeaturedDevelopment'));

export const fullWidthPropertyQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.properties.fullWidth(), queryFn: getFullWidthProperty });

export const fullWidthDevelopmentQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.developments.fullWidth(), queryFn: getFullWidthDevelopment });

export const useFullWidthProperty = () => useQuery(fullWidthPropertyQueryOptions());
export const useFullWidthDevelopment = () => useQuery(fullWidthDevelopmentQueryOptions());
