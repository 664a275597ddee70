import { ReviewSchema } from '@estate/contract';
import { z } from 'zod';

/** What add, update and remove-image answer: a message and the stored review. */
export const SavedReviewSchema = z.object({ message: z.string(), review: ReviewSchema });
