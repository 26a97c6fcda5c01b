import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // Static files only (ARCHITECTURE.md): public routes are prerendered to complete HTML, /admin
  // is a client-side app served from __spa-fallback.html.
  ssr: false,
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
  async prerender() {
    return ['/'];
  },
} satisfies Config;
