// The passkeys module's public entry (docs/decisions/005-lint-boundaries.md).
export { passkeyRoutes, passkeySignInRoutes } from './passkeys.routes';
export { countPasskeys } from './credentials';
