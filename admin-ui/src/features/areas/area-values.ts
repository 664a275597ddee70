import type { Area } from '@estate/contract';
import { defineForm, links, text, type FormField, type FormValuesOf } from '@/components/form/form-definition';
import { listingFields } from '@/components/form/listing-fields';

/** Area tags: comma-separated, blank entries ignored (admin spec §5). */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

/** Comma-separated, as staff type them; sent as the list. */
const tags: FormField<readonly string[], string> = {
  empty: () => '',
  from: (stored) => stored.join(', '),
  signature: parseTags,
  append: (body, name, typed) => body.append(name, JSON.stringify(parseTags(typed))),
};

export const areaForm = defineForm<Area>()({
  ...listingFields,
  averageRentalYield: text(),
  averageRentalYield2: text(),
  averagePropertyPrice: text(),
  tags,
  properties: links(),
  developments: links(),
});

export type AreaFormValues = FormValuesOf<typeof areaForm.fields>;
