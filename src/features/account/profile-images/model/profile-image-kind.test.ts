import { signedInAs } from '@/shared/test';
import { describe, expect, it } from 'vitest';
import { profileImageKinds, profileImageOf } from './profile-image-kind';

describe('profile images', () => {
  it('offers the logotype to organisations only', () => {
    expect(profileImageKinds({ isOrganization: false })).toEqual(['avatar']);
    expect(profileImageKinds({ isOrganization: true })).toEqual(['avatar', 'logotype']);
  });

  it('reads each kind’s image from the user', () => {
    const avatar = { url: 'https://m/a.svg', webp: 'https://m/a.svg', fullUrl: 'https://m/af.svg', fullWebp: 'https://m/af.svg' };
    const user = { ...signedInAs('owner').user, avatar, organizationLogotype: null };
    expect(profileImageOf(user, 'avatar')).toBe(avatar);
    expect(profileImageOf(user, 'logotype')).toBeNull();
  });
});
