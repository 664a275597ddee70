import type { Review } from '@estate/contract';
import { defineForm, image, text, type FormValuesOf } from '@/components/form/form-definition';

export const reviewForm = defineForm<Review>()({
  title: text(),
  description: text(),
  userName: text(),
  userImage: image(),
});

export type ReviewFormValues = FormValuesOf<typeof reviewForm.fields>;
