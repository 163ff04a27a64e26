import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PROJECT_STATES } from '@siiicca/shared';
import { queryRows } from '../../db/query-rows';
import { seedEvaluationDemo } from './demo-seed';
import { useTestApp } from '../../../test/helpers';

const t = useTestApp();

describe('the evaluation demo', () => {
  it('has projects in every state, each change with its history line, an acta for the approved one', async () => {
    const states = await queryRows<{ state: string }>(t.db, sql`select distinct state from projects`);
    expect(new Set(states.map((s) => s.state))).toEqual(new Set(PROJECT_STATES));
    // Every project past Borrador has a history that ends in its state, starting at Borrador → Enviado.
    const paths = await queryRows<{ state: string; path: string[] }>(
      t.db,
      sql`select p.state, array_agg(t.from_state || '>' || t.to_state order by t.id) as path
        from projects p join project_transitions t on t.project_id = p.id group by p.id, p.state`,
    );
    const past = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from projects where state <> 'Borrador'`);
    expect(paths).toHaveLength(past[0]!.n);
    for (const p of paths) {
      expect(p.path[0]).toBe('Borrador>Enviado');
      expect(p.path.at(-1)!.endsWith(`>${p.state}`)).toBe(true);
    }
    const [acta] = await queryRows<{ number: number; state: string }>(t.db, sql`select a.number, p.state from project_approvals a join projects p on p.id = a.project_id`);
    expect(acta).toEqual({ number: 1, state: 'Aprobado' });
  });

  it("gives evaluador one assignment to accept and a project ready for the administrator's decision", async () => {
    const rows = await queryRows<{ username: string; state: string; project: string; submitted: number }>(
      t.db,
      sql`select u.username, a.state, p.state as project, count(e.submitted_at)::int as submitted
        from evaluation_assignments a join users u on u.id = a.evaluator_id join projects p on p.id = a.project_id
        left join evaluations e on e.assignment_id = a.id group by u.username, a.state, p.id, p.state`,
    );
    expect(rows).toContainEqual({ username: 'evaluador', state: 'Asignada', project: 'En evaluación', submitted: 0 });
    expect(rows.filter((r) => r.project === 'En evaluación' && r.submitted === 1)).toHaveLength(2);
    const [weights] = await queryRows<{ total: number }>(t.db, sql`select sum(weight)::int as total from call_criteria`);
    expect(weights!.total).toBe(100);
    // Once: a second run writes nothing.
    await seedEvaluationDemo(t.db, null);
    const [n] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from evaluation_assignments`);
    expect(n!.n).toBe(rows.length);
  });
});
