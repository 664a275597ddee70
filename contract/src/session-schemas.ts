/*
 * Staff sessions: signing in, renewing the token, signing out and resetting a password by mail.
 * Separate from the content schemas, with which they share nothing but the field helpers.
 */
import { z } from 'zod';
import { requiredEmail, requiredText } from './fields.js';

export const LoginInputSchema = z
  .object({
    username: requiredText('username', 254),
    password: z
      .string({ error: (iss) => (iss.input == null ? 'password is required' : 'password must be text') })
      .min(1, { error: 'password is required' })
      .max(1024),
  })
  .meta({ id: 'LoginInput' });

export const LoginResponseSchema = z
  .object({
    token: z.string(),
    user: z.object({ id: z.number(), username: z.string(), email: z.string() }),
    /** When this token stops working unless renewed (ISO 8601). */
    expiresAt: z.string().optional(),
    /** When the sign-in ends however often it is renewed (ISO 8601). */
    sessionExpiresAt: z.string().optional(),
  })
  .meta({ id: 'LoginResponse' });

/** A fresh token for the same sign-in: POST /renew-session. */
export const RenewSessionResponseSchema = z
  .object({ token: z.string(), expiresAt: z.string(), sessionExpiresAt: z.string() })
  .meta({ id: 'RenewSessionResponse' });

/** Which sign-ins Logout ends: every one of the user (the default) or only the one whose token is sent. */
export const LogoutInputSchema = z
  .object({
    scope: z.enum(['all', 'session'], { error: 'scope must be "all" or "session"' }).optional(),
  })
  .meta({ id: 'LogoutInput' });

/** A live sign-in of the member, as their sessions list shows it: GET /get-sessions. */
export const SessionInfoSchema = z
  .object({
    id: z.string().meta({ description: 'The session id, for POST /end-session/:id' }),
    current: z.boolean().meta({ description: 'The sign-in this request comes from' }),
    signedInAt: z.string(),
    expiresAt: z.string().meta({ description: 'When it ends however often it is renewed' }),
    device: z.string().meta({ description: 'Browser and system, e.g. "Chrome on macOS"' }),
    ip: z.string().nullable(),
  })
  .meta({ id: 'SessionInfo' });
export type SessionInfo = z.infer<typeof SessionInfoSchema>;

/**
 * The 401 message of a token whose session a new password ended (a reset ends every session of
 * the user): the staff admin shows it as it is, instead of "Your session has expired".
 */
export const PASSWORD_CHANGED_MESSAGE =
  'Your password was changed, so you have been signed out. Please sign in with the new password.';

/** Shortest password a reset accepts. */
export const PASSWORD_MIN_LENGTH = 12;

export const ForgotPasswordInputSchema = z
  .object({ email: requiredEmail('email') })
  .meta({ id: 'ForgotPasswordInput' });

export const ResetPasswordInputSchema = z
  .object({
    code: requiredText('code', 200),
    password: z
      .string({ error: (iss) => (iss.input == null ? 'password is required' : 'password must be text') })
      .min(PASSWORD_MIN_LENGTH, { error: `password must be at least ${PASSWORD_MIN_LENGTH} characters` })
      .max(1024, { error: 'password must be at most 1024 characters' }),
    passwordConfirmation: z
      .string({
        error: (iss) => (iss.input == null ? 'passwordConfirmation is required' : 'passwordConfirmation must be text'),
      })
      .min(1, { error: 'passwordConfirmation is required' }),
  })
  .refine((v) => v.password === v.passwordConfirmation, {
    path: ['passwordConfirmation'],
    error: 'passwordConfirmation must match password',
  })
  .meta({ id: 'ResetPasswordInput' });
