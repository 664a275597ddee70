import path from 'path';
import { pathToFileURL } from 'url';
import { CMS_DIR } from './cms-process';

/*
 * The retrying round-robin load balancer of scripts/lib/balancer.mjs (plain ESM, shared with the
 * bench), typed for the tests: the same semantics as the docker-compose `scale` profile's Caddy.
 */

export interface BalancerStats {
  /** Requests received from clients. */
  requests: number;
  /** Requests answered with an upstream's answer (any status). */
  answered: number;
  /** Requests answered 502 because no upstream could answer. */
  failed: number;
  /** Tries made on another upstream after one failed. */
  retried: number;
  /** Answers per upstream (host:port). */
  byUpstream: Record<string, number>;
}

export interface Balancer {
  url: string;
  port: number;
  stats: BalancerStats;
  stop(): Promise<void>;
}

export interface BalancerOptions {
  upstreams: string[];
  port?: number;
  failMs?: number;
  maxBodyBytes?: number;
  tryTimeoutMs?: number;
}

export async function startBalancer(options: BalancerOptions): Promise<Balancer> {
  const script = pathToFileURL(path.resolve(CMS_DIR, '..', 'scripts', 'lib', 'balancer.mjs')).href;
  const lib = (await import(script)) as { startBalancer: (o: BalancerOptions) => Promise<Balancer> };
  return lib.startBalancer(options);
}
