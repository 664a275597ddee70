import { PostSchema } from '@estate/contract/schemas';
import { z } from 'zod';

/** Lists carry no bodies: the rich text is only needed on the post's own page. */
export const PostSummarySchema = PostSchema.omit({ richContent: true });
export type PostSummary = z.infer<typeof PostSummarySchema>;
export const PostSummaryListSchema = z.array(PostSummarySchema);
export const PostEnvelopeSchema = z.object({ data: PostSchema });
