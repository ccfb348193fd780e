import { describe, expect, it } from 'vitest';
import { accessRestrictedMessage, checkAccess, formatRoleList } from './guards';

describe('role guard', () => {
  it('lets allowed roles through', () => {
    expect(checkAccess('creator', ['creator'], '/fan/feed')).toEqual({ allowed: true });
  });

  it('turns others away with the spec copy and the redirect target', () => {
    for (const role of ['fan', 'brand', null] as const) {
      expect(checkAccess(role, ['creator'], '/fan/feed')).toEqual({
        allowed: false,
        message: 'This page is only available for Creative accounts.',
        redirectTo: '/fan/feed',
      });
    }
  });

  it('names several roles the way a sentence reads', () => {
    expect(formatRoleList(['creator', 'brand'])).toBe('Creative or PulsePartner');
    expect(formatRoleList(['fan', 'creator', 'brand'])).toBe('Explorer, Creative or PulsePartner');
    expect(accessRestrictedMessage(['brand'])).toBe('This page is only available for PulsePartner accounts.');
  });
});
