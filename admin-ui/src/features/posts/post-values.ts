import type { Post } from '@estate/contract';
import { imageSignature, storedImage, type ImageItem } from '@/components/form/image-item';
import { appendSingleImage, appendText } from '@/components/form/listing-body';
import { replaceInlineImages } from '@/lib/inline-images';

export interface PostFormValues {
  title: string;
  description: string;
  richContent: string;
  featuredImage: ImageItem | null;
}

export const emptyPostValues = (): PostFormValues => ({
  title: '',
  description: '',
  richContent: '',
  featuredImage: null,
});

export const postValuesFrom = (p: Post): PostFormValues => ({
  title: p.title,
  description: p.description,
  richContent: p.richContent,
  featuredImage: p.featuredImage ? storedImage(p.featuredImage) : null,
});

export const postSignature = (v: PostFormValues) => ({ ...v, featuredImage: imageSignature(v.featuredImage) });

/**
 * The multipart body of add-post / update-post. Pictures pasted inline (data: URLs) are
 * uploaded first and their src replaced with the stored path (admin spec §4).
 */
export async function postBody(
  v: PostFormValues,
  upload: (file: Blob, fileName: string) => Promise<string>,
): Promise<FormData> {
  const body = new FormData();
  appendText(body, {
    title: v.title.trim(),
    description: v.description.trim(),
    richContent: await replaceInlineImages(v.richContent, upload),
  });
  appendSingleImage(body, 'featuredImage', v.featuredImage);
  return body;
}
