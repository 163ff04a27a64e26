/** Every user-facing message of the spec, word for word, in one place. */
export const MSG = {
  // Validation, general
  required: 'Campo requerido',
  requiredCap: 'Campo Requerido',
  checkErrors: 'Por favor revise los errores',
  checkErrorsCap: 'Por favor revise los Errores',
  min5: 'Mínimo 5 caracteres',
  // Session
  userRequired: 'Usuario Requerido',
  min4: 'Mínimo 4 caracteres',
  loginOk: 'Ingreso Correcto',
  loginEmpty: 'Ha ocurrido un Error, por favor intentelo nuevamente',
  badCredentials: 'Usuario o contraseña incorrectos',
  tooManyAttempts: 'Demasiados intentos fallidos. Espere 60 segundos e intente nuevamente.',
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
  sacPasswordElsewhere:
    'Su contraseña se administra en el sistema académico (SAC); cámbiela desde el portal del SAC',
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
} as const;
