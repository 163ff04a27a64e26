// The recovery module's testing entry for other modules' tests (docs/decisions/005-lint-boundaries.md):
// a real SMTP trap and the reader of the messages the product writes.
export { readMessage, startMailTrap, type TrappedMail } from './testing/mail-trap';
export { solveCaptcha } from './testing/recovery-client';
