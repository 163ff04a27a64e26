import type { DbOrTx } from '../../transaction';
import { economicSectors } from '../../schema';

/** Sections of the CIIU Rev. 4 adapted for Colombia (DANE), the usual economic-sector list. */
export const ECONOMIC_SECTORS: [code: string, name: string][] = [
  ['A', 'Agricultura, ganadería, caza, silvicultura y pesca'],
  ['B', 'Explotación de minas y canteras'],
  ['C', 'Industrias manufactureras'],
  ['D', 'Suministro de electricidad, gas, vapor y aire acondicionado'],
  ['E', 'Distribución de agua; evacuación y tratamiento de aguas residuales, gestión de desechos y actividades de saneamiento ambiental'],
  ['F', 'Construcción'],
  ['G', 'Comercio al por mayor y al por menor; reparación de vehículos automotores y motocicletas'],
  ['H', 'Transporte y almacenamiento'],
  ['I', 'Alojamiento y servicios de comida'],
  ['J', 'Información y comunicaciones'],
  ['K', 'Actividades financieras y de seguros'],
  ['L', 'Actividades inmobiliarias'],
  ['M', 'Actividades profesionales, científicas y técnicas'],
  ['N', 'Actividades de servicios administrativos y de apoyo'],
  ['O', 'Administración pública y defensa; planes de seguridad social de afiliación obligatoria'],
  ['P', 'Educación'],
  ['Q', 'Actividades de atención de la salud humana y de asistencia social'],
  ['R', 'Actividades artísticas, de entretenimiento y recreación'],
  ['S', 'Otras actividades de servicios'],
  ['T', 'Actividades de los hogares individuales en calidad de empleadores; actividades no diferenciadas de los hogares individuales como productores de bienes y servicios para uso propio'],
  ['U', 'Actividades de organizaciones y entidades extraterritoriales'],
];

export async function seedEconomicSectors(db: DbOrTx) {
  await db
    .insert(economicSectors)
    .values(ECONOMIC_SECTORS.map(([code, name]) => ({ code, name })))
    .onConflictDoNothing();
}
