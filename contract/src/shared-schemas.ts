/*
 * What every kind of content shares: the message and error answers, the version an update was
 * loaded from, the answer to an image upload and the bodies that unlink an image. Separate so
 * that each entity module takes them from one place instead of from another entity's module.
 */
import { z } from 'zod';
import { docId, requiredText } from './fields.js';
import { GONE_REASONS } from './listing.js';
import { ImagePath } from './schema-parts.js';

export const MessageSchema = z.object({ message: z.string() }).meta({ id: 'Message' });

export const ErrorSchema = z
  .object({
    message: z.string(),
    errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
    reason: z
      .enum(GONE_REASONS)
      .optional()
      .meta({ description: 'For 410 of a listing: why it is no longer advertised' }),
  })
  .meta({
    id: 'Error',
    description: 'Every error answer: a message, for 400 the fields at fault, for 410 of a listing the reason',
  });
export type ApiError = z.infer<typeof ErrorSchema>;

/**
 * The version an update was loaded from: the item's `updatedAt` as the client read it. Optional
 * (the specification's calls send none); when given, a save over a newer version is refused with
 * 409 instead of silently overwriting it (docs/decisions/0014).
 */
export const versionField = {
  version: z
    .string({ error: 'version must be the updatedAt the item was loaded with' })
    .trim()
    .max(40, { error: 'version must be the updatedAt the item was loaded with' })
    .refine((v) => v === '' || !Number.isNaN(Date.parse(v)), {
      error: 'version must be the updatedAt the item was loaded with (an ISO 8601 date-time)',
    })
    .optional()
    .meta({ description: "The item's updatedAt when it was loaded; a newer stored version answers 409" }),
};

export const UploadImageResponseSchema = z.object({ image: ImagePath }).meta({ id: 'UploadImageResponse' });

const removeImage = (idField: string, id: string) =>
  z
    .object({
      [idField]: docId(idField),
      imageName: requiredText('imageName', 2048),
    })
    .meta({ id, description: 'imageName: the stored path (/uploads/...) or the file name' });

export const RemoveImageSchemas = {
  property: removeImage('propertyId', 'RemovePropertyImage'),
  development: removeImage('developmentId', 'RemoveDevelopmentImage'),
  post: removeImage('postId', 'RemovePostImage'),
  team: removeImage('teamId', 'RemoveTeamImage'),
  area: removeImage('areaId', 'RemoveAreaImage'),
  review: removeImage('reviewId', 'RemoveReviewImage'),
  insta: removeImage('instaId', 'RemoveInstaImage'),
} as const;
