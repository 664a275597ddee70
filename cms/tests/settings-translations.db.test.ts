import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API_PREFIX, SettingsSchema, TranslationSetSchema, type Settings, type TranslationSet } from '@estate/contract';
import { baseUrl, del, errorFields, get, put, staff } from './harness/client';
import { runSql, storeAsEarlierVersion } from './harness/database';
import { inviteMember, ownCms } from './harness/team';

/*
 * The agency's settings in another language (docs/decisions/0102): their address is translated as
 * the content's texts are, a row of the settings' document per language. The English settings,
 * every rule they set (agents publishing, the permit, two-factor sign-in, the pipeline) and
 * staff's changes are the English row's, whatever translations exist; the public reads the
 * address in a language.
 */

const env = () => inject('cmsEnv');
let token: string;
let before: Settings;

const ENGLISH_ADDRESS = 'Level 14, Marina Plaza, Dubai Marina\nPO Box 26581, Dubai, United Arab Emirates';
const ARABIC_ADDRESS = 'الطابق 14، مارينا بلازا، دبي مارينا\nص.ب. 26581، دبي، الإمارات العربية المتحدة';

const translate = (language: string, values: Record<string, unknown>, as = token) =>
  put(`/save-translation/setting/settings/${language}`, { token: as, json: { values } });
