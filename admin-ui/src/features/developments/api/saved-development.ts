import { DevelopmentSchema } from '@estate/contract';
import { z } from 'zod';

/** What add, update and remove-image answer: a message and the stored development. */
export const SavedDevelopmentSchema = z.object({ message: z.string(), development: DevelopmentSchema });
