// The recovery module's public entry: what other modules may use (docs/decisions/005-lint-boundaries.md).
export { afterPasswordChange } from './after-password-change';
export { hashEmail, insertReset, sha256 } from './password-resets.repository';
