/**
 * The three product families the expected results must cover (the help of step 5): each product
 * type of the catalogue belongs to one of them, or to none. Stored in product_types.family, so the
 * research catalogue defines them and projects read them from here.
 */
export const PRODUCT_FAMILIES = ['knowledge', 'social', 'training'] as const;
export type TProductFamily = (typeof PRODUCT_FAMILIES)[number];
export const PRODUCT_FAMILY_LABELS: Record<TProductFamily, string> = {
  knowledge: 'Generación de Nuevo Conocimiento o Desarrollo Tecnológico',
  social: 'Apropiación Social del Conocimiento',
  training: 'Formación de Recurso Humano',
};
