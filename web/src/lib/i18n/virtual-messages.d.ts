declare module 'virtual:messages/*' {
  /** A compiled catalogue: each message id's formatter (vite/messages.ts). */
  const messages: Record<string, (params?: Record<string, unknown>) => string>;
  export default messages;
}
