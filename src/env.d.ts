/// <reference types="vite/client" />

/** ISO timestamp of the build, injected by vite.config.ts. */
declare const __BUILD_TIME__: string;

interface ImportMetaEnv {
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_TEMPLATE_ID?: string;
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  readonly VITE_EMAILJS_BLOCK_HEADLESS?: string;
  readonly VITE_EMAILJS_BLOCK_LIST?: string;
  readonly VITE_EMAILJS_LIMIT_RATE_MS?: string;
  readonly VITE_EMAIL_LOCAL_OUTBOX?: string;
  readonly VITE_GA_MEASUREMENT_ID?: string;
  readonly VITE_PLAUSIBLE_DOMAIN?: string;
  readonly VITE_PLAUSIBLE_SRC?: string;
  readonly VITE_UMAMI_WEBSITE_ID?: string;
  readonly VITE_UMAMI_SRC?: string;
  readonly VITE_LAST_UPDATED?: string;
  readonly VITE_SITE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The owner's posts, each language's newest first (scripts/posts/plugin.ts); loaders only. */
declare module 'virtual:posts' {
  import type { Post } from '@/model/post';
  export const posts: Readonly<Record<string, Post[]>>;
}
