import { describe, expect, it } from 'vitest';
import type { TSessionUser } from '@siiicca/shared';
import type { TSession } from './session';
import { pendingRoute } from './pending-steps';

const sessionOf = (user: Partial<TSessionUser>): TSession => ({
  user: { id: 1, name: 'Ana', email: 'ana@siiicca.test', username: 'ana', identity: null, account_type: 'adm', id_sectional: null, roles: [], permissions: [], ...user },
  menus: [],
  token: { access_token: 't', token_type: 'bearer', expires_in: 60, expire: 0 },
});

describe('pendingRoute', () => {
  it('sends a user with a pending step to its screen, the first step first', () => {
    expect(pendingRoute(sessionOf({ pending: ['second_factor_enrolment', 'privacy_notice'] }))).toBe('/account_security');
    expect(pendingRoute(sessionOf({ pending: ['privacy_notice'] }))).toBe('/privacy_notice');
  });
  it('lets a user with nothing pending (or a stored session from before the field) go anywhere', () => {
    expect(pendingRoute(sessionOf({ pending: [] }))).toBeNull();
    expect(pendingRoute(sessionOf({}))).toBeNull();
    expect(pendingRoute(null)).toBeNull();
  });
  it('ignores a step this web app does not know', () => {
    expect(pendingRoute(sessionOf({ pending: ['unknown_step'] }))).toBeNull();
  });
});
