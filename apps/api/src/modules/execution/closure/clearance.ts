import { sql } from 'drizzle-orm';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { ARREARS_DAYS, CLOSURE_MSG, NON_COMPLIANCE_STATE, REPORT_OWED_STATES, REPORTING_STATES, shownDate, todayInBogota } from '@siiicca/shared';
import { queryRows } from '../../../db/query-rows';
import type { DbOrTx } from '../../../db/transaction';
import { conflict } from '../../../lib/app-error';
import { brandedDocument, renderPdf, type TBrand } from '../../../lib/pdf';
import type { AuthUser } from '../../../platform/auth/session';

const OWED = sql.join(REPORT_OWED_STATES.map((s) => sql`${s}`), sql`, `);
const REPORTING = sql.join(REPORTING_STATES.map((s) => sql`${s}`), sql`, `);

/**
 * What stains a lecturer's record (issue 42 'Closure'): their projects En mora now (running or
 * suspended, a report owed more than ARREARS_DAYS past its due date, as the lists show it) and those
 * Cerrado por incumplimiento, within the last `years` years when given (the date of that transition),
 * ever otherwise. Ids in order.
 */
export async function recordStains(db: DbOrTx, userId: number, today: string, years: number | null): Promise<{ arrears: number[]; closed: number[] }> {
  const rows = await queryRows<{ id: number; kind: 'arrears' | 'closed' }>(
    db,
    sql`select p.id, 'arrears' as kind from projects p
        where p.user_id = ${userId} and p.state in (${REPORTING})
          and exists (select 1 from execution_reports r where r.project_id = p.id and r.state in (${OWED})
            and r.due_date < ${today}::date - ${ARREARS_DAYS}::int)
      union all
      select p.id, 'closed' as kind from projects p
        where p.user_id = ${userId} and p.state = ${NON_COMPLIANCE_STATE}
          ${years === null ? sql`` : sql`and exists (select 1 from project_transitions t where t.project_id = p.id and t.to_state = ${NON_COMPLIANCE_STATE}
            and t.created_at >= (${today}::date - make_interval(years => ${years}::int)))`}
      order by 1`,
  );
  const of = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => Number(r.id));
  return { arrears: of('arrears'), closed: of('closed') };
}

/**
 * The paz y salvo of `user` (the owner, projects.own): a certificate that on `today` they have no
 * project En mora nor Cerrado por incumplimiento (409 with the reason when they do), listing their
 * projects past their approval and their states.
 */
export async function clearancePdf(db: DbOrTx, user: AuthUser, brand: TBrand, today = todayInBogota()): Promise<Buffer> {
  const stains = await recordStains(db, user.id, today, null);
  if (stains.arrears.length) throw conflict(CLOSURE_MSG.inArrears(stains.arrears));
  if (stains.closed.length) throw conflict(CLOSURE_MSG.closedForNonCompliance(stains.closed));
  const projects = await queryRows<{ id: number; title: string; state: string }>(
    db,
    sql`select id, title, state from projects where user_id = ${user.id} and state in ('En ejecución', 'Suspendido', 'Finalizado') order by id`,
  );
  const cell = (text: string | number, bold = false): TableCell => ({ text: String(text), bold });
  const content: Content[] = [
    { text: 'PAZ Y SALVO DE PROYECTOS DE INVESTIGACIÓN', style: 'h1', alignment: 'center' },
    { text: `Bogotá D.C., ${shownDate(today)}`, alignment: 'center', color: '#444', margin: [0, 0, 0, 10] },
    {
      text: [
        'La Unidad de Investigación de la ', { text: brand.institutionName, bold: true }, ' hace constar que ',
        { text: user.name, bold: true }, ` (${user.email}) `,
        'se encuentra a paz y salvo con sus proyectos de investigación: a la fecha no tiene proyectos En mora en la entrega de sus informes ni proyectos Cerrados por incumplimiento.',
      ],
      lineHeight: 1.2,
    },
    { text: 'Proyectos en ejecución o finalizados', style: 'h2' },
    projects.length
      ? {
          table: {
            headerRows: 1,
            widths: [60, '*', 100],
            body: [[cell('Código', true), cell('Título', true), cell('Estado', true)], ...projects.map((p) => [cell(p.id), cell(p.title), cell(p.state)])],
          },
          layout: 'lightHorizontalLines',
        }
      : { text: 'No tiene proyectos en ejecución ni finalizados.' },
    { text: 'Se expide a solicitud del interesado.', margin: [0, 12, 0, 0] },
    { text: '\n\n\n______________________________\nDirector(a) de Investigación', alignment: 'center', margin: [0, 30, 0, 0] },
  ];
  return renderPdf(brandedDocument(brand, { title: `${CLOSURE_MSG.clearanceLabel} - ${user.name}`, content }));
}
