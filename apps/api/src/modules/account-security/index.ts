// The account-security module's public entry (docs/decisions/005-lint-boundaries.md): the sign-in's
// second step for modules/auth, the ticket and session end for modules/passkeys, the reset for modules/users.
export { hasSecondFactor, secondFactorMethods } from './second-factor-state';
export { issueTicket, peekTicket, consumeTicket, type TicketHolder } from './sign-in-ticket';
export { completeSignIn, type TSignInMethod } from './complete-sign-in';
export { signInWithCode } from './sign-in-second-factor';
export { resetSecondFactor } from './reset-second-factor';
// The limit of wrong second-factor tries, which a failed passkey assertion (modules/passkeys) counts toward too.
export { assertCodeTriesLeft, recordCodeFailure } from './code-limits';
