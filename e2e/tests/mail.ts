import type { APIRequestContext } from '@playwright/test';

/* The mails the suite's mail catcher holds (E2E_SMTP_URL), newest last. */

export interface Mail {
  id: number;
  to: string[];
  subject: string;
  text: string;
  headers: Record<string, string>;
}

export async function caughtMails(request: APIRequestContext): Promise<Mail[]> {
  return (await (await request.get(process.env.E2E_SMTP_URL ?? '')).json()) as Mail[];
}
