import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, START_NOW_DEFAULTS, type Lead } from '@estate/contract';
import { LEADS_NOTIFY_TO, MAIL_FROM } from './harness/env';
import { control, eventually, get, mails, post, randomIp, staff } from './harness/client';
import { address, submit, enquiry, leadOf, countOf, mailsAbout, oneMailAbout, quietly } from './harness/lead-forms';

/*
 * Leads are never lost: each form is stored first, answered 2xx, and mailed from the outbox (the
 * harness's SMTP server); with the server down the lead waits as pending and goes out exactly once
 * when it is back, across a CMS restart too. The forms refuse mail-header injection, drop bots
 * silently, limit each client address and bound the body size.
 */
let token: string;
beforeAll(async () => {
  token = await staff();
});
afterAll(async () => {
  await control('POST', '/smtp/start');
});

describe('each form', () => {
  it('stores an enquiry, answers the spec message, and mails the agency inbox with the visitor as reply-to', async () => {
    const email = address('layla');
    const res = await submit(
      'enquiry',
      enquiry(email, {
        listingSlug: 'frond-villa',
        utm_source: 'newsletter',
        utm_campaign: 'spring',
        message: 'Four bedrooms, please.\nAnd a <b>sea</b> view & a pool.',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: MESSAGES.contactSuccess });

    const [mail, ...more] = await oneMailAbout(email);
    expect(more).toEqual([]);
    expect(mail.envelopeTo).toEqual([LEADS_NOTIFY_TO]);
    expect(mail.to).toEqual([LEADS_NOTIFY_TO]);
    expect(mail.replyTo).toBe(email);
    expect(mail.from).toBe(/<(.+)>/.exec(MAIL_FROM)![1]);
    expect(mail.subject).toBe('New enquiry from Layla Haddad');
    for (const line of [
      'Name: Layla Haddad',
      `E-mail: ${email}`,
      'Phone: +971 50 123 4567',
      'Page: https://agency.test/property/frond-villa',
      'Listing: frond-villa',
      'utm_source: newsletter',
      'utm_campaign: spring',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toContain('Four bedrooms, please.\nAnd a <b>sea</b> view & a pool.');
    // The HTML part shows the visitor's text as text.
    expect(mail.html).toContain('And a &lt;b&gt;sea&lt;/b&gt; view &amp; a pool.');
    expect(mail.html).not.toContain('<b>sea</b>');

    const lead = await eventually(async () => {
      const l = await leadOf('enquiry', email);
      return l?.mailStatus === 'sent' && l;
    });
    expect(lead).toMatchObject({
      kind: 'enquiry',
      fname: 'Layla',
      lname: 'Haddad',
      phone: '+971 50 123 4567',
      pageURL: 'https://agency.test/property/frond-villa',
      listingSlug: 'frond-villa',
      utm: { utm_source: 'newsletter', utm_campaign: 'spring' },
      handled: false,
      mailAttempts: 1,
      mailLastError: '',
    });
    expect(mail.messageId).toBe(`<enquiry-${lead._id}@estate.local>`);
  });

  it('stores a Start Now enquiry with every answer and mails them all to the agency inbox', async () => {
    const email = address('omar');
    const answers = {
      ...START_NOW_DEFAULTS,
      purpose: 'Invest',
      propertyType: 'Villa',
      community: 'Dubai Hills Estate',
      budget: 'AED 5-8M',
      size: '4 bedrooms',
      brandedInterest: 'Bulgari, Armani',
      timeline: 'Within 3 months',
      locationStatus: 'Abroad',
    };
    const res = await submit(
      'start-now',
      { fname: 'Omar', lname: 'Khan', email, phone: '+44 20 7946 0000', message: 'Call after 6pm', ...answers },
      { form: true },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: MESSAGES.contactSuccess });

    const [mail] = await oneMailAbout(email);
    expect(mail.envelopeTo).toEqual([LEADS_NOTIFY_TO]);
    expect(mail.replyTo).toBe(email);
    expect(mail.subject).toBe('Start Now enquiry from Omar Khan');
    for (const line of [
      'Purpose: Invest',
      'Property Type: Villa',
      'Project Type: Ready now',
      'Usage: Personal use',
      'Community: Dubai Hills Estate',
      'Budget: AED 5-8M',
      'Size: 4 bedrooms',
      'Branded Interest: Bulgari, Armani',
      'Timeline: Within 3 months',
      'Finance Option: Finance',
      'Visa Help: Yes',
      'Off Market Access: Yes',
      'Investment Preference: High-yield rentals',
      'Portfolio Type: Long-term portfolio',
      'Property Advice: Yes',
      'Location Status: Abroad',
      'Worked With Advisor: Yes',
      'Message: Call after 6pm',
      'Phone: +44 20 7946 0000',
    ]) {
      expect(mail.text).toContain(line);
    }
    const lead = await leadOf('start-now', email);
    expect(lead).toMatchObject({ kind: 'start-now', fname: 'Omar', ...answers, message: 'Call after 6pm' });
  });

  it('stores a subscriber, answers the spec message and mails the subscriber a confirmation', async () => {
    const email = address('nadia');
    const res = await submit('subscriber', { email, pageURL: 'https://agency.test/blog' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: MESSAGES.subscribeSuccess });
    const [mail, ...more] = await oneMailAbout(email);
    expect(more).toEqual([]);
    expect(mail.envelopeTo).toEqual([email]);
    expect(mail.subject).toBe('Welcome to Estate');
    expect(mail.text).toContain(`Subscribed address: ${email}`);
    expect(await leadOf('subscriber', email)).toMatchObject({ subscribeCount: 1, pageURL: 'https://agency.test/blog' });
  });

  it('takes the page from the Referer when the form does not send it', async () => {
    const email = address('ref');
    const res = await post('/send-email', {
      json: { fname: 'Ref', lname: 'Erer', email, message: 'Hello' },
      headers: { referer: 'https://agency.test/contact' },
      ip: randomIp(),
    });
    expect(res.status).toBe(200);
    expect((await leadOf('enquiry', email))?.pageURL).toBe('https://agency.test/contact');
  });

  it('never mails an address taken from the request: extra fields are ignored', async () => {
    const email = address('sneaky');
    const res = await submit(
      'enquiry',
      enquiry(email, { to: 'victim@else.test', cc: 'victim@else.test', bcc: 'x@else.test' }),
    );
    expect(res.status).toBe(200);
    const [mail] = await oneMailAbout(email);
    expect(mail.envelopeTo).toEqual([LEADS_NOTIFY_TO]);
  });
});

describe('with the SMTP server down', () => {
  it('a lead is stored (2xx), marked pending, and sent exactly once when the server is back', async () => {
    await control('POST', '/smtp/stop');
    const email = address('pending');
    const res = await submit('enquiry', enquiry(email));
    expect(res.status).toBe(200);
    const pending = await eventually(async () => {
      const l = await leadOf('enquiry', email);
      return l && l.mailAttempts >= 1 && l;
    });
    expect(pending.mailStatus).toBe('pending');
    expect(pending.mailLastError).not.toBe('');
    expect(pending.mailSentAt).toBeNull();
    expect(await mailsAbout(email)).toEqual([]);

    await control('POST', '/smtp/start');
    await oneMailAbout(email);
    await quietly();
    expect(await mailsAbout(email)).toHaveLength(1);
    const sent = await leadOf('enquiry', email);
    expect(sent).toMatchObject({ mailStatus: 'sent', mailLastError: '' });
    expect(sent!.mailAttempts).toBeGreaterThan(1);
    expect(sent!.mailSentAt).not.toBeNull();
  });

  it('a pending lead survives a CMS restart and is sent exactly once afterwards', async () => {
    await control('POST', '/smtp/stop');
    const email = address('restart');
    expect((await submit('start-now', { fname: 'Rest', lname: 'Art', email })).status).toBe(200);
    const subscriber = address('restart-sub');
    expect((await submit('subscriber', { email: subscriber })).status).toBe(200);
    await eventually(async () => (await leadOf('start-now', email))?.mailAttempts);

    await control('POST', '/cms/restart');
    expect((await leadOf('start-now', email))?.mailStatus).toBe('pending');
    expect((await leadOf('subscriber', subscriber))?.mailStatus).toBe('pending');

    await control('POST', '/smtp/start');
    await oneMailAbout(email);
    await oneMailAbout(subscriber).catch(async (e) => {
      console.log(
        'DIAG',
        JSON.stringify(await leadOf('subscriber', subscriber)),
        JSON.stringify((await mails()).slice(-5).map((m) => [m.envelopeTo, m.subject])),
      );
      console.log((await control<string>('GET', '/cms/log')).slice(-4000));
      throw e;
    });
    await quietly();
    expect(await mailsAbout(email)).toHaveLength(1);
    expect(await mailsAbout(subscriber)).toHaveLength(1);
    expect((await leadOf('start-now', email))?.mailStatus).toBe('sent');
  }, 90_000);

  it('two CMS instances on one database send each pending lead exactly once', async () => {
    const second = await control<{ url: string }>('POST', '/cms2/start');
    try {
      await control('POST', '/smtp/stop');
      const emails = Array.from({ length: 6 }, () => address('pair'));
      for (const [i, email] of emails.entries()) {
        // Half the visitors reach one instance, half the other.
        const path = i % 2 ? `${second.url}/api/admin/send-email` : '/send-email';
        expect((await post(path, { json: enquiry(email), ip: randomIp() })).status).toBe(200);
      }
      await eventually(async () => {
        const all = await Promise.all(emails.map((e) => leadOf('enquiry', e)));
        return all.every((l) => l && l.mailAttempts >= 1);
      });
      await control('POST', '/smtp/start');
      for (const email of emails) await oneMailAbout(email);
      await quietly();
      for (const email of emails) expect(await mailsAbout(email), email).toHaveLength(1);
    } finally {
      await control('POST', '/cms2/stop');
    }
  }, 90_000);

  it('a lead whose mail keeps failing is marked failed with the last error, and staff can send it again', async () => {
    await control('POST', '/smtp/stop');
    const email = address('failing');
    expect((await submit('enquiry', enquiry(email))).status).toBe(200);
    const failed = await eventually(
      async () => {
        const l = await leadOf('enquiry', email);
        return l?.mailStatus === 'failed' && l;
      },
      45_000,
      500,
    );
    expect(failed.mailAttempts).toBe(12);
    expect(failed.mailLastError).toMatch(/ECONNREFUSED|connect|Connection/i);
    const listed = await get('/get-leads/enquiry?mailStatus=failed&limit=1000', { token });
    expect((listed.body as Lead[]).map((l) => l._id)).toContain(failed._id);

    await control('POST', '/smtp/start');
    await quietly();
    // Failed is final until staff ask again.
    expect(await mailsAbout(email)).toEqual([]);
    const retry = await post(`/retry-lead-mail/enquiry/${failed._id}`, { token });
    expect(retry.status).toBe(200);
    expect(retry.body.message).toBe('The notification is queued again');
    expect(retry.body.lead).toMatchObject({ mailStatus: 'pending', mailAttempts: 0 });
    await oneMailAbout(email);
    await quietly();
    expect(await mailsAbout(email)).toHaveLength(1);
    const sent = await leadOf('enquiry', email);
    expect(sent?.mailStatus).toBe('sent');

    const again = await post(`/retry-lead-mail/enquiry/${failed._id}`, { token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The mail of this lead is sent, not failed');
  }, 90_000);
});

describe('subscribing twice', () => {
  it('one after the other leaves one subscriber, answers 200 with the spec message both times, confirms once', async () => {
    const email = address('twice');
    for (const sent of [email, email.toUpperCase()]) {
      const res = await submit('subscriber', { email: sent });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: MESSAGES.subscribeSuccess });
    }
    expect(await countOf('subscriber', email)).toBe(1);
    expect((await leadOf('subscriber', email))?.subscribeCount).toBe(2);
    await oneMailAbout(email);
    await quietly();
    expect(await mailsAbout(email)).toHaveLength(1);
  });

  it('at the same moment leaves one subscriber and answers 200 with the spec message each time', async () => {
    const email = address('concurrent');
    const answers = await Promise.all([1, 2, 3, 4].map(() => submit('subscriber', { email })));
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: MESSAGES.subscribeSuccess });
    }
    expect(await countOf('subscriber', email)).toBe(1);
    await oneMailAbout(email);
    await quietly();
    expect(await mailsAbout(email)).toHaveLength(1);
  });
});
