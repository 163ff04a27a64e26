import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RECORD_SCREENS, SCREENS, type TRecordScreen, type TScreen } from '@siiicca/shared';
import { PublicOnly, RequireAuth } from './guards';
import { PageLoader } from '../components/page-loader';
import { RootLayout } from './shell/root-layout';
import LoginPage, { StudentLoginPage } from '../features/auth/components/login-page';
import ForbiddenPage from '../features/errors/forbidden-page';
import NotFoundPage from '../features/errors/not-found-page';
import RouteErrorPage from '../features/errors/route-error-page';
import type { TRouteHandle } from '../lib/route-handle';
import { SCREEN_COMPONENTS } from './screen-components';

/** Turns `() => import(...)` into a react-router lazy route (each screen is its own chunk). */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

const welcome = page(() => import('../features/auth/components/welcome-page'));
const reset = page(() => import('../features/recovery/reset-page'));

/** The data cache's provider around the routes below it (query-provider.tsx); loaded with them. */
const withDataCache = (children: RouteObject[]): RouteObject => ({
  lazy: async () => ({ Component: (await import('./query-provider')).QueryLayout }),
  children,
});

function screenRoute(screen: TScreen): RouteObject {
  const handle: TRouteHandle = { title: screen.title, permission: screen.permission };
  const load = SCREEN_COMPONENTS[screen.path] ?? (() => import('../features/errors/under-construction-page'));
  return { path: screen.path, handle, lazy: page(load) };
}

/** A record's screen (RECORD_SCREENS): guarded by any of its permissions. */
function recordScreenRoute(screen: TRecordScreen): RouteObject {
  const handle: TRouteHandle = { title: screen.title, anyOf: screen.permissions };
  const load = SCREEN_COMPONENTS[screen.path] ?? (() => import('../features/errors/under-construction-page'));
  return { path: screen.path, handle, lazy: page(load) };
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoader,
    children: [
      {
        Component: PublicOnly,
        children: [
          { index: true, lazy: welcome },
          { path: '/welcome', handle: { title: 'Bienvenido' }, lazy: welcome },
          // The sign-in page is part of the entry rather than a lazy chunk: most visits start there, and
          // its form's components then arrive in the entry's one file instead of a dozen small ones.
          { path: '/login', handle: { title: 'Iniciar Sesión' }, Component: LoginPage },
          {
            // The student login ("logstudent"): same form without remember-me and forgot-password.
            id: 'logstudent',
            path: '/login/estudiante',
            handle: { title: 'Ingreso Estudiantes' },
            Component: StudentLoginPage,
          },
          { path: '/signup', handle: { title: 'Registro' }, lazy: page(() => import('../features/auth/components/signup-page')) },
          { path: '/activate', handle: { title: 'Activación de Cuenta' }, lazy: page(() => import('../features/auth/components/activate-page')) },
          withDataCache([
            { path: '/recover', handle: { title: 'Recuperar Contraseña' }, lazy: page(() => import('../features/recovery/recover-page')) },
          ]),
        ],
      },
      withDataCache([
        { path: '/findrecover/:token', handle: { title: 'Restablecer Contraseña' }, lazy: reset },
        { path: '/reset/:t', handle: { title: 'Restablecer Contraseña' }, lazy: reset },
        {
          Component: RequireAuth,
          children: [
            { path: '/forbidden', handle: { title: 'Acceso denegado' }, Component: ForbiddenPage },
            ...SCREENS.map(screenRoute),
            ...RECORD_SCREENS.map(recordScreenRoute),
          ],
        },
      ]),
      { path: '*', handle: { title: 'Página no encontrada' }, Component: NotFoundPage },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
