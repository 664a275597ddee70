import { randomBytes } from 'crypto';
import { describe, expect, inject, it } from 'vitest';
import { eventually } from '../harness/client';
import { runSql } from '../harness/database';
import { dealHelpers } from '../harness/deals';
import { clockOffsetEnv, dbEnvOf, READER, startCms, type CmsInstance } from '../harness/stack';
import { addProfile, inviteMember, signIn } from '../harness/team';

/*
 * The round robin's turn is kept by the database's clock (docs/decisions/0068): a CMS whose own
 * clock drifted hours ahead, beside one on time, still hands the deals to the agents in turn.
 */

const onPostgres = inject('dbClient') === 'postgres';
const tag = () => randomBytes(4).toString('hex');
// Every call names the CMS it sends to.
const { sendEnquiry } = dealHelpers(() => {
  throw new Error('name the CMS to send to');
});

describe("the round robin's clock", () => {
  it.runIf(onPostgres)(
    "writes assignedAt by the database's clock: an instance whose clock is two hours ahead keeps the turn",
    async () => {
      // A database of its own, with two agents: the turn is between them alone.
      const right = await startCms({}, { freshDatabase: true });
      let ahead: CmsInstance | null = null;
      try {
        const rightApi = `${right.url}/api/admin`;
        const { username, password } = inject('staff');
        const token = await signIn(rightApi, username, password);
        const team: number[] = [];
        for (const name of ['X', 'Y']) {
          const profile = await addProfile(rightApi, token, `Agent ${name} ${tag()}`);
          team.push((await inviteMember(rightApi, token, 'agent', profile)).id);
        }
        ahead = await startCms({ ...READER, ...dbEnvOf(right.env), ...clockOffsetEnv(2 * 3_600_000) });
        const aheadApi = `${ahead.url}/api/admin`;
        // Its clock is ahead indeed: the time its sign-in token says it was issued at.
        const issuedAt = (jwt: string) =>
          (JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { iat: number }).iat * 1000;
        expect(issuedAt(await signIn(aheadApi, username, password)) - Date.now()).toBeGreaterThan(3_600_000);

        /** An enquiry sent to one instance, once assigned: its assignee, when, and the database's now(). */
        const arrive = async (base: string) => {
          const email = `clock.${tag()}@buyer.test`;
          expect((await sendEnquiry(email, {}, base)).status).toBe(200);
          return eventually(async () => {
            const [row] = await runSql(
              right.env,
              'SELECT assignee_user_id, assigned_at, now() AS db_now FROM enquiries WHERE email = ?',
              [email],
            );
            return row?.assignee_user_id ? row : null;
          });
        };
        const first = await arrive(aheadApi);
        const skew = new Date(first.assigned_at as string).getTime() - new Date(first.db_now as string).getTime();
        expect(Math.abs(skew), 'assignedAt off the database clock by').toBeLessThan(60_000);

        // The next three arrive at the instance with the right clock: the turn goes agent by agent.
        const got = [Number(first.assignee_user_id)];
        for (let i = 0; i < 3; i++) got.push(Number((await arrive(rightApi)).assignee_user_id));
        const other = team.find((id) => id !== got[0]);
        expect(got).toEqual([got[0], other, got[0], other]);
      } finally {
        await ahead?.stop();
        await right.stop();
      }
    },
    400_000,
  );
});
