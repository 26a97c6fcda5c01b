import { describe, expect, it } from 'vitest';
import { floorCss, floorHtml, renderFloorBody } from './build.tsx';

describe('the floor page', () => {
  it("ships about 15 KB of CSS, as the issue's floor pages did", () => {
    const css = floorCss();
    expect(css.length).toBeGreaterThanOrEqual(15 * 1024);
    expect(css.length).toBeLessThan(16 * 1024);
    expect(css).toContain('.hero{');
  });

  it('has the parts of our pages: header, hero, h1, six cards, footer', async () => {
    const body = await renderFloorBody();
    const html = floorHtml({ body, script: '/assets/client.js', css: '/assets/floor.css' });
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/floor.css">');
    expect(html).toContain('<script type="module" src="/assets/client.js"></script>');
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html.match(/class="card"/g)).toHaveLength(6);
    expect(html).toMatch(/<img class="hero" src="\/hero-1280.webp"[^>]*fetchPriority="high"/);
    // Hydrated by the client entry from the router's data.
    expect(html).toContain('__staticRouterHydrationData');
  });
});
