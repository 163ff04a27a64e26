/** Demo records of a Colombian multi-campus university (names and codes are illustrative). */

export const DEMO_SECTIONALS = [
  { name: 'Sede Principal Bogotá', address: 'Carrera 9 # 51-11, Bogotá D.C.', phone: '6015878797', isSectional: true },
  { name: 'Seccional Tunja', address: 'Calle 19 # 11-64, Tunja, Boyacá', phone: '6087440404', isSectional: true },
  { name: 'Seccional Bucaramanga', address: 'Carrera 18 # 9-27, Bucaramanga, Santander', phone: '6076985858', isSectional: true },
  { name: 'Sede Medellín', address: 'Carrera 82 # 77BB-27, Medellín, Antioquia', phone: '6044189600', isSectional: false },
  { name: 'Sede Villavicencio', address: 'Campus Aguas Claras, Km 2 vía Puerto López, Villavicencio, Meta', phone: '6086784260', isSectional: false },
];

/** Division → faculty → programs [SAC code, name, type, degree work]. */
export const DEMO_ACADEMIC_TREE: { division: string; faculties: { name: string; programs: [number, string, string, boolean][] }[] }[] = [
  {
    division: 'División de Ingenierías',
    faculties: [
      { name: 'Facultad de Ingeniería de Sistemas', programs: [[10125, 'Ingeniería de Sistemas', 'Pregrado', true], [20125, 'Maestría en Ingeniería Electrónica y de Computadores', 'Maestría', true]] },
      { name: 'Facultad de Ingeniería Civil', programs: [[10126, 'Ingeniería Civil', 'Pregrado', true]] },
      { name: 'Facultad de Ingeniería Electrónica', programs: [[10127, 'Ingeniería Electrónica', 'Pregrado', true]] },
      { name: 'Facultad de Ingeniería Industrial', programs: [[10128, 'Ingeniería Industrial', 'Pregrado', true], [20128, 'Especialización en Gerencia de Proyectos', 'Especialización', false]] },
      { name: 'Facultad de Ingeniería Ambiental', programs: [[10129, 'Ingeniería Ambiental', 'Pregrado', true]] },
    ],
  },
  {
    division: 'División de Ciencias Económicas y Administrativas',
    faculties: [
      { name: 'Facultad de Economía', programs: [[10210, 'Economía', 'Pregrado', true]] },
      { name: 'Facultad de Administración de Empresas', programs: [[10211, 'Administración de Empresas', 'Pregrado', true]] },
      { name: 'Facultad de Contaduría Pública', programs: [[10212, 'Contaduría Pública', 'Pregrado', true]] },
      { name: 'Facultad de Negocios Internacionales', programs: [[10213, 'Negocios Internacionales', 'Pregrado', false]] },
    ],
  },
  {
    division: 'División de Ciencias Jurídicas y Políticas',
    faculties: [
      { name: 'Facultad de Derecho', programs: [[10310, 'Derecho', 'Pregrado', true], [20310, 'Maestría en Derecho Público', 'Maestría', true]] },
      { name: 'Facultad de Gobierno y Relaciones Internacionales', programs: [[10311, 'Gobierno y Relaciones Internacionales', 'Pregrado', true]] },
    ],
  },
  {
    division: 'División de Ciencias de la Salud',
    faculties: [
      { name: 'Facultad de Odontología', programs: [[10410, 'Odontología', 'Pregrado', true]] },
      { name: 'Facultad de Optometría', programs: [[10411, 'Optometría', 'Pregrado', true]] },
      { name: 'Facultad de Cultura Física, Deporte y Recreación', programs: [[10412, 'Cultura Física, Deporte y Recreación', 'Pregrado', true]] },
    ],
  },
  {
    division: 'División de Ciencias Sociales',
    faculties: [
      { name: 'Facultad de Psicología', programs: [[10510, 'Psicología', 'Pregrado', true], [20510, 'Maestría en Psicología Clínica', 'Maestría', true]] },
      { name: 'Facultad de Sociología', programs: [[10511, 'Sociología', 'Pregrado', true]] },
      { name: 'Facultad de Comunicación Social', programs: [[10512, 'Comunicación Social para la Paz', 'Pregrado', true]] },
    ],
  },
  {
    division: 'División de Arquitectura y Artes',
    faculties: [{ name: 'Facultad de Arquitectura', programs: [[10610, 'Arquitectura', 'Pregrado', true]] }],
  },
  {
    division: 'División de Filosofía y Teología',
    faculties: [
      { name: 'Facultad de Filosofía y Letras', programs: [[10710, 'Filosofía y Letras', 'Pregrado', true], [30710, 'Doctorado en Filosofía', 'Doctorado', true]] },
      { name: 'Facultad de Teología', programs: [[10711, 'Teología', 'Pregrado', false]] },
    ],
  },
];

/** Which programs (SAC codes) each sectional offers; the tree is derived from the academic tree. */
export const DEMO_OFFER: Record<string, number[]> = {
  'Sede Principal Bogotá': [10125, 20125, 10126, 10127, 10128, 20128, 10210, 10211, 10212, 10213, 10310, 20310, 10311, 10411, 10412, 10510, 20510, 10511, 10512, 10710, 30710, 10711],
  'Seccional Tunja': [10125, 10126, 10127, 10211, 10212, 10213, 10310, 10610],
  'Seccional Bucaramanga': [10125, 10126, 10128, 10129, 10210, 10213, 10310, 10410, 10411, 10610],
  'Sede Medellín': [10125, 10213, 10310, 10610],
  'Sede Villavicencio': [10126, 10127, 10129, 10211, 10212, 10310],
};

