import { type documentoAssinadoGravadoSchema, type documentoPendenteSchema, type Resposta, ROTA_DOCUMENTO_ASSINADO } from '@saude/shared';
import { ApiError, api } from '../../../lib/api';

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

/** The reason a call failed, as the user should read it: the field message first, then the server's message. */
export function motivoDoErro(e: unknown, padrao: string): string {
  if (e instanceof ApiError && e.status < 500) {
    const campo = Object.values(e.body.errors ?? {}).flat()[0];
    if (campo && e.body.message && e.body.message !== 'Os dados informados são inválidos.') return `${e.body.message} ${campo}`;
    return campo ?? e.body.message ?? padrao;
  }
  return padrao;
}
