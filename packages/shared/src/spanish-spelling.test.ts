import { describe, expect, it } from 'vitest';
import * as shared from './index';
import { CATALOGUES } from './catalogues/registry';

/**
 * The words a Spanish reader expects with their accent, in the forms people (and the specification)
 * often write without it: 'Líneas', 'Título', 'inválido', 'Carácter'... (issue 45). Scanned in every
 * message the product shows (the shared `*_MSG` objects, including the messages built by functions,
 * called with sample values) and every screen and catalogue title.
 */
const UNACCENTED =
  /\b(Lineas?|Titulos?|Invalid[oa]s?|Valid[oa]s?|Caracter|Numeros?|Codigos?|Informacion|Direccion|Telefonos?|Seccion|Evaluacion|Investigacion|Creacion|Accion|Descripcion|Cedula|Pagina|Minimo|Maximo|Ultim[oa]s?|Periodos? Academicos?|Categoria|Electronico)\b/i;

const SAMPLES = [2, 'documentos', 'Informe', 10];

function textsOf(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    try {
      return textsOf((value as (...args: unknown[]) => unknown)(...SAMPLES), seen);
    } catch {
      return [];
    }
  }
  if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    return Object.values(value).flatMap((v) => textsOf(v, seen));
  }
  return [];
}

describe('Spanish spelling of what the product says', () => {
  it('writes the accented words with their accent in every message and title', () => {
    const messages = Object.entries(shared)
      .filter(([name]) => name.endsWith('_MSG') || name === 'MSG')
      .flatMap(([name, value]) => textsOf(value).map((text) => `${name}: ${text}`));
    const titles = [
      ...shared.SCREENS.map((s) => `screen ${s.path}: ${s.title}`),
      ...Object.values(CATALOGUES).flatMap((c) => [`catalogue ${c.key}: ${c.title}`, ...textsOf(c.messages).map((m) => `catalogue ${c.key}: ${m}`)]),
    ];
    expect(messages.length).toBeGreaterThan(300);
    expect([...messages, ...titles].filter((text) => UNACCENTED.test(text))).toEqual([]);
  });
});
