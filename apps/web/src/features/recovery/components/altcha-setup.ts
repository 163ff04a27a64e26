// The ALTCHA widget, built for a strict Content-Security-Policy: the `external` build carries no
// inline worker, its styles come from a bundled stylesheet, and the proof-of-work worker is a file
// of our own origin (script-src 'self', worker-src 'self').
import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/es-419';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

// The server issues PBKDF2/SHA-256 challenges (apps/api/src/modules/captcha/captcha.ts).
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
