import { factories } from '@strapi/strapi';
import { DEFAULT_LANGUAGE, RemoveImageSchemas } from '@estate/contract';
import { crudActions, itemBySlugInLanguage, languageOf, type ReadRules } from '../../../lib/resource/controller';
import { placeNames } from '../../../lib/translations/translation-reads';

const service = () => strapi.service('api::area.area');

/**
 * Its answers show listings (the property cards): a member who sees only their own listings
 * reads it as the public does.
 */
const RULES: ReadRules = { showsListings: true };

export default factories.createCoreController('api::area.area', () => ({
  ...crudActions(service, {
    singular: 'Area',
    plural: 'Areas',
    field: 'area',
    idField: 'areaId',
    removeImage: RemoveImageSchemas.area,
    updated: 'area updated successfully!',
    ...RULES,
  }),
  async getAreaBySlug(ctx) {
    // Staff see every linked listing; the public (and agents) only public ones (lib/listing/public-listings publicCards).
    ctx.body = await itemBySlugInLanguage(ctx, 'area', RULES, (where, publicView) => service().get(where, publicView));
  },
  async getPlaceNames(ctx) {
    const language = languageOf(ctx).language ?? DEFAULT_LANGUAGE;
    ctx.body = { language, names: await placeNames(language) };
  },
}));
