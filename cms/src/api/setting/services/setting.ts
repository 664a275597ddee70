import { factories } from '@strapi/strapi';
import { SettingsInputSchema, type BuyingCostsInput, type Language, type Settings } from '@estate/contract';
import { parseInput, type RequestBody } from '../../../lib/http/body';
import { settings, type Row } from '../../../lib/read/serialize';
import { SETTING_UID as UID, settingsRow } from '../../../lib/read/settings-row';
import { inLanguage, type Translatable } from '../../../lib/translations/translation-reads';

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
  /** The settings, their address in `language` where translated (named untranslated otherwise). */
  async read(language?: Language): Promise<Settings> {
    const row = await settingsRow<Row>();
    const english = settings(row);
    if (!row || typeof row.documentId !== 'string') return english;
    const [shown] = await inLanguage('setting', language, [{ _id: row.documentId, ...english } as Translatable]);
    const { _id: _documentId, ...rest } = shown as Translatable;
    return rest as unknown as Settings;
  },
  async write(body: RequestBody): Promise<Settings> {
    const { buyingCosts, ...rest } = parseInput(SettingsInputSchema, body.fields, body.multipart);
    const existing = await settingsRow<Row>(['documentId', 'buyingCosts']);
    // The calculator's constants change field by field (an unsent one keeps its value); null
    // stores none, so every default applies again (decision 0037).
    const data: Record<string, unknown> = { ...rest };
    if (buyingCosts === null) data.buyingCosts = null;
    else if (buyingCosts) data.buyingCosts = mergeBuyingCosts(existing?.buyingCosts, buyingCosts);
    // The English row (the default locale); Strapi copies the fields that are not translated onto
    // every translation's row, so no row of the document keeps an earlier value.
    if (existing?.documentId) await strapi.documents(UID).update({ documentId: existing.documentId, data });
    else await strapi.documents(UID).create({ data });
    return settings(await settingsRow<Row>());
  },
});

/** The service's functions, as controllers get them from `strapi.service()` (types/services.d.ts). */
export type SettingService = ReturnType<typeof methods>;

export default factories.createCoreService(UID, methods);
