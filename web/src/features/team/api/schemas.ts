import { TeamSchema } from '@estate/contract/schemas';
import { z } from 'zod';

export const TeamListSchema = z.array(TeamSchema);
