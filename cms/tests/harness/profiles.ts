import { expect } from 'vitest';
import { post, unique } from './client';

/** A team member's public profile as staff add it (no account of its own), by a unique name. */
export async function addProfile(
  token: string,
  name: string,
  position: string,
  description: string,
): Promise<{ _id: string; title: string }> {
  const title = unique(name);
  const res = await post('/add-team', {
    token,
    json: {
      title,
      position,
      description,
      whatsapp: '+971 50 123 4567',
      email: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}@agency.test`,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.team as { _id: string; title: string };
}
