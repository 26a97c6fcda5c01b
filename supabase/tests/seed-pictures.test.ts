/**
 * The demo seed's pictures match what they show (docs/decisions.md#seed-pictures): every picture
 * supabase/seed.demo.sql names is a file the generator drew, at least 2,560 px wide; each record
 * has a scene of its own, so two different records share a picture only where the scene names
 * them both (the same place); and each record's alt text is its scene's, which says what is drawn.
 *
 * It reads the seed's text, not a database: the rows are found by their first string literal (the
 * slug, or a gallery row's title), the home carousel's pictures by their place in its list.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { scenes, seedImageUrl, seedImageWidth, seedImagesDir } from '../scripts/generate-images.ts';

const seedFile = path.resolve(import.meta.dirname, '../seed.demo.sql');
const sitePublic = path.resolve(seedImagesDir, '../..');

interface SeedPicture {
  /** `table/key`, as a scene's `records` names it. */
  record: string;
  url: string;
  alt: string;
}

const unquote = (literal: string) => literal.replace(/''/g, "'");

/** Every picture the seed's SQL names, with the record that shows it and its alt text. */
function seedPictures(sql: string): SeedPicture[] {
  const before = (index: number, pattern: RegExp) => {
    let last: RegExpExecArray | undefined;
    for (const match of sql.slice(0, index).matchAll(pattern)) last = match;
    return last;
  };
  const tableAt = (index: number) => before(index, /insert into public\.(\w+)/g)?.[1] ?? '?';
  const rowAt = (index: number) => unquote(before(index, /\(\s*'((?:[^']|'')*)'/g)?.[1] ?? '?');

  const pictures: SeedPicture[] = [];
  // A column pair: '/images/seed/….webp', 'alt text'.
  for (const match of sql.matchAll(/'(\/images\/seed\/[^']+)',\s*'((?:[^']|'')*)'/g)) {
    const record = `${tableAt(match.index)}/${rowAt(match.index)}`;
    pictures.push({ record, url: match[1]!, alt: unquote(match[2]!) });
  }
  // A JSON list of pictures (the home carousel): {"url": "/images/seed/….webp", "alt": "…"}.
  const lists = new Map<string, number>();
  for (const match of sql.matchAll(
    /\{\s*"url":\s*"(\/images\/seed\/[^"]+)",\s*"alt":\s*"([^"]*)"\s*\}/g,
  )) {
    const table = tableAt(match.index);
    const section = before(match.index, /\(\s*'([^']+)',\s*'([^']+)'/g);
    const owner = `${table}/${section?.[1]}/${section?.[2]}`;
    const n = lists.get(owner) ?? 0;
    lists.set(owner, n + 1);
    pictures.push({ record: `${owner}#${n}`, url: match[1]!, alt: match[2]! });
  }
  return pictures;
}

const sql = fs.readFileSync(seedFile, 'utf8');
const pictures = seedPictures(sql);
const sceneOf = new Map(scenes.map((scene) => [seedImageUrl(scene.slug), scene]));

describe('the demo seed’s pictures', () => {
  it('are all found, so none escapes the checks below', () => {
    // Every mention of a seed picture in the file is one the reader understood.
    const mentions = sql.replace(/^\s*--.*$/gm, '').match(/\/images\/seed\//g);
    expect(pictures.length).toBe(mentions?.length);
    expect(pictures.length).toBeGreaterThan(40);
  });

  it('are files the generator drew, every one at least 2,560 px wide', async () => {
    const urls = [...new Set(pictures.map((picture) => picture.url))];
    for (const url of urls) {
      expect(sceneOf.get(url), `${url} is no scene of generate-images.ts`).toBeDefined();
      const file = path.join(sitePublic, url);
      expect(fs.existsSync(file), `${url} exists under apps/site/public`).toBe(true);
      const { width, height, format } = await sharp(file).metadata();
      expect({ url, format, wide: width >= seedImageWidth }).toEqual({
        url,
        format: 'webp',
        wide: true,
      });
      expect(width / height, url).toBeCloseTo(1.6, 2);
    }
    // And nothing is drawn that no record shows.
    const files = fs.readdirSync(seedImagesDir).map((file) => `/images/seed/${file}`);
    expect(files.sort()).toEqual(urls.sort());
  });

  it('are shared by two records only when the scene names both (the same place)', () => {
    const users = new Map<string, Set<string>>();
    for (const { url, record } of pictures) {
      users.set(url, (users.get(url) ?? new Set()).add(record));
    }
    for (const [url, records] of users) {
      expect([...records].sort(), url).toEqual([...(sceneOf.get(url)?.records ?? [])].sort());
    }
    // Every record is named by one scene only.
    const named = scenes.flatMap((scene) => scene.records);
    expect(new Set(named).size).toBe(named.length);
  });

  it('carry the alt text of their scene, which says what is drawn', () => {
    for (const { record, url, alt } of pictures) {
      expect({ record, alt }).toEqual({ record, alt: sceneOf.get(url)?.alt });
    }
  });

  it('have scenes with a slug and an alt text each of their own', () => {
    const slugs = scenes.map((scene) => scene.slug);
    const alts = scenes.map((scene) => scene.alt);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(alts).size).toBe(alts.length);
    for (const scene of scenes) {
      expect(scene.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(scene.alt.length, scene.slug).toBeGreaterThan(20);
      expect(scene.records.length, scene.slug).toBeGreaterThan(0);
    }
  });
});
