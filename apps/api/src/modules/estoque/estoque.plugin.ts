import { defineModuloApi } from '../../lib/modulo.js';

/**
 * Cross-cutting area estoque (issue 18, decision 0013): lots, the movement ledger, balances per cost centre and
 * lot, average cost and closed periods, used by the warehouse, the pharmacy and immunization through
 * `index.ts` (`entrar`, `retirar`, `transferir`, `estornar`, `posicao`, `sugerirLotes`). It has no routes of its own.
 */
export const moduloEstoque = defineModuloApi({
  id: 'estoque',
  registrar() {},
});