export const DEMO_LINES = [
  'Desarrollo sostenible y medio ambiente',
  'Tecnologías de la información y las comunicaciones',
  'Innovación educativa y pedagogía',
  'Derechos humanos, paz y posconflicto',
  'Salud pública y calidad de vida',
  'Gestión empresarial y emprendimiento',
  'Hábitat, ciudad y territorio',
  'Ética, humanismo y pensamiento tomista',
  'Infraestructura y materiales',
  'Automatización, control y robótica',
  'Economía regional y desarrollo',
  'Comunicación, cultura y sociedad',
];

export const DEMO_ACTION_FIELDS = [
  'Docencia',
  'Investigación',
  'Proyección Social',
  'Internacionalización',
  'Extensión y Educación Continua',
  'Bienestar Universitario',
  'Emprendimiento e Innovación',
];

export const DEMO_GROUPS: { sectional: string; name: string; colciencias: string; nro: string; lines: string[] }[] = [
  { sectional: 'Sede Principal Bogotá', name: 'Grupo de Investigación en Ingeniería de Sistemas y Computación', colciencias: 'COL0123451', nro: '00000000012345', lines: ['Tecnologías de la información y las comunicaciones', 'Automatización, control y robótica'] },
  { sectional: 'Sede Principal Bogotá', name: 'Grupo de Estudios en Derecho Público y Derechos Humanos', colciencias: 'COL0045672', nro: '00000000004567', lines: ['Derechos humanos, paz y posconflicto'] },
  { sectional: 'Sede Principal Bogotá', name: 'Grupo de Investigación en Economía y Desarrollo Regional', colciencias: 'COL0098763', nro: '00000000009876', lines: ['Economía regional y desarrollo', 'Gestión empresarial y emprendimiento'] },
  { sectional: 'Sede Principal Bogotá', name: 'Grupo Humanismo y Pensamiento Tomista', colciencias: 'COL0034564', nro: '00000000003456', lines: ['Ética, humanismo y pensamiento tomista', 'Innovación educativa y pedagogía'] },
  { sectional: 'Seccional Tunja', name: 'Grupo de Investigación en Ingeniería Civil y Materiales', colciencias: 'COL0145675', nro: '00000000014567', lines: ['Infraestructura y materiales'] },
  { sectional: 'Seccional Tunja', name: 'Grupo de Estudios Empresariales de Boyacá', colciencias: 'COL0156786', nro: '00000000015678', lines: ['Gestión empresarial y emprendimiento'] },
  { sectional: 'Seccional Bucaramanga', name: 'Grupo de Investigación en Salud Oral', colciencias: 'COL0067897', nro: '00000000006789', lines: ['Salud pública y calidad de vida'] },
  { sectional: 'Seccional Bucaramanga', name: 'Grupo de Investigación en Hábitat y Territorio', colciencias: 'COL0078908', nro: '00000000007890', lines: ['Hábitat, ciudad y territorio', 'Desarrollo sostenible y medio ambiente'] },
  { sectional: 'Sede Medellín', name: 'Grupo de Investigación Sociojurídica de Antioquia', colciencias: 'COL0189019', nro: '00000000018901', lines: ['Derechos humanos, paz y posconflicto'] },
  { sectional: 'Sede Villavicencio', name: 'Grupo de Investigación en Gestión Ambiental de la Orinoquía', colciencias: 'COL0176540', nro: '00000000017654', lines: ['Desarrollo sostenible y medio ambiente'] },
];

export const DEMO_HOTBEDS: { sectional: string; faculty: string; name: string }[] = [
  { sectional: 'Sede Principal Bogotá', faculty: 'Facultad de Ingeniería de Sistemas', name: 'Semillero de Inteligencia Artificial y Ciencia de Datos' },
  { sectional: 'Sede Principal Bogotá', faculty: 'Facultad de Derecho', name: 'Semillero de Derecho Constitucional' },
  { sectional: 'Sede Principal Bogotá', faculty: 'Facultad de Psicología', name: 'Semillero de Psicología Social y Comunitaria' },
  { sectional: 'Seccional Tunja', faculty: 'Facultad de Ingeniería Civil', name: 'Semillero de Estructuras y Geotecnia' },
  { sectional: 'Seccional Bucaramanga', faculty: 'Facultad de Odontología', name: 'Semillero de Odontología Preventiva' },
  { sectional: 'Sede Villavicencio', faculty: 'Facultad de Ingeniería Ambiental', name: 'Semillero de Recursos Hídricos de la Orinoquía' },
];

/**
 * A few subjects already in the catalogue; the academic directory reports these and more, and one
 * name here is outdated, so the first sync shows both additions and an update.
 */
export const DEMO_SUBJECTS: [codesac: string, name: string, programSac: string][] = [
  ['1012501', 'Fundamentos de Programación', '10125'],
  ['1012502', 'Programación Orientada a Objetos I', '10125'],
  ['1012601', 'Mecánica de Suelos', '10126'],
  ['1021001', 'Microeconomía', '10210'],
  ['1031001', 'Derecho Constitucional', '10310'],
  ['1071001', 'Pensamiento Tomista', '10710'],
];

export const DEMO_ATTACHEDS = [
  { name: 'Carta de aval de la Facultad', required: true, accept: '.pdf' },
  { name: 'Presupuesto detallado del proyecto', required: true, accept: '.xls,.xlsx' },
  { name: 'Cronograma de actividades', required: true, accept: '.pdf,.doc,.docx' },
  { name: 'Hojas de vida CvLAC de los investigadores', required: false, accept: '.pdf' },
];
