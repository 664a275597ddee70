import type { ComponentProps } from 'react';
import { TextField } from './field';

/**
 * The field of a code from an authenticator app (two-factor sign-in): digits on a phone's keypad,
 * and the code the phone offers from a message or the app filled in (autocomplete one-time-code).
 * Spaces and dashes are the server's to ignore; a recovery code ("k7qm2-x9dfa") fits too.
 */
export function OneTimeCodeField({
  label = 'Authentication code',
  className,
  ...props
}: Omit<ComponentProps<typeof TextField>, 'label'> & { label?: string }) {
  return (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      maxLength={40}
      className={['field--code', className].filter(Boolean).join(' ')}
      {...props}
    />
  );
}
