import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BUYING_COSTS_DEFAULTS } from '@estate/contract';
import { put, staff } from './harness/client';
import { runSql } from './harness/database';
import { startCms } from './harness/stack';

/*
 * The loan-to-value limits of UAE Central Bank Resolution 31/2/2020 (decision 0080): stored
 * settings saved with the earlier defaults (Notice 31/2013) take the new ones at the next start;
 * a limit staff changed stays theirs.
 */

const env = () => inject('cmsEnv');
let token: string;

const stored = async () => {
  const [row] = await runSql(env(), 'SELECT buying_costs FROM settings');
  const value = row?.buying_costs;
  return (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, Record<string, number>>;
};

beforeAll(async () => {
  token = await staff();
});

afterAll(async () => {
  await put('/update-settings', { token, json: { buyingCosts: null } });
});

describe('settings stored with the 2013 loan-to-value defaults', () => {
  it('move to the 2020 limits where staff never changed them, and keep what staff set', async () => {
    // What the staff area's form sent before: every constant, the 2013 limits, one limit changed.
    const saved = await put('/update-settings', {
      token,
      json: {
        buyingCosts: {
          ltvExpat: { firstHomeUpToThreshold: 0.75, firstHomeAboveThreshold: 0.62, laterHome: 0.6 },
          ltvNational: { firstHomeUpToThreshold: 0.8, firstHomeAboveThreshold: 0.7, laterHome: 0.65 },
          ltvOffPlan: 0.5,
          dldTransferRate: 0.04,
        },
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await runSql(env(), 'DELETE FROM strapi_migrations WHERE name LIKE ?', ['%loan-to-value-2020%']);

    const restarted = await startCms({});
    try {
      const costs = await stored();
      expect(costs.ltvExpat).toEqual({ firstHomeUpToThreshold: 0.8, firstHomeAboveThreshold: 0.62, laterHome: 0.6 });
      expect(costs.ltvNational).toEqual(BUYING_COSTS_DEFAULTS.ltvNational);
      expect(costs.ltvNational).toEqual({
        firstHomeUpToThreshold: 0.85,
        firstHomeAboveThreshold: 0.75,
        laterHome: 0.65,
      });
      expect(costs.dldTransferRate).toBe(0.04);
    } finally {
      await restarted.stop();
    }
  });
});
