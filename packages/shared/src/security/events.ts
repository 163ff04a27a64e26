/**
 * The events of the security audit trail (issue 43, docs/security-audit.md), with the words the
 * 'Auditoría' screen shows for them. A feature that writes a new kind of event adds it here, in one
 * place; the API refuses to write an event that is not listed.
 */
export const SECURITY_EVENTS = {
  // Sessions
  sign_in: 'Inicio de sesión',
  sign_in_failed: 'Inicio de sesión fallido',
  sign_out: 'Cierre de sesión',
  session_closed: 'Sesión cerrada desde otra sesión',
  // Passwords
  password_changed: 'Cambio de contraseña',
  password_reset_requested: 'Solicitud de restablecimiento de contraseña',
  password_reset: 'Restablecimiento de contraseña',
  // Second factors and passkeys
  second_factor_enrolled: 'Segundo factor activado',
  second_factor_removed: 'Segundo factor desactivado',
  second_factor_reset: 'Segundo factor restablecido por un administrador',
  second_factor_failed: 'Código de segundo factor incorrecto',
  second_factor_unreadable: 'Secreto del segundo factor ilegible con la clave de cifrado actual',
  recovery_code_used: 'Código de recuperación usado',
  recovery_codes_regenerated: 'Códigos de recuperación generados de nuevo',
  passkey_registered: 'Llave de acceso registrada',
  passkey_removed: 'Llave de acceso eliminada',
  // Profiles, permissions and users
  profile_created: 'Perfil creado',
  profile_changed: 'Perfil modificado',
  profile_deleted: 'Perfil eliminado',
  permissions_changed: 'Permisos de un perfil modificados',
  user_created: 'Usuario creado',
  user_changed: 'Usuario modificado',
  user_activated: 'Usuario activado',
  user_deactivated: 'Usuario desactivado',
  user_deleted: 'Usuario eliminado',
  // Personal data
  personal_data_download: 'Descarga de datos personales',
  decision: 'Decisión sobre un proyecto',
  privacy_notice_published: 'Nueva versión de la política de tratamiento de datos',
  privacy_notice_accepted: 'Aceptación de la política de tratamiento de datos',
  data_request_filed: 'Solicitud sobre datos personales',
  data_request_answered: 'Respuesta a una solicitud sobre datos personales',
  personal_data_anonymised: 'Datos personales anonimizados',
  audit_exported: 'Exportación de la auditoría',
} as const;

export type TSecurityEvent = keyof typeof SECURITY_EVENTS;
export const SECURITY_EVENT_IDS = Object.keys(SECURITY_EVENTS) as TSecurityEvent[];
