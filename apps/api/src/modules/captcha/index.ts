// The captcha module's public entry: what other modules may use (docs/decisions/005-lint-boundaries.md).
export { captchaFor, type Captcha } from './captcha';
