import type { FastifyInstance } from 'fastify';
import { geralCiapRoutes } from './ciap/ciap.routes.js';
import { cidRoutes } from './cid/cid.routes.js';
import { intranetEstadoRoutes } from './intranet/estado/estado.routes.js';
import { intranetMunicipioRoutes } from './intranet/municipio/municipio.routes.js';
import { intranetPaisRoutes } from './intranet/pais/pais.routes.js';
import { lediRoutes } from './ledi/ledi.routes.js';
import { ocupacoesRoutes } from './ocupacoes/ocupacoes.routes.js';
import { sigtapCompetenciaRoutes, sigtapServicoRoutes } from './sigtap/servico/servico.routes.js';

/**
 * The lookups of the national reference tables (spec, second document §7 "General and lookups",
 * "Integration"): read-only, for any logged-in user, each listed here explicitly.
 */
export function referenciasNacionaisRoutes(app: FastifyInstance) {
  intranetEstadoRoutes(app);
  intranetMunicipioRoutes(app);
  intranetPaisRoutes(app);
  cidRoutes(app);
  ocupacoesRoutes(app);
  geralCiapRoutes(app);
  sigtapServicoRoutes(app);
  sigtapCompetenciaRoutes(app);
  lediRoutes(app);
}
