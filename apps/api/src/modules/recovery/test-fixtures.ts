// The recovery module's testing entry for other modules' tests (docs/decisions/005-lint-boundaries.md):
// a real SMTP trap and the reader of the messages the product writes.
export { readMessage, startMailTrap, type TrappedMail } from './testing/mail-trap';
export { findEmail, from, requestLink, solveCaptcha, tokenOf } from './testing/recovery-client';
