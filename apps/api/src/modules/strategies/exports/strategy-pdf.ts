import type { Content, TableCell } from 'pdfmake/interfaces';
import {
  ACTOR_TYPES,
  ID_TYPE_LABELS,
  STRATEGY_FIELD_LABELS as L,
  STRATEGY_STEPS,
  fieldsFor,
  isPersonActor,
  labelsFor,
  type TActorType,
  type TIdType,
  type TStrategyDetail,
} from '@siiicca/shared';
import type { DbOrTx } from '../../../db/transaction';
import { brandedDocument, renderPdf, type TBrand } from '../../../lib/pdf';
import { safeEntryName } from '../../../lib/zip';
import { findStrategy } from '../find-strategy';
import type { Viewer } from '../scope';
import { actorRows, strategyRows, type TActorExportRow, type TStrategyExportRow } from './strategy-rows';

type Pair = [string, string | number | null | undefined];

const text = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '—' : String(v));
const list = (xs: string[]) => (xs.length ? xs.join(', ') : '—');
/** '2026-03-04T10:05:00' (Bogotá) → '2026-03-04 10:05'. */
const when = (v: string | null) => (v ? v.replace('T', ' ').slice(0, 16) : null);

/** A two-column table of labels and values, skipping nothing: an empty value reads '—'. */
function facts(pairs: Pair[]): Content {
  return {
    table: { widths: [150, '*'], body: pairs.map(([k, v]): TableCell[] => [{ text: k, style: 'label' }, { text: text(v) }]) },
    layout: 'lightHorizontalLines',
    margin: [0, 0, 0, 4],
  };
}

function table(headers: string[], rows: (string | number | null)[][], widths?: (string | number)[]): Content {
  return {
    table: {
      headerRows: 1,
      widths: widths ?? headers.map(() => '*'),
      body: [headers.map((h): TableCell => ({ text: h, style: 'th' })), ...rows.map((r) => r.map((v): TableCell => ({ text: text(v), style: 'small' })))],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 0, 0, 6],
  };
}

const idOf = (a: TActorExportRow) => `${a.type_id} ${a.identification}`;

/** The actors of one type as a table: people by their link and program, organisations by their contact. */
function actorTable(type: TActorType, actors: TActorExportRow[]): Content {
  if (!isPersonActor(type)) {
    return table(
      ['Identificación', 'Entidad', 'Contacto', 'Cargo', 'Correo', 'Ciudad', 'Rol', 'Estado'],
      actors.map((a) => [idOf(a), a.name, a.actor_name, a.actor_position, a.email, a.city, a.rol, a.state]),
    );
  }
  const detail = (a: TActorExportRow) =>
    type === 'Egresado' ? list(a.graduate_programs) : type === 'Estudiante' ? [a.program, a.semester ? `Semestre ${a.semester}` : null, a.link].filter(Boolean).join(' · ') : [a.link, a.faculty].filter(Boolean).join(' · ');
  const heading = type === 'Egresado' ? 'Programas (año)' : type === 'Estudiante' ? 'Programa' : 'Vinculación';
  return table(
    ['Identificación', 'Nombre', heading, 'Correo', 'Rol', 'Estado'],
    actors.map((a) => [idOf(a), a.name, detail(a), a.email, a.rol, a.state]),
    [70, '*', '*', '*', 55, 40],
  );
}

/** The general information, with the fields of the strategy's kind only (fieldsFor, labelsFor). */
function general(d: TStrategyDetail, r: TStrategyExportRow): Pair[] {
  const f = fieldsFor(d.strategy);
  const pairs: (Pair | false)[] = [
    ['Seccional', r.sectional],
    ['Tipo de Estrategia', r.strategy],
    [L.divisions!, list(r.divisions)],
    [L.faculties!, list(r.faculties)],
    [L.programs!, list(r.programs)],
    [labelsFor(d.strategy).name, d.name],
    f.subjects && [L.subjects!, list(r.subjects)],
    f.overall_objective && [L.overall_objective!, d.overall_objective],
    f.specific_goal && [L.specific_goal!, d.specific_goal],
    f.conformation_date && [L.conformation_date!, d.conformation_date],
    f.problem_nucleus && [labelsFor(d.strategy).problem, d.problem_nucleus],
    [L.methodology!, d.methodology],
    [L.duration!, d.duration],
    f.reward && [L.reward!, d.reward],
    f.entity && [L.entity!, r.entity],
    f.research_hotbed_id && [L.research_hotbed!, r.research_hotbed],
    f.proyect_name && [L.proyect_name!, d.proyect_name],
    [L.investigation_lines!, list(r.investigation_lines)],
    [L.action_fields!, list(r.action_fields)],
  ];
  return pairs.filter((p): p is Pair => p !== false);
}

