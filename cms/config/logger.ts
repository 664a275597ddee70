import type { Core } from '@strapi/strapi';

/** LOG_LEVEL: http (every request, the default), info, warn or error. */
export default ({ env }: Core.Config.Shared.ConfigParams) => ({ level: env('LOG_LEVEL', 'http') });
