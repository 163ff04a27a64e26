const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/**
 * A file's size as a person reads it, the same everywhere in the web: '512 B', '1,2 KB', '1,2 MB'
 * (es-CO decimal comma, at most one decimal). A size that rounds up to 1.024 of a unit is shown in the next.
 */
export function fileSizeText(bytes: number): string {
  const value = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let unit = 0;
  let scaled = value;
  while (unit < UNITS.length - 1 && Math.round(scaled * 10) / 10 >= 1024) {
    scaled /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  return `${scaled.toLocaleString('es-CO', { maximumFractionDigits: digits })} ${UNITS[unit]}`;
}
