import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { SF_MSG, SIGN_IN_TICKET_TTL } from '@siiicca/shared';
import type { DbOrTx } from '../../db/transaction';
import { signInTickets } from '../../db/schema';
import { unauthorized } from '../../lib/app-error';

/*
 * A password sign-in waiting for its second factor (issue 43). The client holds a random ticket; the
 * database keeps only its SHA-256, bound to the user and the 'remember' choice, for SIGN_IN_TICKET_TTL
 * seconds, and it is consumed once. modules/passkeys completes a sign-in the same way: peekTicket to
 * know whose it is, its own check, then consumeTicket and completeSignIn in one transaction.
 */

export type TicketHolder = { userId: number; remember: boolean };

const digest = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

export async function issueTicket(db: DbOrTx, holder: TicketHolder): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  const now = Date.now();
  // Expired tickets of anyone go with each new one: the table stays as small as the sign-ins in flight.
  await db.delete(signInTickets).where(lt(signInTickets.expiresAt, new Date(now - 3_600_000)));
  await db.insert(signInTickets).values({
    id: digest(ticket),
    userId: holder.userId,
    remember: holder.remember,
    expiresAt: new Date(now + SIGN_IN_TICKET_TTL * 1000),
  });
  return ticket;
}

const open = (ticket: string) =>
  and(eq(signInTickets.id, digest(ticket)), isNull(signInTickets.usedAt), gt(signInTickets.expiresAt, new Date()));

/** Whose an open ticket is, without using it (a wrong code leaves it usable); 401 when it is not open. */
export async function peekTicket(db: DbOrTx, ticket: string): Promise<TicketHolder> {
  const [row] = await db
    .select({ userId: signInTickets.userId, remember: signInTickets.remember })
    .from(signInTickets)
    .where(open(ticket));
  if (!row) throw unauthorized(SF_MSG.ticketInvalid);
  return row;
}

/** Uses an open ticket once (a second call, or a concurrent one, gets 401); answers whose it was. */
export async function consumeTicket(db: DbOrTx, ticket: string): Promise<TicketHolder> {
  const [row] = await db
    .update(signInTickets)
    .set({ usedAt: new Date() })
    .where(open(ticket))
    .returning({ userId: signInTickets.userId, remember: signInTickets.remember });
  if (!row) throw unauthorized(SF_MSG.ticketInvalid);
  return row;
}
