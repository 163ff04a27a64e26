/**
 * An operation's id, derived from its method and URL alone so that it stays the same from one
 * release to the next while the route does: `GET /api/siiicca/strategies/:id/history` →
 * `getStrategiesByIdHistory`. The `/api` prefix and the legacy `siiicca` segment are dropped (they
 * say nothing), a parameter reads `By<Name>`, a segment repeated right after itself once
 * (`/api/users/users`) counts once, and a bulk download's wildcard is its `ids`.
 */
export function operationIdOf(method: string, url: string): string {
  const segments = url
    .split('/')
    .filter((s) => s !== '' && s !== 'api' && s !== 'siiicca')
    .filter((s, i, all) => s !== all[i - 1])
    .map((s) => (s === '*' ? 'ByIds' : s.startsWith(':') ? `By${pascal(s.slice(1))}` : pascal(s)));
  return `${method.toLowerCase()}${segments.join('')}`;
}

/** 'investigation_lines' / 'sectional-options' / 'programsExport' → 'InvestigationLines' / 'SectionalOptions' / 'ProgramsExport'. */
const pascal = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
