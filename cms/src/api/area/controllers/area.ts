import { factories } from '@strapi/strapi';
import { LanguageQuerySchema, RemoveImageSchemas } from '@estate/contract';
import { parseInput } from '../../../lib/http/body';
import { crudActions, readerOf, visibleItem, type ReadRules } from '../../../lib/resource/controller';
import { documentOfSlug, inLanguage, withAddresses, type Translatable } from '../../../lib/translations/translations';

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
    const { language } = parseInput(LanguageQuerySchema, { ...(ctx.query as Record<string, unknown>) }, true);
    const reader = await readerOf(ctx);
    const slug = String(ctx.params.slug);
    // Its address in any language names it too (docs/decisions/0102).
    const translated = reader.view === 'public' ? await documentOfSlug('area', slug) : null;
    // Staff see every linked listing; the public (and agents) only public ones (lib/listing/public-listings publicCards).
    const area = await visibleItem(
      reader,
      RULES,
      (where, publicView) => service().get(where, publicView),
      translated ? { documentId: translated } : { slug },
    );
    const [shown] = await inLanguage('area', language, [area as unknown as Translatable]);
    ctx.body = reader.view === 'public' && shown === (area as unknown) ? await withAddresses('area', shown) : shown;
  },
}));
