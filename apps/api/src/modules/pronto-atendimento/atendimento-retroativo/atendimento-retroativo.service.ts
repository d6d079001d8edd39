import {
  type AtendimentoRetroativo,
  conselhoSigla,
  DESTINO_ATENDIMENTO_NOME,
  DESTINOS_QUE_ENCERRAM,
  MENSAGENS_RETROATIVO,
  RETROATIVO_MAX_DIAS,
} from '@saude/shared';
import { and, asc, eq, inArray, like, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import {
  atendimento,
  atendimentoDiagnostico,
  atendimentoMedico,
  cid,
  cidadao,
  classificacaoRisco,
  lotacao,
  StatusAtendimento,
  triagem,
  usuario,
} from '../../../db/schema/index.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { porNome } from '../../../lib/sql/texto.js';
import { classificacoesRisco } from '../../painel-senha/index.js';
import { proximoNumeroFaa } from '../atendimento/numero-faa.js';
import { plantaoAtual } from '../plantao/plantao.service.js';

/** Medical occupations of the CBO (2251 clínicos, 2252 cirurgiões, 2253 diagnóstico): family 225. */
const CBO_MEDICO = '225%';

/** The doctors of a location: active users with an active placement there under a medical CBO. */
function medicosDaUnidade(tx: Tx, infraestruturaId: number, usuarioId?: number) {
  return tx
    .select({
      id: usuario.id,
      nome: cidadao.nome,
      registroTipoId: usuario.registroTipoId,
      registroNumero: usuario.registroNumero,
      ocupacaoCodigo: lotacao.ocupacaoCodigo,
    })
    .from(lotacao)
    .innerJoin(usuario, eq(usuario.id, lotacao.usuarioId))
    .innerJoin(cidadao, eq(cidadao.id, usuario.cidadaoId))
    .where(
      and(
        eq(lotacao.infraestruturaId, infraestruturaId),
        eq(lotacao.bloqueado, false),
        eq(usuario.bloqueado, false),
        like(lotacao.ocupacaoCodigo, CBO_MEDICO),
        usuarioId ? eq(usuario.id, usuarioId) : undefined,
      ),
    )
    .orderBy(porNome(cidadao.nome), asc(lotacao.id));
}

/** The options of atendimento-retroativo/create. */
export async function formularioRetroativo(tx: Tx, infraestruturaId: number) {
  const vistos = new Set<number>();
  const medicos = (await medicosDaUnidade(tx, infraestruturaId))
    .filter((m) => !vistos.has(m.id) && vistos.add(m.id))
    .map((m) => {
      const sigla = conselhoSigla(m.registroTipoId);
      return { id: m.id, nome: m.nome, registro: sigla && m.registroNumero ? `${sigla} ${m.registroNumero}` : null };
    });
  return {
    medicos,
    classificacoesRisco: await classificacoesRisco(tx),
    destinos: DESTINOS_QUE_ENCERRAM.map((id) => ({ id, nome: DESTINO_ATENDIMENTO_NOME[id] })),
    maxDias: RETROATIVO_MAX_DIAS,
  };
}

interface Quem {
  usuarioId: number;
  infraestruturaId: number;
  centroCustoId: number;
}

async function validar(tx: Tx, quem: Quem, v: AtendimentoRetroativo) {
  // the patient row is locked: two clerks typing the same paper FAA never both pass the overlap check
  const [p] = await tx
    .select({ id: cidadao.id, unificadoEmId: cidadao.unificadoEmId })
    .from(cidadao)
    .where(eq(cidadao.id, v.pacienteId))
    .for('no key update');
  if (!p) throw notFound('Paciente não encontrado.');
  if (p.unificadoEmId) throw unprocessable({ paciente_id: ['Este cadastro foi unificado a outro. Busque o paciente de novo.'] });
  const [medico] = await medicosDaUnidade(tx, quem.infraestruturaId, v.medicoId);
  if (!medico) throw unprocessable({ medico_id: [MENSAGENS_RETROATIVO.medicoInvalido] });
  if (v.classificacaoRiscoId) {
    const [cor] = await tx
      .select({ id: classificacaoRisco.id })
      .from(classificacaoRisco)
      .where(and(eq(classificacaoRisco.id, v.classificacaoRiscoId), eq(classificacaoRisco.bloqueado, false)));
    if (!cor) throw unprocessable({ classificacao_risco_id: ['Classificação de risco não encontrada.'] });
  }
  const codigos = [v.cidPrincipal, ...v.cidsSecundarios];
  const existentes = new Set((await tx.select({ codigo: cid.codigo }).from(cid).where(inArray(cid.codigo, codigos))).map((c) => c.codigo));
  if (!existentes.has(v.cidPrincipal)) throw unprocessable({ cid_principal: ['CID não encontrado.'] });
  if (v.cidsSecundarios.some((c) => !existentes.has(c))) throw unprocessable({ cids_secundarios: ['CID não encontrado.'] });
  // another FAA of the patient here whose stay crosses this one (an open one without outcome is still going on)
  const [outra] = await tx
    .select({ numero: atendimento.numero })
    .from(atendimento)
    .where(
      and(
        eq(atendimento.pacienteId, v.pacienteId),
        eq(atendimento.infraestruturaId, quem.infraestruturaId),
        ne(atendimento.status, StatusAtendimento.CANCELADO),
        sql`${atendimento.recepcionadoEm} < ${v.altaEm}::timestamptz`,
        sql`coalesce(${atendimento.desfechoEm}, ${atendimento.fechadoEm}, 'infinity'::timestamptz) > ${v.chegadaEm}::timestamptz`,
      ),
    )
    .limit(1);
  if (outra) throw unprocessable({ chegada_em: [MENSAGENS_RETROATIVO.sobreposicao(outra.numero)] });
  return medico;
}

/**
 * Registers an attendance typed in after a downtime: the FAA (retroativo, numbered from the same sequence,
 * by the year of the arrival), the optional triage at the arrival time, the doctor's evaluation with its
 * diagnoses at the discharge time and the outcome, in one transaction and with no queue entry. The FAA stays
 * open: it is closed (and billed) like any other.
 */
export async function registrarRetroativo(tx: Tx, quem: Quem, v: AtendimentoRetroativo) {
  const medico = await validar(tx, quem, v);
  const chegada = new Date(v.chegadaEm);
  const alta = new Date(v.altaEm);
  const turno = await plantaoAtual(tx, quem.infraestruturaId, chegada);
  const [a] = await tx
    .insert(atendimento)
    .values({
      numero: await proximoNumeroFaa(tx, chegada),
      pacienteId: v.pacienteId,
      infraestruturaId: quem.infraestruturaId,
      centroCustoId: quem.centroCustoId,
      plantaoId: turno?.id ?? null,
      classificacaoRiscoId: v.classificacaoRiscoId,
      recepcionadoEm: chegada,
      recepcionadoPor: quem.usuarioId,
      retroativo: true,
      desfecho: v.destino,
      desfechoEm: alta,
      desfechoPor: v.medicoId,
    })
    .returning({ id: atendimento.id, numero: atendimento.numero });
  if (!a) throw new Error('atendimento não criado');
  if (v.classificacaoRiscoId) {
    await tx.insert(triagem).values({
      atendimentoId: a.id,
      // who triaged is not on the paper form: the triage stays without a professional
      usuarioId: null,
      queixa: v.queixa as string,
      paSistolica: v.paSistolica,
      paDiastolica: v.paDiastolica,
      frequenciaCardiaca: v.frequenciaCardiaca,
      frequenciaRespiratoria: v.frequenciaRespiratoria,
      temperatura: v.temperatura == null ? null : String(v.temperatura),
      saturacao: v.saturacao,
      glicemia: v.glicemia,
      glasgow: v.glasgow,
      dor: v.dor,
      classificacaoRiscoId: v.classificacaoRiscoId,
      criadaEm: chegada,
    });
  }
  const [am] = await tx
    .insert(atendimentoMedico)
    .values({
      atendimentoId: a.id,
      usuarioId: v.medicoId,
      plantaoId: turno?.id ?? null,
      ocupacaoCodigo: medico.ocupacaoCodigo,
      anamnese: v.anamnese,
      exameFisico: v.exameFisico,
      conduta: v.conduta,
      destino: v.destino,
      destinoDetalhe: v.destinoDetalhe,
      criadoEm: alta,
    })
    .returning({ id: atendimentoMedico.id });
  await tx
    .insert(atendimentoDiagnostico)
    .values([
      { atendimentoMedicoId: am?.id as number, cidCodigo: v.cidPrincipal, principal: 1 },
      ...v.cidsSecundarios.map((c) => ({ atendimentoMedicoId: am?.id as number, cidCodigo: c, principal: 0 })),
    ]);
  return { id: a.id, numero: a.numero, message: MENSAGENS_RETROATIVO.salvo(a.numero) };
}
