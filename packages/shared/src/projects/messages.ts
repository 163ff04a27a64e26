import { CAT_MSG } from '../catalogues/messages';
import { MSG } from '../messages';
import { PRODUCT_FAMILY_LABELS, type TProductFamily } from '../catalogues/product-families';

/**
 * Spanish messages of research projects (spec sections 5 and 8), word for word where the spec
 * words them; the general ones are the catalogues' own.
 */
export const PROJECT_MSG = {
  required: CAT_MSG.required,
  max: CAT_MSG.max,
  invalidEmail: 'Email inválido.',
  // Saving and deleting
  draftSaved: 'Borrador Guardado Correctamente',
  /** Said above the documents of a project whose call is evaluated blind (issue 39). */
  blindDocuments:
    'Esta convocatoria tiene evaluación ciega: los evaluadores leerán los documentos visibles para ellos sin sus metadatos (autor, empresa, comentarios y control de cambios). El texto de los documentos no debe nombrar al equipo: ni nombres, ni identificaciones, ni correos.',
  adjustmentsSaved: 'Ajustes guardados correctamente. Envíe el proyecto de nuevo cuando estén completos',
  saveFailed: 'No se pudo Guardar el Proyecto, por favor Revise',
  wrongStateToEdit: 'El Proyecto no tiene el Estado Necesario para Editar',
  wrongStateToDelete: 'El Proyecto no tiene el Estado Necesario para Eliminar',
  deleted: '¡ Proyecto Eliminado !',
  notFound: 'El proyecto no existe',
  notYours: 'Solo el docente que registró el proyecto puede hacerlo',
  staleEdit: 'El proyecto cambió mientras lo editaba; ábralo de nuevo para ver los cambios',
  notSaved: MSG.notSaved,
  loadFailed: 'Error al Obtener los Proyectos',
  /** The call is not open today (only calls open today are offered for a new project). */
  announcementNotOpen: 'La convocatoria no está abierta',
  /** A document of another call, or a file field that names no document of the project's call. */
  attachedNotInCall: 'El documento no corresponde a la convocatoria',
  // Investigators (spec section 5)
  investigatorInvalid: 'No se puede Guardar, por favor revise los errores',
  onePrincipal: 'Solo puede haber un Investigador Principal',
  investigatorExists: 'El investigador ya fue agregado',
  investigatorHelp:
    'Los campos marcados con * son obligatorios. Busque al investigador por su identificación: si la universidad ya lo conoce, sus datos se llenan solos. Debe haber un único Investigador Principal.',
  allyHelp:
    'Los campos marcados con * son obligatorios. Los aliados externos son siempre Coinvestigadores; registre la entidad a la que pertenecen, su interlocutor y un teléfono de contacto.',
  payrollTotal: (hours: number) => `Total horas de nómina: ${hours}`,
  // Results (spec section 5)
  hoursFirst: 'Debe seleccionar la intensidad horaria',
  quantityPositive: 'Cantidad Mayor a 0',
  productExists: 'Producto ya Existe',
  productNotForHours: 'El producto no corresponde a la intensidad horaria',
  resultsHelp:
    'Los resultados deben incluir al menos un producto de nuevo conocimiento o desarrollo tecnológico (tipo Top o A), uno de apropiación social del conocimiento y uno de formación de recurso humano.',
  hoursChangeTitle: '¿Cambiar la intensidad horaria?',
  hoursChangeQuestion: 'Al cambiar la intensidad horaria se eliminarán todos los resultados registrados. ¿Desea continuar?',
  // Documents
  fileTooLarge: 'No puede Subir Archivos mayor a 10 GB!',
  /** A 0-byte file, refused by the browser as soon as it is chosen (the server finds it no accepted kind). */
  fileEmpty: 'El archivo está vacío',
  fileWrongType: (accept: string) => `El contenido del archivo no corresponde al tipo aceptado (${accept})`,
  fileDownloadFailed: 'Error al Descargar el Archivo',
  // Sending (spec section 4)
  sendTitle: 'Enviar Proyecto',
  sendQuestion:
    'Una vez enviado, el proyecto no se podrá modificar. Antes de enviarlo se validará que esté completo. ¿Desea enviarlo?',
  sent: '¡ Proyecto Enviado !',
  alreadySent: 'El proyecto ya fue enviado',
  sendFailed: 'No se pudo Enviar el Proyecto, por favor revise los errores',
  errorsFound: 'Errores Encontrados',
  // What the send validation finds (all answered at once)
  callNotOpenYet: (start: string) => `La convocatoria aún no está abierta: abre el ${start}`,
  callClosed: (end: string) => `La convocatoria cerró el ${end}`,
  callInactive: 'La convocatoria no está activa',
  documentMissing: (name: string) => `Falta el documento requerido: ${name}`,
  principalMissing: 'Debe registrar un Investigador Principal entre los Investigadores USTA',
  principalTwice: 'Solo puede haber un Investigador Principal',
  investigatorIncomplete: (who: string, field: string, problem: string) => `Investigador ${who}: ${field}: ${problem}`,
  resultsMissing: 'Debe registrar al menos un resultado',
  familyMissing: (family: TProductFamily) => `Debe incluir al menos un producto de ${PRODUCT_FAMILY_LABELS[family]}`,
  // Downloads (spec section 8; part 2)
  fileGenerated: 'Archivo Generado con Éxito',
  pdfFailed: 'Error al Obtener el PDF',
  excelGenerated: 'Listado Generado con Éxito',
  excelFailed: 'Error al Obtener el Excel',
  attachmentsFailed: 'Error al Obtener los Anexos',
  startRecordsFailed: 'Error al Obtener las Actas de Inicio',
  commitmentRecordsFailed: 'Error al Obtener las Actas de Compromiso',
  startRecord: 'Acta de Inicio',
  commitmentRecord: 'Acta de Compromiso',
  /** Nothing to put in the ZIP: none of the chosen projects has a stored document. */
  noAttachments: 'Los proyectos seleccionados no tienen anexos',
  selectionEmpty: 'Debe seleccionar al menos un proyecto',
  selectionTooLarge: (max: number) => `Puede seleccionar hasta ${max} proyectos por descarga`,
  // Look-up of investigators
  personNotFound: 'No se encontró la persona: ingrese sus datos',
  personLookupFailed: 'No se pudo consultar la persona: ingrese sus datos',
} as const;
