import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HTTP_MSG, maskContactEmail, maskContactMobile, type TPersonLookup } from '@siiicca/shared';
import type { AuthUser } from '../../platform/auth/session';
import { requestLimit } from '../../plugins/rate-limit';

/*
 * What the person look-ups (`get_leader`, `getinvestigator`) give whom (docs/people-data.md): a
 * lecturer gets what the form needs to recognise a person, the e-mail and mobile masked; an
 * administrator, or someone looking up themselves, everything. Each user has a few dozen look-ups a
 * minute and a few hundred a day (a lecturer needs a few dozen a day), and every look-up is logged
 * with who asked (never with the identification asked for: it is personal data).
 */

export const PERSON_LOOKUP_LIMITS = { perMinute: 30, perDay: 300 } as const;

/** Whether `user` sees the e-mail and mobile of the person with this identification unmasked. */
export function seesContacts(user: AuthUser, identification: string): boolean {
  const same = !!user.identity && user.identity.trim().toUpperCase() === identification.trim().toUpperCase();
  return same || user.permissions.has('users.manage');
}

/** The answer with its e-mail and mobile masked (d***@u***.edu.co, ***210). */
export function maskedLookup<T extends TPersonLookup>(found: T): T {
  const { email, mobile } = found.third;
  return { ...found, third: { ...found.third, email: email && maskContactEmail(email), mobile: mobile && maskContactMobile(mobile) } };
}

/** The per-user limits of the look-ups: a Spanish 429 with Retry-After past either. */
export function personLookupLimit(app: FastifyInstance) {
  const byUser = (request: FastifyRequest) => String(request.user?.id ?? request.ip);
  const perMinute = requestLimit(app, { name: 'people:lookup:minute', max: PERSON_LOOKUP_LIMITS.perMinute, windowMs: 60_000, key: byUser, message: HTTP_MSG.tooManyRequests });
  const perDay = requestLimit(app, { name: 'people:lookup:day', max: PERSON_LOOKUP_LIMITS.perDay, windowMs: 86_400_000, key: byUser, message: HTTP_MSG.tooManyRequests });
  return async (request: FastifyRequest) => {
    await perMinute(request);
    await perDay(request);
  };
}

/** The audit line of a look-up: who asked, which look-up, what came back; not whom they asked about. */
export function logLookup(request: FastifyRequest, user: AuthUser, lookup: 'get_leader' | 'getinvestigator', found: TPersonLookup | null, masked: boolean) {
  request.log.info({ audit: 'person_lookup', lookup, userId: user.id, found: !!found, source: found?.source ?? null, masked }, 'person look-up');
}
