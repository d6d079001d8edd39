import type { FastifyInstance } from 'fastify';

/** Issue 22: written by this folder's helper (skeleton: registers nothing yet). */
export function agendamentoImagemRoutes(_app: FastifyInstance) {}
