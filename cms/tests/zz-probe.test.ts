import { it } from 'vitest';
import { control, get, post, randomIp, staff } from './harness/client';
it('probe', async () => {
  const token = await staff();
  await control('POST', '/smtp/stop');
  let stuck = 0;
  for (let round = 0; round < 10; round++) {
    const emails: string[] = [];
    for (let i = 0; i < 4; i++) {
      const email = `p${round}.${i}.${Date.now()}@visitor.test`;
      emails.push(email);
      await post('/subscribe', { json: { email }, ip: randomIp() });
    }
    // restart while leads are being kicked and polled
    const restarting = control('POST', '/cms/restart');
    await new Promise((r) => setTimeout(r, 50));
    await restarting;
    await new Promise((r) => setTimeout(r, 2500));
    const before = await Promise.all(emails.map(async (e) => (await get(`/get-leads/subscriber?q=${encodeURIComponent(e)}`, { token })).body[0].mailAttempts));
    await new Promise((r) => setTimeout(r, 2500));
    const after = await Promise.all(emails.map(async (e) => (await get(`/get-leads/subscriber?q=${encodeURIComponent(e)}`, { token })).body[0].mailAttempts));
    const s = after.filter((a, i) => a === before[i]).length;
    stuck += s;
    for (const [i, e] of emails.entries()) if (after[i] === before[i]) {
      const lead = (await get(`/get-leads/subscriber?q=${encodeURIComponent(e)}`, { token })).body[0];
      const log = await control<string>('GET', '/cms/log');
      console.log('LEAD', JSON.stringify(lead), '\nLOGLINES', log.split('\n').filter((l) => l.includes(lead._id) || /Shutting|shut down|outbox|error/i.test(l)).slice(-30).join('\n'));
    }
    console.log('round', round, before.join(), after.join());
  }
  const log = await control<string>('GET', '/cms/log');
  console.log('STUCK', stuck, 'errors', (log.match(/error.*outbox|outbox.*(pool|destroy|aborted)/gi) ?? []).slice(0, 5));
  await control('POST', '/smtp/start');
}, 300000);
