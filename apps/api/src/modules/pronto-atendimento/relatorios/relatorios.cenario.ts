import { DestinoAtendimento, SetorTipo, StatusAdministracao, StatusExameImagem, StatusFila, TipoDocumentoClinico } from '@saude/shared';
import { eq, sql } from 'drizzle-orm';
import { unique } from '../../../../test/helpers.js';
import { type Tx, withTenant } from '../../../db/client.js';
import {
  atendimento,
  atendimentoDiagnostico,
  atendimentoEnfermagem,
  atendimentoMedico,
  atendimentoProcedimento,
  centroCusto,
  cidadao,
  documentoAssinadoPa,
  documentoClinico,
  exameImagem,
  infraestrutura,
  plantao,
  plantaoProfissional,
  prescricaoAdministracao,
  prescricaoItem,
  receita,
  setor,
  triagem,
  unidade,
  usuario,
} from '../../../db/schema/index.js';
import { medicamento } from '../../cadastro/index.js';
import { fila, filaMovimento } from '../../fila/index.js';
import { StatusAtendimento } from '../atendimento/atendimento.table.js';
import type { PaFixture } from '../pa.fixtures.js';

/**
 * Test data of the reports suite: a unit of its own (so the unit filter isolates it from every other suite
 * sharing the database), two doctors and a nurse of its own, and four FAAs around 10 and 11 March 2025 in
 * Brasília time, written straight into the tables with known instants. The comments give what each report
 * must then show.
 */
export const em = (diaHora: string) => new Date(`2025-03-${diaHora}:00-03:00`);

export interface Cenario {
  unidadeId: number;
  unidadeNome: string;
  medicoA: { id: number; nome: string };
  medicoB: { id: number; nome: string };
  enfermeira: { id: number; nome: string };
  pacientes: { p0: string; p1: string; p2: string; p3: string };
  faa: { f0: string; f1: string; f2: string; f3: string };
  cores: Record<'vermelho' | 'amarelo' | 'verde', { id: number; nome: string; tempoAlvo: number }>;
  medicamentoId: number;
  itemDipirona: string;
}

async function pessoa(tx: Tx, nome: string, dataNascimento: string | null = null) {
  const [c] = await tx.insert(cidadao).values({ nome, dataNascimento, sexoId: 1 }).returning({ id: cidadao.id });
  return c?.id as number;
}

async function profissional(tx: Tx, nome: string) {
  const cidadaoId = await pessoa(tx, nome);
  const [u] = await tx
    .insert(usuario)
    .values({ cidadaoId, login: unique('rel'), senhaHash: 'sem-login' })
    .returning({ id: usuario.id });
  return { id: u?.id as number, nome };
}

