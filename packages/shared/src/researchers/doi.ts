import { z } from 'zod';

/**
 * A DOI looked up in Crossref (docs/researchers.md 'DOI from Crossref'): the route, its messages and
 * the work it answers. The look-up fills a report product's title, container, year and type.
 */
export const DOI_API = {
  /** `GET /api/works/doi?doi={doi}`: any DOI up to DOI_LIMITS.doi characters (the web app's form). */
  lookup: (doi: string) => `/api/works/doi?${new URLSearchParams({ doi })}`,
  /**
   * `GET /api/works/doi/{doi}`: the DOI as one path segment (encodeURIComponent), kept for clients that
   * call it; a segment past the router's path-parameter limit (100 characters) answers 414.
   */
  lookupByPath: (doi: string) => `/api/works/doi/${encodeURIComponent(doi)}`,
} as const;

/**
 * `doi`: a bare DOI's length, the same for a look-up and a report's DOI evidence; `typed`: the text a
 * look-up takes, room for a `doi:` or `https://dx.doi.org/` prefix before it.
 */
export const DOI_LIMITS = { doi: 300, typed: 340, title: 500, container: 300, type: 60 } as const;

export const DOI_MSG = {
  invalid: 'El DOI no es válido (ejemplo: 10.1234/abcd.5678)',
  tooLong: `El DOI no puede tener más de ${DOI_LIMITS.doi} caracteres`,
  notFound: 'Crossref no conoce ese DOI; revise que esté bien escrito o escriba los datos a mano',
  busy: 'Crossref recibe demasiadas consultas en este momento; intente de nuevo en un minuto o escriba los datos a mano',
  unavailable: 'No fue posible consultar Crossref en este momento; intente de nuevo más tarde o escriba los datos a mano',
  filled: 'Datos completados desde Crossref; puede corregirlos antes de guardar',
  /** Filled on leaving the DOI box: only the empty boxes. */
  filledEmpty: 'Campos vacíos completados desde Crossref; lo que ya había escrito se conservó',
  /** The boxes kept on leaving the DOI box because Crossref says otherwise (names as in DOI_LABELS.fieldNames). */
  kept: (names: string[]) =>
    `Se conservó lo que escribió en ${new Intl.ListFormat('es', { type: 'conjunction' }).format(names)}, distinto de lo que registra Crossref; «Completar desde Crossref» lo reemplaza`,
} as const;

/** A bare DOI as Crossref writes it, 10.<registrant>/<suffix>, of at most DOI_LIMITS.doi characters. */
export const isDoi = (s: string) => s.length <= DOI_LIMITS.doi && /^10\.\d{4,9}\/\S+$/.test(s);

/** A DOI as typed without its `doi:` or doi.org / dx.doi.org prefix. */
const bareDoi = (input: string) =>
  input
    .trim()
    .replace(/^doi:\s*/i, '')
    .replace(/^https?:\/\/(dx\.)?doi\.org\//i, '');

/**
 * A DOI as typed (bare, `doi:`, or a doi.org / dx.doi.org address) reduced to its bare form in lower
 * case (DOIs are case-insensitive; Crossref answers them in lower case). Null when it is not a DOI.
 */
export function normalizeDoi(input: string): string | null {
  const s = bareDoi(input);
  return isDoi(s) ? s.toLowerCase() : null;
}

/** The DOI of a look-up (`?doi=` or the path's `{doi}`), normalised; too long or not a DOI: 400 in Spanish. */
export const ZDoiLookupSchema = z.object({
  doi: z
    .string({ error: DOI_MSG.invalid })
    .max(DOI_LIMITS.typed, DOI_MSG.tooLong)
    .transform((v, ctx) => {
      const doi = normalizeDoi(v);
      if (!doi) {
        ctx.addIssue({ code: 'custom', message: bareDoi(v).length > DOI_LIMITS.doi ? DOI_MSG.tooLong : DOI_MSG.invalid });
        return z.NEVER;
      }
      return doi;
    }),
});

const ZRef = z.object({ id: z.number(), name: z.string() });

/** A work as Crossref describes it, mapped to what a report's product and a researcher's work keep. */
export const ZDoiWorkSchema = z.object({
  doi: z.string(),
  title: z.string(),
  container: z.string().nullable(),
  year: z.number().nullable(),
  /** Crossref's type, e.g. 'journal-article', 'book', 'book-chapter'. */
  type: z.string().nullable(),
  isbn: z.string().nullable(),
  url: z.string().nullable(),
  /** The Minciencias product type and product the work-type mapping gives for `type`, when there is one. */
  product_type: ZRef.nullable(),
  product: ZRef.nullable(),
});
export type TDoiWork = z.infer<typeof ZDoiWorkSchema>;

/** The report's product row: filling it from Crossref and picking one of the owner's works ('Divulgación y productos'). */
export const DOI_LABELS = {
  fill: 'Completar desde Crossref',
  /** The DOI box's helper text while Crossref is asked. */
  looking: 'Consultando Crossref…',
  /** The row's button: its visible text first, so the accessible name contains it. */
  fillRow: (n: number) => `Completar desde Crossref (producto ${n})`,
  title: (n: number) => `Título del producto ${n}`,
  container: (n: number) => `Revista o editorial ${n}`,
  year: (n: number) => `Año ${n}`,
  workType: (n: number) => `Tipo de obra ${n}`,
  /** The boxes as a sentence names them (DOI_MSG.kept). */
  fieldNames: { title: 'título', container: 'revista o editorial', year: 'año', work_type: 'tipo de obra' },
  /** The read-only products table's column: what the evidence is. */
  column: 'Título, revista o editorial y año',
  pick: 'Elegir de mis obras',
  pickTitle: 'Mis obras',
  pickHint: 'Elija una de sus obras importadas: su DOI, ISBN o URL será la evidencia del producto, y su tipo el producto esperado cuando coincida.',
  pickOne: (title: string) => `Elegir «${title}»`,
  noWorks: 'No tiene obras importadas. Impórtelas de ORCID en su perfil de investigador, o escriba el producto a mano.',
  noEvidence: 'Sin DOI, ISBN ni URL: no puede ser evidencia',
  picked: 'Obra agregada como producto; revise el producto esperado y la cantidad',
  close: 'Cerrar',
  loading: 'Cargando sus obras',
  worksFailed: 'No fue posible cargar sus obras',
  fromWork: 'Elegido de sus obras',
} as const;
