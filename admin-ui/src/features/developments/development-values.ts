import type { Development } from '@estate/contract';
import { defineForm, flag, links, text, type FormValuesOf } from '@/components/form/form-definition';
import { saleFields } from '@/components/form/listing-fields';
import { offPlanFields } from '@/components/form/off-plan';

export const developmentForm = defineForm<Development>()({
  ...saleFields,
  units: text(),
  bedUnits: text(),
  pentHouses: text(),
  isSold: flag(),
  properties: links(),
  ...offPlanFields,
});

export type DevelopmentFormValues = FormValuesOf<typeof developmentForm.fields>;
