import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../transaction';

const KNOWLEDGE = 'Generación de Nuevo Conocimiento';
const TECHNOLOGY = 'Desarrollo Tecnológico e Innovación';
const SOCIAL = 'Apropiación Social del Conocimiento';
const TRAINING = 'Formación de Recurso Humano';

/**
 * ORCID's work types (v3.0) and Crossref's, with the Minciencias product type and product of the
 * catalogue (seed/catalogues/products.ts) each counts as by default; null where none fits (the office
 * chooses). A dissertation maps to the training family only: its product (doctorate, master's or
 * undergraduate) depends on the work.
 */
export const WORK_TYPE_DEFAULTS: [workType: string, type: string | null, product: string | null][] = [
  // Generación de nuevo conocimiento
  ['journal-article', KNOWLEDGE, 'Artículo de investigación en revista indexada B o C'],
  ['book', KNOWLEDGE, 'Libro resultado de investigación'],
  ['edited-book', KNOWLEDGE, 'Libro resultado de investigación'],
  ['monograph', KNOWLEDGE, 'Libro resultado de investigación'],
  ['reference-book', KNOWLEDGE, 'Libro resultado de investigación'],
  ['book-chapter', KNOWLEDGE, 'Capítulo en libro resultado de investigación'],
  ['book-section', KNOWLEDGE, 'Capítulo en libro resultado de investigación'],
  ['book-part', KNOWLEDGE, 'Capítulo en libro resultado de investigación'],
  ['patent', KNOWLEDGE, 'Patente de invención o modelo de utilidad'],
  ['invention', KNOWLEDGE, 'Patente de invención o modelo de utilidad'],
  ['review', KNOWLEDGE, null],
  ['preprint', KNOWLEDGE, null],
  ['posted-content', KNOWLEDGE, null],
  ['data-set', KNOWLEDGE, null],
  ['dataset', KNOWLEDGE, null],
  // Desarrollo tecnológico e innovación
  ['software', TECHNOLOGY, 'Software registrado'],
  ['physical-object', TECHNOLOGY, 'Prototipo industrial'],
  ['research-tool', TECHNOLOGY, 'Prototipo industrial'],
  ['research-technique', TECHNOLOGY, 'Innovación en procesos o procedimientos'],
  ['trademark', TECHNOLOGY, 'Signo distintivo'],
  ['spin-off-company', TECHNOLOGY, 'Empresa de base tecnológica (spin-off o start-up)'],
  ['standards-and-policy', TECHNOLOGY, 'Regulación, norma, reglamento o legislación'],
  ['technical-standard', TECHNOLOGY, 'Regulación, norma, reglamento o legislación'],
  ['standard', TECHNOLOGY, 'Regulación, norma, reglamento o legislación'],
  ['report', TECHNOLOGY, 'Consultoría científico-tecnológica e informe técnico final'],
  ['working-paper', TECHNOLOGY, null],
  ['license', TECHNOLOGY, null],
  ['registered-copyright', TECHNOLOGY, null],
  // Apropiación social del conocimiento
  ['conference-paper', SOCIAL, 'Ponencia en evento científico'],
  ['conference-abstract', SOCIAL, 'Ponencia en evento científico'],
  ['conference-poster', SOCIAL, 'Ponencia en evento científico'],
  ['proceedings-article', SOCIAL, 'Ponencia en evento científico'],
  ['lecture-speech', SOCIAL, 'Ponencia en evento científico'],
  ['conference-output', SOCIAL, 'Ponencia en evento científico'],
  ['conference-presentation', SOCIAL, 'Ponencia en evento científico'],
  ['magazine-article', SOCIAL, 'Publicación de divulgación pública de la ciencia'],
  ['newspaper-article', SOCIAL, 'Publicación de divulgación pública de la ciencia'],
  ['newsletter-article', SOCIAL, 'Boletín o informe técnico de divulgación'],
  ['blog-post', SOCIAL, 'Publicación de divulgación pública de la ciencia'],
  ['website', SOCIAL, 'Contenido multimedia o audiovisual de divulgación'],
  ['online-resource', SOCIAL, 'Contenido multimedia o audiovisual de divulgación'],
  ['manual', SOCIAL, 'Cartilla, manual o guía'],
  ['encyclopedia-entry', SOCIAL, null],
  ['dictionary-entry', SOCIAL, null],
  ['reference-entry', SOCIAL, null],
  ['translation', SOCIAL, null],
  ['book-review', SOCIAL, null],
  ['artistic-performance', SOCIAL, null],
  ['public-speech', SOCIAL, 'Ponencia en evento científico'],
  // Formación de recurso humano
  ['dissertation', TRAINING, null],
  ['dissertation-thesis', TRAINING, null],
  ['supervised-student-publication', TRAINING, null],
  // No family until the office says
  ['journal-issue', null, null],
  ['annotation', null, null],
  ['data-management-plan', null, null],
  ['disclosure', null, null],
  ['cartographic-material', null, null],
  ['image', null, null],
  ['moving-image', null, null],
  ['sound', null, null],
  ['test', null, null],
  ['peer-review', null, null],
  ['component', null, null],
  ['other', null, null],
];

/**
 * The work-type mapping (work_type_mappings), on every start: a work type not yet in the table is
 * added with its default, matched by name against the catalogue as it is then (a renamed or deleted
 * product leaves the cell empty); a row the office edited is never touched.
 */
export async function seedWorkTypeMappings(db: DbOrTx) {
  const rows = WORK_TYPE_DEFAULTS.map(([w, t, p]) => sql`(${w}::text, ${t}::text, ${p}::text)`);
  await db.execute(sql`
    insert into work_type_mappings (work_type, product_type_id, product_id)
    select d.work_type,
           (select id from product_types where lower(name) = lower(d.type_name)),
           (select id from products where lower(name) = lower(d.product_name))
    from (values ${sql.join(rows, sql`, `)}) as d(work_type, type_name, product_name)
    on conflict (work_type) do nothing`);
}
