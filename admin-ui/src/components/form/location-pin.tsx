import { lazy, Suspense } from 'react';
import { TextField } from './field';

const PinMap = lazy(() => import('./pin-map'));

/** A typed coordinate as a number, or null when empty or not a number. */
const numberOf = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text));

/**
 * Where a listing sits on the site's maps: a pin to drag (or a click on the map), with the
 * latitude and longitude as fields beside it for the keyboard. It starts at the point the CMS
 * found for the location text when the listing was last saved (the geocoded point); a point set
 * here is saved with the listing and kept over that lookup.
 */
export function LocationPin({
  latitude,
  longitude,
  onChange,
  errors,
}: {
  latitude: string;
  longitude: string;
  onChange: (latitude: string, longitude: string) => void;
  errors: Record<string, string>;
}) {
  const lat = numberOf(latitude);
  const lng = numberOf(longitude);
  const point: [number, number] | null = lat !== null && lng !== null ? [lat, lng] : null;
  return (
    <fieldset className="picker location-pin span-2">
      <legend className="picker__legend">Map pin</legend>
      <p className="field__hint location-pin__hint">
        {point
          ? 'Drag the pin, or click the map, to place the listing exactly.'
          : 'No point yet: it is found from the location when you save. Click the map to place it yourself.'}
      </p>
      <Suspense fallback={<div className="pin-map__map pin-map__map--loading" aria-hidden="true" />}>
        <PinMap
          point={point}
          label="Map: drag the pin to place the listing"
          onMove={([a, b]) => onChange(String(a), String(b))}
        />
      </Suspense>
      <div className="grid grid--2">
        <TextField
          label="Latitude"
          name="latitude"
          inputMode="decimal"
          value={latitude}
          onValueChange={(v) => onChange(v, longitude)}
          error={errors.latitude}
        />
        <TextField
          label="Longitude"
          name="longitude"
          inputMode="decimal"
          value={longitude}
          onValueChange={(v) => onChange(latitude, v)}
          error={errors.longitude}
        />
      </div>
    </fieldset>
  );
}
