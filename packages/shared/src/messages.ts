/** Every user-facing message of the spec, word for word, in one place. */
export const MSG = {
  // Validation, general
  required: 'Campo requerido',
  requiredCap: 'Campo Requerido',
  checkErrors: 'Por favor revise los errores',
  checkErrorsCap: 'Por favor revise los Errores',
  min5: 'Mínimo 5 caracteres',
  max: (n: number) => `Máximo ${n} letras`,
  emailInvalid: 'Correo inválido',
  // Bounds of every input (schemas/bounds.ts, the API's input guard)
  outOfRange: 'Valor fuera de rango',
  invalidNumber: 'Debe ser un número válido',
  invalidValue: 'Valor no válido',
  /** What a number box says about what was typed (schemas/bounds.ts zWhole). */
  wholeNumber: 'Debe ser un número entero',
  minValue: (n: number) => `El valor mínimo es ${n}`,
  maxValue: (n: number) => `El valor máximo es ${n}`,
  dateOutOfRange: 'Fecha fuera de rango',
  maxItems: (n: number) => `Máximo ${n} elementos`,
  /** A list of a request body past its maximum (docs/limits.md): the limit and what the list holds. */
  maxListItems: (n: number, noun: string) => `Puede agregar como máximo ${n} ${noun}`,
  // Optimistic concurrency: every update of a versioned record names the version it read
  versionRequired: 'Debe indicar la versión del registro que está modificando.',
  staleRecord: 'El registro cambió mientras lo editaba; ábralo de nuevo para ver los cambios',
  forbiddenChar: 'Carácter no permitido',
  forbiddenKey: 'Campo no permitido',
  tooDeep: 'Estructura demasiado anidada',
  // Session
  userRequired: 'Usuario Requerido',
  min4: 'Mínimo 4 caracteres',
  loginOk: 'Ingreso Correcto',
  loginEmpty: 'Ha ocurrido un Error, por favor intentelo nuevamente',
  badCredentials: 'Usuario o contraseña incorrectos',
  tooManyAttempts: (seconds: number) => `Demasiados intentos fallidos. Espere ${seconds} segundos e intente nuevamente.`,
  accountPaused: (seconds: number) =>
    `Esta cuenta tiene demasiados intentos fallidos desde otros equipos. Espere ${seconds} segundos e intente nuevamente.`,
  tokenExpired: 'El token ha expirado',
  unauthenticated: 'Debe iniciar sesión para continuar',
  forbidden: 'No tiene permisos para realizar esta acción',
  logoutError: 'Error al cerrar sesión',
  logoutOk: 'Sesión cerrada correctamente',
  refreshError: 'Error al Obtener Nuevo Token',
  refreshFailed: 'No se pudo extender la sesión, Ingrese Nuevamente',
  sessionOver: 'Sesión Finalizada, Ingrese Nuevamente',
  sessionExtended: 'Se Extiende la Sesión ...',
  // Passwords
  passwordRequired: 'Contraseña Requerida',
  min8: 'Mínimo 8 caracteres',
  passwordTooLong: 'Máximo 128 caracteres',
  passwordsDontMatch: 'Contraseñas no coinciden',
  passwordTooCommon: 'Esta contraseña es muy común y fácil de adivinar, elija otra',
  passwordSameAsOld: 'La nueva contraseña debe ser diferente a la actual',
  oldPasswordWrong: 'La contraseña actual no es correcta',
  passwordChanged: 'Contraseña actualizada correctamente',
  /** The academic system refused the new password under its own rules. */
  newPasswordRefused: 'El sistema académico no aceptó la nueva contraseña; elija otra que cumpla sus reglas',
  sacPasswordElsewhere:
    'Su contraseña se administra en el sistema académico (SAC); cámbiela desde el portal del SAC',
  /** The academic system (LDAP directory, HTTP service) did not answer: sign-in of adm accounts still works. */
  academicUnavailable: 'El sistema académico no está disponible en este momento, por favor intentelo nuevamente en unos minutos',
  // Errors
  serverError: 'Ha ocurrido un error interno, por favor intentelo nuevamente',
  notFound: 'Recurso no encontrado',
  timeout: 'La solicitud tardó demasiado, por favor intentelo nuevamente',
  // Catalogues
  deleteFailed: 'Imposible Eliminar Registro',
  actionCancelled: 'Acción Cancelada',
  notSaved: 'No se Guardó...',
  exportFailed: 'Error al Obtener el Excel',
  exportOk: 'Descarga exitosa',
  saved: 'Registro guardado correctamente',
  updated: 'Registro actualizado correctamente',
  deleted: 'Registro eliminado correctamente',
  // List filters (spec section 5, 'Filter'), and the API's answers to a filter it cannot apply
  filterFieldRequired: 'El Tipo es Necesario',
  filterValueRequired: 'El valor es Necesario',
  filterEndRequired: 'El valor final es Necesario',
  filterOperationRequired: 'La Operación es Necesaria',
  filtersInvalid: 'Los filtros no son válidos',
  filterUnknownField: 'No se puede filtrar por este campo',
  filterOperationNotAllowed: 'Operación no válida para este campo',
  filterRangeInverted: 'El valor final debe ser mayor o igual al inicial',
  // Answers that only the API gives
  accountInactive: 'Su cuenta está inactiva, por favor comuníquese con el administrador',
  userHasRecords: 'El usuario tiene registros asociados; desactívelo en lugar de eliminarlo',
  roleNotFound: 'El perfil no existe',
} as const;

