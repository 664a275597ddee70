import { factories } from '@strapi/strapi';

/** Strapi's own REST API for power users and integrations (permissions set in the panel). */
export default factories.createCoreRouter('api::development.development');