export async function montarCenario(f: PaFixture): Promise<Cenario> {
  return withTenant(f.ctx.database.db, { clienteId: f.clienteId }, async (tx) => {
    const sufixo = Math.random().toString(36).slice(2, 7);
    const unidadeNome = `UPA Relatórios ${sufixo}`;
    const [un] = await tx.insert(unidade).values({ nomeFantasia: unidadeNome }).returning({ id: unidade.id });
    const unidadeId = un?.id as number;
    const [inf] = await tx.insert(infraestrutura).values({ unidadeId, nome: 'Pronto Atendimento' }).returning({ id: infraestrutura.id });
    const infraestruturaId = inf?.id as number;
    const [se] = await tx.select({ id: setor.id }).from(setor).where(eq(setor.setorTipoId, SetorTipo.RECEPCAO)).limit(1);
    const [cc] = await tx
      .insert(centroCusto)
      .values({ infraestruturaId, setorId: se?.id as number, nome: 'Recepção' })
      .returning({ id: centroCusto.id });
    const centroCustoId = cc?.id as number;

    const medicoA = await profissional(tx, `Ana Médica ${sufixo}`);
    const medicoB = await profissional(tx, `Bruno Médico ${sufixo}`);
    const enfermeira = await profissional(tx, `Clara Enfermeira ${sufixo}`);
    const pacientes = { p0: 'Otávio Relatório', p1: 'Paula Relatório', p2: 'Pedro Relatório', p3: 'Priscila Relatório' };
    const [p0, p1, p2, p3] = [
      await pessoa(tx, pacientes.p0, '1970-01-01'),
      await pessoa(tx, pacientes.p1, '1980-06-10'),
      await pessoa(tx, pacientes.p2, '2024-12-01'),
      await pessoa(tx, pacientes.p3, '1990-01-01'),
    ];
    const cor = (ordem: number) => {
      const c = f.cores.find((x) => x.ordem === ordem);
      return c?.id as number;
    };
    const cores = {} as Cenario['cores'];
    for (const [chave, ordem] of [
      ['vermelho', 1],
      ['amarelo', 3],
      ['verde', 4],
    ] as const) {
      const { rows } = await tx.execute<{ nome: string; tempo_alvo_minutos: number }>(
        sql`select nome, tempo_alvo_minutos from classificacao_risco where id = ${cor(ordem)}`,
      );
      cores[chave] = { id: cor(ordem), nome: rows[0]?.nome as string, tempoAlvo: Number(rows[0]?.tempo_alvo_minutos) };
    }

    const base = Math.floor(Math.random() * 900_000) + 1_999_000_000;
    const faa = { f0: String(base), f1: String(base + 1), f2: String(base + 2), f3: String(base + 3) };
    const abrir = async (numero: string, pacienteId: number, chegada: Date, extra: Partial<typeof atendimento.$inferInsert>) => {
      const [a] = await tx
        .insert(atendimento)
        .values({ numero: Number(numero), pacienteId, infraestruturaId, centroCustoId, recepcionadoEm: chegada, ...extra })
        .returning({ id: atendimento.id });
      return a?.id as number;
    };
    // FAA0: arrives 9 March 23:30 in Brasília (already 10 March in UTC), cancelled; one evaluation by B with no queue
    const a0 = await abrir(faa.f0, p0, em('09T23:30'), { status: StatusAtendimento.CANCELADO, desfecho: DestinoAtendimento.ALTA });
    // FAA1: yellow, closed with discharge by A; billed
    const a1 = await abrir(faa.f1, p1, em('10T08:00'), {
      classificacaoRiscoId: cores.amarelo.id,
      status: StatusAtendimento.FECHADO,
      desfecho: DestinoAtendimento.ALTA,
    });
    // FAA2: red, open, B sends to observation, A admits (last outcome)
    const a2 = await abrir(faa.f2, p2, em('10T10:00'), {
      classificacaoRiscoId: cores.vermelho.id,
      status: StatusAtendimento.ABERTO,
      desfecho: DestinoAtendimento.INTERNACAO,
    });
    // FAA3: green then re-classified yellow, closed with discharge on request by A
    const a3 = await abrir(faa.f3, p3, em('11T09:00'), {
      classificacaoRiscoId: cores.amarelo.id,
      status: StatusAtendimento.FECHADO,
      desfecho: DestinoAtendimento.ALTA_A_PEDIDO,
    });

    const [pl1, pl2, pl3] = await tx
      .insert(plantao)
      .values([
        { infraestruturaId, inicio: em('10T07:00'), fim: em('10T19:00') },
        { infraestruturaId, inicio: em('10T19:00'), fim: em('11T07:00') },
        { infraestruturaId, inicio: em('11T07:00'), fim: em('11T19:00') },
      ])
      .returning({ id: plantao.id });
    await tx.insert(plantaoProfissional).values([
      { plantaoId: pl1?.id as number, usuarioId: medicoA.id },
      { plantaoId: pl1?.id as number, usuarioId: medicoB.id },
      { plantaoId: pl1?.id as number, usuarioId: enfermeira.id },
      { plantaoId: pl2?.id as number, usuarioId: enfermeira.id },
      { plantaoId: pl3?.id as number, usuarioId: medicoA.id },
      { plantaoId: pl3?.id as number, usuarioId: enfermeira.id },
    ]);

    await tx.insert(triagem).values([
      {
        atendimentoId: a1,
        usuarioId: enfermeira.id,
        queixa: 'Dor abdominal',
        classificacaoRiscoId: cores.amarelo.id,
        criadaEm: em('10T08:10'),
      },
      {
        atendimentoId: a2,
        usuarioId: enfermeira.id,
        queixa: 'Febre alta',
        classificacaoRiscoId: cores.vermelho.id,
        criadaEm: em('10T10:05'),
      },
      { atendimentoId: a3, usuarioId: enfermeira.id, queixa: 'Tosse', classificacaoRiscoId: cores.verde.id, criadaEm: em('11T09:30') },
      {
        atendimentoId: a3,
        usuarioId: enfermeira.id,
        queixa: 'Tosse e dispneia',
        classificacaoRiscoId: cores.amarelo.id,
        criadaEm: em('11T09:50'),
      },
    ]);

    // the queue: who took each patient and when (door-to-doctor and the length of each evaluation)
    const atender = async (atendimentoId: number, pacienteId: number, setorTipoId: number, usuarioId: number, quando: Date) => {
      const [fl] = await tx
        .insert(fila)
        .values({
          modulo: 'pronto-atendimento',
          setorTipoId,
          centroCustoId,
          pacienteId,
          referenciaId: atendimentoId,
          status: StatusFila.FINALIZADO,
        })
        .returning({ id: fila.id });
      await tx.insert(filaMovimento).values({
        filaId: fl?.id as number,
        acao: 'atender',
        deStatus: StatusFila.EM_ESPERA,
        paraStatus: StatusFila.EM_ATENDIMENTO,
        usuarioId,
        em: quando,
      });
    };
    await atender(a1, p1, SetorTipo.CONSULTORIO, medicoA.id, em('10T08:40'));
    await atender(a2, p2, SetorTipo.CONSULTORIO, medicoB.id, em('10T10:05'));
    await atender(a2, p2, SetorTipo.OBSERVACAO, medicoA.id, em('10T13:50'));
    await atender(a3, p3, SetorTipo.CONSULTORIO, medicoA.id, em('11T11:00'));

    const avaliar = async (atendimentoId: number, usuarioId: number, destino: number, quando: Date, plantaoId: number | null = null) => {
      const [m] = await tx
        .insert(atendimentoMedico)
        .values({ atendimentoId, usuarioId, destino, anamnese: 'Anamnese', criadoEm: quando, plantaoId, ocupacaoCodigo: '225125' })
        .returning({ id: atendimentoMedico.id });
      return m?.id as number;
    };
    await avaliar(a0, medicoB.id, DestinoAtendimento.ALTA, em('10T00:10'));
    const am1 = await avaliar(a1, medicoA.id, DestinoAtendimento.ALTA, em('10T09:00'), pl1?.id as number);
    const am2 = await avaliar(a2, medicoB.id, DestinoAtendimento.OBSERVACAO, em('10T10:30'), pl1?.id as number);
    const am3 = await avaliar(a2, medicoA.id, DestinoAtendimento.INTERNACAO, em('10T14:00'));
    const am4 = await avaliar(a3, medicoA.id, DestinoAtendimento.ALTA_A_PEDIDO, em('11T11:20'));
    await tx.insert(atendimentoDiagnostico).values([
      { atendimentoMedicoId: am1, cidCodigo: 'R10', principal: 1 },
      { atendimentoMedicoId: am2, cidCodigo: 'R50', principal: 1 },
      { atendimentoMedicoId: am3, cidCodigo: 'J18', principal: 1 },
      { atendimentoMedicoId: am3, cidCodigo: 'R50', principal: 0 },
    ]);

    const [r1] = await tx
      .insert(receita)
      .values({ atendimentoId: a1, atendimentoMedicoId: am1, usuarioId: medicoA.id, tipo: 1, criadaEm: em('10T09:00') })
      .returning({ id: receita.id });
    const [, d2] = await tx
      .insert(documentoClinico)
      .values([
        {
          atendimentoId: a1,
          atendimentoMedicoId: am1,
          usuarioId: medicoA.id,
          tipo: TipoDocumentoClinico.ATESTADO,
          dias: 1,
          criadoEm: em('10T09:00'),
        },
        {
          atendimentoId: a2,
          atendimentoMedicoId: am2,
          usuarioId: medicoB.id,
          tipo: TipoDocumentoClinico.ORIENTACAO,
          criadoEm: em('10T10:30'),
        },
      ])
      .returning({ id: documentoClinico.id });
    // signed: A's first evaluation, A's evaluation of FAA3 and B's guidance; the rest is pending
    const assinado = (atendimentoId: number, tipo: string, referenciaId: number, usuarioId: number) => ({
      atendimentoId,
      tipo,
      referenciaId,
      usuarioId,
      nomeArquivo: `${tipo}.pdf`,
      conteudo: Buffer.from('%PDF-1.7'),
    });
    await tx
      .insert(documentoAssinadoPa)
      .values([
        assinado(a1, 'FAA', am1, medicoA.id),
        assinado(a3, 'FAA', am4, medicoA.id),
        assinado(a2, 'ORIENTACAO', d2?.id as number, medicoB.id),
      ]);
    if (!r1) throw new Error('receita');

    const [med] = await tx
      .insert(medicamento)
      .values({ denominacao: `Dipirona de teste ${sufixo}`, concentracao: '500 mg/mL', formaFarmaceuticaId: 1, viaAdministracaoId: 1 })
      .returning({ id: medicamento.id });
    const itemDipirona = `Dipirona ${sufixo} 1 g`;
    const [pi1] = await tx
      .insert(prescricaoItem)
      .values([
        {
          atendimentoId: a2,
          atendimentoMedicoId: am2,
          medicamentoId: med?.id,
          descricao: itemDipirona,
          dose: '1 g',
          via: 'IV',
          intervaloHoras: 6,
        },
        { atendimentoId: a2, atendimentoMedicoId: am2, descricao: 'Soro fisiológico 0,9% 500 mL', via: 'IV', status: 2 },
      ])
      .returning({ id: prescricaoItem.id });
    const dose = (status: number, quando: Date, observacao: string | null = null) => ({
      prescricaoItemId: pi1?.id as number,
      usuarioId: enfermeira.id,
      status,
      administradoEm: quando,
      observacao,
    });
    await tx
      .insert(prescricaoAdministracao)
      .values([
        dose(StatusAdministracao.ADMINISTRADO, em('10T10:45')),
        dose(StatusAdministracao.NAO_ADMINISTRADO, em('10T16:45'), 'Paciente dormindo'),
        dose(StatusAdministracao.NAO_ADMINISTRADO, em('10T22:45'), 'Paciente dormindo'),
        dose(StatusAdministracao.NAO_ADMINISTRADO, em('11T04:45'), 'Recusa do paciente'),
      ]);

    await tx.insert(atendimentoEnfermagem).values([
      { atendimentoId: a1, usuarioId: enfermeira.id, plantaoId: pl1?.id, criadoEm: em('10T08:20') },
      { atendimentoId: a2, usuarioId: enfermeira.id, criadoEm: em('11T04:45') },
    ]);

    const exame = (usuarioId: number, pedido: Date, status: number, laudo: Date | null = null) => ({
      atendimentoId: a2,
      procedimentoCodigo: '0204030153',
      justificativa: 'Suspeita de pneumonia',
      solicitadoPor: usuarioId,
      solicitadoEm: pedido,
      status,
      laudadoEm: laudo,
    });
    await tx
      .insert(exameImagem)
      .values([
        exame(medicoB.id, em('10T10:30'), StatusExameImagem.LAUDADO, em('10T11:30')),
        exame(medicoA.id, em('10T14:00'), StatusExameImagem.SOLICITADO),
        exame(medicoB.id, em('11T08:00'), StatusExameImagem.LAUDADO, em('11T09:30')),
      ]);

    const faturado = (atendimentoId: number, codigo: string, usuarioId: number, cbo: string, quando: Date, competencia = '202503') => ({
      atendimentoId,
      procedimentoCodigo: codigo,
      quantidade: 1,
      usuarioId,
      ocupacaoCodigo: cbo,
      realizadoEm: quando,
      competencia,
    });
    await tx.insert(atendimentoProcedimento).values([
      faturado(a1, '0301060096', medicoA.id, '225125', em('10T09:00')),
      faturado(a1, '0301060118', enfermeira.id, '223505', em('10T08:10')),
      faturado(a1, '0301100039', enfermeira.id, '223505', em('10T08:10')),
      // billed late, in the next competência
      faturado(a1, '0204030153', medicoB.id, '225125', em('10T11:30'), '202504'),
      faturado(a3, '0301060096', medicoA.id, '225125', em('11T11:20')),
      // an open FAA bills nothing yet, whatever is in the table
      faturado(a2, '0301060096', medicoB.id, '225125', em('10T10:30')),
    ]);

    return { unidadeId, unidadeNome, medicoA, medicoB, enfermeira, pacientes, faa, cores, medicamentoId: med?.id as number, itemDipirona };
  });
}
