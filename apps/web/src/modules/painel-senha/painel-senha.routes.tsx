import type { RouteObject } from 'react-router';

/**
 * Module painel-senha (spec 000 §2.3, issue 7). Three places in the router:
 * - `painelSenhaRoutes`: screens of the logged-in layout (registries, the ticket queue, parametrização);
 * - `painelSenhaRotasSemMenu`: logged in, empty layout (the kiosk, full screen);
 * - `painelSenhaRotasPublicas`: no session, empty layout (the TV screen, the external kiosk route).
 */
export const painelSenhaRoutes: RouteObject[] = [
  {
    path: '/painel-senha',
    children: [],
  },
];

export const painelSenhaRotasSemMenu: RouteObject[] = [];

export const painelSenhaRotasPublicas: RouteObject[] = [];