/** Answers of the HTTP layer itself (bad URLs, oversized requests, shutdown, a database that is down). */
export const HTTP_MSG = {
  badRequest: 'La solicitud no es válida',
  badUrl: 'La dirección solicitada no es válida',
  urlTooLong: 'La dirección solicitada es demasiado larga',
  headersTooLarge: 'Los encabezados de la solicitud son demasiado grandes',
  payloadTooLarge: 'El archivo o la solicitud supera el tamaño permitido',
  unsupportedMediaType: 'Tipo de contenido no soportado',
  invalidJson: 'El cuerpo de la solicitud no es un JSON válido',
  bodyNotTaken: 'Esta operación no recibe datos en el cuerpo de la solicitud',
  methodNotAllowed: 'Método no permitido',
  shuttingDown: 'El servicio se está reiniciando, por favor intente nuevamente en unos segundos',
  databaseUnavailable: 'Servicio no disponible, intente nuevamente',
  tooManyRequests: 'Demasiadas solicitudes. Espere un momento e intente nuevamente.',
  responseInvalid: 'No fue posible mostrar la información solicitada; el error quedó registrado para el administrador',
} as const;

/** The landing page's figures (GET /api/dashboard): each tile's label. */
export const DASHBOARD_MSG = {
  openCalls: 'Convocatorias abiertas',
  users: 'Usuarios activos',
  roles: 'Perfiles',
  sectionals: 'Seccionales activas',
  programs: 'Programas activos',
  groups: 'Grupos de investigación',
  hotbeds: 'Semilleros de investigación',
} as const;

/** The password-reset e-mail (plain text and HTML carry the same words). */
export const RESET_MAIL_MSG = {
  subject: (product: string) => `Recuperación de contraseña - ${product}`,
  hello: (name: string) => `Hola, ${name}:`,
  why: (product: string, institution: string) =>
    `Recibimos una solicitud para restablecer la contraseña de su cuenta en ${product} de la ${institution}.`,
  how: (minutes: number) =>
    `Para elegir una nueva contraseña abra el siguiente enlace. Funciona una sola vez durante los próximos ${minutes} minutos.`,
  button: 'Restablecer contraseña',
  linkFallback: 'Si el botón no funciona, copie esta dirección en su navegador:',
  ignore: 'Si usted no hizo esta solicitud, ignore este mensaje: su contraseña no cambiará.',
  auto: 'Este es un mensaje automático, por favor no lo responda.',
} as const;

/** Refusals of an uploaded file for what it holds, and of a multipart body (every upload alike). */
export const UPLOAD_MSG = {
  pdfActiveContent:
    'El PDF contiene contenido activo (JavaScript, acciones automáticas, formularios que envían datos o archivos incrustados) y no se acepta; guárdelo de nuevo como PDF sin ese contenido',
  pdfUnreadable: 'El PDF no se puede revisar porque está cifrado, protegido o dañado; guárdelo de nuevo sin contraseña e intente nuevamente',
  webContent: 'El archivo contiene código de una página web (HTML o script) y no se acepta',
  zipTooManyEntries: (max: number) => `El archivo comprimido tiene más de ${max.toLocaleString('es-CO')} archivos internos y no se acepta`,
  zipTooLarge: 'El archivo comprimido se expande a un tamaño excesivo y no se acepta',
  zipUnreadable: 'El archivo comprimido está cifrado, dañado o usa una compresión que no se puede revisar',
  repeatedField: 'El formulario envió el mismo campo más de una vez',
} as const;
