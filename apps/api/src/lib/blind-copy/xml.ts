/*
 * The XML parts of Office Open XML (docx, xlsx, pptx) and OpenDocument packages without who wrote,
 * edited, commented or printed them: known elements and attributes, found by careful regexes on
 * their local names (any namespace prefix), get the neutral label 'Autor' or nothing. The text is
 * handled as latin1 (one character per byte), so whatever is not edited stays byte for byte, UTF-8
 * included; a UTF-16 part is decoded and encoded back. What the rules touch:
 *
 * - everywhere: w:author (tracked changes, comments, w15:person), userName, userId, initials,
 *   w15:presenceInfo (removed), PowerPoint's cmAuthor and p188:author name, Excel's person
 *   displayName and revisions' userInfo name, a comment part's <author> (and the name Excel writes
 *   at the start of the comment's text), x15ac:absPath, SharePoint's DisplayName (customXml), ODF's
 *   dc:creator (annotations, change-info), creator initials, printed-by, user-defined, the author
 *   fields, and links to local files (a path names the user's folder) cut to the file's name;
 * - docProps/core.xml: creator and lastModifiedBy 'Autor'; title, subject, keywords, description,
 *   category, contentStatus, identifier emptied (free text the author types, as the PDF's Info);
 * - docProps/app.xml: Company, Manager, HyperlinkBase emptied, Template cut to its file name;
 * - docProps/custom.xml: an empty Properties element;
 * - ODF meta.xml: initial-creator and creator 'Autor'; title, subject, description, keywords,
 *   template, printed-by and user-defined removed.
 */

const LABEL = 'Autor';
const NAME = '[\\w.-]+';
/** The attributes of a start tag (quoted values may hold '>'). */
const ATTRS = `(?:\\s+${NAME}(?::${NAME})?\\s*=\\s*(?:"[^"]*"|'[^']*'))*\\s*`;
const START_TAG = new RegExp(`<(${NAME}:)?(${NAME})(${ATTRS})(/?)>`);
const ATTR = new RegExp(`(\\s+)((?:${NAME}:)?(${NAME}))(\\s*=\\s*)(?:"([^"]*)"|'([^']*)')`, 'g');

/** An element of local name `local` (any prefix): its start tag's attributes and its content (null when self-closing). */
const elementPattern = (local: string) => new RegExp(`<(${NAME}:)?${local}(${ATTRS})(?:/>|>([\\s\\S]*?)</\\1${local}\\s*>)`, 'g');

