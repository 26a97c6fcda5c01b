/** Build-time settings the site reads (set in the environment of `pnpm build`). */
interface ImportMetaEnv {
  /** The canonical origin, e.g. https://www.tembosafaris.com (config/site.config.ts). */
  readonly VITE_SITE_URL?: string;
}
