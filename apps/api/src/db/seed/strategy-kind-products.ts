import { sql } from 'drizzle-orm';
import type { TStrategyKind } from '@siiicca/shared';
import type { DbOrTx } from '../transaction';
import { isEmpty } from './reference';

const OUTREACH = [
  'Ponencia en evento científico',
  'Publicación de divulgación pública de la ciencia',
  'Cartilla, manual o guía',
  'Contenido multimedia o audiovisual de divulgación',
  'Boletín o informe técnico de divulgación',
];

/**
 * Which products (by their name in the products catalogue, catalogues/products.ts) each strategy
 * kind may promise: study groups produce learning and outreach, work groups research and technology,
 * collectives social appropriation with their communities, seedbeds the first research products of
 * students.
 */
export const KIND_PRODUCTS: Record<TStrategyKind, string[]> = {
  'Grupos de Estudio': [
    ...OUTREACH,
    'Estrategia pedagógica para el fomento de la CTeI',
    'Organización de evento científico',
    'Nota científica',
    'Artículo de investigación en revista indexada B o C',
    'Capítulo en libro resultado de investigación',
    'Apoyo a la creación de programa o curso de formación',
  ],
  'Grupos de Trabajo': [
    'Artículo de investigación en revista indexada A1 o A2',
    'Artículo de investigación en revista indexada B o C',
    'Libro resultado de investigación',
    'Capítulo en libro resultado de investigación',
    'Software registrado',
    'Prototipo industrial',
    'Innovación en procesos o procedimientos',
    'Consultoría científico-tecnológica e informe técnico final',
    'Proyecto de investigación y desarrollo',
    'Dirección de trabajo de grado de pregrado',
    'Dirección de trabajo de grado de maestría',
    'Ponencia en evento científico',
    'Organización de evento científico',
  ],
  'Colectivos Académicos': [
    'Proceso de apropiación social del conocimiento con comunidades',
    ...OUTREACH,
    'Estrategia pedagógica para el fomento de la CTeI',
    'Regulación, norma, reglamento o legislación',
    'Innovación en procesos o procedimientos',
    'Proyecto de investigación-creación',
    'Capítulo en libro resultado de investigación',
  ],
  'Semilleros de Investigación': [
    'Vinculación de estudiantes a semillero de investigación',
    'Ponencia en evento científico',
    'Artículo de investigación en revista indexada B o C',
    'Nota científica',
    'Dirección de trabajo de grado de pregrado',
    'Joven investigador',
    'Proyecto de investigación y desarrollo',
    'Software registrado',
    'Prototipo industrial',
    'Publicación de divulgación pública de la ciencia',
    'Organización de evento científico',
  ],
};

/**
 * Reference data: the first time only (like the products themselves), in one statement matching the
 * catalogue's products by name, so later changes by administrators stick.
 */
export async function seedStrategyKindProducts(db: DbOrTx) {
  if (!(await isEmpty(db, 'strategy_kind_products'))) return;
  const pairs = Object.entries(KIND_PRODUCTS).flatMap(([kind, names]) => names.map((name) => sql`(${kind}::text, ${name}::text)`));
  await db.execute(sql`insert into strategy_kind_products (kind, product_id)
    select v.kind, p.id from (values ${sql.join(pairs, sql`, `)}) as v (kind, name) join products p on lower(p.name) = lower(v.name)
    on conflict do nothing`);
}
