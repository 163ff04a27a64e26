import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENTS, todayInBogota } from '@siiicca/shared';
import { useTestApp } from '../../../test/helpers';
import { call, longText } from '../catalogues/test-fixtures';

const t = useTestApp();

const url = ANNOUNCEMENTS.api;
const shift = (days: number) => {
  const d = new Date(`${todayInBogota()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const callBody = (name: string, over: Record<string, unknown> = {}) => ({
  name,
  type: 'Multicampus',
  description: 'Convocatoria de prueba para proyectos de investigación',
  fecha_inicio: shift(0),
  fecha_fin: shift(30),
  attacheds: [
    { name: 'Carta de aval', required: true, accept: '.pdf' },
    { name: 'Presupuesto', required: false, accept: '.xls,.xlsx' },
  ],
  ...over,
});
type Attached = { id: number; name: string; required: boolean; accept: string };

describe('announcements', () => {
  it('creates a call with its documents, active by default, and lists it', async () => {
    const res = await call(t, 'POST', url, t.admin, callBody('Convocatoria de Innovación Social'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Convocatoria guardada correctamente');
    const row = res.json().data;
    expect(row).toMatchObject({ type: 'Multicampus', state: true, fecha_inicio: shift(0), fecha_fin: shift(30) });
    expect(row.attacheds.map((a: Attached) => [a.name, a.required, a.accept])).toEqual([
      ['Carta de aval', true, '.pdf'],
      ['Presupuesto', false, '.xls,.xlsx'],
    ]);
    const listed = (await call(t, 'GET', `${url}?q=innovacion social`, t.admin)).json();
    expect(listed.data.map((a: { id: number }) => a.id)).toEqual([row.id]);
    expect((await call(t, 'GET', '/api/siiicca/selannouncements', t.docente)).json().data.map((a: { id: number }) => a.id)).toContain(row.id);
  });

  it('edits, adds and removes documents together with the call', async () => {
    const created = (await call(t, 'POST', url, t.admin, callBody('Convocatoria de Movilidad'))).json().data;
    const [carta] = created.attacheds as Attached[];
    const res = await call(t, 'PUT', `${url}/${created.id}`, t.admin, {
      ...callBody('Convocatoria de Movilidad Internacional'),
      state: false,
      attacheds: [
        { id: carta!.id, name: 'Carta de aval firmada', required: true, accept: '.pdf' },
        { name: 'Carta de invitación', required: true, accept: 'application/pdf' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().data;
    expect(row.state).toBe(false);
    expect(row.attacheds).toEqual([
      { id: carta!.id, name: 'Carta de aval firmada', required: true, accept: '.pdf' },
      { id: expect.any(Number), name: 'Carta de invitación', required: true, accept: 'application/pdf' },
    ]);
    // Inactive: no longer offered to lecturers.
    expect((await call(t, 'GET', '/api/siiicca/selannouncements', t.docente)).json().data.map((a: { id: number }) => a.id)).not.toContain(row.id);
  });

  it('rolls the whole save back when a document belongs to another call', async () => {
    const mine = (await call(t, 'POST', url, t.admin, callBody('Convocatoria Propia'))).json().data;
    const other = (await call(t, 'POST', url, t.admin, callBody('Convocatoria Ajena'))).json().data;
    const res = await call(t, 'PUT', `${url}/${mine.id}`, t.admin, {
      ...callBody('Convocatoria Propia Renombrada'),
      attacheds: [{ id: other.attacheds[0].id, name: 'Robado', required: true, accept: '.pdf' }],
    });
    expect(res.statusCode).toBe(400);
    const after = (await call(t, 'GET', `${url}?q=Convocatoria Propia`, t.admin)).json().data[0];
    expect(after.name).toBe('Convocatoria Propia');
    expect(after.attacheds).toEqual(mine.attacheds);
  });

  it('allows keeping a start date in the past when editing a call that already opened', async () => {
    const open = (await call(t, 'GET', `${url}?q=Convocatoria Interna`, t.admin)).json().data[0];
    expect(open.fecha_inicio < todayInBogota()).toBe(true);
    const res = await call(t, 'PUT', `${url}/${open.id}`, t.admin, { ...open, description: 'Descripción actualizada' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each([
    [{ fecha_fin: shift(-1), fecha_inicio: shift(0) }, 'fecha_fin', 'La fecha debe ser mayor a la inicial'],
    [{ fecha_inicio: shift(-1) }, 'fecha_inicio', 'La fecha inicial no puede ser anterior a hoy'],
    [{ fecha_inicio: undefined }, 'fecha_inicio', 'Campo requerido'],
    [{ type: 'Regional' }, 'type', 'Campo requerido'],
    [{ name: 'Conv' }, 'name', 'Mínimo 5 caracteres'],
    [{ name: longText(256) }, 'name', 'Máximo 255 letras'],
    [{ description: '' }, 'description', 'Campo requerido'],
    [{ description: longText(256) }, 'description', 'Máximo 255 letras'],
    [{ attacheds: [{ name: 'Anexo', accept: 'pdf' }] }, 'attacheds.0.accept', 'Tipo de archivo inválido, use extensiones como .pdf o tipos como application/pdf'],
    // Well formed, but not a kind the server recognises by content: an upload could never be checked.
    [{ attacheds: [{ name: 'Anexo', accept: '.pdf,.exe' }] }, 'attacheds.0.accept', 'Tipo de archivo inválido, use extensiones como .pdf o tipos como application/pdf'],
    [{ attacheds: [{ name: 'Anexo', accept: 'video/*' }] }, 'attacheds.0.accept', 'Tipo de archivo inválido, use extensiones como .pdf o tipos como application/pdf'],
    [{ attacheds: [{ name: '', accept: '.pdf' }] }, 'attacheds.0.name', 'Campo requerido'],
    [{ attacheds: [{ name: 'Anexo', accept: '.pdf' }, { name: 'anexo', accept: '.pdf' }] }, 'attacheds', 'Elemento repetido en la lista'],
  ])('refuses %o', async (change, field, message) => {
    const res = await call(t, 'POST', url, t.admin, callBody('Convocatoria inválida', change));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toContain(message);
  });

  it('deletes a call with its documents, answers 404 afterwards, and is for administrators', async () => {
    const created = (await call(t, 'POST', url, t.admin, callBody('Convocatoria Efímera'))).json().data;
    expect((await call(t, 'DELETE', `${url}/${created.id}`, t.docente)).statusCode).toBe(403);
    expect((await call(t, 'GET', url)).statusCode).toBe(401);
    const res = await call(t, 'DELETE', `${url}/${created.id}`, t.admin);
    expect(res.json().message).toBe('Convocatoria eliminada correctamente');
    expect((await call(t, 'DELETE', `${url}/${created.id}`, t.admin)).statusCode).toBe(404);
    expect((await call(t, 'POST', url, t.admin, callBody('Convocatoria Efímera'))).statusCode).toBe(201);
  });
});
