import { describe, expect, it } from 'vitest';
import { exactly, expectSnack, fillLogin, menuRoutes, signIn, signOut, storedSession, untilStill } from './actions';
import { ACCOUNTS, screenshot, signedInState, useProduct } from './harness';

describe('sign-in and session screens', () => {
  const product = useProduct();

  it('shows the login page with its fields, the manual and the carousel', async () => {
    const page = await product().newPage();
    await page.goto('/login');
    await page.getByLabel('Usuario o Correo').waitFor();
    await expect.poll(() => page.title()).toBe('Iniciar Sesión | SIIICCA');
    const password = page.getByLabel('Contraseña', { exact: true });
    await expect.poll(() => password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
    await expect.poll(() => password.getAttribute('type')).toBe('text');
    await expect.poll(() => page.getByRole('radio', { name: 'SAC' }).isChecked()).toBe(true);
    await expect.poll(() => page.getByRole('switch', { name: 'Recordarme' }).isChecked()).toBe(false);
    await expect.poll(() => page.getByRole('link', { name: '¿Olvidó su contraseña?' }).getAttribute('href')).toBe('/recover');
    const manual = page.getByRole('link', { name: /Manual Docente Líder/ });
    await expect.poll(() => manual.getAttribute('href')).toBe('/api/manual');
    await expect.poll(() => manual.getAttribute('target')).toBe('_blank');
    await page.getByRole('region', { name: 'Bienvenida a SIIICCA' }).waitFor();
    await page.getByRole('button', { name: 'Diapositiva siguiente' }).click();
    await page.getByRole('heading', { name: 'Registre su Semillero de Investigación' }).waitFor();
    await page.getByRole('button', { name: 'Diapositiva siguiente' }).click();
    await page.getByRole('heading', { name: 'Convocatorias de Proyectos de Investigación' }).waitFor();
    await page.mouse.move(0, 0);
    // The slide fades in and every button's tooltip (the password toggle's and the carousel's)
    // fades out before the picture is taken.
    await page.waitForFunction(() => document.querySelector('[role="tooltip"]') === null);
    await untilStill(page);
    await screenshot(page, 'login-desktop');
    const response = await page.request.get('/api/manual');
    expect(response.headers()['content-type']).toContain('application/pdf');
  });

  it('shows the validation messages and asks to check the errors', async () => {
    const page = await product().newPage();
    await page.goto('/login');
    await expectSnack(page, exactly('Por favor revise los Errores'), () => page.getByRole('button', { name: 'Ingresar' }).click());
    await page.getByText('Usuario Requerido').waitFor();
    await page.getByText('Mínimo 4 caracteres').waitFor();
    await page.getByLabel('Usuario o Correo').fill('docente');
    await page.getByText('Usuario Requerido').waitFor({ state: 'detached' });
    await page.getByLabel('Contraseña', { exact: true }).fill('abc');
    await page.getByText('Mínimo 4 caracteres').waitFor();
    await expect.poll(() => storedSession(page)).toBeNull();
  });

  it("shows the server's message for a wrong password and stays signed out", async () => {
    const page = await product().newPage();
    await fillLogin(page, ACCOUNTS.admin, { password: 'NoEsLaClave1' });
    await page.getByRole('alert').filter({ hasText: 'Usuario o contraseña incorrectos' }).first().waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await expect.poll(() => storedSession(page)).toBeNull();
  });

  it('signs in the administrator, who sees the administration menus', async () => {
    const page = await product().newPage();
    await expectSnack(page, 'Ingreso Correcto', () => signIn(page, ACCOUNTS.admin));
    await expect.poll(() => new URL(page.url()).pathname).toBe('/my_strategies');
    await page.getByTestId('user-name').filter({ hasText: 'Administrador del Sistema' }).waitFor();
    await expect.poll(() => menuRoutes(page)).toEqual(expect.arrayContaining(['/dashboard', '/profiles', '/users', '/strategies', '/projects', '/cities']));
    await page.getByRole('button', { name: 'Administración' }).click();
    await page.getByRole('link', { name: 'Perfiles' }).click();
    await page.waitForURL('**/profiles');
    // The screen itself (or its 'en construcción' page while it is not built) carries the title.
    await page.getByRole('heading', { name: 'Perfiles' }).first().waitFor();
    await expect.poll(() => page.title()).toBe('Perfiles | SIIICCA');
    const current = page.getByRole('link', { name: 'Perfiles' });
    await expect.poll(() => current.getAttribute('aria-current')).toBe('page');

    await page.getByRole('link', { name: 'Inicio', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: /^(Buenos días|Buenas tardes|Buenas noches), Administrador del Sistema$/ }).waitFor();
    await page.getByTestId('stat-users').waitFor();
    await page.getByRole('navigation', { name: 'Accesos directos' }).getByRole('link', { name: /Usuarios/ }).waitFor();
    await page.mouse.move(0, 0);
    await screenshot(page, 'dashboard-admin-desktop');
    await page.getByTestId('stat-users').getByRole('link').click();
    await page.waitForURL('**/users');
  });

  it('signs in a lecturer, who sees only Inicio, Mis Estrategias and Mis Proyectos', async () => {
    const page = await product().newPage();
    await signIn(page, ACCOUNTS.docente);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/my_strategies');
    await expect.poll(() => menuRoutes(page)).toEqual(['/dashboard', '/my_strategies', '/my_projects']);
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    for (const text of ['Inicio', 'Mis Estrategias']) await nav.getByRole('link', { name: text, exact: true }).waitFor();
    await nav.getByRole('button', { name: 'Proyectos de Investigación' }).click();
    await nav.getByRole('link', { name: 'Mis Proyectos', exact: true }).waitFor();
    await expect.poll(() => nav.getByText('Perfiles').count()).toBe(0);

    // A screen outside the lecturer's permissions shows the access-denied page in place.
    await page.goto('/users');
    await page.getByRole('heading', { name: 'Acceso denegado' }).waitFor();
    await page.getByRole('link', { name: 'Volver al Inicio' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: /María Fernanda Rojas Díaz/ }).waitFor();
    await screenshot(page, 'dashboard-docente-desktop');

    // Public pages send a signed-in user to the dashboard.
    for (const path of ['/', '/welcome', '/login', '/signup', '/activate', '/recover']) {
      await page.goto(path);
      await page.waitForURL('**/dashboard');
    }
  });

  it('stores after a sign-in through the form the session the other browser tests start from (signedInState)', async () => {
    const page = await product().newPage();
    await signIn(page, ACCOUNTS.docente2);
    const typed = (await storedSession(page))!;
    const state = await signedInState(product(), ACCOUNTS.docente2);
    expect(state.origins.map((o) => [o.origin, o.localStorage.map((item) => item.name)])).toEqual([[product().baseUrl, ['siiicca.session']]]);
    const made = JSON.parse(state.origins[0]!.localStorage[0]!.value) as typeof typed;
    expect(Object.keys(made).sort()).toEqual(Object.keys(typed).sort());
    expect(made.user).toEqual(typed.user);
    expect(made.menus).toEqual(typed.menus);
    expect(Object.keys(made.token).sort()).toEqual(Object.keys(typed.token).sort());
    expect(made.token.expires_in).toBe(typed.token.expires_in);
    expect(await page.context().storageState()).toMatchObject({ cookies: [] });
  });

  it('keeps a remembered session much longer', async () => {
    const page = await product().newPage();
    await signIn(page, ACCOUNTS.docente2);
    const normal = (await storedSession(page))!;
    await signOut(page);
    await signIn(page, ACCOUNTS.docente2, { remember: true });
    const remembered = (await storedSession(page))!;
    const now = Math.floor(Date.now() / 1000);
    expect(normal.token.expires_in).toBe(2 * 60 * 60);
    expect(remembered.token.expires_in).toBe(7 * 24 * 60 * 60);
    expect(remembered.token.expire - now).toBeGreaterThan(6 * 24 * 60 * 60);
    expect(normal.token.expire - now).toBeLessThanOrEqual(2 * 60 * 60);
    // The remembered session survives a reload (it is far from expiry).
    await page.reload();
    await page.getByTestId('user-name').waitFor();
  });

  it('offers the student login without remember-me and forgot-password', async () => {
    const page = await product().newPage();
    await page.goto('/login/estudiante');
    await page.getByRole('heading', { name: 'Ingreso Estudiantes' }).waitFor();
    await page.getByLabel('Usuario o Correo').waitFor();
    await expect.poll(() => page.getByRole('switch', { name: 'Recordarme' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('link', { name: '¿Olvidó su contraseña?' }).count()).toBe(0);
    await signIn(page, ACCOUNTS.docente);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/my_strategies');
  });

  it('signs out: the session is forgotten and guarded routes lead home', async () => {
    const page = await product().newPage();
    await signIn(page, ACCOUNTS.admin);
    await expectSnack(page, 'Sesión cerrada correctamente', () => signOut(page));
    await expect.poll(() => storedSession(page)).toBeNull();
    await page.getByRole('navigation', { name: 'Enlaces institucionales' }).getByRole('link', { name: 'Inicio Sesión' }).waitFor();
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('sends an anonymous visitor of a guarded route to the welcome page', async () => {
    const page = await product().newPage();
    for (const path of ['/users', '/my_strategies', '/forbidden', '/dashboard']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/');
    }
    await page.getByRole('heading', { name: 'SIIICCA', level: 1 }).waitFor();
    await expect
      .poll(() => page.title())
      .toBe('SIIICCA - Sistema de Información de Investigación, Innovación y Creación | Universidad Santo Tomás');
    await untilStill(page);
    await screenshot(page, 'welcome-desktop');
    await page.goto('/no-existe');
    await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
    await page.goto('/signup');
    await page.getByRole('heading', { name: 'Registro de Usuarios' }).waitFor();
    await page.goto('/activate');
    await page.getByRole('heading', { name: 'Activación de Cuenta' }).waitFor();
  });

  it('a 401 from the API ends the session with its message', async () => {
    const page = await product().newPage();
    await signIn(page, ACCOUNTS.docente2);
    // Another tab signs out: the server revokes this token, the next call answers 401.
    const token = (await storedSession(page))!.token.access_token;
    await page.request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
    // The next call answers 401. Reloading makes one for sure (a screen shown from the cache asks nothing).
    await expectSnack(page, 'Debe iniciar sesión para continuar', () => page.reload());
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => storedSession(page)).toBeNull();
  });

  it('logs no browser errors', () => {
    expect(product().consoleErrors()).toEqual([]);
  });
});
