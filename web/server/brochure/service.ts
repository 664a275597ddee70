import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  apiPath,
  formatPrice,
  PropertySchema,
  routeForm,
  SettingsSchema,
  type Property,
  type Settings,
} from '@estate/contract';
import type { NextFunction, Request, Response } from 'express';
import sharp from 'sharp';
import { bedsFigure, formatNumber } from '../../src/lib/format';
import { SITE_NAME } from '../../src/lib/site';
import { fileCache } from '../file-cache';
import { limiter } from '../images';
import { brochurePdf, COVER_BOX, FLOOR_PLAN_BOX, GALLERY_BOX, type BrochureContent } from './pdf';

/*
 * The brochure of a listing without an uploaded one (docs/decisions/0081), at
 * /property/<slug>/brochure.pdf: made from the listing as the CMS answers it, one listing per
 * request (never a list), and kept on disk per content version, the one the page cache serves
 * pages for: the first request after a change makes it again, every other one reads the file.
 */

/** /property/<slug>/brochure.pdf in routeForm() (any spelling the routers take), the slug captured. */
const BROCHURE_ROUTE = /^\/property\/([^/]+)\/brochure\.pdf$/;

/** SQM_PER_SQFT of the site's area units (src/lib/units/area-unit.tsx). */
const SQM_PER_SQFT = 0.09290304;

export interface BrochureOptions {
  cmsUrl: string;
  siteUrl: string;
  cacheDir: string;
  /** The content version the page cache serves (undefined while the CMS cannot say). */
  contentVersion: () => Promise<string | undefined>;
  fetchImpl?: typeof fetch;
}

/** Pixels per point of the pictures: sharp in print and on a retina screen, still a light file. */
const SCALE = 2.5;

async function cmsJson(fetchImpl: typeof fetch, url: string): Promise<unknown> {
  const res = await fetchImpl(url, { headers: { Accept: 'application/json', 'Accept-Encoding': 'identity' } });
  // Unknown, or no longer advertised (withdrawn, permit expired): there is no brochure to make.
  if (res.status === 404 || res.status === 410) return null;
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}

/** The listing's facts, as its page shows them. */
function factsOf(p: Property): BrochureContent['facts'] {
  const sqft = Number(String(p.space ?? '').replace(/,/g, ''));
  const hasArea = Number.isFinite(sqft) && sqft > 0;
  const offPlan = p.completionStatus === 'off-plan';
  return [
    { label: 'Bedrooms', value: bedsFigure(p.beds) },
    { label: 'Bathrooms', value: String(p.baths ?? '') },
    {
      label: 'Built-up area',
      value: hasArea ? `${formatNumber(sqft)} sq ft` : '',
      note: hasArea ? `${formatNumber(Math.round(sqft * SQM_PER_SQFT))} m²` : undefined,
    },
    {
      label: 'Completion',
      value: offPlan ? 'Off-plan' : 'Ready',
      note: offPlan && p.handoverDate ? `Handover ${p.handoverDate}` : undefined,
    },
  ];
}

