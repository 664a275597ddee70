declare module 'virtual:messages/loaders' {
  /** Each language's catalogue parts, by name ('layout', 'home', 'search'...). */
  const loaders: Record<'ar' | 'ru' | 'zh', Record<string, () => Promise<{ default: unknown }>>>;
  export default loaders;
}

declare module 'virtual:messages/*' {
  /** A compiled catalogue part: each message id's formatter (vite/messages.ts). */
  const messages: Record<string, (params?: Record<string, unknown>) => string>;
  export default messages;
}
