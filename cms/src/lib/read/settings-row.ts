import { rowOf } from './publication';

export const SETTING_UID = 'api::setting.setting';

/**
 * The agency's settings, a single type: their one English row (docs/decisions/0102). The address's
 * translations are rows of the same document in other locales, so every read of the settings names
 * the English one, and a translation's row is never taken for the settings.
 */
export async function settingsRow<T extends object = Record<string, unknown>>(select?: string[]): Promise<T | null> {
  return (await strapi.db
    .query(SETTING_UID)
    .findOne({ where: rowOf(SETTING_UID, false), ...(select ? { select } : {}) })) as T | null;
}
