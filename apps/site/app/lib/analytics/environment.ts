/**
 * Where analytics may be sent from. docs/product-rules.md#production-hosts: "Production is any host other than localhost, {ip}
 * or a preview host" and web vitals are skipped elsewhere, so development, CI and preview
 * deployments never pollute the figures.
 */

/** Hosts of preview deployments on the common static hosts and a `preview.` subdomain. */
const previewHosts = [
  /^deploy-preview-\d+--[\w-]+\.netlify\.app$/, // Netlify deploy previews
  /^[\w-]+-git-[\w-]+\.vercel\.app$/, // Vercel branch previews
  /^[\w-]+\.[\w-]+\.pages\.dev$/, // Cloudflare Pages: <hash>.<project>.pages.dev
  /^preview\./, // preview.example.com
];

const ipv4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export function isProductionHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === '' || host === 'localhost' || host.endsWith('.localhost')) return false;
  if (ipv4.test(host) || host.includes(':')) return false; // IPv4 or IPv6 literal
  return !previewHosts.some((pattern) => pattern.test(host));
}
