import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGE_TIMEOUT_MS } from '@/lib/admin-messages';

export type MessageTone = 'success' | 'error' | 'info';

export interface FlashMessage {
  tone: MessageTone;
  text: string;
}

/**
 * A success or error message that disappears after 3000 ms (admin spec §9), or stays when asked
 * (the team update message). A new message replaces the old one and restarts the clock.
 */
export function useTimedMessage(timeoutMs: number = MESSAGE_TIMEOUT_MS) {
  const [message, setMessage] = useState<FlashMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setMessage(null);
  }, []);

  const show = useCallback(
    (tone: MessageTone, text: string, options: { sticky?: boolean } = {}) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      setMessage({ tone, text });
      if (!options.sticky) timer.current = setTimeout(() => setMessage(null), timeoutMs);
    },
    [timeoutMs],
  );

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return { message, show, clear };
}
