import { describe, expect, it } from 'vitest';
import { isProductionHost } from './environment.ts';

describe('isProductionHost', () => {
  it.each([
    'www.tembosafaris.com',
    'tembosafaris.com',
    'tembo.netlify.app',
    'tembo.vercel.app',
    'tembo.pages.dev',
  ])('counts %s as production', (host) => expect(isProductionHost(host)).toBe(true));

  it.each([
    'localhost',
    'app.localhost',
    '127.0.0.1',
    '192.168.1.20',
    '[::1]',
    'deploy-preview-12--tembo.netlify.app',
    'tembo-git-feature-x-team.vercel.app',
    'abc123.tembo.pages.dev',
    'preview.tembosafaris.com',
  ])('does not count %s as production', (host) => expect(isProductionHost(host)).toBe(false));
});
