import { describe, expect, it } from 'vitest';
import { mailErrorInWords } from './undelivered-mails.js';

describe('mailErrorInWords', () => {
  it.each([
    ['connect ECONNREFUSED 127.0.0.1:25', 'The mail server could not be reached.'],
    ['getaddrinfo ENOTFOUND smtp.example.com', 'The mail server could not be reached.'],
    ['Connection timeout', 'The mail server did not answer in time.'],
    ['read ECONNRESET', 'The connection to the mail server broke off.'],
    [
      'Invalid login: 535 5.7.8 Authentication failed',
      'The mail server refused the agency’s sign-in: the mail settings need checking.',
    ],
    [
      "Can't send mail - all recipients were rejected: 450 Mailbox unavailable, try again later",
      'The recipient’s address was refused: it may be misspelt, full or no longer in use.',
    ],
    [
      '550 5.1.1 <x@example.com>: Recipient address rejected: User unknown',
      'The recipient’s address was refused: it may be misspelt, full or no longer in use.',
    ],
    ['Message failed: 421 4.3.2 Service not available', 'The mail server was busy and asked to try again later.'],
    ['Message failed: 554 5.7.1 Message rejected as spam', 'The mail server refused the message.'],
    ['something nobody foresaw', 'The mail could not be sent.'],
  ])('reads "%s" as "%s"', (error, words) => {
    expect(mailErrorInWords(error)).toBe(words);
  });
});
