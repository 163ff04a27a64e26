import { academicPeople } from '../schema';
import type { DbOrTx } from '../transaction';

type TDirectoryPerson = typeof academicPeople.$inferInsert;

const cvlac = (code: string) => `https://scienti.minciencias.gov.co/cvlac/visualizador/generarCurriculoCv.do?cod_rh=${code}`;
const orcid = (id: string) => `https://orcid.org/${id}`;
const scholar = (user: string) => `https://scholar.google.com/citations?user=${user}`;

/** A person of a campus, as each entry states them: what is not stated (group, link, profiles) is unknown. */
type TEntry = Omit<TDirectoryPerson, 'role' | 'sectional'>;
const UNKNOWN = { researchGroup: null, link: null, cvlac: null, orcid: null, scholar: null };
const lecturer = (p: TEntry): TEntry & Pick<TDirectoryPerson, 'role'> => ({ ...UNKNOWN, ...p, role: 'Docente' });
const graduate = (p: TEntry): TEntry & Pick<TDirectoryPerson, 'role'> => ({ ...UNKNOWN, ...p, role: 'Egresado' });
const student = (p: Omit<TEntry, 'link'>): TEntry & Pick<TDirectoryPerson, 'role'> => ({ ...UNKNOWN, ...p, role: 'Estudiante', link: 'Estudiante USTA' });
/** The people of one campus, named as the academic system names it. */
const campus = (sectional: string, people: (TEntry & Pick<TDirectoryPerson, 'role'>)[]): TDirectoryPerson[] => people.map((p) => ({ ...p, sectional }));

/**
 * The people the built-in academic directory knows (names and numbers are illustrative): lecturers,
 * graduates and students of every campus, named as the academic system names their sectional,
 * faculty and research group. The two demo lecturers are here with their own identities, so the
 * wizard's leader step fills itself in for them.
 */
