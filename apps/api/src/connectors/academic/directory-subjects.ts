import type { AcademicSubject } from './types';

const subject = (codesac: string, name: string, programSac: string): AcademicSubject => ({ codesac, name, programSac });

/**
 * Subjects the built-in directory reports, as the academic system lists them (code, name, program
 * code). The program codes are those of the demo programs (e.g. 10125 Ingeniería de Sistemas).
 */
export const DIRECTORY_SUBJECTS: AcademicSubject[] = [
  // Ingeniería de Sistemas
  subject('1012501', 'Fundamentos de Programación', '10125'),
  subject('1012502', 'Programación Orientada a Objetos', '10125'),
  subject('1012503', 'Estructuras de Datos', '10125'),
  subject('1012504', 'Bases de Datos', '10125'),
  subject('1012505', 'Ingeniería de Software', '10125'),
  subject('1012506', 'Redes de Computadores', '10125'),
  subject('1012507', 'Sistemas Operativos', '10125'),
  subject('1012508', 'Inteligencia Artificial', '10125'),
  // Ingeniería Civil
  subject('1012601', 'Mecánica de Suelos', '10126'),
  subject('1012602', 'Análisis Estructural', '10126'),
  subject('1012603', 'Hidráulica de Canales', '10126'),
  subject('1012604', 'Materiales de Construcción', '10126'),
  subject('1012605', 'Diseño de Vías y Transporte', '10126'),
  // Ingeniería Electrónica
  subject('1012701', 'Circuitos Eléctricos', '10127'),
  subject('1012702', 'Electrónica Digital', '10127'),
  subject('1012703', 'Control Automático', '10127'),
  // Ingeniería Industrial
  subject('1012801', 'Investigación de Operaciones', '10128'),
  subject('1012802', 'Gestión de la Calidad', '10128'),
  subject('1012803', 'Logística y Cadena de Suministro', '10128'),
  // Ingeniería Ambiental
  subject('1012901', 'Gestión Integral de Residuos Sólidos', '10129'),
  subject('1012902', 'Tratamiento de Aguas Residuales', '10129'),
  // Economía, Administración, Contaduría
  subject('1021001', 'Microeconomía', '10210'),
  subject('1021002', 'Macroeconomía', '10210'),
  subject('1021003', 'Econometría', '10210'),
  subject('1021101', 'Fundamentos de Administración', '10211'),
  subject('1021102', 'Gestión del Talento Humano', '10211'),
  subject('1021103', 'Emprendimiento e Innovación', '10211'),
  subject('1021201', 'Contabilidad Financiera', '10212'),
  subject('1021202', 'Revisoría Fiscal', '10212'),
  // Derecho
  subject('1031001', 'Derecho Constitucional', '10310'),
  subject('1031002', 'Obligaciones Civiles', '10310'),
  subject('1031003', 'Derecho Penal General', '10310'),
  subject('1031004', 'Derechos Humanos y Derecho Internacional Humanitario', '10310'),
  // Salud, Ciencias Sociales, Arquitectura, Humanidades
  subject('1041001', 'Anatomía Dental', '10410'),
  subject('1041002', 'Periodoncia', '10410'),
  subject('1051001', 'Psicología del Desarrollo', '10510'),
  subject('1051002', 'Psicometría', '10510'),
  subject('1061001', 'Taller de Diseño Arquitectónico I', '10610'),
  subject('1061002', 'Urbanismo y Planeación Territorial', '10610'),
  subject('1071001', 'Pensamiento Tomista', '10710'),
  subject('1071002', 'Ética General', '10710'),
  subject('1071003', 'Epistemología', '10710'),
];
