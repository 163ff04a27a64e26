// Moved to platform/auth (modules/account-security answers sign-ins too); kept for the module's entry.
export { toSessionUser } from '../../platform/auth/session-user';
