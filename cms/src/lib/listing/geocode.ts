/**
 * Coordinates for a listing's location text, found on save so the maps place items without a
 * browser-side geocoder. An offline gazetteer of Dubai communities and the agency's international
 * markets answers first; when GEOCODER_URL is set, a Nominatim-compatible service
 * (GET ?q=...&format=json&limit=1 answering [{ lat, lon }]) is asked for anything else.
 */

type LatLng = { latitude: number; longitude: number };

const GAZETTEER: Record<string, [number, number]> = {
  'palm jumeirah': [25.1124, 55.139],
  'the palm': [25.1124, 55.139],
  'palm jebel ali': [25.0018, 55.0195],
  'downtown dubai': [25.1972, 55.2744],
  downtown: [25.1972, 55.2744],
  'business bay': [25.185, 55.265],
  difc: [25.2125, 55.279],
  'dubai marina': [25.0805, 55.1403],
  'jumeirah beach residence': [25.078, 55.134],
  jbr: [25.078, 55.134],
  'jumeirah lake towers': [25.069, 55.141],
  jlt: [25.069, 55.141],
  'bluewaters island': [25.0795, 55.1209],
  bluewaters: [25.0795, 55.1209],
  'dubai harbour': [25.093, 55.143],
  'emaar beachfront': [25.095, 55.14],
  'emirates hills': [25.0657, 55.1713],
  'jumeirah islands': [25.058, 55.156],
  'jumeirah golf estates': [25.02, 55.2],
  'jumeirah bay island': [25.2056, 55.2317],
  'jumeirah bay': [25.2056, 55.2317],
  'pearl jumeirah': [25.237, 55.257],
  'la mer': [25.225, 55.252],
  'port de la mer': [25.239, 55.256],
  jumeirah: [25.21, 55.25],
  'umm suqeim': [25.151, 55.204],
  'al wasl': [25.195, 55.255],
  'city walk': [25.207, 55.262],
  'al sufouh': [25.11, 55.17],
  'al barsha': [25.11, 55.2],
  'dubai hills estate': [25.1124, 55.245],
  'dubai hills': [25.1124, 55.245],
  'mohammed bin rashid city': [25.172, 55.307],
  'mbr city': [25.172, 55.307],
  'district one': [25.16, 55.295],
  'sobha hartland': [25.178, 55.31],
  meydan: [25.158, 55.303],
  'al barari': [25.099, 55.317],
  'arabian ranches': [25.056, 55.271],
  'tilal al ghaf': [25.045, 55.233],
  'jumeirah village circle': [25.06, 55.21],
  jvc: [25.06, 55.21],
  'dubai creek harbour': [25.2, 55.345],
  'dubai islands': [25.29, 55.3],
  'the world islands': [25.223, 55.17],
  'dubai south': [24.89, 55.16],
  dubai: [25.2048, 55.2708],
  'abu dhabi': [24.4539, 54.3773],
  'saadiyat island': [24.544, 54.433],
  'al marjan island': [25.666, 55.738],
  'ras al khaimah': [25.8007, 55.9762],
  marbella: [36.5101, -4.8824],
  'puerto banus': [36.485, -4.953],
  'golden mile': [36.507, -4.915],
  benahavis: [36.523, -5.046],
  ibiza: [38.9067, 1.4206],
  mallorca: [39.6953, 3.0176],
  menorca: [39.9496, 4.1104],
  london: [51.5074, -0.1278],
  mayfair: [51.51, -0.147],
  knightsbridge: [51.501, -0.163],
  chelsea: [51.4875, -0.1687],
  kensington: [51.499, -0.193],
  belgravia: [51.4975, -0.1537],
  manchester: [53.4808, -2.2426],
  spinningfields: [53.48, -2.253],
};

const KEYS_LONGEST_FIRST = Object.keys(GAZETTEER).sort((a, b) => b.length - a.length);

const normalise = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export function lookupGazetteer(location: string): LatLng | null {
  const text = ` ${normalise(location)} `;
  if (!text.trim()) return null;
  for (const key of KEYS_LONGEST_FIRST) {
    if (text.includes(` ${key} `)) {
      const [latitude, longitude] = GAZETTEER[key];
      return { latitude, longitude };
    }
  }
  return null;
}

async function askService(location: string, country: string | null | undefined): Promise<LatLng | null> {
  const base = process.env.GEOCODER_URL;
  if (!base) return null;
  const url = new URL(base);
  url.searchParams.set('q', [location, country].filter(Boolean).join(', '));
  url.searchParams.set('format', 'json');
  url.searchParams.set('limit', '1');
  if (process.env.GEOCODER_API_KEY) url.searchParams.set('key', process.env.GEOCODER_API_KEY);
  const response = await fetch(url, {
    signal: AbortSignal.timeout(Number(process.env.GEOCODER_TIMEOUT_MS) || 3000),
    headers: { accept: 'application/json', 'user-agent': process.env.GEOCODER_USER_AGENT ?? 'estate-cms/1.0' },
  });
  if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
  const json = (await response.json()) as Array<{ lat?: string | number; lon?: string | number }>;
  const first = Array.isArray(json) ? json[0] : undefined;
  const latitude = Number(first?.lat);
  const longitude = Number(first?.lon);
  if (!first || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return { latitude, longitude };
}

/** Coordinates of a location (with its country as a hint), or null when it cannot be placed. */
export async function geocode(location: string | null | undefined, country?: string | null): Promise<LatLng | null> {
  const text = (location ?? '').trim();
  if (!text) return null;
  const local = lookupGazetteer(text);
  if (local) return local;
  try {
    return await askService(text, country);
  } catch (error) {
    strapi.log.warn(`geocoding "${text}": ${(error as Error).message}`);
    return null;
  }
}
