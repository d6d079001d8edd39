import {
  conselhoSigla,
  DESTINO_ATENDIMENTO_NOME,
  FORMAS_FARMACEUTICAS,
  STATUS_EXAME_IMAGEM_NOME,
  TIPO_DOCUMENTO_CLINICO_NOME,
  TIPO_RECEITA_NOME,
} from '@saude/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { centroCusto, setor } from '../../../db/schema/index.js';
import { porNome } from '../../../lib/sql/texto.js';
import { enumSql, medicamento } from '../../cadastro/index.js';
import { formatarCid } from '../../geral/index.js';
import {
  agrupar,
  atendimentoDaAvaliacao,
  lerAtendimento,
  prescricaoAtiva as prescricaoAtivaDaFaa,
  registrosDoAtendimento,
} from '../comum/atendimento.leitura.js';

/** "Diazepam 10 mg comprimido": how prescriptions name a registered medicine. */
/** "Dipirona sódica 500 mg/mL solução injetável", as the medicine registry shows it (never null: a form not in the list is left out). */
export const rotuloMedicamento = sql<string>`${medicamento.denominacao} || coalesce(' ' || ${medicamento.concentracao}, '') || coalesce(' ' || ${enumSql(medicamento.formaFarmaceuticaId, FORMAS_FARMACEUTICAS)}, '')`;

/** Council and number of the professional ('CRM 18342'). */
const registro = (r: { registroTipoId: number | null; registroNumero: string | null }) => {
  const sigla = conselhoSigla(r.registroTipoId);
  return sigla && r.registroNumero ? `${sigla} ${r.registroNumero}` : null;
};

/** The care cost centres of a location of one sector type (the observation rooms, the medication queue). */
export async function centrosDaUnidade(tx: Tx, infraestruturaId: number, setorTipoId: number) {
  return tx
    .select({ id: centroCusto.id, nome: centroCusto.nome })
    .from(centroCusto)
    .innerJoin(setor, eq(setor.id, centroCusto.setorId))
    .where(and(eq(centroCusto.infraestruturaId, infraestruturaId), eq(setor.setorTipoId, setorTipoId), eq(centroCusto.bloqueado, false)))
    .orderBy(porNome(centroCusto.nome), centroCusto.id);
}

/** Every triage of the FAA, newest first (re-classifications included). */
export async function triagensDoAtendimento(tx: Tx, atendimentoId: number) {
  const triagens = await lerAtendimento(tx, atendimentoId).triagens();
  return [...triagens].reverse().map((t) => ({
    id: t.id,
    criadaEm: t.criadaEm,
    queixa: t.queixa,
    classificacaoRisco: t.classificacaoRisco,
    cor: t.cor,
    profissional: t.profissional,
  }));
}

/**
 * The doctor evaluations of an FAA, newest first, each with what it recorded: diagnoses, internal
 * prescription, take-home prescriptions, documents and imaging requests. By `id`, that evaluation only.
 */
