// First: zod's settings, before any chunk loads it (see there).
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { setNavigator } from './lib/navigation';

const router = createAppRouter();
// The API client and the session timer navigate from outside React through the router itself.
setNavigator((to, options) => router.navigate(to, options));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
