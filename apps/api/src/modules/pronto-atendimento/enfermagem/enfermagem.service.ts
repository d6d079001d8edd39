import { PROCEDIMENTOS_ENFERMAGEM_SUGERIDOS } from '@saude/shared';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { procedimentoSigtap } from '../../../db/schema/index.js';
import {
  agrupar,
  atendimentoDaEnfermagem,
  lerAtendimento,
  prescricaoAtiva as prescricaoAtivaDaFaa,
  registrosDoAtendimento,
} from '../comum/atendimento.leitura.js';

/** The active internal prescription as the nurse's checklist shows it (the one rule: comum/atendimento.leitura). */
export async function prescricaoAtiva(tx: Tx, atendimentoId: number, agora = new Date()) {
  const itens = await prescricaoAtivaDaFaa(lerAtendimento(tx, atendimentoId), agora);
  return itens.map((i) => ({
    id: i.id,
    descricao: i.descricao,
    dose: i.dose,
    via: i.via,
    intervaloHoras: i.intervaloHoras,
    quantidadeDoses: i.quantidadeDoses,
    seNecessario: i.seNecessario,
    observacao: i.observacao,
    prescritoEm: i.prescritoEm,
    prescritor: i.prescritor,
    administracoes: i.administracoes.map((a) => ({
      id: a.id,
      status: a.status,
      administradoEm: a.administradoEm,
      lote: a.lote,
      observacao: a.observacao,
      profissional: a.profissional,
    })),
    dosesAdministradas: i.dosesAdministradas,
    ultimaAdministracaoEm: i.ultimaAdministracaoEm,
    proximaDoseEm: i.proximaDoseEm,
    atrasado: i.atrasado,
    concluido: i.concluido,
  }));
}

/** The nursing attendances of an FAA (or one of them), newest first: note, procedures, checks and the files' list. */
export async function atendimentosDeEnfermagem(tx: Tx, filtro: { atendimentoId: number } | { id: number }) {
  const achados = await registrosDoAtendimento(tx, filtro, atendimentoDaEnfermagem, (l) => l.enfermagem());
  if (!achados) return [];
  const { leitura, linhas } = achados;
  const procedimentos = agrupar(await leitura.procedimentosDeEnfermagem(), (p) => p.atendimentoEnfermagemId);
  const anexos = agrupar(await leitura.anexosDeEnfermagem(), (a) => a.atendimentoEnfermagemId);
  const administracoes = agrupar(
    [...(await leitura.administracoes())].sort((a, b) => a.id - b.id),
    (a) => a.atendimentoEnfermagemId,
  );
  return linhas.map((l) => ({
    id: l.id,
    atendimentoId: l.atendimentoId,
    criadoEm: l.criadoEm,
    anotacao: l.anotacao,
    profissional: l.profissional,
    procedimentos: procedimentos(l.id).map((p) => ({ codigo: p.codigo, nome: p.nome, quantidade: p.quantidade })),
    administracoes: administracoes(l.id).map((a) => ({
      id: a.id,
      descricao: a.descricao,
      dose: a.dose,
      via: a.via,
      status: a.status,
      lote: a.lote,
      observacao: a.observacao,
    })),
    anexos: anexos(l.id).map((a) => ({ id: a.id, nome: a.nome, tipoConteudo: a.tipoConteudo, tamanho: a.tamanho })),
  }));
}

/** The suggested procedures with their SIGTAP names, in the order of the list (a code missing from the table is left out). */
export async function procedimentosSugeridos(tx: Tx) {
  const linhas = await tx
    .select({ codigo: procedimentoSigtap.codigo, nome: procedimentoSigtap.nome, quantidadeMaxima: procedimentoSigtap.quantidadeMaxima })
    .from(procedimentoSigtap)
    .where(inArray(procedimentoSigtap.codigo, [...PROCEDIMENTOS_ENFERMAGEM_SUGERIDOS]));
  return PROCEDIMENTOS_ENFERMAGEM_SUGERIDOS.flatMap((c) => linhas.filter((l) => l.codigo === c));
}
