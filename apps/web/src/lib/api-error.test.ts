import { MSG } from '@siiicca/shared';
import { describe, expect, it } from 'vitest';
import { ApiError, failureMessage, isApiError, readRefusal } from './api-error';

describe("a refusal's message as the user reads it", () => {
  it("is the server's own message and field errors", () => {
    const errors = { title: ['Campo requerido'] };
    expect(readRefusal(400, { message: 'Imposible Guardar Proyecto', errors })).toEqual({ message: 'Imposible Guardar Proyecto', errors });
  });

  it("is 'sign in' for a 401 whose body says nothing usable", () => {
    expect(readRefusal(401, {})).toEqual({ message: MSG.unauthenticated, errors: undefined });
  });

  it("is the generic Spanish error for a proxy's page, an empty message or a message that is not text", () => {
    expect(readRefusal(502, {}).message).toBe(MSG.serverError);
    expect(readRefusal(500, { message: '' }).message).toBe(MSG.serverError);
    expect(readRefusal(500, { message: { text: 'x' } }).message).toBe(MSG.serverError);
  });

  it('drops field errors that are not an object', () => {
    expect(readRefusal(400, { message: 'Datos inválidos', errors: 'title' }).errors).toBeUndefined();
    expect(readRefusal(400, { message: 'Datos inválidos', errors: null }).errors).toBeUndefined();
  });
});

describe('ApiError', () => {
  it('carries the status, message and field errors, and is told apart from other errors', () => {
    const e = new ApiError(409, 'El registro fue modificado por otro usuario', { version: ['x'] });
    expect([e.status, e.message, e.errors, e.handled]).toEqual([409, 'El registro fue modificado por otro usuario', { version: ['x'] }, false]);
    expect(isApiError(e)).toBe(true);
    expect(isApiError(new Error('red'))).toBe(false);
  });
});

describe('what the screen says when a call fails', () => {
  it("is the server's Spanish reason for a refusal, and the generic message for a real failure", () => {
    expect(failureMessage(new ApiError(404, 'Las estrategias seleccionadas no tienen anexos'), 'Error al Obtener los Anexos')).toBe(
      'Las estrategias seleccionadas no tienen anexos',
    );
    expect(failureMessage(new ApiError(500, 'boom'), 'Error al Obtener los Anexos')).toBe('Error al Obtener los Anexos');
    expect(failureMessage(new ApiError(0, MSG.loginEmpty), 'Error al Obtener el PDF')).toBe('Error al Obtener el PDF');
    expect(failureMessage(new ApiError(400, MSG.serverError), 'Error al Obtener el PDF')).toBe('Error al Obtener el PDF');
    expect(failureMessage(new TypeError('x'), 'Error al Obtener el PDF')).toBe('Error al Obtener el PDF');
    expect(failureMessage(new ApiError(403, 'No autorizado', undefined, true), 'Error al Obtener el PDF')).toBeNull();
  });
});
