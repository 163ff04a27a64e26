import { describe, expect, it } from 'vitest';
import type { TProjectLookups } from '../form-values';
import { coveredFamilies, familiesKnown, hoursOptions, productOptions, resultNames, typeOptions } from './product-options';

// Step 5 (expected results): the products catalogue as LOOKUPS.products answers it, each product
// with its types at an hours intensity.
const products: TProjectLookups['products'] = [
  {
    id: 1,
    name: 'Ponencia',
    types: [
      { id: 10, name: 'Evento científico', family: 'social', hours: 20 },
      { id: 11, name: 'Apropiación social', family: 'social', hours: 40 },
    ],
  },
  {
    id: 2,
    name: 'Artículo Q1',
    types: [
      { id: 12, name: 'Nuevo conocimiento', family: 'knowledge', hours: 20 },
      { id: 13, name: 'Árbitro de revista', family: null, hours: 20 },
    ],
  },
  { id: 3, name: 'Artículo Q2', types: [{ id: 12, name: 'Nuevo conocimiento', family: 'knowledge', hours: 20 }] },
  { id: 4, name: 'Tesis de maestría', types: [{ id: 14, name: 'Formación', family: 'training', hours: 8 }] },
];

describe('the hours intensities offered', () => {
  it('are every intensity of the catalogue, once each, smallest first', () => {
    expect(hoursOptions(products)).toEqual([8, 20, 40]);
  });

  it("keep a saved project's intensity when the catalogue no longer offers it", () => {
    expect(hoursOptions(products, 12)).toEqual([8, 12, 20, 40]);
    expect(hoursOptions(products, 20)).toEqual([8, 20, 40]);
    expect(hoursOptions(products, null)).toEqual([8, 20, 40]);
    expect(hoursOptions([], 5)).toEqual([5]);
  });
});

describe('the product types offered for an intensity', () => {
  it('are those with a product at that intensity, once each, in Spanish alphabetical order', () => {
    expect(typeOptions(products, 20)).toEqual([
      { value: 13, label: 'Árbitro de revista' },
      { value: 10, label: 'Evento científico' },
      { value: 12, label: 'Nuevo conocimiento' },
    ]);
  });

  it('are none before an intensity is chosen or for one nothing has', () => {
    expect(typeOptions(products, undefined)).toEqual([]);
    expect(typeOptions(products, 99)).toEqual([]);
  });
});

describe('the products offered for a type', () => {
  it('are those of the type at the chosen intensity, alphabetically', () => {
    expect(productOptions(products, 20, 12)).toEqual([
      { value: 2, label: 'Artículo Q1' },
      { value: 3, label: 'Artículo Q2' },
    ]);
  });

  it('are none when the type has that product only at another intensity', () => {
    expect(productOptions(products, 40, 10)).toEqual([]);
    expect(productOptions(products, 20, 11)).toEqual([]);
    expect(productOptions(products, 20, undefined)).toEqual([]);
  });
});

describe('a saved result', () => {
  it('shows its type and product by name', () => {
    expect(resultNames(products, { product_type_id: 12, product_id: 3 })).toEqual({ type: 'Nuevo conocimiento', product: 'Artículo Q2' });
  });

  it('shows a withdrawn type or product by its id rather than nothing', () => {
    expect(resultNames(products, { product_type_id: 99, product_id: 98 })).toEqual({ type: 'Tipo 99', product: 'Producto 98' });
  });
});

describe('the families of results a project covers', () => {
  it("are its results' types' families, each once; a type without a family counts for none", () => {
    expect(coveredFamilies(products, [{ product_type_id: 12 }, { product_type_id: 10 }, { product_type_id: 11 }, { product_type_id: 13 }])).toEqual(
      new Set(['knowledge', 'social']),
    );
    expect(coveredFamilies(products, [])).toEqual(new Set());
  });

  it('are shown only once the catalogue tells families at all', () => {
    expect(familiesKnown(products)).toBe(true);
    expect(familiesKnown(products.map((p) => ({ ...p, types: p.types.map((t) => ({ ...t, family: null })) })))).toBe(false);
    expect(familiesKnown([])).toBe(false);
  });
});
