import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.js';

/** Issue 22: written by this folder's helper (skeleton: registers nothing yet). */
export function relatoriosExameImagemRoutes(_app: FastifyInstance, _deps: AppDeps) {}
