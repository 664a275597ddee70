import type { FieldError, GoneReason } from '@estate/contract';

/**
 * An error with the HTTP status and the message the client sees ({ message, errors?, reason? }):
 * `reason` says why a listing is gone (410).
 */
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors?: FieldError[],
    public readonly headers?: Record<string, string>,
    public readonly reason?: GoneReason,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Sign in first: a valid bearer token is required') =>
  new HttpError(401, message);
export const forbidden = (message = 'Staff access is required') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message: string, errors?: FieldError[]) => new HttpError(413, message, errors);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);

/** A 400 for a list of field errors; the message names every field at fault. */
export function invalid(errors: FieldError[]): HttpError {
  const message = errors.length === 1 ? errors[0].message : `Invalid input: ${errors.map((e) => e.message).join('; ')}`;
  return new HttpError(400, message, errors);
}
export const serviceUnavailable = (message: string, headers?: Record<string, string>) =>
  new HttpError(503, message, undefined, headers);
export const insufficientStorage = (message: string) => new HttpError(507, message);
