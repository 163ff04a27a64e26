/**
 * What the log may say about a request, and the last check on every line written. Secrets
 * (reset, activation and sign-in codes, session tokens, passwords, captcha answers) and personal
 * data (identification numbers, e-mail addresses) are replaced by REDACTED. The rules keep what is
 * known to be harmless (record ids, plain words) rather than remove what is known to be secret, so
 * a new route's token is covered without being listed here.
 */
export const REDACTED = '[redactado]';

const SENSITIVE_WORDS = 'pass|secret|token|captcha|authori[sz]ation|cookie|ident|mobile|phone';
/** Names of fields whose value is a secret or personal datum, whatever its shape. */
const SENSITIVE_FIELD = new RegExp(`${SENSITIVE_WORDS}|e-?mails?$|^mails?$`, 'i');
const SENSITIVE_PARAM_NAMES = 't|k|sso|code|state|nonce|verifier|key|session|nit|document|cedula|q';
/** Query parameters besides those: one-time codes of sign-in and recovery links, and documents. */
const SENSITIVE_PARAM = new RegExp(`^(${SENSITIVE_PARAM_NAMES})$`, 'i');

/** A path parameter holding record ids (`:id`, `:ids`, `:project_id`), logged when it holds only ids. */
const ID_NAME = /^ids?$|_ids?$|Ids?$/;
const ID_VALUE = /^(\d{1,12}|all|\[[\d,\s]{0,200}\])$/;

/** A word a URL may show: letters and punctuation, no digits (ids, documents), short (no token). */
const PLAIN_SEGMENT = /^[A-Za-z][A-Za-z._~-]{0,31}$/;
/** A query value a log may show: short, no spaces, no '@', at most four digits in a row. */
const PLAIN_VALUE = /^[\w.,:+-]{0,64}$/;
const LONG_DIGITS = /\d{5,}/;

