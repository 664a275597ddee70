import type { Review } from '@estate/contract';
import { imageSignature, storedImage, type ImageItem } from '@/components/form/image-item';
import { appendSingleImage, appendText } from '@/components/form/listing-body';

export interface ReviewFormValues {
  title: string;
  description: string;
  userName: string;
  userImage: ImageItem | null;
}

export const emptyReviewValues = (): ReviewFormValues => ({
  title: '',
  description: '',
  userName: '',
  userImage: null,
});

export const reviewValuesFrom = (r: Review): ReviewFormValues => ({
  title: r.title,
  description: r.description,
  userName: r.userName,
  userImage: r.userImage ? storedImage(r.userImage) : null,
});

export const reviewSignature = (v: ReviewFormValues) => ({ ...v, userImage: imageSignature(v.userImage) });

/** The multipart body of add-review / update-review (admin spec §7). */
export function reviewBody(v: ReviewFormValues): FormData {
  const body = new FormData();
  appendText(body, { title: v.title.trim(), description: v.description.trim(), userName: v.userName.trim() });
  appendSingleImage(body, 'userImage', v.userImage);
  return body;
}
