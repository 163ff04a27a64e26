// The auth module's public entry: what other modules may use (docs/decisions/005-lint-boundaries.md).
export { changePassword } from './change-password';
// Single sign-on (modules/sso) provisions lecturers and answers sessions exactly as a password sign-in.
export { findOrProvisionLecturer } from './login';
export { toSessionUser } from './session-user';
