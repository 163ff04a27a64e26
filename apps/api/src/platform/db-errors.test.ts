import { describe, expect, it } from 'vitest';
import { CAT_MSG, HTTP_MSG, MSG, ROLE_MSG, USER_MSG } from '@siiicca/shared';
import { AppError } from '../lib/app-error';
import { call } from '../modules/catalogues/test-fixtures';
import { useTestApp } from '../../test/helpers';
import { constraintError, failureAnswer } from './db-errors';

/** A driver error as node-postgres and PGlite raise it, wrapped by Drizzle. */
const pgError = (code: string, constraint?: string) => Object.assign(new Error('Failed query'), { cause: { code, constraint } });
const answer = (err: AppError | null) => err && { status: err.statusCode, message: err.message, errors: err.errors };
const silentLog = { error: () => {} } as never;

describe('one table of constraint answers', () => {
  it('answers a known unique constraint on its field', () => {
    expect(answer(constraintError(pgError('23505', 'users_email_unique'), { action: 'write' }))).toEqual({
      status: 409,
      message: USER_MSG.emailTaken,
      errors: { email: [USER_MSG.emailTaken] },
    });
    expect(answer(constraintError(pgError('23505', 'roles_name_unique'), { action: 'write' }))?.errors).toEqual({ name: [ROLE_MSG.nameTaken] });
    expect(answer(constraintError(pgError('23505', 'strategy_periods_one_active_key'), { action: 'write' }))).toEqual({
      status: 409,
      message: CAT_MSG.oneActivePeriod,
      errors: { state: [CAT_MSG.oneActivePeriod] },
    });
  });

  it('falls back on the name convention for other unique indexes, and on the code', () => {
    expect(answer(constraintError(pgError('23505', 'products_name_key'), { action: 'write' }))).toEqual({
      status: 409,
      message: CAT_MSG.duplicateName,
      errors: { name: [CAT_MSG.duplicateName] },
    });
    expect(answer(constraintError(pgError('23505', 'some_future_code_key'), { action: 'write' }))).toEqual({
      status: 409,
      message: CAT_MSG.duplicateCode,
      errors: undefined,
    });
  });

  it('tells a reference to a missing row (write) from a row still in use (delete)', () => {
    expect(answer(constraintError(pgError('23503', 'departments_country_id_countries_id_fk'), { action: 'write' }))).toEqual({
      status: 400,
      message: CAT_MSG.relatedMissing,
      errors: undefined,
    });
    expect(answer(constraintError(pgError('23001', 'cities_department_id_departments_id_fk'), { action: 'delete' }))?.message).toBe(CAT_MSG.deleteFailed);
    expect(answer(constraintError(pgError('23001', 'user_roles_role_id_roles_id_fk'), { action: 'delete' }))).toEqual({
      status: 409,
      message: MSG.deleteFailed,
      errors: { id: [ROLE_MSG.inUse] },
    });
    const blocked = { field: 'id', message: MSG.userHasRecords };
    expect(answer(constraintError(pgError('23503', 'strategies_user_id_users_id_fk'), { action: 'delete', blocked }))?.errors).toEqual({ id: [MSG.userHasRecords] });
    expect(answer(constraintError(pgError('23503', 'x_fk'), { action: 'delete', blocked: { message: CAT_MSG.attachedInUse } }))?.message).toBe(CAT_MSG.attachedInUse);
  });

  it('is not about other errors; the failure answer passes an unreachable database on as 503', () => {
    expect(constraintError(pgError('22P02'), { action: 'write' })).toBeNull();
    expect(constraintError(new Error('boom'), { action: 'write' })).toBeNull();
    const down = failureAnswer(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }), { log: silentLog, fallback: 'Error al guardar', action: 'write' });
    expect(answer(down)).toEqual({ status: 503, message: HTTP_MSG.databaseUnavailable, errors: undefined });
    const unknown = failureAnswer(new Error('boom'), { log: silentLog, fallback: 'Error al guardar el Periodo', action: 'write' });
    expect(answer(unknown)).toEqual({ status: 500, message: 'Error al guardar el Periodo', errors: undefined });
    // A read never explains a constraint (it cannot cause one): the screen's own message.
    expect(failureAnswer(pgError('23505', 'users_email_unique'), { log: silentLog, fallback: 'Error al Obtener', action: 'read' }).statusCode).toBe(500);
  });
});

describe('catalogue duplicates name their field', () => {
  const t = useTestApp();

  it('on the name, the description of a period and the code of a city', async () => {
    const line = { name: 'Línea duplicada de prueba', active: true };
    expect((await call(t, 'POST', '/api/siiicca/investigation_lines', t.admin, line)).statusCode).toBe(201);
    const again = await call(t, 'POST', '/api/siiicca/investigation_lines', t.admin, { ...line, name: 'LÍNEA DUPLICADA DE PRUEBA' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: CAT_MSG.duplicateName, errors: { name: [CAT_MSG.duplicateName] } });

    const period = { description: 'Periodo duplicado de prueba', date_start: '2033-01-01', date_end: '2033-06-30', state: false };
    expect((await call(t, 'POST', '/api/siiicca/strategy_periods', t.admin, period)).statusCode).toBe(201);
    const twice = await call(t, 'POST', '/api/siiicca/strategy_periods', t.admin, period);
    expect(twice.json()).toEqual({ message: CAT_MSG.duplicateName, errors: { description: [CAT_MSG.duplicateName] } });

    const city = await call(t, 'POST', '/api/cities', t.admin, { id: '05001', department_id: '05', name: 'Medellín' });
    expect(city.statusCode).toBe(409);
    expect(city.json()).toEqual({ message: CAT_MSG.duplicateCode, errors: { id: [CAT_MSG.duplicateCode] } });
  });
});
