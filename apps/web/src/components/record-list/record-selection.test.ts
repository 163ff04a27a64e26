import { describe, expect, it } from 'vitest';
import { PROJECT_MSG, STRATEGY_MSG } from '@siiicca/shared';
import { recordCheckboxLabel, recordSelectionWords } from './record-selection';

describe('recordSelectionWords', () => {
  it('agrees with the noun: estrategias are seleccionadas, proyectos seleccionados', () => {
    const f = recordSelectionWords('feminine', STRATEGY_MSG);
    expect([f.one, f.many, f.selectAll]).toEqual(['seleccionada', 'seleccionadas', 'Seleccionar todas']);
    const m = recordSelectionWords('masculine', PROJECT_MSG);
    expect([m.one, m.many, m.selectAll]).toEqual(['seleccionado', 'seleccionados', 'Seleccionar todos']);
  });

  it("carries the type's own messages for an empty or too large selection", () => {
    const m = recordSelectionWords('masculine', PROJECT_MSG);
    expect(m.empty).toBe('Debe seleccionar al menos un proyecto');
    expect(m.tooLarge(500)).toBe('Puede seleccionar hasta 500 proyectos por descarga');
  });
});

describe('recordCheckboxLabel', () => {
  it("names the row and its id, or the type's words for an unnamed one", () => {
    const label = recordCheckboxLabel<{ id: number; name: string }>((s) => s.name || 'estrategia sin nombre');
    expect(label({ id: 7, name: 'Semillero A' })).toBe('Seleccionar Semillero A (Id 7)');
    expect(label({ id: 8, name: '' })).toBe('Seleccionar estrategia sin nombre (Id 8)');
  });
});
