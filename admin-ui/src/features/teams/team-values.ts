import type { Team } from '@estate/contract';
import { imageSignature, storedImage, type ImageItem } from '@/components/form/image-item';
import { appendSingleImage, appendText } from '@/components/form/listing-body';

export interface TeamFormValues {
  title: string;
  position: string;
  description: string;
  whatsapp: string;
  phone: string;
  email: string;
  featuredImage: ImageItem | null;
}

export const emptyTeamValues = (): TeamFormValues => ({
  title: '',
  position: '',
  description: '',
  whatsapp: '',
  phone: '',
  email: '',
  featuredImage: null,
});

export const teamValuesFrom = (t: Team): TeamFormValues => ({
  title: t.title,
  position: t.position,
  description: t.description,
  whatsapp: t.whatsapp,
  phone: t.phone,
  email: t.email,
  featuredImage: t.featuredImage ? storedImage(t.featuredImage) : null,
});

export const teamSignature = (v: TeamFormValues) => ({ ...v, featuredImage: imageSignature(v.featuredImage) });

/** The multipart body of add-team / update-team (admin spec §7). */
export function teamBody(v: TeamFormValues): FormData {
  const body = new FormData();
  appendText(body, {
    title: v.title.trim(),
    description: v.description.trim(),
    position: v.position.trim(),
    whatsapp: v.whatsapp.trim(),
    phone: v.phone.trim(),
    email: v.email.trim(),
  });
  appendSingleImage(body, 'featuredImage', v.featuredImage);
  return body;
}

/** Add team member: every field but the portrait (and the phone, beyond the spec) is required. */
export const TEAM_REQUIRED: ReadonlyArray<[keyof TeamFormValues & string, string]> = [
  ['title', 'Name'],
  ['description', 'Description'],
  ['position', 'Position'],
  ['whatsapp', 'WhatsApp'],
  ['email', 'Email'],
];
