import { type documentoAssinadoGravadoSchema, type documentoPendenteSchema, type Resposta, ROTA_DOCUMENTO_ASSINADO } from '@saude/shared';
import { api } from '../../../lib/api';

/** Wire shapes of /api/pronto-atendimento/assinatura-eletronica (camelCase after the client's conversion). */
export const PENDENTES_API = '/api/pronto-atendimento/assinatura-eletronica/index';

/** A document of the user still without a signed copy. */
export type Pendente = Resposta<typeof documentoPendenteSchema>;
/** The signed copy kept (the FAA, prescription and document routes answer alike). */
export type AssinadoGuardado = Resposta<typeof documentoAssinadoGravadoSchema>;

/** Stores a signed copy with the route of its kind (the FAA and prescriptions have their own). */
export function guardarAssinado(p: Pendente, nomeArquivo: string, arquivo: string) {
  const opcoes = { loading: false };
  if (p.tipo === 'FAA')
    return api.post<AssinadoGuardado>(ROTA_DOCUMENTO_ASSINADO.faa, { atendimentoMedicoId: p.referenciaId, nomeArquivo, arquivo }, opcoes);
  if (p.tipo === 'RECEITA')
    return api.post<AssinadoGuardado>(ROTA_DOCUMENTO_ASSINADO.receita, { receitaId: p.referenciaId, nomeArquivo, arquivo }, opcoes);
  return api.post<AssinadoGuardado>(
    ROTA_DOCUMENTO_ASSINADO.documento,
    { tipo: p.tipo, referenciaId: p.referenciaId, nomeArquivo, arquivo },
    opcoes,
  );
}

// moved to components/assinatura (issue 17: the outpatient clinic signs too)
export { motivoDoErro } from '../../../components/assinatura/assinatura.api';
