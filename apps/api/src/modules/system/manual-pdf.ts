import type { Content } from 'pdfmake/interfaces';
import { renderPdf } from '../../lib/pdf';

const step = (title: string, lines: string[]): Content[] => [
  { text: title, style: 'h2' },
  { ul: lines, margin: [0, 0, 0, 8] },
];

/** The teacher-leader manual linked from the login page. */
export function buildManualPdf(o: { productName: string; institutionName: string }) {
  return renderPdf({
    info: { title: `Manual del Docente Líder - ${o.productName}`, author: o.institutionName },
    pageMargins: [50, 60, 50, 60],
    footer: (page, pages) => ({ text: `${o.productName} · Página ${page} de ${pages}`, alignment: 'center', fontSize: 8, color: '#666' }),
    styles: {
      h1: { fontSize: 20, bold: true, color: '#0b3d91', margin: [0, 0, 0, 4] },
      sub: { fontSize: 11, color: '#444', margin: [0, 0, 0, 16] },
      h2: { fontSize: 13, bold: true, color: '#0b3d91', margin: [0, 10, 0, 4] },
    },
    content: [
      { text: 'Manual del Docente Líder', style: 'h1' },
      { text: `${o.productName} · ${o.institutionName}`, style: 'sub' },
      {
        text:
          'Este manual explica cómo registrar y gestionar estrategias de formación en investigación ' +
          '(grupos de estudio, grupos de trabajo, colectivos académicos y semilleros de investigación) ' +
          'y cómo presentar proyectos de investigación a las convocatorias institucionales.',
      },
      ...step('1. Ingreso al sistema', [
        'Abra la página de inicio de sesión y escriba su usuario o correo institucional y su contraseña del SAC.',
        'Seleccione el tipo de cuenta "SAC" (docentes) o "Admon" (personal administrativo de investigación).',
        'Active "Recordarme" solo en un equipo personal: mantiene la sesión abierta por más tiempo.',
        'Si olvidó su contraseña use el enlace "¿Olvidó su contraseña?" de la misma página.',
      ]),
      ...step('2. Registro de una estrategia de formación', [
        'En el menú lateral elija "Mis Estrategias" y pulse "Nuevo". Solo es posible cuando existe un periodo activo.',
        'Paso 1: elija la seccional y el tipo de estrategia; el formulario se ajusta a ese tipo.',
        'Paso 2: registre los datos del docente líder (identificación, contacto, grupo de investigación).',
        'Paso 3: información general: divisiones, facultades, programas, nombre, objetivos, metodología, duración, líneas y campos de acción.',
        'Pasos siguientes: otros docentes, egresados, estudiantes y actores externos, según el tipo de estrategia.',
        'Último paso: agregue al menos una actividad y al menos un producto esperado, y pulse "Guardar".',
      ]),
      ...step('3. Seguimiento', [
        'Desde la lista puede editar o eliminar la estrategia mientras esté Activa en el periodo activo.',
        'Al terminar, cargue el informe final en PDF con la acción "Informe final".',
        'La acción "Generar PDF" descarga la ficha de la estrategia en cualquier momento.',
      ]),
      ...step('4. Proyectos de investigación', [
        'En "Mis Proyectos" pulse "Nuevo" y elija una convocatoria abierta.',
        'Complete los datos básicos, los investigadores, los aliados externos, los documentos requeridos y los productos esperados.',
        '"Guardar Borrador" guarda el avance; "Enviar" presenta el proyecto y ya no podrá modificarlo.',
      ]),
      ...step('5. Ayuda', [
        'Los campos marcados con * son obligatorios; los mensajes en rojo indican qué corregir.',
        'Para dudas sobre el sistema comuníquese con la oficina de investigación de su seccional.',
      ]),
    ],
  });
}
