// The privacy module's public entry (docs/decisions/005-lint-boundaries.md).
export { privacyRoutes } from './privacy.routes';
export { privacyRemindersJob } from './reminders-job';
export { seedPrivacyReference } from './seed';
