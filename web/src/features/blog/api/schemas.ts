import { PostSchema, PostSummarySchema, type PostSummary } from '@estate/contract/schemas';
import { z } from 'zod';

/** Lists carry no bodies (the contract's PostSummary): the rich text is only needed on the post's own page. */
export { PostSummarySchema, type PostSummary };
export const PostSummaryListSchema = z.array(PostSummarySchema);
export const PostEnvelopeSchema = z.object({ data: PostSchema });