export function brochureContent(
  p: Property,
  settings: Settings | null,
  siteUrl: string,
  pictures: Pick<BrochureContent, 'cover' | 'gallery' | 'floorPlan'> & { agentPhoto: Buffer | null },
): BrochureContent {
  const agencyName = settings?.agencyName.trim() || SITE_NAME;
  const agent = p.agent;
  return {
    agencyName,
    agencyContact: [settings?.phone, settings?.email, siteUrl.replace(/^https?:\/\//, '')]
      .filter(Boolean)
      .join('  ·  '),
    title: p.title,
    eyebrow: [p.propertyType, p.location.trim()].filter(Boolean).join('  ·  '),
    // The figure the page shows in AED (its Price component): whole dirhams.
    price: p.priceAed ? formatPrice(p.priceAed, 'AED') : null,
    facts: factsOf(p),
    description: [p.desc1, p.desc2],
    reference: p.referenceNumber,
    permitNumber: p.permitNumber,
    listingUrl: `${siteUrl}/property/${encodeURIComponent(p.slug)}`,
    paymentPlan: p.completionStatus === 'off-plan' ? p.paymentPlan : [],
    agent: agent
      ? {
          name: agent.title,
          position: agent.position,
          phone: agent.phone,
          email: agent.email,
          photo: pictures.agentPhoto,
        }
      : null,
    cover: pictures.cover,
    gallery: pictures.gallery,
    floorPlan: pictures.floorPlan,
  };
}

/** GET and HEAD of /property/<slug>/brochure.pdf; anything else goes on. */
export function brochureHandler({ cmsUrl, siteUrl, cacheDir, contentVersion, fetchImpl = fetch }: BrochureOptions) {
  const dir = path.join(cacheDir, 'brochures');
  const made = fileCache<Buffer | null>();
  // Laying out a brochure and cutting its pictures is a second of CPU: one at a time per process,
  // so a burst of first requests after a change never starves the pages.
  const oneAtATime = limiter(1);

  /** An upload cut to a box (cover) or fitted inside it (a plan), as JPEG; null when it is missing. */
  async function upload(
    source: string | null | undefined,
    box: { width: number; height: number },
    fit: 'cover' | 'inside',
  ) {
    if (!source || !source.startsWith('/uploads/')) return null;
    const res = await fetchImpl(`${cmsUrl}${source}`);
    if (!res.ok) return null;
    const input = Buffer.from(await res.arrayBuffer());
    try {
      return await sharp(input, { failOn: 'none' })
        .rotate()
        .resize({
          width: Math.round(box.width * SCALE),
          height: Math.round(box.height * SCALE),
          fit,
          withoutEnlargement: fit === 'inside',
        })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 80, mozjpeg: true })
        .toBuffer();
    } catch {
      return null; // not a picture sharp reads: the brochure goes without it
    }
  }

  async function make(slug: string): Promise<Buffer | null> {
    const [listing, settings] = await Promise.all([
      cmsJson(fetchImpl, `${cmsUrl}${apiPath('getPropertyBySlug', { slug })}`),
      cmsJson(fetchImpl, `${cmsUrl}${apiPath('getSettings')}`).catch(() => null),
    ]);
    if (!listing) return null;
    const p = PropertySchema.parse(listing);
    const [cover, g1, g2, floorPlan, agentPhoto] = await Promise.all([
      upload(p.featuredImage ?? p.galleryImages[0], COVER_BOX, 'cover'),
      upload(p.galleryImages[0], GALLERY_BOX, 'cover'),
      upload(p.galleryImages[1], GALLERY_BOX, 'cover'),
      upload(p.floorPlans[0], FLOOR_PLAN_BOX, 'inside'),
      upload(p.agent?.featuredImage, { width: 72, height: 72 }, 'cover'),
    ]);
    const gallery = [g1, g2].filter((b): b is Buffer => !!b);
    const parsedSettings = settings ? SettingsSchema.safeParse(settings) : null;
    return brochurePdf(
      brochureContent(p, parsedSettings?.success ? parsedSettings.data : null, siteUrl, {
        cover,
        gallery,
        floorPlan,
        agentPhoto,
      }),
    );
  }

  /** The file of a listing's brochure for a content version; older versions' files of it are removed. */
  async function cached(slug: string, version: string): Promise<Buffer | null> {
    const key = createHash('sha1').update(slug).digest('hex');
    const stamp = createHash('sha1').update(version).digest('hex').slice(0, 16);
    const file = path.join(dir, key.slice(0, 2), `${key}.${stamp}.pdf`);
    const pdf = await made(file, () => oneAtATime(() => make(slug)));
    if (pdf) {
      const folder = path.dirname(file);
      const names = await fs.readdir(folder).catch(() => [] as string[]);
      await Promise.all(
        names
          .filter((n) => n.startsWith(`${key}.`) && n.endsWith('.pdf') && n !== path.basename(file))
          .map((n) => fs.rm(path.join(folder, n), { force: true })),
      );
    }
    return pdf;
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    const match = (req.method === 'GET' || req.method === 'HEAD') && BROCHURE_ROUTE.exec(routeForm(req.path));
    if (!match) return next();
    let slug: string;
    try {
      slug = decodeURIComponent(match[1] ?? '');
    } catch {
      return void res.status(400).type('text/plain').send('slug is not a valid address');
    }
    try {
      const version = (await contentVersion()) ?? 'unversioned';
      const etag = `"${createHash('sha1').update(`${slug}|${version}`).digest('hex').slice(0, 20)}"`;
      res.setHeader('ETag', etag);
      // Revalidated on every use: the next content version makes it again.
      res.setHeader('Cache-Control', 'public, no-cache');
      if (req.get('if-none-match') === etag) return void res.status(304).end();
      const pdf = await cached(slug, version);
      if (!pdf) return void res.status(404).type('text/plain').send('No such listing');
      res.status(200).type('application/pdf');
      res.setHeader('Content-Disposition', `inline; filename="${slug.replace(/[^A-Za-z0-9-]/g, '')}-brochure.pdf"`);
      res.send(pdf);
    } catch (err) {
      console.error(`[web] brochure ${slug}: ${(err as Error).message}`);
      if (!res.headersSent) res.status(502).type('text/plain').send('The brochure is not available right now');
    }
  };
}
