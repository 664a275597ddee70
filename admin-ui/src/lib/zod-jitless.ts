/*
 * Imported first by main.tsx, before any module builds a schema: zod parses without compiling
 * code. Its fast path builds parsers with `new Function`, and even its probe for that counts as a
 * violation of the staff admin's Content-Security-Policy, which never allows 'unsafe-eval'.
 */
import { config } from 'zod';

config({ jitless: true });
