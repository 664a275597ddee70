/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly ADMIN_PUBLIC_SITE_URL?: string;
}
