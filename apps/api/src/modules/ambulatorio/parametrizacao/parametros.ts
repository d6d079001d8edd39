import { PARAMETRIZACAO_AMBULATORIO_PREFIXO, type ParametrizacaoAmbulatorio, parametrizacaoAmbulatorioSchema } from '@saude/shared';
import type { Queryable } from '../../../db/client.js';
import { lerParametros } from '../../../lib/parametros.js';
import type { RegrasAgendamento } from '../../agenda/index.js';

/** The outpatient settings of the request's municipality, each key with its default until saved. */
export const parametrosAmbulatorio = (tx: Queryable): Promise<ParametrizacaoAmbulatorio> =>
  lerParametros(tx, PARAMETRIZACAO_AMBULATORIO_PREFIXO, parametrizacaoAmbulatorioSchema);

/** The booking rules of the engine, from the settings. */
export async function regrasDoAmbulatorio(tx: Queryable): Promise<RegrasAgendamento & ParametrizacaoAmbulatorio> {
  const p = await parametrosAmbulatorio(tx);
  return {
    ...p,
    horizonteDias: p.horizonteAgendamentoDias,
    intervaloMinimoDias: p.intervaloMinimoDias,
    permitirDoisFuturosMesmaEspecialidade: p.permitirDoisFuturosMesmaEspecialidade,
  };
}