const publicSettings = async (language?: string) => {
  const res = await get(`/get-settings${language ? `?language=${language}` : ''}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return SettingsSchema.parse(res.body);
};
const settingsRows = () =>
  runSql(env(), 'SELECT locale, phone, address, agents_may_publish FROM settings ORDER BY locale');
const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 't';

beforeAll(async () => {
  token = await staff();
  before = await publicSettings();
  const res = await put('/update-settings', { token, json: { address: ENGLISH_ADDRESS, phone: '+971 4 388 9120' } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
});

afterAll(async () => {
  for (const language of ['ar', 'ru', 'zh']) await del(`/delete-translation/setting/settings/${language}`, { token });
  await put('/update-settings', {
    token,
    json: { address: before.address, phone: before.phone, agentsMayPublish: before.agentsMayPublish },
  });
});

describe('the settings in another language', () => {
  it('answer the address in the language asked, and the English as before', async () => {
    const english = await publicSettings();
    expect(english.address).toBe(ENGLISH_ADDRESS);

    const saved = await translate('ar', { address: ARABIC_ADDRESS });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe('Arabic translation saved');
    const set = TranslationSetSchema.parse(saved.body.translations) as TranslationSet;
    expect(set).toMatchObject({ kind: 'setting', id: 'settings', english: { address: ENGLISH_ADDRESS } });
    expect(set.fields).toEqual([{ name: 'address', label: 'Address', kind: 'text', required: false, maxLength: 500 }]);
    expect(set.translations.map((t) => [t.language, t.state, t.published])).toEqual([
      ['ar', 'complete', true],
      ['ru', 'missing', false],
      ['zh', 'missing', false],
    ]);

    // The English answer is the very one it was: no translation's row is taken for the settings.
    expect(await publicSettings()).toEqual(english);
    const arabic = await publicSettings('ar');
    expect(arabic).toEqual({ ...english, address: ARABIC_ADDRESS, translation: { language: 'ar', untranslated: [] } });
    // A language without a translation: the English address, named as English.
    expect(await publicSettings('ru')).toEqual({
      ...english,
      translation: { language: 'ru', untranslated: ['address'] },
    });
    expect(await publicSettings('en')).toEqual(english);
    const unknown = await get('/get-settings?language=fr');
    expect(unknown.status).toBe(400);
    expect(errorFields(unknown.body)).toContain('language');
    // The staff admin reads its settings in English.
    expect((await get('/get-settings', { token })).body.address).toBe(ENGLISH_ADDRESS);
  });

  it("keep staff's changes whatever a translation's row holds", async () => {
    expect((await translate('zh', { address: '迪拜码头 码头广场 14 层' })).status).toBe(200);
    // A translation's row that disagrees with the English one (written by hand in the database):
    // no read takes it for the settings.
    const yes = env().DATABASE_CLIENT === 'postgres' ? 'TRUE' : '1';
    await runSql(env(), `UPDATE settings SET phone = ?, agents_may_publish = ${yes} WHERE locale <> 'en'`, [
      '+000 stale',
    ]);
    // The English row last, by id and on disk: a read that named no language would find another first.
    await runSql(env(), `UPDATE settings SET id = (SELECT MAX(id) + 1 FROM settings) WHERE locale = 'en'`);
    // PostgreSQL's sequence moves past it, so a later row never takes its id.
    if (env().DATABASE_CLIENT === 'postgres')
      await runSql(env(), `SELECT setval(pg_get_serial_sequence('settings', 'id'), (SELECT MAX(id) FROM settings))`);
    expect((await publicSettings()).phone).toBe('+971 4 388 9120');
    expect((await publicSettings('zh')).phone).toBe('+971 4 388 9120');
    const agent = await inviteMember(`${baseUrl()}${API_PREFIX}`, token, 'agent');
    const permissions = async () => (await get('/get-me', { token: agent.token })).body.permissions as string[];
    expect(await permissions()).not.toContain('listings.publish');

    // Staff's change is the settings' in every language, and Strapi copies it onto every row.
    const changed = await put('/update-settings', {
      token,
      json: { phone: '+971 4 000 0001', agentsMayPublish: true },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.message).toBe('Settings updated!');
    expect(changed.body.settings).toMatchObject({
      phone: '+971 4 000 0001',
      agentsMayPublish: true,
      address: ENGLISH_ADDRESS,
    });
    expect(await publicSettings('zh')).toMatchObject({ phone: '+971 4 000 0001', address: '迪拜码头 码头广场 14 层' });
    expect(await permissions()).toContain('listings.publish');
    expect((await put('/update-settings', { token, json: { agentsMayPublish: false } })).status).toBe(200);
    expect(await permissions()).not.toContain('listings.publish');
    const rows = await settingsRows();
    expect(rows.map((r) => r.locale)).toEqual(['ar', 'en', 'zh']);
    for (const row of rows) {
      expect(row.phone, String(row.locale)).toBe('+971 4 000 0001');
      expect(truthy(row.agents_may_publish), String(row.locale)).toBe(false);
    }
    // An English address change leaves the translations as they are.
    expect((await put('/update-settings', { token, json: { address: `${ENGLISH_ADDRESS} ` } })).status).toBe(200);
    expect((await publicSettings('ar')).address).toBe(ARABIC_ADDRESS);
    expect((await put('/update-settings', { token, json: { address: ENGLISH_ADDRESS } })).status).toBe(200);
  });

  it('refuse a text that is not the address, or too long, naming the field', async () => {
    const long = await translate('ru', { address: 'а'.repeat(501) });
    expect(long.status).toBe(400);
    expect(errorFields(long.body)).toEqual(['address']);
    const other = await translate('ru', { address: 'Дубай', agencyName: 'Эстейт' });
    expect(other.status).toBe(400);
    expect(errorFields(other.body)).toEqual(['agencyName']);
    expect(JSON.stringify(other.body)).toContain('the translated texts of the settings are address');
    expect((await get('/get-translations/setting/settings', { token })).body.translations[1].state).toBe('missing');
    // The settings are named `settings`; nothing else is.
    expect((await get('/get-translations/setting/some-id', { token })).status).toBe(404);
    expect((await translate('fr', { address: 'Dubaï' })).status).toBe(404);
  });

  it('are translated by staff who may write the settings', async () => {
    expect((await get('/get-translations/setting/settings')).status).toBe(401);
    const editor = await inviteMember(`${baseUrl()}${API_PREFIX}`, token, 'editor');
    expect((await get('/get-translations/setting/settings', { token: editor.token })).status).toBe(403);
    expect((await translate('ru', { address: 'Дубай' }, editor.token)).status).toBe(403);
    expect((await del('/delete-translation/setting/settings/ar', { token: editor.token })).status).toBe(403);
    expect((await get('/get-translations/setting/settings', { token })).status).toBe(200);
  });

  it('show the English again once a translation is removed', async () => {
    const removed = await del('/delete-translation/setting/settings/ar', { token });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Arabic translation removed');
    expect(await publicSettings('ar')).toMatchObject({
      address: ENGLISH_ADDRESS,
      translation: { language: 'ar', untranslated: ['address'] },
    });
    expect((await del('/delete-translation/setting/settings/ar', { token })).status).toBe(404);
    expect((await settingsRows()).map((r) => r.locale)).toEqual(['en', 'zh']);
    // A new translation's row after the English one moved (the test above): stored beside it.
    expect((await translate('ru', { address: 'Дубай Марина' })).status).toBe(200);
    expect((await publicSettings('ru')).address).toBe('Дубай Марина');
  });
});

describe('settings stored before they had translations', () => {
  const own = ownCms();
  const url = own.url;

  it('are kept, as the English settings', async () => {
    const login = own.staffToken;
    const saved = await put(url('/update-settings'), {
      token: await login(),
      json: { agencyName: 'Old Estate', address: ENGLISH_ADDRESS, phone: '+971 4 111 2222', auditRetentionDays: 400 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    // What the earlier version stored: a row of a kind without locales, and its schema so.
    await own.cms.process.stop();
    await storeAsEarlierVersion(own.cms.env, ['UPDATE settings SET locale = NULL'], (schemas) => {
      const setting = schemas['api::setting.setting'] as {
        pluginOptions?: Record<string, unknown>;
        attributes: Record<string, { pluginOptions?: Record<string, unknown> }>;
      };
      setting.pluginOptions = {};
      for (const attribute of Object.values(setting.attributes)) delete attribute.pluginOptions;
    });
    await own.cms.process.start();

    const read = await get(url('/get-settings'));
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      agencyName: 'Old Estate',
      address: ENGLISH_ADDRESS,
      phone: '+971 4 111 2222',
      auditRetentionDays: 400,
    });
    expect((await runSql(own.cms.env, 'SELECT locale FROM settings')).map((r) => r.locale)).toEqual(['en']);
    // Translated and changed as any settings are.
    const t = await login();
    const translated = await put(url('/save-translation/setting/settings/ar'), {
      token: t,
      json: { values: { address: ARABIC_ADDRESS } },
    });
    expect(translated.status, JSON.stringify(translated.body)).toBe(200);
    expect((await get(url('/get-settings?language=ar'))).body).toMatchObject({
      agencyName: 'Old Estate',
      address: ARABIC_ADDRESS,
    });
    expect((await get(url('/get-settings'))).body.address).toBe(ENGLISH_ADDRESS);
  }, 240_000);
});
