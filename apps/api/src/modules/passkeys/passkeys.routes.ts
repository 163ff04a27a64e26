import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq } from 'drizzle-orm';
import {
  MSG,
  PASSKEY_MSG,
  ZIdParamSchema,
  ZLoginResponseSchema,
  ZMessageSchema,
  ZPasskeyListSchema,
  ZPasskeyNameSchema,
  ZPasskeyOptionsAnswerSchema,
  ZPasskeyRegistrationSchema,
  ZPasskeySchema,
  ZPasskeySecondFactorSchema,
  ZPasskeySignInSchema,
  ZPasskeyTicketSchema,
} from '@siiicca/shared';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { inTransaction } from '../../db/transaction';
import { passkeys } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { currentUser } from '../../plugins/auth';
import { requestLimit } from '../../plugins/rate-limit';
import { recordSecurityEvent } from '../../platform/security-events';
import { completeSignIn } from '../account-security';
import { signInOptions, verifyAssertion } from './authentication';
import { ownPasskey } from './credentials';
import { mayHoldPasskeys, registerPasskey, registrationOptions } from './registration';
import { relyingParty } from './relying-party';
import { completeWithPasskey, secondFactorPasskeyOptions } from './second-factor';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const toPasskey = (r: { id: number; name: string; createdAt: Date; lastUsedAt: Date | null }) => ({
  id: r.id,
  name: r.name,
  created_at: r.createdAt.toISOString(),
  last_used_at: iso(r.lastUsedAt),
});

/** The signed-in user's passkeys (prefix /api/account): list, register, rename, remove. */
export const passkeyRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  const rp = relyingParty(deps.config);
  // A user whose profile requires a second factor may enrol a passkey as theirs before anything else.
  const enrolling = { permission: 'authenticated', pendingAllowed: true } as const;

  app.get('/passkeys', {
    config: enrolling,
    schema: { response: { 200: ZPasskeyListSchema } },
  }, async (request) => {
    const user = currentUser(request);
    const rows = await deps.db
      .select({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
      .from(passkeys)
      .where(eq(passkeys.userId, user.id))
      .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
    return { eligible: mayHoldPasskeys(user), data: rows.map(toPasskey) };
  });

  app.post('/passkeys/options', {
    config: enrolling,
    schema: { response: { 200: ZPasskeyOptionsAnswerSchema } },
  }, async (request) => registrationOptions(deps.db, rp, currentUser(request)));

  app.post('/passkeys', {
    config: enrolling,
    schema: { body: ZPasskeyRegistrationSchema, response: { 201: z.object({ message: z.string(), passkey: ZPasskeySchema }) } },
  }, async (request, reply) => {
    const created = await registerPasskey(deps.db, rp, currentUser(request), request.body, request.ip);
    return reply.code(201).send({ message: PASSKEY_MSG.registered, passkey: toPasskey(created) });
  });

  app.patch('/passkeys/:id', {
    config: enrolling,
    schema: { params: ZIdParamSchema, body: ZPasskeyNameSchema, response: { 200: ZMessageSchema } },
  }, async (request) => {
    const user = currentUser(request);
    const [row] = await deps.db
      .update(passkeys)
      .set({ name: request.body.name })
      .where(and(eq(passkeys.id, request.params.id), eq(passkeys.userId, user.id)))
      .returning({ id: passkeys.id });
    if (!row) throw notFound(PASSKEY_MSG.notFound);
    return { message: PASSKEY_MSG.renamed };
  });

  app.delete('/passkeys/:id', {
    config: enrolling,
    schema: { params: ZIdParamSchema, response: { 200: ZMessageSchema } },
  }, async (request) => {
    const user = currentUser(request);
    await inTransaction(deps.db, async (tx) => {
      const key = await ownPasskey(tx, user.id, request.params.id);
      if (!key) throw notFound(PASSKEY_MSG.notFound);
      await tx.delete(passkeys).where(eq(passkeys.id, key.id));
      await recordSecurityEvent(tx, { event: 'passkey_removed', actorId: user.id, ip: request.ip, details: { name: key.name } });
    });
    return { message: PASSKEY_MSG.removed };
  });
};

/** The password-less sign-in (prefix /api/auth): options, then the assertion for a session. */
export const passkeySignInRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  const rp = relyingParty(deps.config);
  // As the password sign-in: no address asks for challenges or tries assertions faster than this.
  const perAddress = requestLimit(app, {
    name: 'login:passkey',
    max: deps.config.LOGIN_REQUESTS_PER_MINUTE,
    windowMs: 60_000,
    message: MSG.tooManyAttempts,
  });

  app.post('/login/passkey/options', {
    config: { public: true },
    schema: { response: { 200: ZPasskeyOptionsAnswerSchema } },
  }, async (request) => {
    await perAddress(request);
    return signInOptions(deps.db, rp);
  });

  app.post('/login/passkey', {
    config: { public: true },
    schema: { body: ZPasskeySignInSchema, response: { 200: ZLoginResponseSchema } },
  }, async (request) => {
    await perAddress(request);
    const { body } = request;
    const meta = { ip: request.ip, userAgent: request.headers['user-agent'] };
    try {
      const { userId } = await verifyAssertion(deps.db, rp, { purpose: 'sign_in', challengeId: body.challenge_id, response: body.response, userId: null });
      return await inTransaction(deps.db, (tx) => completeSignIn(tx, deps.tokens, { userId, remember: body.remember, method: 'passkey', ...meta }));
    } catch (err) {
      await recordSecurityEvent(deps.db, { event: 'sign_in_failed', actorId: null, ip: request.ip, details: { method: 'passkey' } });
      throw err;
    }
  });

  app.post('/login/second-factor/passkey/options', {
    config: { public: true },
    schema: { body: ZPasskeyTicketSchema, response: { 200: ZPasskeyOptionsAnswerSchema } },
  }, async (request) => {
    await perAddress(request);
    return secondFactorPasskeyOptions(deps.db, rp, request.body.ticket);
  });

  app.post('/login/second-factor/passkey', {
    config: { public: true },
    schema: { body: ZPasskeySecondFactorSchema, response: { 200: ZLoginResponseSchema } },
  }, async (request) => {
    await perAddress(request);
    return completeWithPasskey(deps, rp, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] });
  });
};
