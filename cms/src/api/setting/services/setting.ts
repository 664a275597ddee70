import { factories } from '@strapi/strapi';
import { SettingsInputSchema, type Settings } from '@estate/contract';
import { parseInput, type RequestBody } from '../../../lib/body';
import { settings, type Row } from '../../../lib/serialize';

const UID = 'api::setting.setting';

/** Agency contact details: a single type, answered with empty texts until staff fill it in. */
const methods = () => ({
  async read(): Promise<Settings> {
    return settings((await strapi.db.query(UID).findOne({})) as Row | null);
  },
  async write(body: RequestBody): Promise<Settings> {
    const data = parseInput(SettingsInputSchema, body.fields, body.multipart);
    const existing = (await strapi.db.query(UID).findOne({ select: ['documentId'] })) as Row | null;
    if (existing?.documentId) await strapi.documents(UID).update({ documentId: existing.documentId, data });
    else await strapi.documents(UID).create({ data });
    return settings((await strapi.db.query(UID).findOne({})) as Row | null);
  },
});

/** The service's functions, as controllers get them from `strapi.service()` (types/services.d.ts). */
export type SettingService = ReturnType<typeof methods>;

export default factories.createCoreService(UID, methods);
