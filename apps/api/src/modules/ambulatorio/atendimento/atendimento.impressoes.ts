import {
  ATENDIMENTO_IMPRESSAO,
  caminhoImpressaoAmbulatorio,
  DOCUMENTO_IMPRESSAO,
  type FormularioRequisicaoExame,
  RECEITA_IMPRESSAO,
  RECEITA_NAO_PADRONIZADA_IMPRESSAO,
  RECEITAS_NAO_PADRONIZADAS,
  REQUISICAO_IMPRESSAO,
  TITULO_IMPRESSAO,
} from '@saude/shared';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import {
  ambulatorioDocumento,
  ambulatorioDocumentoAssinado,
  ambulatorioReceita,
  ambulatorioRequisicaoExame,
} from './atendimento-documentos.table.js';

export interface ImpressaoAmbulatorio {
  documento: string;
  id: number;
  titulo: string;
  caminho: string;
  assinado: boolean;
}

/**
 * The printable documents of an attendance, in the order the professional wrote them (spec 001 §7 print listing):
 * the attendance itself, each prescription (a non-standard one with its request), each document and each exam
 * request; `assinado` when its signed copy is kept.
 */
export async function impressoesDoAtendimento(tx: Tx, atendimentoId: number): Promise<ImpressaoAmbulatorio[]> {
  const [receitas, documentos, requisicoes, assinados] = await Promise.all([
    tx
      .select({ id: ambulatorioReceita.id, tipo: ambulatorioReceita.tipo })
      .from(ambulatorioReceita)
      .where(eq(ambulatorioReceita.ambulatorioAtendimentoId, atendimentoId))
      .orderBy(asc(ambulatorioReceita.id)),
    tx
      .select({ id: ambulatorioDocumento.id, tipo: ambulatorioDocumento.tipo })
      .from(ambulatorioDocumento)
      .where(eq(ambulatorioDocumento.ambulatorioAtendimentoId, atendimentoId))
      .orderBy(asc(ambulatorioDocumento.id)),
    tx
      .select({ id: ambulatorioRequisicaoExame.id, formulario: ambulatorioRequisicaoExame.formulario })
      .from(ambulatorioRequisicaoExame)
      .where(eq(ambulatorioRequisicaoExame.ambulatorioAtendimentoId, atendimentoId))
      .orderBy(asc(ambulatorioRequisicaoExame.id)),
    tx
      .select({ tipo: ambulatorioDocumentoAssinado.tipo, referenciaId: ambulatorioDocumentoAssinado.referenciaId })
      .from(ambulatorioDocumentoAssinado)
      .where(eq(ambulatorioDocumentoAssinado.ambulatorioAtendimentoId, atendimentoId)),
  ]);
  const feitos = new Set(assinados.map((a) => `${a.tipo}:${a.referenciaId}`));
  const item = (documento: string, id: number): ImpressaoAmbulatorio => ({
    documento,
    id,
    titulo: TITULO_IMPRESSAO[documento] ?? documento,
    caminho: caminhoImpressaoAmbulatorio(documento, id),
    assinado: feitos.has(`${documento}:${id}`),
  });
  return [
    item(ATENDIMENTO_IMPRESSAO, atendimentoId),
    ...receitas.flatMap((r) => [
      item(RECEITA_IMPRESSAO[r.tipo] as string, r.id),
      ...(RECEITAS_NAO_PADRONIZADAS.includes(r.tipo) ? [item(RECEITA_NAO_PADRONIZADA_IMPRESSAO, r.id)] : []),
    ]),
    ...documentos.map((d) => item(DOCUMENTO_IMPRESSAO[d.tipo] as string, d.id)),
    ...requisicoes.map((q) => item(REQUISICAO_IMPRESSAO[q.formulario as FormularioRequisicaoExame], q.id)),
  ];
}