export const DIRECTORY_PEOPLE: TDirectoryPerson[] = [
  ...campus('Sede Principal Bogotá', [
    lecturer({
      identification: '52345678', name: 'María Fernanda Rojas Díaz', email: 'docente@siiicca.test', mobile: '3104567890',
      faculty: 'Facultad de Ingeniería de Sistemas',
      researchGroup: 'Grupo de Investigación en Ingeniería de Sistemas y Computación', link: 'Tiempo Completo',
      cvlac: cvlac('0001457892'), orcid: orcid('0000-0002-4587-1934'), scholar: scholar('Xk3mRoJAAAAJ'),
    }),
    lecturer({
      identification: '79876543', name: 'Carlos Andrés Gómez Pérez', email: 'docente2@siiicca.test', mobile: '3157894561',
      faculty: 'Facultad de Derecho',
      researchGroup: 'Grupo de Estudios en Derecho Público y Derechos Humanos', link: 'Tiempo Completo',
      cvlac: cvlac('0000983214'), orcid: orcid('0000-0001-7721-3048'),
    }),
    lecturer({
      identification: '1020456789', name: 'Juliana Andrea Castro Méndez', email: 'juliana.castro@usta.test', mobile: '3013345678',
      faculty: 'Facultad de Economía',
      researchGroup: 'Grupo de Investigación en Economía y Desarrollo Regional', link: 'Medio Tiempo',
      cvlac: cvlac('0001612457'), scholar: scholar('pQ7vLmEAAAAJ'),
    }),
    lecturer({
      identification: '80123456', name: 'Hernán Darío Villamil Suárez', email: 'hernan.villamil@usta.test', mobile: '3206781234',
      faculty: 'Facultad de Filosofía y Letras',
      researchGroup: 'Grupo Humanismo y Pensamiento Tomista', link: 'Tiempo Completo',
      cvlac: cvlac('0000456123'), orcid: orcid('0000-0003-1298-5560'),
    }),
    lecturer({
      typeId: 'CE', identification: '412587', name: 'Ricardo Alonso Méndez Briceño', email: 'ricardo.mendez@usta.test', mobile: '3182223344',
      faculty: 'Facultad de Ingeniería Industrial', link: 'Hora Catedra',
      orcid: orcid('0000-0002-9034-7712'),
    }),
    graduate({
      identification: '1032456789', name: 'Daniela Sofía Martínez Ruiz', email: 'daniela.martinez@correo.test', mobile: '3124569870',
      faculty: 'Facultad de Psicología',
    }),
    student({
      identification: '1001234567', name: 'Santiago Herrera López', email: 'santiago.herrera@usta.test', mobile: '3008765432',
      faculty: 'Facultad de Ingeniería de Sistemas',
    }),
    student({
      typeId: 'TI', identification: '1002345678', name: 'Valentina Gutiérrez Peña', email: 'valentina.gutierrez@usta.test', mobile: '3046671290',
      faculty: 'Facultad de Derecho',
    }),
  ]),
  ...campus('Seccional Tunja', [
    lecturer({
      identification: '40123456', name: 'Luz Marina Pinzón Becerra', email: 'luz.pinzon@usta.test', mobile: '3112345678',
      faculty: 'Facultad de Ingeniería Civil',
      researchGroup: 'Grupo de Investigación en Ingeniería Civil y Materiales', link: 'Tiempo Completo',
      cvlac: cvlac('0000874512'), orcid: orcid('0000-0001-5567-2210'), scholar: scholar('Lm2TqZsAAAAJ'),
    }),
    lecturer({
      identification: '7178901', name: 'Jorge Enrique Sandoval Rincón', email: 'jorge.sandoval@usta.test', mobile: '3138901234',
      faculty: 'Facultad de Administración de Empresas',
      researchGroup: 'Grupo de Estudios Empresariales de Boyacá', link: 'Hora Catedra',
      cvlac: cvlac('0001320987'),
    }),
    graduate({
      identification: '1049612345', name: 'Camila Alejandra Niño Vargas', email: 'camila.nino@correo.test', mobile: '3165550912',
      faculty: 'Facultad de Ingeniería Civil',
      cvlac: cvlac('0001789034'),
    }),
    student({
      identification: '1002987654', name: 'Andrés Felipe Moreno Ávila', email: 'andres.moreno@usta.test', mobile: '3217654321',
      faculty: 'Facultad de Ingeniería Civil',
    }),
  ]),
  ...campus('Seccional Bucaramanga', [
    lecturer({
      identification: '63456789', name: 'Claudia Patricia Serrano Ardila', email: 'claudia.serrano@usta.test', mobile: '3176543210',
      faculty: 'Facultad de Odontología',
      researchGroup: 'Grupo de Investigación en Salud Oral', link: 'Tiempo Completo',
      cvlac: cvlac('0000612398'), orcid: orcid('0000-0002-6610-8843'), scholar: scholar('Rt8nWbkAAAAJ'),
    }),
    lecturer({
      identification: '91234567', name: 'Luis Eduardo Quintero Blanco', email: 'luis.quintero@usta.test', mobile: '3186549870',
      faculty: 'Facultad de Arquitectura',
      researchGroup: 'Grupo de Investigación en Hábitat y Territorio', link: 'Medio Tiempo',
      cvlac: cvlac('0001098745'),
    }),
    graduate({
      identification: '1098765432', name: 'Paola Andrea Rueda Cárdenas', email: 'paola.rueda@correo.test', mobile: '3014448899',
      faculty: 'Facultad de Arquitectura',
    }),
    student({
      identification: '1005432198', name: 'Sebastián Camilo Prada Torres', email: 'sebastian.prada@usta.test', mobile: '3228887766',
      faculty: 'Facultad de Odontología',
    }),
  ]),
  ...campus('Sede Medellín', [
    lecturer({
      identification: '43567890', name: 'Natalia Restrepo Londoño', email: 'natalia.restrepo@usta.test', mobile: '3045671234',
      faculty: 'Facultad de Derecho',
      researchGroup: 'Grupo de Investigación Sociojurídica de Antioquia', link: 'Tiempo Completo',
      cvlac: cvlac('0000734561'), orcid: orcid('0000-0003-4471-0925'),
    }),
    graduate({
      identification: '1017234567', name: 'Manuela Echeverri Gil', email: 'manuela.echeverri@correo.test', mobile: '3006712398',
      faculty: 'Facultad de Ingeniería de Sistemas',
    }),
    student({
      identification: '1036678901', name: 'Mateo Zapata Arango', email: 'mateo.zapata@usta.test', mobile: '3052349876',
      faculty: 'Facultad de Derecho',
    }),
  ]),
  ...campus('Sede Villavicencio', [
    lecturer({
      identification: '86012345', name: 'Óscar Iván Rey Parrado', email: 'oscar.rey@usta.test', mobile: '3209873456',
      faculty: 'Facultad de Ingeniería Ambiental',
      researchGroup: 'Grupo de Investigación en Gestión Ambiental de la Orinoquía', link: 'Tiempo Completo',
      cvlac: cvlac('0001245678'), orcid: orcid('0000-0002-3318-6657'), scholar: scholar('Vc5pHdUAAAAJ'),
    }),
    graduate({
      identification: '1121912345', name: 'Diego Alejandro Cifuentes Mora', email: 'diego.cifuentes@correo.test', mobile: '3123456780',
      faculty: 'Facultad de Ingeniería Civil',
    }),
    student({
      identification: '1121876543', name: 'Laura Marcela Baquero Romero', email: 'laura.baquero@usta.test', mobile: '3143217654',
      faculty: 'Facultad de Ingeniería Ambiental',
    }),
  ]),
];

/** Reference data, on every start: people already in the directory are left as they are. */
export async function seedDirectoryPeople(db: DbOrTx) {
  await db.insert(academicPeople).values(DIRECTORY_PEOPLE).onConflictDoNothing({ target: academicPeople.identification });
}
