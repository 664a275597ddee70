import { describe, expect, it } from 'vitest';
import { arrivedOverHttps, clientAddress, normalizeIp, parseTrustedProxies, trustedProxyMatcher } from './proxies.js';

describe('trusted proxies', () => {
  const loopback = trustedProxyMatcher();

  it('trusts the loopback by default, IPv4, IPv6 and IPv4-mapped', () => {
    expect(loopback('127.0.0.1')).toBe(true);
    expect(loopback('127.9.9.9')).toBe(true);
    expect(loopback('::1')).toBe(true);
    expect(loopback('::ffff:127.0.0.1')).toBe(true);
    expect(loopback('10.0.0.1')).toBe(false);
    expect(loopback('::2')).toBe(false);
    expect(loopback('not an address')).toBe(false);
  });

  it('matches CIDR blocks of both families', () => {
    const m = trustedProxyMatcher('172.28.0.0/16, 2001:db8::/32, 192.168.1.7');
    expect(m('172.28.4.5')).toBe(true);
    expect(m('172.29.0.1')).toBe(false);
    expect(m('2001:db8:1::5')).toBe(true);
    expect(m('2001:db9::5')).toBe(false);
    expect(m('192.168.1.7')).toBe(true);
    expect(m('192.168.1.8')).toBe(false);
    expect(trustedProxyMatcher('0.0.0.0/0')('8.8.8.8')).toBe(true);
    expect(trustedProxyMatcher('')('127.0.0.1')).toBe(false);
  });

  it('names the entry it cannot read', () => {
    expect(() => parseTrustedProxies('127.0.0.1/8,10.0.0.0/33')).toThrow(/"10\.0\.0\.0\/33"/);
    expect(() => parseTrustedProxies('proxy.local')).toThrow(/"proxy\.local"/);
    expect(() => parseTrustedProxies('1.2.3.4/')).toThrow(/TRUSTED_PROXIES/);
  });

  it('uses the header only when the peer is trusted, walking right to left', () => {
    expect(clientAddress('203.0.113.9', '1.1.1.1', loopback)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', '6.6.6.6, 203.0.113.9', loopback)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', '6.6.6.6, 203.0.113.9, 127.0.0.1', loopback)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:127.0.0.1', undefined, loopback)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '127.0.0.2', loopback)).toBe('127.0.0.2');
    expect(clientAddress('127.0.0.1', ['9.9.9.9', '8.8.8.8'], loopback)).toBe('8.8.8.8');
  });

  it('writes IPv4-mapped addresses as IPv4', () => {
    expect(normalizeIp('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(normalizeIp(' 2001:db8::1 ')).toBe('2001:db8::1');
  });
});

describe('arrivedOverHttps', () => {
  const loopback = trustedProxyMatcher();

  it('believes X-Forwarded-Proto from a trusted proxy only', () => {
    expect(arrivedOverHttps(false, '127.0.0.1', 'https', loopback)).toBe(true);
    expect(arrivedOverHttps(false, '::ffff:127.0.0.1', 'HTTPS, http', loopback)).toBe(true);
    expect(arrivedOverHttps(false, '203.0.113.9', 'https', loopback)).toBe(false);
    expect(arrivedOverHttps(false, '127.0.0.1', 'http, https', loopback)).toBe(false);
    expect(arrivedOverHttps(false, '127.0.0.1', undefined, loopback)).toBe(false);
  });

  it('is true for a TLS connection whatever the headers', () => {
    expect(arrivedOverHttps(true, '203.0.113.9', 'http', loopback)).toBe(true);
  });
});
