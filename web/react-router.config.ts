import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/app',
  ssr: true,
  future: {
    // Client loaders and components load as separate chunks, so a navigation fetches data and code in parallel.
    v8_splitRouteModules: true,
  },
} satisfies Config;