export async function avaliacoesDoAtendimento(tx: Tx, filtro: { atendimentoId: number } | { id: number }) {
  const achados = await registrosDoAtendimento(tx, filtro, atendimentoDaAvaliacao, (l) => l.avaliacoes());
  if (!achados) return [];
  const { leitura, linhas: avaliacoes } = achados;
  const [diagnosticos, prescricao, receitas, itensReceita, documentos, exames] = await Promise.all([
    leitura.diagnosticos(),
    leitura.prescricao(),
    leitura.receitas(),
    leitura.itensDeReceita(),
    leitura.documentos(),
    leitura.examesImagem(),
  ]);
  const diagnosticosDe = agrupar(
    [...diagnosticos].sort((a, b) => b.principal - a.principal || a.id - b.id),
    (d) => d.atendimentoMedicoId,
  );
  const prescricaoDe = agrupar(prescricao, (p) => p.atendimentoMedicoId);
  const receitasDe = agrupar(receitas, (r) => r.atendimentoMedicoId);
  const itensDe = agrupar(itensReceita, (i) => i.receitaId);
  const documentosDe = agrupar(documentos, (d) => d.atendimentoMedicoId);
  const examesDe = agrupar(exames, (e) => e.atendimentoMedicoId ?? 0);

  return avaliacoes.map((a) => ({
    id: a.id,
    atendimentoId: a.atendimentoId,
    criadoEm: a.criadoEm,
    usuarioId: a.usuarioId,
    profissional: a.profissional,
    anamnese: a.anamnese,
    exameFisico: a.exameFisico,
    conduta: a.conduta,
    destino: a.destino,
    destinoDetalhe: a.destinoDetalhe,
    registro: registro(a),
    destinoNome: DESTINO_ATENDIMENTO_NOME[a.destino] ?? null,
    diagnosticos: diagnosticosDe(a.id).map((d) => ({
      cidCodigo: d.cidCodigo,
      descricao: d.descricao,
      principal: d.principal === 1,
      cidFormatado: formatarCid(d.cidCodigo),
    })),
    prescricao: prescricaoDe(a.id).map((p) => ({
      id: p.id,
      medicamentoId: p.medicamentoId,
      descricao: p.descricao,
      dose: p.dose,
      via: p.via,
      intervaloHoras: p.intervaloHoras,
      quantidadeDoses: p.quantidadeDoses,
      seNecessario: p.seNecessario === 1,
      observacao: p.observacao,
      status: p.status,
      suspensoEm: p.suspensoEm,
    })),
    receitas: receitasDe(a.id).map((r) => ({
      id: r.id,
      tipo: r.tipo,
      numeroNotificacao: r.numeroNotificacao,
      tipoNome: TIPO_RECEITA_NOME[r.tipo] ?? null,
      itens: itensDe(r.id).map((i) => ({
        id: i.id,
        medicamentoId: i.medicamentoId,
        descricao: i.descricao,
        quantidade: i.quantidade,
        posologia: i.posologia,
        usoContinuo: i.usoContinuo === 1,
      })),
    })),
    documentos: documentosDe(a.id).map((d) => ({
      id: d.id,
      tipo: d.tipo,
      dias: d.dias,
      dataInicio: d.dataInicio,
      cidCodigo: d.cidCodigo,
      horaInicio: d.horaInicio,
      horaFim: d.horaFim,
      acompanhante: d.acompanhante,
      especialidade: d.especialidade,
      destino: d.destino,
      texto: d.texto,
      criadoEm: d.criadoEm,
      tipoNome: TIPO_DOCUMENTO_CLINICO_NOME[d.tipo] ?? null,
    })),
    examesImagem: examesDe(a.id).map((e) => ({
      id: e.id,
      procedimentoCodigo: e.procedimentoCodigo,
      procedimento: e.procedimento,
      justificativa: e.justificativa,
      status: e.status,
      statusNome: STATUS_EXAME_IMAGEM_NOME[e.status] ?? null,
    })),
  }));
}

/** The active internal prescription as the doctor's screen shows it, checks oldest first (the one rule: comum/atendimento.leitura). */
export async function prescricaoAtiva(tx: Tx, atendimentoId: number) {
  const itens = await prescricaoAtivaDaFaa(lerAtendimento(tx, atendimentoId));
  return itens.map((i) => ({
    id: i.id,
    atendimentoMedicoId: i.atendimentoMedicoId,
    medicamentoId: i.medicamentoId,
    descricao: i.descricao,
    dose: i.dose,
    via: i.via,
    intervaloHoras: i.intervaloHoras,
    quantidadeDoses: i.quantidadeDoses,
    seNecessario: i.seNecessario,
    observacao: i.observacao,
    prescritoEm: i.prescritoEm,
    prescritoPor: i.prescritor,
    administracoes: [...i.administracoes].reverse().map((c) => ({
      id: c.id,
      status: c.status,
      administradoEm: c.administradoEm,
      lote: c.lote,
      observacao: c.observacao,
      profissional: c.profissional,
    })),
  }));
}
