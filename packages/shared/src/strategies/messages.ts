import { CAT_MSG } from '../catalogues/messages';
import { MSG } from '../messages';
import { PEOPLE_MSG } from '../people/messages';

/**
 * Spanish messages of the strategies (spec sections 5 and 8), word for word where the spec words
 * them. The general ones are the catalogues' own, not copies.
 */
export const STRATEGY_MSG = {
  required: CAT_MSG.required,
  max: CAT_MSG.max,
  invalidEmail: PEOPLE_MSG.invalidEmail,
  // Save checks (all answered at once)
  leaderMissing: 'Debe llenar los datos del Docente Líder',
  activityMissing: 'Debe agregar al menos 1 actividad',
  productMissing: 'Debe agregar al menos 1 producto',
  formInvalid: 'Debe llenar los campos obligatorios',
  // Fields
  academicPeriodFormat: 'Use el formato año-periodo, por ejemplo 2026-2',
  // Saving and deleting
  saved: 'Guardado Correctamente',
  draftSaved: 'Borrador guardado',
  saveFailed: 'No se pudo Guardar la Estrategia, por favor Revise',
  deleted: '¡ Estrategia Eliminada !',
  notSaved: MSG.notSaved,
  errorsFound: 'Errores Encontrados',
  noActivePeriod: 'No se encuentra un Periodo Activo, por favor contactese con la persona encargada',
  wrongStateToEdit: 'La Estrategia no tiene el Estado Necesario para Editar',
  wrongStateToDelete: 'La Estrategia no tiene el Estado Necesario para Eliminar',
  notFound: 'La estrategia no existe',
  staleEdit: 'La estrategia cambió mientras la editaba; ábrala de nuevo para ver los cambios',
  // Actors
  actorExists: (type: string) => `Actor Ya Existe como: ${type}`,
  actorInvalid: 'No se puede Guardar, por favor revise los errores',
  actorToggled: (state: string) => `Actor ${state === 'Activo' ? 'activado' : 'inactivado'} correctamente`,
  leaderCannotToggle: 'El Docente Líder no se puede inactivar',
  actorHelp: 'Los campos marcados con * son obligatorios',
  // Graduate programs
  yearNotFuture: 'El año debe ser menor o igual al actual',
  yearFourDigits: 'Máximo 4 dígitos',
  fillAllFields: 'Por favor llenar todos los campos',
  programTwice: 'El programa ya fue agregado',
  // Products and activities
  productExists: 'Producto ya Existe',
  productNotForKind: 'El producto no corresponde al tipo de estrategia',
  /** A division, faculty, program or hotbed outside the chosen sectional's tree (or its choices above). */
  outsideSectional: 'No corresponde a la seccional seleccionada',
  // Files
  fileTooLarge: 'No puede Subir Archivos mayor a 10 GB!',
  fileNotPdf: 'El archivo debe ser un PDF',
  fileDownloadFailed: 'Error al Descargar el Archivo',
  // Look-up of people
  personNotFound: 'No se encontró la persona: ingrese sus datos',
  personLookupFailed: 'No se pudo consultar la persona: ingrese sus datos',
  productsLoadFailed: 'Error al Obtener los Productos',
  // Lists
  loadFailed: 'Error al Obtener las Estrategias',
  // State actions (spec sections 4 and 8)
  expired: '¡ Estrategia Vencida !',
  expireFailed: 'Imposible Vencer Estrategia',
  migrated: '¡ Estrategia Migrada !',
  migrateFailed: 'Imposible Migrar Estrategia',
  finished: '¡ Informe Final Guardado: Estrategia Finalizada !',
  finishFailed: 'No se pudo Guardar el Informe Final, por favor Revise',
  finalReportTitle: 'Informe Final',
  acceptRequired: 'Debe aceptar para continuar!',
  finalReportRequired: 'Debe adjuntar el Informe Final en PDF',
  reviewErrors: 'Por favor revise los errores',
  /** Why an action is not offered (shown beside the unavailable action, and the server's refusal). */
  notExpiring: 'La Estrategia no está vencida: su fecha de vencimiento no ha llegado',
  alreadyClosed: 'La Estrategia ya está Vencida o Finalizada',
  wrongStateToMigrate: 'Solo una Estrategia Activa de un periodo anterior, sin vencer, puede actualizar su periodo',
  wrongStateToFinish: 'Solo una Estrategia Activa del periodo activo puede entregar su Informe Final',
  notYours: 'Solo el docente que registró la estrategia puede hacerlo',
  // Downloads (spec section 8)
  fileGenerated: 'Archivo Generado con Éxito',
  pdfFailed: 'Error al Obtener el PDF',
  excelGenerated: 'Listado Generado con Éxito',
  excelFailed: 'Error al Obtener el Excel',
  attachmentsFailed: 'Error al Obtener los Anexos',
  /** Nothing to put in the ZIP: none of the chosen strategies has an approval letter or a final report. */
  noAttachments: 'Las estrategias seleccionadas no tienen anexos',
  selectionEmpty: 'Debe seleccionar al menos una estrategia',
  selectionTooLarge: (max: number) => `Puede seleccionar hasta ${max} estrategias por descarga`,
} as const;
