import { PropertySchema } from '@estate/contract';
import { z } from 'zod';

/** What add, update and remove-image answer: a message and the stored property. */
export const SavedPropertySchema = z.object({ message: z.string(), property: PropertySchema });
