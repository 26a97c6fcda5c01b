/** Build-time settings the site reads (set in the environment of `pnpm build`). */
interface ImportMetaEnv {
  /** The canonical origin, e.g. https://www.tembosafaris.com (config/site.config.ts). */
  readonly VITE_SITE_URL?: string;
  /** The Turnstile site key: turns the challenge past a spam cap on (config/turnstile.ts). */
  readonly VITE_TURNSTILE_SITE_KEY?: string;
  /** The Turnstile widget script. @default Cloudflare's */
  readonly VITE_TURNSTILE_SCRIPT_URL?: string;
}

/** The year of the build (vite.config.ts `define`). */
declare const __BUILD_YEAR__: number;
