import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EnquiryLeadSchema,
  MailPreviewSchema,
  SAVED_SEARCH_MESSAGES,
  viewingDays,
  viewingSlots,
  type SavedSearchLead,
} from '@estate/contract';
import type { CapturedMail } from './harness/fakes';
import { control, errorFields, eventually, get, mails, post, randomIp, staff } from './harness/client';
import { address, enquiry, leadOf, oneMailAbout, submit, tag } from './harness/lead-forms';

/*
 * A lead keeps the language of the page it was sent from (docs/decisions/0101): staff see it, the
 * agency's mail names it when it is not English, and the mails to the buyer (alerts, welcome,
 * viewings) are written in it, with links to the site in that language. A lead that names none is
 * English, exactly as before; a language the site does not have is a 400 naming the field.
 */

let token: string;
beforeAll(async () => {
  token = await staff();
});
afterAll(async () => {
  await control('POST', '/smtp/start');
});

const ARABIC = /[\u0600-\u06FF]/;
/** Arabic-Indic digits: the mails write Arabic figures in Latin digits, as the site does. */
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;

const save = (body: Record<string, unknown>) => post('/save-search', { ip: randomIp(), json: body });
const mailsTo = async (email: string) => (await mails()).filter((m) => m.envelopeTo.includes(email));
const mailCount = (email: string, count: number): Promise<CapturedMail[]> =>
  eventually(async () => {
    const found = await mailsTo(email);
    return found.length >= count && found;
  });

