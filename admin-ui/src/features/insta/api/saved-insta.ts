import { InstaSchema } from '@estate/contract';
import { z } from 'zod';

/** What add, update and remove-image answer: a message and the stored set. */
export const SavedInstaSchema = z.object({ message: z.string(), insta: InstaSchema });
