import type { RouteObject } from 'react-router';

/** Issue 22: the routes of this folder's screens (skeleton: none yet; its helper adds them). */
export const rotasCadastrosImagem: RouteObject[] = [];
