import { identificacaoPdfPa, siglaDaLista } from '@saude/shared';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { atendimentoMedico, cid, documentoClinico, receita, receitaItem } from '../../../db/schema/index.js';
import { notFound } from '../../../lib/http-errors.js';
import type { DocumentoImpressao as DocumentoClinico } from '../../../lib/print/modelos/clinico/documento.js';
import type { ReceitaImpressao as ReceitaClinica } from '../../../lib/print/modelos/clinico/receita.js';
import { especialidade, medicamento } from '../../cadastro/index.js';
import { type CabecalhoFaa, carregarCabecalhoFaa, carregarProfissionais, origemDaFaa } from './impressao.dados.js';

/** The core prints' data (lib/print/modelos/clinico) with the FAA they come from. */
export type ReceitaImpressao = ReceitaClinica & { faa: CabecalhoFaa };
export type DocumentoImpressao = DocumentoClinico & { faa: CabecalhoFaa };

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
      antimicrobiano: medicamento.antimicrobiano,
    })
    .from(receitaItem)
    .leftJoin(medicamento, eq(medicamento.id, receitaItem.medicamentoId))
    .where(eq(receitaItem.receitaId, receitaId))
    .orderBy(asc(receitaItem.id));
  const prof = await carregarProfissionais(tx, [{ usuarioId: r.r.usuarioId, cbo: r.cbo }]);
  const faa = await carregarCabecalhoFaa(tx, r.r.atendimentoId);
  return {
    id: r.r.id,
    origem: origemDaFaa(faa),
    identificacao: identificacaoPdfPa('RECEITA', r.r.id),
    tipo: r.r.tipo,
    numeroNotificacao: r.r.numeroNotificacao,
    em: r.r.criadaEm,
    prescritor: prof(r.r.usuarioId, r.cbo),
    faa,
    itens: itens.map((i) => ({
      descricao: i.descricao,
      quantidade: i.quantidade,
      posologia: i.posologia,
      usoContinuo: i.usoContinuo === 1,
      lista: siglaDaLista(i.listaControleId),
      antimicrobiano: i.antimicrobiano === true,
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
  const faa = await carregarCabecalhoFaa(tx, d.d.atendimentoId);
  return {
    id: d.d.id,
    origem: origemDaFaa(faa),
    identificacao: identificacaoPdfPa('DOCUMENTO', d.d.id),
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
    faa,
  };
}