function leader(d: TStrategyDetail, r: TStrategyExportRow): Content {
  const l = d.leader;
  if (!l) return { text: 'Sin docente líder registrado.', italics: true };
  return facts([
    ['Nombre', l.name],
    ['Identificación', `${ID_TYPE_LABELS[l.type_id as TIdType] ?? l.type_id} ${l.identification}`],
    ['Correo', l.email],
    ['Celular', l.mobile],
    ['Grupo de Investigación', r.leader_group],
    ['Facultad', r.leader_faculty],
    ['CvLAC', l.cvlac],
    ['ORCID', l.orcid],
    ['Google Académico', l.gooAcademico],
  ]);
}

function actors(rows: TActorExportRow[]): Content[] {
  const out: Content[] = [];
  for (const type of ACTOR_TYPES) {
    const ofType = rows.filter((a) => a.type === type);
    if (ofType.length === 0) continue;
    const title = STRATEGY_STEPS.find((s) => 'actorType' in s && s.actorType === type)?.title ?? type;
    out.push({ text: `${title} (${ofType.length})`, bold: true, margin: [0, 6, 0, 3] }, actorTable(type, ofType));
  }
  return out.length ? out : [{ text: 'Sin actores registrados.', italics: true }];
}

/** The file name of a strategy's PDF: '<id>_<name>.pdf', the name made safe for any file system. */
export const strategyPdfName = (id: number, name: string) => `${id}_${safeEntryName(name, 80, 'estrategia')}.pdf`;

/**
 * The whole strategy as a PDF, if the viewer may read it (null otherwise): the institution's
 * header, its state and dates, the general information of its kind, the leader, the actors by
 * type, the expected products and the activities.
 */
export async function strategyPdf(db: DbOrTx, viewer: Viewer, id: number, brand: TBrand) {
  const d = await findStrategy(db, viewer, id);
  if (!d) return null;
  const [r] = await strategyRows(db, [id], viewer.userId);
  const actorList = await actorRows(db, [id], viewer.userId);
  if (!r) return null;
  const content: Content[] = [
    { text: d.name || 'Estrategia sin nombre', style: 'h1' },
    { text: `${text(d.strategy)} · Id ${d.id}`, color: '#555', margin: [0, 0, 0, 6] },
    { text: 'Estado y Fechas', style: 'h2' },
    facts([
      ['Estado', d.state],
      ['Periodo', d.period?.description],
      ['Fecha de Creación', when(r.created_at)],
      ['Fecha de Vencimiento', d.expiration_date],
      ['Docente', `${r.user_name} (${r.user_username})`],
      [L.approvement_letter!, r.approvement_letter ? 'Cargada' : 'No cargada'],
      [L.final_report!, r.final_report ? 'Cargado' : 'No cargado'],
    ]),
    { text: 'Información General', style: 'h2' },
    facts(general(d, r)),
    { text: 'Docente Líder', style: 'h2' },
    leader(d, r),
    { text: 'Actores', style: 'h2' },
    ...actors(actorList.filter((a) => a.type !== 'Líder')),
    { text: L.products!, style: 'h2' },
    d.products.length ? table(['Id', 'Producto'], d.products.map((p) => [p.id, p.name]), [40, '*']) : { text: 'Sin productos.', italics: true },
    { text: L.activities!, style: 'h2' },
    d.activities.length
      ? table(['N.º', 'Actividad'], d.activities.map((a, i) => [i + 1, a.description]), [30, '*'])
      : { text: 'Sin actividades.', italics: true },
  ];
  const pdf = await renderPdf(brandedDocument(brand, { title: `Estrategia de Formación N.º ${d.id}`, subject: d.name, content }));
  return { pdf, fileName: strategyPdfName(d.id, d.name) };
}
