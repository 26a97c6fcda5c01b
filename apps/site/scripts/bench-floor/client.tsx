/** The floor page's browser entry: hydrates what build.tsx rendered (app.tsx). */
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { FloorProviders, floorRoutes } from './app.tsx';

const router = createBrowserRouter(floorRoutes);
hydrateRoot(
  document.getElementById('root')!,
  <FloorProviders>
    <RouterProvider router={router} />
  </FloorProviders>,
);
