import { siglaDaLista } from '@saude/shared';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { atendimentoMedico, cid, documentoClinico, receita, receitaItem } from '../../../db/schema/index.js';
import { notFound } from '../../../lib/http-errors.js';
import { especialidade, medicamento } from '../../cadastro/index.js';
import { type CabecalhoFaa, carregarCabecalhoFaa, carregarProfissionais, type ProfissionalImpressao } from './impressao.dados.js';

export interface ReceitaImpressao {
  id: number;
  tipo: number;
  numeroNotificacao: string | null;
  em: Date;
  prescritor: ProfissionalImpressao | null;
  faa: CabecalhoFaa;
  itens: {
    descricao: string;
    quantidade: string;
    posologia: string;
    usoContinuo: boolean;
    /** Portaria 344/98 list of a registered medicine ('B1'), when it has one. */
    lista: string | null;
  }[];
}

export interface DocumentoImpressao {
  id: number;
  tipo: number;
  em: Date;
  dias: number | null;
  dataInicio: string | null;
  horaInicio: string | null;
  horaFim: string | null;
  acompanhante: string | null;
  /** Printed only when the patient consented (the column is filled only then). */
  cid: { codigo: string; descricao: string } | null;
  especialidade: string | null;
  destino: string | null;
  texto: string | null;
  profissional: ProfissionalImpressao | null;
  faa: CabecalhoFaa;
}

/** A take-home prescription with its items, prescriber and FAA, or a 404. */
export async function carregarReceita(tx: Tx, receitaId: number): Promise<ReceitaImpressao> {
  const [r] = await tx
    .select({ r: receita, cbo: atendimentoMedico.ocupacaoCodigo })
    .from(receita)
    .innerJoin(atendimentoMedico, eq(atendimentoMedico.id, receita.atendimentoMedicoId))
    .where(eq(receita.id, receitaId));
  if (!r) throw notFound('Receita não encontrada.');
  const itens = await tx
    .select({
      descricao: receitaItem.descricao,
      quantidade: receitaItem.quantidade,
      posologia: receitaItem.posologia,
      usoContinuo: receitaItem.usoContinuo,
      listaControleId: medicamento.listaControleId,
    })
    .from(receitaItem)
    .leftJoin(medicamento, eq(medicamento.id, receitaItem.medicamentoId))
    .where(eq(receitaItem.receitaId, receitaId))
    .orderBy(asc(receitaItem.id));
  const prof = await carregarProfissionais(tx, [{ usuarioId: r.r.usuarioId, cbo: r.cbo }]);
  return {
    id: r.r.id,
    tipo: r.r.tipo,
    numeroNotificacao: r.r.numeroNotificacao,
    em: r.r.criadaEm,
    prescritor: prof(r.r.usuarioId, r.cbo),
    faa: await carregarCabecalhoFaa(tx, r.r.atendimentoId),
    itens: itens.map((i) => ({
      descricao: i.descricao,
      quantidade: i.quantidade,
      posologia: i.posologia,
      usoContinuo: i.usoContinuo === 1,
      lista: siglaDaLista(i.listaControleId),
    })),
  };
}

/** A certificate, declaration, referral or guidance with its FAA, or a 404. */
export async function carregarDocumento(tx: Tx, documentoId: number): Promise<DocumentoImpressao> {
  const [d] = await tx
    .select({ d: documentoClinico, cbo: atendimentoMedico.ocupacaoCodigo, cidDescricao: cid.descricao, especialidade: especialidade.nome })
    .from(documentoClinico)
    .innerJoin(atendimentoMedico, eq(atendimentoMedico.id, documentoClinico.atendimentoMedicoId))
    .leftJoin(cid, eq(cid.codigo, documentoClinico.cidCodigo))
    .leftJoin(especialidade, eq(especialidade.id, documentoClinico.especialidadeId))
    .where(eq(documentoClinico.id, documentoId));
  if (!d) throw notFound('Documento não encontrado.');
  const prof = await carregarProfissionais(tx, [{ usuarioId: d.d.usuarioId, cbo: d.cbo }]);
  return {
    id: d.d.id,
    tipo: d.d.tipo,
    em: d.d.criadoEm,
    dias: d.d.dias,
    dataInicio: d.d.dataInicio,
    horaInicio: d.d.horaInicio,
    horaFim: d.d.horaFim,
    acompanhante: d.d.acompanhante,
    cid: d.d.cidCodigo ? { codigo: d.d.cidCodigo, descricao: d.cidDescricao ?? '' } : null,
    especialidade: d.especialidade,
    destino: d.d.destino,
    texto: d.d.texto,
    profissional: prof(d.d.usuarioId, d.cbo),
    faa: await carregarCabecalhoFaa(tx, d.d.atendimentoId),
  };
}
