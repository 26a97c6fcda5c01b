import { afterEach, describe, expect, it, vi } from 'vitest';

/** images.ts keeps what it knows per page load: each test starts from a fresh module. */
async function freshImages() {
  vi.resetModules();
  return import('./images.ts');
}

const storage = 'https://x.supabase.co/storage/v1/object/public/images/packages/a.jpg';

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('responsive images', () => {
  it('serves a picture the build has no variants of as it is', async () => {
    const { responsiveImage, ogImage, largeImage } = await freshImages();
    expect(responsiveImage('https://cdn.example.com/photo.jpg', 'card')).toEqual({
      src: 'https://cdn.example.com/photo.jpg',
    });
    expect(ogImage('/images/a.jpg')).toEqual({ src: '/images/a.jpg' });
    expect(largeImage('/images/a.jpg')).toBe('/images/a.jpg');
  });

  it('offers AVIF and WebP sources and JPEG candidates up to the original’s width, with the layout’s sizes', async () => {
    const { registerImages, responsiveImage, imageLayouts, testimonialPhoto } = await freshImages();
    registerImages({ [storage]: { key: 'abc', width: 1200, height: 800 } });
    const ladder = (extension: string) =>
      [96, 160, 320, 480, 640, 828, 1080, 1200]
        .map((w) => `/img/abc-${w}.${extension} ${w}w`)
        .join(', ');
    expect(responsiveImage(storage, 'hero')).toEqual({
      src: '/img/abc-1080.jpg',
      srcSet: ladder('jpg'),
      sizes: imageLayouts.hero,
      sources: [
        { type: 'image/avif', srcSet: ladder('avif') },
        { type: 'image/webp', srcSet: ladder('webp') },
      ],
    });
    expect(responsiveImage(storage, 'card').sizes).toBe(imageLayouts.card);
    expect(testimonialPhoto(storage)).toEqual({
      photoSrc: '/img/abc-1080.jpg',
      photoSrcSet: ladder('jpg'),
      photoSources: responsiveImage(storage, 'avatar').sources,
    });
    expect(testimonialPhoto(null)).toEqual({ photoSrc: null });
  });

  it('stops the ladder at 2560 px and names the Open Graph crop', async () => {
    const { registerImages, responsiveImage, ogImage, largeImage, widthsFor } = await freshImages();
    registerImages({ [storage]: { key: 'big', width: 6000, height: 4000 } });
    expect(widthsFor(6000)).toEqual([96, 160, 320, 480, 640, 828, 1080, 1280, 1600, 1920, 2560]);
    expect(widthsFor(200)).toEqual([96, 160, 200]);
    expect(widthsFor(80)).toEqual([80]);
    expect(responsiveImage(storage, 'lightbox').srcSet).toMatch(/\/img\/big-2560\.jpg 2560w$/);
    expect(ogImage(storage)).toEqual({ src: '/img/big-og.jpg', width: 1200, height: 630 });
    expect(largeImage(storage)).toBe('/img/big-2560.jpg');
  });

  it('reads the page’s part of the manifest before the first picture, so hydration matches', async () => {
    document.head.innerHTML = `<script type="application/json" id="image-variants">${JSON.stringify(
      { [storage]: { key: 'fromPage', width: 640, height: 400 } },
    )}</script>`;
    const { responsiveImage } = await freshImages();
    expect(responsiveImage(storage, 'card').src).toBe('/img/fromPage-640.jpg');
  });

  it('loads the whole manifest for client-side navigations, once, and only on a built page', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ [storage]: { key: 'whole', width: 480, height: 300 } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    let images = await freshImages();
    await images.loadImageManifest();
    expect(fetchMock).not.toHaveBeenCalled();

    document.head.innerHTML = '<script type="application/json" id="image-variants">{}</script>';
    images = await freshImages();
    expect(images.responsiveImage(storage, 'card')).toEqual({ src: storage });
    await Promise.all([images.loadImageManifest(), images.loadImageManifest()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/image-manifest.json');
    expect(images.responsiveImage(storage, 'card').src).toBe('/img/whole-480.jpg');
  });

  it('shows the originals when the whole manifest cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    document.head.innerHTML = '<script type="application/json" id="image-variants">{}</script>';
    const images = await freshImages();
    await expect(images.loadImageManifest()).resolves.toBeUndefined();
    expect(images.responsiveImage(storage, 'card')).toEqual({ src: storage });
  });

  it('records the pictures a render asks about, for the prerender', async () => {
    const { recordImageRequests, responsiveImage, ogImage, manifestFor, registerImages } =
      await freshImages();
    const requested = recordImageRequests();
    responsiveImage('/images/seed/a.webp', 'card');
    ogImage(storage);
    expect([...requested]).toEqual(['/images/seed/a.webp', storage]);
    registerImages({ [storage]: { key: 'k', width: 10, height: 10 } });
    expect(manifestFor(requested)).toEqual({ [storage]: { key: 'k', width: 10, height: 10 } });
  });
});
