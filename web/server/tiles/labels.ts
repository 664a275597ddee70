/** Place names drawn on the offline tiles, each between the zooms where it helps. */
export type LabelKind = 'country' | 'sea' | 'city' | 'community';

export interface MapLabel {
  text: string;
  lon: number;
  lat: number;
  kind: LabelKind;
  minZoom: number;
  maxZoom: number;
}

const L = (text: string, lat: number, lon: number, kind: LabelKind, minZoom: number, maxZoom: number): MapLabel => ({
  text,
  lon,
  lat,
  kind,
  minZoom,
  maxZoom,
});

export const MAP_LABELS: MapLabel[] = [
  L('United Arab Emirates', 23.6, 54.2, 'country', 4, 7),
  L('Oman', 21.5, 57.0, 'country', 4, 7),
  L('Saudi Arabia', 24.2, 46.5, 'country', 3, 7),
  L('Qatar', 25.35, 51.2, 'country', 5, 8),
  L('Iran', 29.0, 54.0, 'country', 3, 7),
  L('Spain', 40.2, -3.6, 'country', 3, 6),
  L('Portugal', 39.7, -8.0, 'country', 4, 6),
  L('France', 46.6, 2.4, 'country', 3, 6),
  L('United Kingdom', 53.6, -1.8, 'country', 3, 6),
  L('Ireland', 53.2, -8.0, 'country', 4, 6),
  L('Arabian Gulf', 26.4, 52.6, 'sea', 4, 9),
  L('Gulf of Oman', 24.9, 57.9, 'sea', 5, 9),
  L('Mediterranean Sea', 38.2, 4.5, 'sea', 4, 7),
  L('Balearic Sea', 40.3, 1.7, 'sea', 6, 9),
  L('North Sea', 55.5, 3.0, 'sea', 4, 7),
  L('Atlantic Ocean', 45.0, -9.5, 'sea', 3, 6),
  L('Dubai', 25.2048, 55.2708, 'city', 5, 10),
  L('Abu Dhabi', 24.4539, 54.3773, 'city', 6, 12),
  L('Sharjah', 25.3463, 55.4209, 'city', 7, 13),
  L('Ajman', 25.4052, 55.5136, 'city', 10, 13),
  L('Ras Al Khaimah', 25.8007, 55.9762, 'city', 7, 12),
  L('Al Ain', 24.2075, 55.7447, 'city', 7, 12),
  L('Doha', 25.2854, 51.531, 'city', 6, 12),
  L('Muscat', 23.588, 58.3829, 'city', 6, 12),
  L('Madrid', 40.4168, -3.7038, 'city', 5, 12),
  L('Barcelona', 41.3874, 2.1686, 'city', 6, 12),
  L('Lisbon', 38.7223, -9.1393, 'city', 6, 12),
  L('Málaga', 36.7213, -4.4214, 'city', 7, 12),
  L('Marbella', 36.5101, -4.8825, 'city', 6, 13),
  L('Ibiza', 38.9067, 1.4206, 'city', 6, 13),
  L('Palma', 39.5696, 2.6502, 'city', 6, 13),
  L('Mahón', 39.8885, 4.2658, 'city', 7, 13),
  L('London', 51.5072, -0.1276, 'city', 5, 10),
  L('Manchester', 53.4808, -2.2426, 'city', 6, 12),
  L('Edinburgh', 55.9533, -3.1883, 'city', 6, 12),
  L('Palm Jumeirah', 25.1124, 55.139, 'community', 11, 18),
  L('Palm Jebel Ali', 25.0, 54.99, 'community', 11, 18),
  L('The World', 25.2235, 55.1695, 'community', 11, 18),
  L('Dubai Marina', 25.0805, 55.1403, 'community', 11, 18),
  L('Bluewaters', 25.0772, 55.1205, 'community', 13, 18),
  L('Downtown Dubai', 25.1972, 55.2744, 'community', 11, 18),
  L('Business Bay', 25.1815, 55.2705, 'community', 12, 18),
  L('DIFC', 25.2125, 55.2815, 'community', 12, 18),
  L('Jumeirah', 25.2095, 55.2515, 'community', 11, 18),
  L('Umm Suqeim', 25.1545, 55.2105, 'community', 12, 18),
  L('Al Barsha', 25.1045, 55.2005, 'community', 12, 18),
  L('Dubai Hills Estate', 25.1105, 55.2455, 'community', 11, 18),
  L('Emirates Hills', 25.0675, 55.1655, 'community', 12, 18),
  L('Jumeirah Golf Estates', 25.0205, 55.2005, 'community', 12, 18),
  L('Arabian Ranches', 25.0545, 55.2705, 'community', 12, 18),
  L('Meydan', 25.1605, 55.3005, 'community', 12, 18),
  L('Deira', 25.2705, 55.3205, 'community', 11, 18),
  L('Bur Dubai', 25.2525, 55.2935, 'community', 12, 18),
  L('Dubai Creek Harbour', 25.2015, 55.3515, 'community', 12, 18),
  L('Jumeirah Bay', 25.2215, 55.2455, 'community', 13, 18),
  L('Puerto Banús', 36.4871, -4.9527, 'community', 11, 18),
  L('Sotogrande', 36.2858, -5.2807, 'community', 10, 18),
  L('Mayfair', 51.5094, -0.1474, 'community', 12, 18),
  L('Knightsbridge', 51.5015, -0.1607, 'community', 13, 18),
  L('Kensington', 51.499, -0.1938, 'community', 12, 18),
  L('Chelsea', 51.4875, -0.1687, 'community', 13, 18),
];
