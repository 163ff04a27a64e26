/* What the evaluation stage's demos (demo-seed.ts, demo-blind-seed.ts) share: the calls' criteria (the copies of a draft are the project core's, modules/projects/demo-copy.ts). */

export const CRITERIA = [
  { name: 'Pertinencia', description: 'Relación con las líneas de investigación y las necesidades del entorno.', weight: 30 },
  { name: 'Calidad científica', description: 'Solidez del planteamiento, los objetivos y la metodología.', weight: 40 },
  { name: 'Viabilidad', description: 'Coherencia entre el cronograma, el presupuesto y los resultados.', weight: 30 },
];
