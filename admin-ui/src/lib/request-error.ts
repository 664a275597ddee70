import type { ApiError } from '@estate/contract';
import { ADMIN_MESSAGES } from './admin-messages';

/*
 * The errors of a call, apart from the client that throws them, so the query client of the entry
 * chunk can tell them apart without loading the contract's schemas (decision 0030).
 */

/** A failed call: the HTTP status (0 for a network failure), the server's message and field errors. */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: NonNullable<ApiError['errors']> = [],
    /** True when the message came from the server, false when it is ours. */
    readonly fromServer = false,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

/** The response did not have the shape the contract promises (e.g. a list that is not an array). */
export class UnexpectedFormatError extends Error {
  constructor(readonly detail?: string) {
    super(ADMIN_MESSAGES.unexpectedFormat);
    this.name = 'UnexpectedFormatError';
  }
}
