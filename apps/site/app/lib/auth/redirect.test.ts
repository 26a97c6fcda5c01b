import { describe, expect, it } from 'vitest';
import { defaultRedirect, readRedirect, signInPath } from './redirect.ts';

describe('the remembered path after sign-in', () => {
  it('returns to the admin page the visitor came from, with its query', () => {
    const path = '/admin/enquiries?status=new';
    expect(readRedirect(new URL(signInPath(path), 'http://x').search)).toBe(path);
  });

  it.each([
    ['nothing remembered', ''],
    ['another host', '?redirectTo=https://evil.example/admin'],
    ['a protocol-relative URL', '?redirectTo=//evil.example'],
    ['a backslash trick', '?redirectTo=/%5Cevil.example'],
    ['a relative path', '?redirectTo=admin'],
    ['the sign-in page itself', '?redirectTo=/auth?redirectTo=/admin'],
  ])('goes to the dashboard for %s', (_case, search) => {
    expect(readRedirect(search)).toBe(defaultRedirect);
  });
});
