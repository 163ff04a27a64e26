// The users module's public entry: what other modules may use (docs/decisions/005-lint-boundaries.md).
export { withAdminGuard } from './admin-guard';
export { deriveUsername } from './user-checks';
