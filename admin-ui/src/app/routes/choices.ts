import { useEffect } from 'react';
import { useDevelopments } from '@/features/developments/api/get-developments';
import { useProperties } from '@/features/properties/api/get-properties';

/**
 * The selection lists other screens offer (development properties, area listings, Settings),
 * composed here so features never import one another. A failed load is logged only (admin
 * spec §8) and leaves an empty list.
 */
export function usePropertyChoices() {
  const query = useProperties();
  const { error } = query;
  useEffect(() => {
    if (error) console.warn('Could not load the properties for selection:', error.message);
  }, [error]);
  return {
    loading: query.isPending,
    options: (query.data ?? []).map((p) => ({
      value: p._id,
      label: p.title,
      hint: [p.propertyType, p.location].filter(Boolean).join(' · '),
    })),
  };
}

export function useDevelopmentChoices() {
  const query = useDevelopments();
  const { error } = query;
  useEffect(() => {
    if (error) console.warn('Could not load the developments for selection:', error.message);
  }, [error]);
  return {
    loading: query.isPending,
    options: (query.data ?? []).map((d) => ({ value: d._id, label: d.title, hint: d.location })),
  };
}
