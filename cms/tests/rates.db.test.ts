import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RatesSchema, USD_AED_PEG } from '@estate/contract';
import { FALLBACK_RATES, RATES_KEY, TEST_RATES } from './harness/env';
import { control, eventually, get, post, put, staff, unique } from './harness/client';

/*
 * Prices in AED and EUR are computed on every save: AED from the official peg, EUR from the
 * rates service (the harness's exchangerate-api fake). When the service fails, saves still work
 * with the last good rates or, with none, the configured fallback; the key never leaves the server.
 */

const eur = (usd: number, perUsd: number) => Math.round(usd * perUsd * 100) / 100;

let token: string;
let property: { _id: string };
const savePrice = async (price: number) =>
  (await put(`/update-property/${property._id}`, { token, json: { price } })).body.property;

beforeAll(async () => {
  token = await staff();
  property = (await post('/add-property', { token, json: { title: unique('Priced villa') } })).body.property;
});

afterAll(async () => {
  await control('PUT', '/rates', { rates: { ...TEST_RATES }, failWith: null, validKey: RATES_KEY });
});

describe('get-rates', () => {
  it('answers rates with base AED from the service, and never the key', async () => {
    const res = await get('/get-rates');
    expect(res.status).toBe(200);
    const rates = RatesSchema.parse(res.body);
    expect(rates.base).toBe('AED');
    expect(rates.source).toBe('live');
    expect(rates.rates.AED).toBe(1);
    expect(rates.rates.USD).toBeCloseTo(1 / USD_AED_PEG, 8);
    expect(rates.rates.EUR).toBeCloseTo(TEST_RATES.EUR / USD_AED_PEG, 8);
    expect(rates.rates.GBP).toBeCloseTo(TEST_RATES.GBP / USD_AED_PEG, 8);
    expect(rates.rates.INR).toBeCloseTo(TEST_RATES.INR / USD_AED_PEG, 8);
    expect(Number.isNaN(Date.parse(rates.updatedAt))).toBe(false);
    expect(JSON.stringify(res.body)).not.toContain(RATES_KEY);
    res.headers.forEach((value) => expect(value).not.toContain(RATES_KEY));
  });
});

describe('prices on save', () => {
  it('are the price times the rates, two decimals: AED from the peg, EUR from the service', async () => {
    const p = await savePrice(1_234_567.89);
    expect(p.priceAed).toBe(Math.round(1_234_567.89 * USD_AED_PEG * 100) / 100);
    expect(p.priceEur).toBe(eur(1_234_567.89, TEST_RATES.EUR));
    const dev = (await post('/add-development', { token, json: { title: unique('Priced towers'), price: 2_000_000 } }))
      .body.development;
    expect(dev).toMatchObject({ dPriceAed: 7_345_000, dPriceEur: 1_800_000 });
  });

  it('ignore AED and EUR figures a client sends', async () => {
    const res = await put(`/update-property/${property._id}`, {
      token,
      json: { price: 100, priceAed: 1, priceEur: 2 },
    });
    expect(res.body.property).toMatchObject({ price: 100, priceAed: 367.25, priceEur: 90 });
    const only = await put(`/update-property/${property._id}`, { token, json: { priceAed: 5, priceEur: 5 } });
    expect(only.body.property).toMatchObject({ priceAed: 367.25, priceEur: 90 });
  });

  it('are cleared with the price', async () => {
    const res = await put(`/update-property/${property._id}`, { token, json: { price: null } });
    expect(res.body.property).toMatchObject({ price: null, priceAed: null, priceEur: null });
  });

  it('follow a new EUR rate from the service once the cached rates expire; AED stays on the peg', async () => {
    await control('PUT', '/rates', { rates: { ...TEST_RATES, EUR: 0.95, AED: 3.7 } });
    const p = await eventually(async () => {
      const saved = await savePrice(1_000_000);
      return saved.priceEur === 950_000 && saved;
    });
    expect(p.priceAed).toBe(3_672_500);
    await control('PUT', '/rates', { rates: { ...TEST_RATES } });
    await eventually(async () => (await savePrice(1_000_000)).priceEur === 900_000);
  });

  it('still work with the last good rates when the key is refused, and the log never shows the key', async () => {
    const before = (await control<{ requests: number }>('GET', '/rates')).requests;
    await control('PUT', '/rates', { validKey: 'a-different-key' });
    await eventually(async () => (await get('/get-rates')).body.source === 'fallback');
    expect((await control<{ requests: number }>('GET', '/rates')).requests).toBeGreaterThan(before);
    const p = await savePrice(1_000_000);
    expect(p).toMatchObject({ priceAed: 3_672_500, priceEur: 900_000 });
    expect((await get('/get-rates')).body.rates.EUR).toBeCloseTo(TEST_RATES.EUR / USD_AED_PEG, 8);
    const log = await control<string>('GET', '/cms/log');
    expect(log).toMatch(/currency rates: rates service answered 403/);
    expect(log).not.toContain(RATES_KEY);
    await control('PUT', '/rates', { validKey: RATES_KEY });
  });

  it('still work after a restart with the service down: last good rates when shared, else the configured fallback', async () => {
    await control('PUT', '/rates', { failWith: 500 });
    await control('POST', '/cms/restart');
    const p = await savePrice(1_000_000);
    expect(p.priceAed).toBe(3_672_500);
    // Redis keeps the last good answer across restarts; an instance with its own memory starts empty.
    const perUsd = inject('storeKind') === 'redis' ? TEST_RATES.EUR : FALLBACK_RATES.EUR;
    expect(p.priceEur).toBe(eur(1_000_000, perUsd));
    const rates = (await get('/get-rates')).body;
    expect(rates.source).toBe('fallback');
    expect(rates.rates.EUR).toBeCloseTo(perUsd / USD_AED_PEG, 8);
    // Back to the service's rates for the files that follow: a failed fetch is retried only after a
    // minute, so an instance holding the fallback in its own memory starts afresh.
    await control('PUT', '/rates', { failWith: null });
    if (inject('storeKind') === 'memory') {
      await control('POST', '/cms/restart');
      expect((await get('/get-rates')).body.source).toBe('live');
    }
    expect((await savePrice(1_000_000)).priceEur).toBe(900_000);
  }, 90_000);
});