const EMAIL = /[\w.%+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi;
/** The user and password of a URL (`postgres://siiicca:clave@db/siiicca`, `smtp://user:pass@host`). */
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@"]+@/gi;
/** A run of 32 or more base64url characters: a reset link's token, a sign-in code, a JWT's part. */
const TOKEN_SHAPE = /[A-Za-z0-9_-]{32,}/g;
/** UUIDs name stored files and mail; they open nothing by themselves and an operator needs them. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Random-looking: two kinds of character at least (lower, upper, digit) and few separators. A
 * random base64url or hex string is; a file name made of a date and a counter
 * (`2026-11-26T05-33-37-579Z-008a617f`) or a long word is not.
 */
function looksRandom(run: string): boolean {
  if (UUID.test(run)) return false;
  const kinds = [/[a-z]/, /[A-Z]/, /\d/].filter((re) => re.test(run)).length;
  const separators = run.replace(/[^_-]/g, '').length;
  return kinds >= 2 && separators <= run.length / 8;
}
const QUERY_PAIR = /([?&;])([^=&?#\s"]{1,64})=([^&#\s"]*)/g;
/** Six or more digits in free text (an error's message): an identification number, a mobile. */
const DOCUMENT_NUMBER = /(?<!\d)\d{6,}(?!\d)/g;
/** Part of an address, as a parser quotes the first characters of what it refused ("docente@si"). */
const PARTIAL_ADDRESS = /[\w.%+-]+@[\w.-]*/g;
/** What a parser's message quotes of its input: `Unexpected token 'D', "Docente#20"... is not valid JSON`. */
const QUOTED_INPUT = /"[^"\n]*"(\.\.\.)?/g;

const isSensitiveField = (name: string) => SENSITIVE_FIELD.test(name);
const isSensitiveParam = (name: string) => SENSITIVE_FIELD.test(name) || SENSITIVE_PARAM.test(name);

const plainValue = (value: string) => PLAIN_VALUE.test(value) && !LONG_DIGITS.test(value);

/** A query string with each value kept only when its name is harmless and its value plain. */
function redactQuery(query: string): string {
  if (!query) return '';
  const pairs = query.split('&').map((pair) => {
    const at = pair.indexOf('=');
    const name = at < 0 ? pair : pair.slice(0, at);
    if (!plainValue(name)) return REDACTED;
    if (at < 0) return name;
    const value = pair.slice(at + 1);
    return `${name}=${!isSensitiveParam(name) && plainValue(value) ? value : REDACTED}`;
  });
  return `?${pairs.join('&')}`;
}

/** A path no route matched (a page of the web app, a scan): plain words kept, anything else masked. */
function redactUnmatchedPath(path: string): string {
  return path
    .split('/')
    .map((segment) => (segment === '' || PLAIN_SEGMENT.test(segment) ? segment : REDACTED))
    .join('/');
}

/**
 * A matched route's path rebuilt from its pattern: static parts as declared, a parameter's value
 * only when it is a record id (or a list of them), any other parameter (a token, a document
 * number) masked.
 */
function redactMatchedPath(pattern: string, params: Record<string, unknown>): string {
  const shown = (name: string) => {
    const value = params[name];
    return typeof value === 'string' && ID_VALUE.test(value) ? value : REDACTED;
  };
  return pattern
    .replace(/:(\w+)(\([^)]*\))?/g, (_whole, name: string) => (ID_NAME.test(name) ? shown(name) : REDACTED))
    // A wildcard is what a bulk download names: a list of ids, or 'all'.
    .replace(/\*/g, () => shown('*'));
}

export type TLoggedRequest = { url: string; routeOptions?: { url?: string }; params?: unknown };

/** The request's URL as the log shows it. */
export function redactRequestUrl(request: TLoggedRequest): string {
  const raw = request.url ?? '';
  const q = raw.indexOf('?');
  const path = q < 0 ? raw : raw.slice(0, q);
  const query = q < 0 ? '' : raw.slice(q + 1);
  const pattern = request.routeOptions?.url;
  const params = (request.params && typeof request.params === 'object' ? request.params : {}) as Record<string, unknown>;
  const shownPath = pattern ? redactMatchedPath(pattern, params) : redactUnmatchedPath(path);
  return shownPath + redactQuery(query);
}

/**
 * Any text: URL credentials, e-mail addresses, token-shaped runs and sensitive query parameters
 * masked. Each pattern runs only where its mark is (every line of the log passes here).
 */
export function redactText(text: string): string {
  let out = text;
  const address = out.includes('@') || out.includes('%40');
  if (address && out.includes('://')) out = out.replace(URL_CREDENTIALS, `$1${REDACTED}@`);
  if (address) out = out.replace(EMAIL, REDACTED);
  if (out.length >= 32) out = out.replace(TOKEN_SHAPE, (run) => (looksRandom(run) ? REDACTED : run));
  if (out.includes('=')) out = out.replace(QUERY_PAIR, (whole, sep: string, name: string) => (isSensitiveParam(name) ? `${sep}${name}=${REDACTED}` : whole));
  return out;
}

/** Free text that may quote a request (an error's message or stack): also long digit runs and partial addresses. */
export const redactFreeText = (text: string) => redactText(text).replace(PARTIAL_ADDRESS, REDACTED).replace(DOCUMENT_NUMBER, REDACTED);

/** A syntax error's text: whatever it quotes of the input is masked whole. */
export const redactParserText = (text: string) => redactFreeText(text.replace(QUOTED_INPUT, `"${REDACTED}"`));

/** Any value about to be logged: sensitive field names masked at any depth, every string checked. */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (!value || typeof value !== 'object' || depth > 8) return value;
  if (Array.isArray(value)) return value.map((v) => redactValue(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = isSensitiveField(key) && v !== null && v !== undefined ? REDACTED : redactValue(v, depth + 1);
  }
  return out;
}

/**
 * What any rule of redactValue or redactText acts on, looked for in a line as written: an address
 * mark, a token-shaped run, a sensitive word (a field's name, say) or query parameter, or a \u escape
 * (which could spell any of them). A line without any has nothing to mask.
 */
const MAYBE_SENSITIVE = new RegExp(
  `@|%40|\\\\u|[A-Za-z0-9_-]{32,}|${SENSITIVE_WORDS}|mail|[?&;](?:${SENSITIVE_PARAM_NAMES})=`,
  'i',
);

/**
 * One JSON log line, re-checked as a whole just before it is written. Most lines (a request's, on
 * a route without a query) hold nothing any rule masks, and are written as they are: parsing and
 * writing every line again cost more than the rest of a request's logging.
 */
export function redactLogLine(line: string): string {
  if (line.startsWith('{') && line.endsWith('}\n') && !MAYBE_SENSITIVE.test(line)) return line;
  try {
    return `${JSON.stringify(redactValue(JSON.parse(line)))}\n`;
  } catch {
    return redactFreeText(line);
  }
}
