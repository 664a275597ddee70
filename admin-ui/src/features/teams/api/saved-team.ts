import { TeamSchema } from '@estate/contract';
import { z } from 'zod';

/** What add, update and remove-image answer: a message and the stored team. */
export const SavedTeamSchema = z.object({ message: z.string(), team: TeamSchema });
