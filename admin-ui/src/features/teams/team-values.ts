import type { Team } from '@estate/contract';
import { defineForm, image, text, type FormValuesOf } from '@/components/form/form-definition';

export const teamForm = defineForm<Team>()({
  title: text(),
  description: text(),
  position: text(),
  whatsapp: text(),
  phone: text(),
  email: text(),
  featuredImage: image(),
});

export type TeamFormValues = FormValuesOf<typeof teamForm.fields>;

/** Add team member: every field but the portrait (and the phone, beyond the spec) is required. */
export const TEAM_REQUIRED: ReadonlyArray<[keyof TeamFormValues & string, string]> = [
  ['title', 'Name'],
  ['description', 'Description'],
  ['position', 'Position'],
  ['whatsapp', 'WhatsApp'],
  ['email', 'Email'],
];
