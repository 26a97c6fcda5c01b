/** Build-time settings the site reads (set in the environment of `pnpm build`). */
interface ImportMetaEnv {
  /** The canonical origin, e.g. https://www.tembosafaris.com (config/site.config.ts). */
  readonly VITE_SITE_URL?: string;
}

/** The year of the build (vite.config.ts `define`). */
declare const __BUILD_YEAR__: number;
