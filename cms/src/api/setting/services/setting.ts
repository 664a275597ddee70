import { factories } from '@strapi/strapi';
import { SettingsInputSchema, type BuyingCostsInput, type Settings } from '@estate/contract';
import { parseInput, type RequestBody } from '../../../lib/http/body';
import { settings, type Row } from '../../../lib/read/serialize';

const UID = 'api::setting.setting';

/** Stored overrides with a change laid over them; the two loan-to-value groups merge by key too. */
function mergeBuyingCosts(stored: unknown, change: BuyingCostsInput): Record<string, unknown> {
  const raw = typeof stored === 'string' ? (JSON.parse(stored) as unknown) : stored;
  const base = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined) continue;
    out[key] = value && typeof value === 'object' ? { ...((base[key] as object | undefined) ?? {}), ...value } : value;
  }
  return out;
}

/** Agency contact details: a single type, answered with empty texts until staff fill it in. */
const methods = () => ({
  async read(): Promise<Settings> {
    return settings((await strapi.db.query(UID).findOne({})) as Row | null);
  },
  async write(body: RequestBody): Promise<Settings> {
    const { buyingCosts, ...rest } = parseInput(SettingsInputSchema, body.fields, body.multipart);
    const existing = (await strapi.db.query(UID).findOne({ select: ['documentId', 'buyingCosts'] })) as Row | null;
    // The calculator's constants change field by field (an unsent one keeps its value); null
    // stores none, so every default applies again (decision 0037).
    const data: Record<string, unknown> = { ...rest };
    if (buyingCosts === null) data.buyingCosts = null;
    else if (buyingCosts) data.buyingCosts = mergeBuyingCosts(existing?.buyingCosts, buyingCosts);
    if (existing?.documentId) await strapi.documents(UID).update({ documentId: existing.documentId, data });
    else await strapi.documents(UID).create({ data });
    return settings((await strapi.db.query(UID).findOne({})) as Row | null);
  },
});

/** The service's functions, as controllers get them from `strapi.service()` (types/services.d.ts). */
export type SettingService = ReturnType<typeof methods>;

export default factories.createCoreService(UID, methods);