/** The token of a link of a mail's text, under the language's prefix ('' for English). */
function linkToken(mail: CapturedMail, page: 'confirm' | 'unsubscribe', prefix: string): string {
  const match = new RegExp(`https?://[^/\\s]+${prefix}/saved-searches/${page}\\?token=([A-Za-z0-9_%-]+)`).exec(
    mail.text,
  );
  expect(match, `a ${prefix}/saved-searches/${page} link in:\n${mail.text}`).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

async function searchOf(email: string): Promise<SavedSearchLead> {
  const res = await get(`/get-leads/saved-search?q=${encodeURIComponent(email)}`, { token });
  expect(res.status).toBe(200);
  const found = (res.body as SavedSearchLead[]).find((l) => l.email === email);
  expect(found, `a saved search of ${email}`).toBeDefined();
  return found!;
}

async function addListing(fields: Record<string, unknown>) {
  const res = await post('/add-property', { token, json: { country: 'Spain', beds: 4, baths: 4, ...fields } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.property as { _id: string; slug: string; title: string };
}

describe('the language of a lead', () => {
  it('is stored with an Arabic enquiry, listed and shown to staff, and named in the agency mail', async () => {
    const email = address('rania');
    const res = await submit('enquiry', enquiry(email, { language: 'ar' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const [mail] = await oneMailAbout(email);
    expect(mail!.subject).toBe('New enquiry from Layla Haddad');
    expect(mail!.text).toContain('Language: Arabic');
    expect(mail!.html).toMatch(/<th [^>]*>Language<\/th><td [^>]*>Arabic<\/td>/);

    const listed = await leadOf('enquiry', email);
    expect(EnquiryLeadSchema.parse(listed).language).toBe('ar');
    const detail = await get(`/get-lead/enquiry/${listed!._id}`, { token });
    expect(detail.status).toBe(200);
    expect(detail.body.language).toBe('ar');
  });

  it('is stored with a Start Now enquiry and a subscription in Russian and Chinese', async () => {
    const russian = address('ivan');
    const chinese = address('mei');
    const sent = await submit('start-now', { fname: 'Ivan', lname: 'Petrov', email: russian, language: 'ru' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect((await submit('subscriber', { email: chinese, language: 'zh' })).status).toBe(200);
    const [agency] = await oneMailAbout(russian);
    expect(agency!.text).toContain('Language: Russian');
    expect((await leadOf('start-now', russian))!.language).toBe('ru');
    expect((await leadOf('subscriber', chinese))!.language).toBe('zh');

    const [welcome] = await mailCount(chinese, 1);
    expect(welcome!.subject).toMatch(/^欢迎订阅 /);
    expect(welcome!.html).toMatch(/^<!doctype html>\n<html lang="zh-Hans">/);
    expect(welcome!.text).toContain(`订阅地址：${chinese}`);
  });

  it('is refused with a 400 naming `language` when the site has no such language, and nothing is stored', async () => {
    const email = address('bad');
    for (const [route, body] of [
      ['enquiry', enquiry(email, { language: 'fr' })],
      ['start-now', { fname: 'Ana', lname: 'Diaz', email, language: 'AR' }],
      ['subscriber', { email, language: 42 }],
    ] as const) {
      const res = await submit(route, body);
      expect(res.status, route).toBe(400);
      expect(errorFields(res.body), route).toEqual(['language']);
      expect(JSON.stringify(res.body)).toMatch(/language must be one of en, ar, ru, zh/);
    }
    const saved = await save({ email, filters: {}, language: 'de' });
    expect(saved.status).toBe(400);
    expect(errorFields(saved.body)).toEqual(['language']);
    expect(await leadOf('enquiry', email)).toBeUndefined();
    expect(await leadOf('subscriber', email)).toBeUndefined();
  });

  it('is English when absent: the lead says en and its mails are exactly as before', async () => {
    const email = address('plain');
    expect((await submit('enquiry', enquiry(email))).status).toBe(200);
    const [agency] = await oneMailAbout(email);
    expect(agency!.text).not.toContain('Language:');
    expect((await leadOf('enquiry', email))!.language).toBe('en');

    const subscriber = address('plain.sub');
    expect((await submit('subscriber', { email: subscriber })).status).toBe(200);
    const [welcome] = await mailCount(subscriber, 1);
    expect(welcome!.subject).toBe('Welcome to Estate');
    expect(welcome!.html).toMatch(/^<!doctype html>\n<html lang="en"><head>/);
    expect(welcome!.html).not.toContain('dir="rtl"');
    expect(welcome!.text.trim()).toBe(
      'Thank you for subscribing to Estate\n\n' +
        'You will be the first to hear about new listings, launches and market insights from Estate.\n\n' +
        `Subscribed address: ${subscriber}`,
    );

    const searcher = address('plain.search');
    const res = await save({ email: searcher, filters: { propertyType: 'Villa', country: 'Dubai' } });
    expect(res.status).toBe(200);
    const [confirmation] = await mailCount(searcher, 1);
    expect(confirmation!.subject).toBe('Confirm your property alert: Villas in Dubai');
    expect(confirmation!.text).toContain('Please confirm your alert for "Villas in Dubai" on Estate.');
    expect(confirmation!.text).toContain(
      'If you did not ask for it, ignore this e-mail: nothing will be sent without your confirmation.',
    );
    expect(confirmation!.html).toContain(
      'You asked to hear about new listings matching <strong>Villas in Dubai</strong>.',
    );
    linkToken(confirmation!, 'confirm', '');
    expect((await searchOf(searcher)).language).toBe('en');
  });
});

describe('a property alert in the buyer’s language', () => {
  it('is confirmed by an Arabic mail, right to left, with its links under /ar', async () => {
    const email = address('huda');
    const res = await save({ email, filters: { propertyType: 'Villa', country: 'Dubai' }, language: 'ar' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The form's answer stays the contract's text: the page shows its own words.
    expect(res.body.message).toBe(SAVED_SEARCH_MESSAGES.saved);

    const [mail] = await mailCount(email, 1);
    expect(mail!.subject).toBe('أكّد تنبيه العقارات: Villas in Dubai');
    expect(mail!.html).toMatch(/^<!doctype html>\n<html lang="ar" dir="rtl">/);
    expect(mail!.html).toMatch(/<div role="article"[^>]* lang="ar" dir="rtl"/);
    expect(mail!.html).toContain('text-align:right');
    expect(mail!.html).toContain('طلبتَ أن نُعلمك بالعقارات الجديدة المطابقة لبحث <strong>Villas in Dubai</strong>.');
    expect(mail!.html).toMatch(/<a href="[^"]+\/ar\/saved-searches\/confirm\?token=[^"]+"[^>]*>تأكيد التنبيه<\/a>/);
    expect(mail!.text).toMatch(ARABIC);
    expect(mail!.text).toContain('إلغاء الاشتراك: ');
    // The one-click address is the API's, never prefixed.
    expect(mail!.headers['list-unsubscribe']).toMatch(/\/api\/admin\/unsubscribe-saved-search\?token=/);
    linkToken(mail!, 'unsubscribe', '/ar');

    const confirmed = await post('/confirm-saved-search', {
      ip: randomIp(),
      json: { token: linkToken(mail!, 'confirm', '/ar') },
    });
    expect(confirmed.status).toBe(200);
    const lead = await searchOf(email);
    expect(lead).toMatchObject({ language: 'ar', status: 'confirmed' });
  });

  it('sends its new listings in Russian, counted by Russian plural rules, prices and links in Russian', async () => {
    const email = address('olga');
    const place = `Ru Bay ${tag()}`;
    const saved = await save({
      email,
      filters: { propertyType: 'Villa', country: place, minPrice: 1_000_000, currency: 'USD' },
      language: 'ru',
    });
    expect(saved.status).toBe(200);
    const [confirmation] = await mailCount(email, 1);
    expect(confirmation!.html).toMatch(/^<!doctype html>\n<html lang="ru">/);
    const confirmed = await post('/confirm-saved-search', {
      ip: randomIp(),
      json: { token: linkToken(confirmation!, 'confirm', '/ru') },
    });
    expect(confirmed.status).toBe(200);

    const added = await Promise.all(
      [2, 5].map((beds) =>
        addListing({
          title: `Villa ${beds} ${place}`,
          propertyType: 'Villa',
          location: place,
          price: 3_000_000,
          beds,
        }),
      ),
    );
    const digests = (await mailCount(email, 2)).slice(1);
    // The listings may come in one digest or two: each counts its own by Russian's rules.
    const counted = (n: number) =>
      n % 10 === 1 && n % 100 !== 11
        ? `${n} новый объект`
        : [2, 3, 4].includes(n % 10) && ![12, 13, 14].includes(n % 100)
          ? `${n} новых объекта`
          : `${n} новых объектов`;
    for (const digest of digests) {
      const n = Number(/^(\d+) /.exec(digest.subject)?.[1]);
      expect(digest.subject).toBe(`${counted(n)}: Villas in ${place} · from USD 1M`);
      expect(digest.html).toMatch(/^<!doctype html>\n<html lang="ru">/);
      expect(digest.text).toContain('Новые объекты по запросу');
    }
    const text = (await eventually(async () => {
      const all = (await mailsTo(email)).slice(1).map((m) => m.text);
      return added.every((l) => all.some((t) => t.includes(l.title))) && all.join('\n');
    })) as string;
    expect(text).toContain('2 спальни');
    expect(text).toContain('5 спален');
    expect(text).toMatch(/3\s000\s000\s\$/u);
    for (const l of added) expect(text).toContain(`/ru/property/${l.slug}`);
    expect(text).toMatch(/\/ru\/all-properties\?/);
  });
});

describe('a viewing booked in Arabic', () => {
  it('is acknowledged to the buyer in Arabic, its day written in Arabic with Latin digits', async () => {
    const listing = await addListing({
      title: `Sea villa ${tag()}`,
      propertyType: 'Villa',
      location: 'Palm',
      price: 2_000_000,
    });
    const day = viewingDays().at(-1)!;
    const slots = viewingSlots(day);
    const time = slots[Math.floor(Math.random() * slots.length)]!;
    const email = `viewer.${tag()}@buyer.test`;
    const res = await post('/book-viewing', {
      ip: randomIp(),
      json: { fname: 'Salma', lname: 'Nasser', email, listing: listing._id, date: day, time, language: 'ar' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mail = await eventually(async () => (await mails()).find((m) => m.to.includes(email)));
    expect(mail.subject).toContain('تلقّينا طلب المعاينة');
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="ar" dir="rtl">/);
    expect(mail.text).toContain('مرحبًا Salma،');
    expect(mail.text).toContain(`الساعة ${time} (بتوقيت دبي)`);
    expect(mail.text).toContain(day.slice(0, 4));
    expect(mail.text).not.toMatch(ARABIC_INDIC_DIGITS);
    const ics = mail.attachments.find((a) => a.filename === 'viewing.ics')!.content;
    expect(ics.replace(/\r?\n[ \t]/g, '')).toContain(`SUMMARY:معاينة: ${listing.title}`);
  });
});

describe('the mail previews', () => {
  it('show a buyer’s mails in the language asked for, and the agency’s mail naming it', async () => {
    const digest = await get('/get-mail-preview/alertDigest?language=ar', { token });
    expect(digest.status, JSON.stringify(digest.body)).toBe(200);
    const preview = MailPreviewSchema.parse(digest.body);
    expect(preview.html).toMatch(/^<!doctype html>\n<html lang="ar" dir="rtl">/);
    expect(preview.subject).toMatch(ARABIC);
    expect(preview.text).toMatch(/\/ar\/property\/sample-a/);
    expect(preview.text).toContain('18,500,000 درهم');

    const enquiry = await get('/get-mail-preview/enquiry?language=zh', { token });
    expect(enquiry.body.text).toContain('Language: Chinese (Simplified)');
    expect(enquiry.body.html).toMatch(/<html lang="en">/);

    const list = await get('/get-mail-previews?language=ru', { token });
    expect(list.status).toBe(200);
    const welcome = (list.body as Array<{ kind: string; subject: string }>).find((p) => p.kind === 'welcome');
    expect(welcome!.subject).toMatch(/^Добро пожаловать в /);

    const bad = await get('/get-mail-preview/welcome?language=xx', { token });
    expect(bad.status).toBe(400);
    expect(errorFields(bad.body)).toEqual(['language']);
  });
});
