import type { THttpAcademicEnv } from './env';

const invalid = (detail: string) => new Error(`Configuración inválida: ${detail}`);

/**
 * The Authorization header the settings give: a bearer token, or basic user and password, or none.
 * Checked here rather than in the schema because env.ts's fields are merged into the one config
 * object (a refinement of this object alone would be lost).
 */
export function authorizationOf(env: THttpAcademicEnv): string | null {
  const { ACADEMIC_HTTP_TOKEN: token, ACADEMIC_HTTP_USER: user, ACADEMIC_HTTP_PASSWORD: password } = env;
  if (token && (user || password)) {
    throw invalid('ACADEMIC_HTTP_TOKEN y ACADEMIC_HTTP_USER/ACADEMIC_HTTP_PASSWORD no pueden usarse a la vez; elija una credencial');
  }
  if (token) return `Bearer ${token}`;
  if (!user !== !password) throw invalid('ACADEMIC_HTTP_USER y ACADEMIC_HTTP_PASSWORD van juntos');
  if (user && user.includes(':')) throw invalid('ACADEMIC_HTTP_USER no puede contener ":"');
  return user ? `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}` : null;
}

/** The base URL, required once the HTTP connector is in use. */
export function baseUrlOf(env: THttpAcademicEnv): string {
  if (!env.ACADEMIC_HTTP_URL) throw invalid('ACADEMIC_HTTP_URL es obligatoria con ACADEMIC_CONNECTOR=http');
  const url = new URL(env.ACADEMIC_HTTP_URL);
  if (url.username || url.password) throw invalid('ACADEMIC_HTTP_URL no debe llevar usuario ni contraseña; use ACADEMIC_HTTP_USER/ACADEMIC_HTTP_PASSWORD');
  if (url.search || url.hash) throw invalid('ACADEMIC_HTTP_URL no debe llevar consulta (?) ni fragmento (#)');
  return url.toString();
}
