import { MSG } from '../messages';

/**
 * Spanish messages of the catalogues (spec sections 5 and 8), word for word where the spec words
 * them. The general ones are MSG's own (one copy of each text), named here too for the catalogues.
 */
export const CAT_MSG = {
  required: MSG.required,
  min5: MSG.min5,
  /** Real place names as short as 'Une' or 'Perú' exist, so geography uses 3 (see geography.ts). */
  min3: 'Mínimo 3 caracteres',
  max: MSG.max,
  exactLength: (n: number) => `Debe tener exactamente ${n} caracteres`,
  onlyDigits: 'Solo se permiten números',
  onlyLetters: 'Solo se permiten letras',
  invalidNumber: MSG.invalidNumber,
  invalidUrl: 'Dirección web inválida',
  invalidDate: 'Fecha inválida',
  endBeforeStart: 'La fecha debe ser mayor a la inicial',
  startInPast: 'La fecha inicial no puede ser anterior a hoy',
  invalidAccept: 'Tipo de archivo inválido, use extensiones como .pdf o tipos como application/pdf',
  cityCodePrefix: 'El código debe comenzar con el código del departamento',
  duplicateName: 'Ya existe un registro con ese nombre',
  duplicateCode: 'Ya existe un registro con ese código',
  duplicateColciencias: 'Ya existe un grupo con ese código Colciencias',
  duplicateInList: 'Elemento repetido en la lista',
  relatedMissing: 'El registro relacionado no existe',
  notFound: 'Registro no encontrado',
  deleteFailed: MSG.deleteFailed,
  checkErrors: MSG.checkErrors,
  oneActivePeriod: 'Solo puede existir un periodo activo',
  attachedInUse: 'No se puede quitar un documento requerido que ya tiene archivos de proyectos',
  // Sectional relationships
  relationshipNeedsDivision: 'Debe Seleccionar la División',
  relationshipNeedsDivisionFaculty: 'Debe Seleccionar la División y Facultad',
  relationshipSaved: 'Relaciones guardadas correctamente',
  relationshipFailed: 'Ha Ocurrido Un error, por favor comuniarse con el Administrador',
  facultyTwice: 'Una facultad solo puede pertenecer a una división de la seccional',
  programTwice: 'Un programa solo puede pertenecer a una facultad de la seccional',
  hotbedOutsideTree: 'La división y la facultad deben estar relacionadas con la seccional',
  // Subjects sync
  syncDone: (added: number, updated: number) =>
    `Sincronización finalizada: ${added} asignaturas nuevas, ${updated} actualizadas`,
  syncFailed: 'No fue posible obtener las asignaturas del sistema académico',
  // Selection lists without a catalogue screen of their own (the others use their catalogue's loadError)
  economicSectorsLoadError: 'Error al Obtener los Sectores Económicos',
  productsLookupLoadError: 'Error al Obtener los Productos',
} as const;