/** Replaces the content of every element of local name `local` (what `content` returns; null removes the element). */
function editElements(xml: string, local: string, content: (inner: string, attrs: string) => string | null): string {
  if (!xml.includes(local)) return xml;
  return xml.replace(elementPattern(local), (whole, prefix: string | undefined, attrs: string, inner: string | undefined) => {
    const next = content(inner ?? '', attrs);
    if (next === null) return '';
    if (inner === undefined && next === '') return whole;
    const tag = `${prefix ?? ''}${local}`;
    return `<${tag}${attrs.replace(/\s+$/, '')}>${next}</${tag}>`;
  });
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A link to a file on the author's computer, which names their folders: file:, C:\, \\server, /home, /Users, ../ */
const LOCAL_PATH = /^(?:file:|[a-z]:[\\/]|\\\\|\/(?:home|users)\/|\.\.[\\/])/i;
const baseName = (path: string) => path.replace(/[\\/]+$/, '').split(/[\\/]/).pop() ?? '';

/** The new value of attribute `attr` of element `element` (local names), or undefined to keep it. */
function attributeValue(element: string, attr: string, value: string, tag: string): string | undefined {
  switch (attr) {
    case 'author':
    case 'userName':
      return LABEL;
    case 'userId':
    case 'initials':
      return '';
    case 'name':
      return element === 'cmAuthor' || element === 'author' || element === 'userInfo' ? LABEL : undefined;
    case 'displayName':
      return element === 'person' ? LABEL : undefined;
    case 'url':
      return element === 'absPath' ? '' : undefined;
    case 'Target':
      return element === 'Relationship' && /\bTargetMode\s*=\s*["']External["']/.test(tag) && LOCAL_PATH.test(value) ? escapeAttr(baseName(value)) : undefined;
    case 'href':
      return LOCAL_PATH.test(value) ? escapeAttr(baseName(value)) : undefined;
    default:
      return undefined;
  }
}

/** The attributes attributeValue may change: a start tag is parsed only where one of them is. */
const ATTRIBUTE_KEYS = ['author', 'userName', 'userId', 'initials', 'name', 'displayName', 'url', 'Target', 'href'];

/** A start tag's new text, its attributes rewritten by attributeValue (the same text when nothing changes). */
function editTag(tag: string, element: string, attrs: string, close: string): string {
  const edited = attrs.replace(ATTR, (whole, space: string, qualified: string, attr: string, eq: string, dq: string | undefined, sq: string | undefined) => {
    const next = attributeValue(element, attr, dq ?? sq ?? '', tag);
    return next === undefined ? whole : `${space}${qualified}${eq}"${next}"`;
  });
  return edited === attrs ? tag : tag.slice(0, tag.length - attrs.length - close.length - 1) + edited + close + '>';
}

/**
 * Rewrites the attributes of the start tags that hold one of ATTRIBUTE_KEYS. The keys are found with
 * indexOf (a regex over every tag of a 40 MB document.xml takes seconds); the tag around each one
 * is the last '<' before it ('<' cannot be in an attribute value), parsed where it starts.
 */
function editAttributes(xml: string): string {
  const starts = new Set<number>();
  for (const key of ATTRIBUTE_KEYS) {
    for (let at = xml.indexOf(key); at >= 0; at = xml.indexOf(key, at + key.length)) {
      const before = xml[at - 1];
      if (before !== ':' && before !== ' ' && before !== '\t' && before !== '\n' && before !== '\r') continue;
      if (!/^\s*=/.test(xml.slice(at + key.length, at + key.length + 8))) continue;
      const lt = xml.lastIndexOf('<', at);
      if (lt >= 0) starts.add(lt);
    }
  }
  if (starts.size === 0) return xml;
  const tagAt = new RegExp(START_TAG.source, 'y');
  const pieces: string[] = [];
  let copied = 0;
  for (const lt of [...starts].sort((a, b) => a - b)) {
    tagAt.lastIndex = lt;
    const m = tagAt.exec(xml);
    if (!m) continue;
    const edited = editTag(m[0], m[2]!, m[3]!, m[4]!);
    if (edited === m[0]) continue;
    pieces.push(xml.slice(copied, lt), edited);
    copied = lt + m[0].length;
  }
  pieces.push(xml.slice(copied));
  return pieces.join('');
}

/** The local name of the root element, and its start tag. */
function rootOf(xml: string): { local: string; tag: string } | null {
  const head = xml.slice(0, 64 * 1024);
  const m = new RegExp(`<(?:${NAME}:)?(${NAME})(${ATTRS})/?>`).exec(head.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>/g, (s) => ' '.repeat(s.length)));
  return m ? { local: m[1]!, tag: m[0] } : null;
}

const EMPTY_CUSTOM_PROPERTIES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"/>';

const label = () => LABEL;
const empty = () => '';
const remove = () => null;

/** The names an Excel comment part lists as its authors ('tc=' entries are threaded comments' links, not names). */
function commentAuthors(xml: string): string[] {
  const names: string[] = [];
  for (const m of xml.matchAll(elementPattern('author'))) {
    const name = (m[3] ?? '').trim();
    if (name.length >= 3 && !name.startsWith('tc=') && !m[2]?.trim()) names.push(name);
  }
  return names;
}

/** An Excel comment part: its authors 'Autor', and their names (Excel starts a comment's text with it) 'Autor' in the text too. */
function editCommentAuthors(xml: string): string {
  const names = commentAuthors(xml);
  const out = editElements(xml, 'author', (inner, attrs) => (attrs.trim() || inner.trim().startsWith('tc=') ? inner : LABEL));
  if (names.length === 0) return out;
  const escaped = names.sort((a, b) => b.length - a.length).map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const anyName = new RegExp(escaped.join('|'), 'g');
  return out.replace(/>([^<]+)</g, (whole, text: string) => {
    const edited = text.replace(anyName, LABEL);
    return edited === text ? whole : `>${edited}<`;
  });
}

/** The XML text of a part without its authors. */
export function cleanXmlText(xml: string): string {
  const root = rootOf(xml);
  if (root?.local === 'Properties' && root.tag.includes('officeDocument/2006/custom-properties')) return EMPTY_CUSTOM_PROPERTIES;
  let out = xml;
  if (root?.local === 'coreProperties') {
    out = editElements(out, 'lastModifiedBy', label);
    for (const free of ['title', 'subject', 'keywords', 'description', 'category', 'contentStatus', 'identifier']) out = editElements(out, free, empty);
  } else if (root?.local === 'Properties' && root.tag.includes('officeDocument/2006/extended-properties')) {
    for (const free of ['Company', 'Manager', 'HyperlinkBase']) out = editElements(out, free, empty);
    out = editElements(out, 'Template', (inner) => baseName(inner));
  } else if (root?.local === 'document-meta') {
    for (const free of ['title', 'subject', 'description', 'keyword', 'template']) out = editElements(out, free, remove);
  }
  // ODF: creators (meta, annotations, tracked changes, author fields), initials; what meta says besides.
  // SharePoint's people columns (customXml): <UserInfo><DisplayName>.
  for (const local of ['creator', 'initial-creator', 'author-name', 'DisplayName']) out = editElements(out, local, label);
  for (const local of ['creator-initials', 'sender-initials', 'author-initials']) out = editElements(out, local, empty);
  for (const local of ['printed-by', 'user-defined', 'presenceInfo']) out = editElements(out, local, remove);
  if (out.includes('authors') && /<(?:[\w.-]+:)?authors[\s>]/.test(out)) out = editCommentAuthors(out);
  return editAttributes(out);
}

/** Whether a package entry is an XML part this module edits (an SVG picture's metadata may name its author too). */
export const isXmlPart = (name: string) => /\.(?:xml|rels|svg)$/i.test(name);

/** The bytes of an XML part without its authors (UTF-8 and other ASCII-based encodings as latin1, UTF-16 by its byte order mark). */
export function cleanXmlPart(bytes: Buffer): Buffer {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return Buffer.concat([bytes.subarray(0, 2), Buffer.from(cleanXmlText(bytes.subarray(2).toString('utf16le')), 'utf16le')]);
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    const le = Buffer.from(bytes.subarray(2)).swap16();
    return Buffer.concat([bytes.subarray(0, 2), Buffer.from(cleanXmlText(le.toString('utf16le')), 'utf16le').swap16()]);
  }
  return Buffer.from(cleanXmlText(bytes.toString('latin1')), 'latin1');
}
