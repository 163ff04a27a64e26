import type { TProductFamily } from '@siiicca/shared';
import { inTransaction, type DbOrTx } from '../../transaction';
import { productTypeProducts, productTypes, products } from '../../schema';
import { isEmpty } from '../reference';

/**
 * Product families of the national research-measurement model (Minciencias) and the usual products
 * of each, with the weekly hours intensities of a project for which each product is offered.
 */
export const PRODUCT_FAMILIES: { type: string; family: TProductFamily; products: [name: string, hours: number[]][] }[] = [
  {
    type: 'Generación de Nuevo Conocimiento',
    family: 'knowledge',
    products: [
      ['Artículo de investigación en revista indexada A1 o A2', [12, 16]],
      ['Artículo de investigación en revista indexada B o C', [8, 12, 16]],
      ['Libro resultado de investigación', [12, 16]],
      ['Capítulo en libro resultado de investigación', [8, 12, 16]],
      ['Patente de invención o modelo de utilidad', [16]],
      ['Variedad vegetal o nueva raza animal', [16]],
      ['Nota científica', [4, 8]],
    ],
  },
  {
    type: 'Desarrollo Tecnológico e Innovación',
    family: 'knowledge',
    products: [
      ['Software registrado', [8, 12, 16]],
      ['Prototipo industrial', [12, 16]],
      ['Diseño industrial registrado', [12, 16]],
      ['Signo distintivo', [8, 12]],
      ['Secreto empresarial', [12, 16]],
      ['Innovación en procesos o procedimientos', [8, 12, 16]],
      ['Consultoría científico-tecnológica e informe técnico final', [8, 12]],
      ['Regulación, norma, reglamento o legislación', [12, 16]],
      ['Empresa de base tecnológica (spin-off o start-up)', [16]],
    ],
  },
  {
    type: 'Apropiación Social del Conocimiento',
    family: 'social',
    products: [
      ['Proceso de apropiación social del conocimiento con comunidades', [4, 8, 12, 16]],
      ['Ponencia en evento científico', [4, 8, 12, 16]],
      ['Organización de evento científico', [8, 12]],
      ['Publicación de divulgación pública de la ciencia', [4, 8, 12]],
      ['Cartilla, manual o guía', [4, 8]],
      ['Contenido multimedia o audiovisual de divulgación', [4, 8, 12]],
      ['Estrategia pedagógica para el fomento de la CTeI', [4, 8]],
      ['Boletín o informe técnico de divulgación', [4, 8]],
    ],
  },
  {
    type: 'Formación de Recurso Humano',
    family: 'training',
    products: [
      ['Dirección de tesis de doctorado', [16]],
      ['Dirección de trabajo de grado de maestría', [12, 16]],
      ['Dirección de trabajo de grado de pregrado', [4, 8, 12, 16]],
      ['Vinculación de estudiantes a semillero de investigación', [4, 8, 12, 16]],
      ['Joven investigador', [8, 12, 16]],
      ['Proyecto de investigación y desarrollo', [12, 16]],
      ['Proyecto de investigación-creación', [8, 12, 16]],
      ['Apoyo a la creación de programa o curso de formación', [8, 12]],
    ],
  },
];

/** Seeded the first time only, so that later edits and deletions by administrators stick. */
export async function seedProducts(db: DbOrTx) {
  if (!(await isEmpty(db, 'product_types'))) return;
  await inTransaction(db, async (tx) => {
    for (const family of PRODUCT_FAMILIES) {
      const [type] = await tx.insert(productTypes).values({ name: family.type, family: family.family }).returning({ id: productTypes.id });
      const created = await tx
        .insert(products)
        .values(family.products.map(([name]) => ({ name })))
        .onConflictDoNothing()
        .returning({ id: products.id, name: products.name });
      const idOf = new Map(created.map((p) => [p.name, p.id]));
      const pivots = family.products.flatMap(([name, hours]) =>
        idOf.has(name) ? hours.map((h) => ({ productId: idOf.get(name)!, productTypeId: type!.id, hours: h })) : [],
      );
      if (pivots.length > 0) await tx.insert(productTypeProducts).values(pivots);
    }
  });
}
