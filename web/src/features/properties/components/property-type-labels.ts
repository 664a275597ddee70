import { PROPERTY_TYPES, type PropertyType } from '@estate/contract';
import { useMemo } from 'react';
import { useT, type MessageId } from '~/lib/i18n/i18n';

/** Each property type as the page's language names it (the value sent stays the English type). */
export function usePropertyTypeLabels(): Record<string, string> {
  const t = useT();
  return useMemo(
    () =>
      Object.fromEntries(PROPERTY_TYPES.map((type: PropertyType) => [type, t(`propertyType.${type}` as MessageId)])),
    [t],
  );
}
