/*
 * The routes of staff sessions (sign-in, renewal, sign-out, password reset) and of image upload:
 * what each says beyond its name, method and path (route-paths.ts). routes.ts joins this table
 * with the other *-routes.ts modules into the one route table.
 */
import { z } from 'zod';
import type { RouteName } from './route-paths.js';
import type { RouteSpec } from './route-def.js';
import {
  ForgotPasswordInputSchema,
  LoginInputSchema,
  LoginResponseSchema,
  LogoutInputSchema,
  RenewSessionResponseSchema,
  ResetPasswordInputSchema,
  SessionInfoSchema,
} from './session-schemas.js';
import {
  RecoveryCodesSchema,
  TwoFactorChallengeSchema,
  TwoFactorCodeInputSchema,
  TwoFactorSetupSchema,
  VerifyTwoFactorInputSchema,
} from './two-factor.js';
import { MessageSchema, UploadImageResponseSchema } from './shared-schemas.js';

export const SESSION_ROUTE_SPECS = {
  /* ---- session and media ---- */
  login: {
    access: 'public',
    resource: 'auth',
    summary:
      'Sign in with username or e-mail and password; answers a bearer token, or a challenge for POST /verify-two-factor when the account has two-factor sign-in',
    body: LoginInputSchema,
    response: z.union([LoginResponseSchema, TwoFactorChallengeSchema]),
    errors: [400, 401, 429],
  },
  renewSession: {
    access: 'staff',
    permission: 'staff',
    beforeTwoFactor: true,
    resource: 'auth',
    summary: 'A fresh token for the same sign-in, while it lasts (the staff admin renews while in use)',
    body: z.object({}),
    response: RenewSessionResponseSchema,
    errors: [401, 403, 429],
  },
  logout: {
    access: 'staff',
    permission: 'staff',
    beforeTwoFactor: true,
    resource: 'auth',
    summary: "Sign out: ends every sign-in of the user (scope 'all', the default) or only this one",
    body: LogoutInputSchema,
    response: MessageSchema,
    errors: [400, 401, 403, 429],
  },
  getSessions: {
    access: 'staff',
    permission: 'staff',
    beforeTwoFactor: true,
    resource: 'auth',
    summary: "The member's own live sign-ins (device, address, when), newest first; the current one marked",
    response: z.array(SessionInfoSchema),
    errors: [401, 403, 429],
  },
  endSession: {
    access: 'staff',
    permission: 'staff',
    beforeTwoFactor: true,
    resource: 'auth',
    summary: 'End one of the member’s own sign-ins (another device); its tokens stop working at once',
    body: z.object({}),
    response: MessageSchema,
    errors: [401, 403, 404, 429],
  },
  verifyTwoFactor: {
    access: 'public',
    resource: 'auth',
    summary:
      "Sign-in's second step: the challenge of POST /login and a code of the authenticator app (or a recovery code, used up) answer the bearer token",
    body: VerifyTwoFactorInputSchema,
    response: LoginResponseSchema,
    errors: [400, 401, 429],
  },
  startTwoFactorSetup: {
    access: 'staff',
    permission: 'staff',
    beforeTwoFactor: true,
    resource: 'auth',
    summary:
      'Begin turning on two-factor sign-in: a new secret as a QR code for the authenticator app, kept until confirmed by POST /enable-two-factor',
    body: z.object({}),
    response: TwoFactorSetupSchema,
    errors: [401, 403, 409, 429],
  },
  enableTwoFactor: {
    access: 'staff',
    permission: 'staff',
    beforeTwoFactor: true,
    resource: 'auth',
    summary: "Turn two-factor sign-in on with the app's current code; answers the recovery codes, shown once",
    body: TwoFactorCodeInputSchema,
    response: RecoveryCodesSchema,
    errors: [400, 401, 403, 409, 429],
  },
  disableTwoFactor: {
    access: 'staff',
    permission: 'staff',
    resource: 'auth',
    summary:
      'Turn two-factor sign-in off with a current code or a recovery code (refused when the agency requires it of the member)',
    body: TwoFactorCodeInputSchema,
    response: MessageSchema,
    errors: [400, 401, 403, 409, 429],
  },
  renewRecoveryCodes: {
    access: 'staff',
    permission: 'staff',
    resource: 'auth',
    summary: 'New recovery codes for a current code (the old ones stop working); shown once',
    body: TwoFactorCodeInputSchema,
    response: RecoveryCodesSchema,
    errors: [400, 401, 403, 409, 429],
  },
  forgotPassword: {
    access: 'public',
    resource: 'auth',
    summary: 'Mail a staff member a link to choose a new password (same answer whether the address is known or not)',
    body: ForgotPasswordInputSchema,
    response: MessageSchema,
    errors: [400, 404, 429],
  },
  resetPassword: {
    access: 'public',
    resource: 'auth',
    summary: 'Set a new password with the code of a reset link; ends every sign-in of that user',
    body: ResetPasswordInputSchema,
    response: MessageSchema,
    errors: [400, 404, 429],
  },
  uploadImage: {
    access: 'staff',
    permission: 'staff',
    resource: 'media',
    summary: 'Store an image (JPEG, PNG, WebP, AVIF or GIF, checked by content)',
    body: z.object({}),
    files: { image: { multiple: false, description: 'The image file' } },
    response: UploadImageResponseSchema,
    errors: [400, 401, 403, 413, 415, 429],
  },
} as const satisfies { [N in RouteName]?: RouteSpec };
