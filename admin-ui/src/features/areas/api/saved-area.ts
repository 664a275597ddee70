import { AreaSchema } from '@estate/contract';
import { z } from 'zod';

/** What add, update and remove-image answer: a message and the stored area. */
export const SavedAreaSchema = z.object({ message: z.string(), area: AreaSchema });
