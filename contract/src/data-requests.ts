/*
 * Data requests of a contact (docs/decisions/0085): what the agency holds on one person, as a JSON
 * document (UAE PDPL and GDPR access and portability), and the erasure of the person: their leads
 * kept as anonymised rows so that counts and reports stay right, everything else that names them
 * removed or redacted. Administrators only (contacts.privacy).
 */
import { z } from 'zod';
import { requiredText } from './fields.js';

/** What an administrator types to confirm an erasure, besides the contact's e-mail address. */
export const ERASE_CONFIRMATION_WORD = 'ERASE';

/** The name every anonymised lead carries once its person is erased. */
export const ERASED_NAME = 'Erased';

/** One row a holder keeps on the person, its fields as stored. */
const HeldRowSchema = z.record(z.string(), z.unknown());

export const ContactExportSchema = z
  .object({
    exportedAt: z.string().meta({ description: 'When the document was made' }),
    contactId: z.string(),
    holders: z.record(z.string(), z.array(HeldRowSchema)).meta({
      description:
        'Every place the person is held, by holder (contact, contact keys, each kind of lead, saved-search digests, audit entries): its rows about them',
    }),
  })
  .meta({ id: 'ContactExport' });
export type ContactExport = z.infer<typeof ContactExportSchema>;

export const EraseContactInputSchema = z
  .object({
    confirm: requiredText('confirm', 254).meta({
      description: `The contact's e-mail address, or the word ${ERASE_CONFIRMATION_WORD}: an erasure cannot be undone`,
    }),
  })
  .meta({ id: 'EraseContactInput' });
export type EraseContactInput = z.input<typeof EraseContactInputSchema>;

export const EraseContactResultSchema = z
  .object({
    message: z.string(),
    contactId: z.string(),
    counts: z.record(z.string(), z.number()).meta({ description: 'Rows anonymised, deleted or redacted, by holder' }),
  })
  .meta({ id: 'EraseContactResult' });
export type EraseContactResult = z.infer<typeof EraseContactResultSchema>;
