import { describe, expect, it } from 'vitest';
import { createPhotoLinks } from './photo-links.ts';

const MEMBER = '0f8fad5b-d9cb-469f-a165-70867728950e';
const tokenOf = (path: string) => path.replace('/api/staff/photos/', '');

describe('photo links', () => {
  const links = createPhotoLinks({ secret: 'a'.repeat(32), ttlSeconds: 300 });

  it('names the member until the link expires', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const token = tokenOf(links.path(MEMBER, now));
    expect(links.verify(token, new Date('2026-11-25T12:04:59Z'))).toBe(MEMBER);
    expect(links.verify(token, new Date('2026-11-25T12:05:00Z'))).toBeNull();
  });

  it('refuses a token signed with another secret, altered, or padded', () => {
    const token = tokenOf(links.path(MEMBER));
    expect(createPhotoLinks({ secret: 'b'.repeat(32) }).verify(token)).toBeNull();
    const altered = (token[0] === 'A' ? 'B' : 'A') + token.slice(1);
    expect(links.verify(altered)).toBeNull();
    expect(links.verify(`${token}=`)).toBeNull();
    expect(links.verify('short')).toBeNull();
  });
});
