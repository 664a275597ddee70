import { PostSchema } from '@estate/contract';
import { z } from 'zod';

/** What add, update and remove-image answer: a message and the stored post. */
export const SavedPostSchema = z.object({ message: z.string(), post: PostSchema });
