import type { Post } from '@estate/contract';
import { defineForm, image, text, type FormField, type FormValuesOf } from '@/components/form/form-definition';
import { replaceInlineImages } from '@/lib/inline-images';

/** Pictures pasted inline (data: URLs) are uploaded first and their src replaced with the stored path (admin spec §4). */
const richContent: FormField<string, string> = {
  empty: () => '',
  from: (stored) => stored,
  append: async (body, name, html, _mode, upload) => body.append(name, await replaceInlineImages(html, upload)),
};

export const postForm = defineForm<Post>()({
  title: text(),
  description: text(),
  richContent,
  featuredImage: image(),
});

export type PostFormValues = FormValuesOf<typeof postForm.fields>;
