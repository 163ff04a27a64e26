// The auth module's public entry: what other modules may use (docs/decisions/005-lint-boundaries.md).
export { changePassword } from './change-password';
