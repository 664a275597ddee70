import { ReviewSchema } from '@estate/contract/schemas';
import { z } from 'zod';

export const ReviewListSchema = z.array(ReviewSchema);
