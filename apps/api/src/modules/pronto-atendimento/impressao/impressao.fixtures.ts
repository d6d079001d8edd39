import { StatusAdministracao, StatusPrescricaoItem, TipoDocumentoClinico, TipoReceita } from '@saude/shared';
import { eq } from 'drizzle-orm';
import { unique } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import {
  atendimento,
  atendimentoDiagnostico,
  atendimentoEnfermagem,
  atendimentoMedico,
  documentoClinico,
  enfermagemProcedimento,
  observacaoEvolucao,
  prescricaoAdministracao,
  prescricaoItem,
  receita,
  receitaItem,
  usuario,
} from '../../../db/schema/index.js';
import { especialidade, medicamento } from '../../cadastro/index.js';
import type { PaFixture } from '../pa.fixtures.js';

/**
 * The clinical rows of an FAA written straight to the database (the doctor and nursing routes are other
 * suites' business): what the prints and the signatures read.
 */
export async function usuarioDoLogin(f: PaFixture, login: string): Promise<number> {
  return withTenant(f.ctx.database.db, { clienteId: f.clienteId }, async (tx) => {
    const [u] = await tx.select({ id: usuario.id }).from(usuario).where(eq(usuario.login, login));
    return u?.id as number;
  });
}

/** A doctor evaluation (with its diagnoses) of the FAA by `medicoId`. */
export async function avaliacaoMedica(
  f: PaFixture,
  atendimentoId: number,
  medicoId: number,
  extra: Partial<typeof atendimentoMedico.$inferInsert> = {},
  cids: { codigo: string; principal?: boolean }[] = [],
): Promise<number> {
  return withTenant(f.ctx.database.db, { clienteId: f.clienteId }, async (tx) => {
    const [am] = await tx
      .insert(atendimentoMedico)
      .values({
        atendimentoId,
        usuarioId: medicoId,
        ocupacaoCodigo: '225125',
        anamnese: 'Dor em fossa ilíaca direita desde a manhã, sem febre.',
        exameFisico: 'Abdome flácido, Blumberg negativo.',
        conduta: 'Analgesia, hidratação e reavaliação em 2 horas.',
        destino: 1,
        ...extra,
      })
      .returning({ id: atendimentoMedico.id });
    for (const c of cids)
      await tx.insert(atendimentoDiagnostico).values({ atendimentoMedicoId: am.id, cidCodigo: c.codigo, principal: c.principal ? 1 : 0 });
    return am.id;
  });
}

export async function novaReceita(
  f: PaFixture,
  a: { atendimentoId: number; atendimentoMedicoId: number; usuarioId: number },
  tipo: number,
  itens: { descricao: string; quantidade: string; posologia: string; medicamentoId?: number; usoContinuo?: boolean }[],
  numeroNotificacao: string | null = null,
): Promise<number> {
  return withTenant(f.ctx.database.db, { clienteId: f.clienteId }, async (tx) => {
    const [r] = await tx
      .insert(receita)
      .values({ ...a, tipo, numeroNotificacao })
      .returning({ id: receita.id });
    for (const i of itens)
      await tx
        .insert(receitaItem)
        .values({ receitaId: r.id, ...i, usoContinuo: i.usoContinuo ? 1 : 0, medicamentoId: i.medicamentoId ?? null });
    return r.id;
  });
}

export async function novoDocumento(
  f: PaFixture,
  a: { atendimentoId: number; atendimentoMedicoId: number; usuarioId: number },
  valores: Omit<Partial<typeof documentoClinico.$inferInsert>, 'atendimentoId' | 'atendimentoMedicoId' | 'usuarioId'> & { tipo: number },
): Promise<number> {
  return withTenant(f.ctx.database.db, { clienteId: f.clienteId }, async (tx) => {
    const [d] = await tx
      .insert(documentoClinico)
      .values({ ...a, ...valores })
      .returning({ id: documentoClinico.id });
    return d.id;
  });
}

/** A registered medicine of a Portaria 344/98 list (B1 is id 4). */
export async function medicamentoControlado(f: PaFixture, nome: string, listaControleId: number): Promise<number> {
  return withTenant(f.ctx.database.db, { clienteId: f.clienteId }, async (tx) => {
    const [m] = await tx
      .insert(medicamento)
      .values({ denominacao: unique(nome), concentracao: '10 mg', formaFarmaceuticaId: 1, viaAdministracaoId: 1, listaControleId })
      .returning({ id: medicamento.id });
    return m.id;
  });
}

/**
 * A full record: evaluation with two CIDs, an internal prescription (scheduled, if-needed and suspended
 * items, one administration), a nursing attendance with a procedure, an observation note, one receita of
 * each form, each kind of document, and the outcome.
 */
export async function prontuarioCompleto(f: PaFixture, atendimentoId: number, medicoId: number, enfermeiroId: number) {
  const amId = await avaliacaoMedica(f, atendimentoId, medicoId, {}, [{ codigo: 'R10', principal: true }, { codigo: 'K359' }]);
  const ref = { atendimentoId, atendimentoMedicoId: amId, usuarioId: medicoId };
  const prescritoEm = new Date('2025-03-10T17:00:00Z'); // 14:00 in Brasília, a day that is never "today"
  const ids = await withTenant(f.ctx.database.db, { clienteId: f.clienteId }, async (tx) => {
    const [dipirona] = await tx
      .insert(prescricaoItem)
      .values({
        atendimentoId,
        atendimentoMedicoId: amId,
        descricao: 'Dipirona 1 g/2 ml',
        dose: '1 ampola',
        via: 'IV',
        intervaloHoras: 8,
        quantidadeDoses: 3,
        createdAt: prescritoEm,
      })
      .returning({ id: prescricaoItem.id });
    await tx.insert(prescricaoItem).values({
      atendimentoId,
      atendimentoMedicoId: amId,
      descricao: 'Ondansetrona 4 mg',
      via: 'IV',
      seNecessario: 1,
      observacao: 'Se náuseas ou vômitos',
      createdAt: prescritoEm,
    });
    await tx.insert(prescricaoItem).values({
      atendimentoId,
      atendimentoMedicoId: amId,
      descricao: 'Soro fisiológico 0,9% 500 ml',
      via: 'IV',
      intervaloHoras: 12,
      status: StatusPrescricaoItem.SUSPENSO,
      suspensoEm: new Date('2025-03-10T19:00:00Z'),
      createdAt: prescritoEm,
    });
    const [enf] = await tx
      .insert(atendimentoEnfermagem)
      .values({ atendimentoId, usuarioId: enfermeiroId, ocupacaoCodigo: '223505', anotacao: 'Acesso venoso periférico em MSE.' })
      .returning({ id: atendimentoEnfermagem.id });
    await tx.insert(enfermagemProcedimento).values({ atendimentoEnfermagemId: enf.id, procedimentoCodigo: '0301100039' });
    // 22:05 in Brasília, the second due time of the dipirona
    await tx.insert(prescricaoAdministracao).values({
      prescricaoItemId: dipirona.id,
      atendimentoEnfermagemId: enf.id,
      usuarioId: enfermeiroId,
      status: StatusAdministracao.ADMINISTRADO,
      administradoEm: new Date('2025-03-11T01:05:00Z'),
      lote: 'L2231',
    });
    await tx.insert(observacaoEvolucao).values({
      atendimentoId,
      usuarioId: medicoId,
      texto: 'Paciente estável, aceitando dieta.',
      paSistolica: 120,
      paDiastolica: 80,
      frequenciaCardiaca: 78,
    });
    const [cardio] = await tx.select({ id: especialidade.id }).from(especialidade).limit(1);
    await tx
      .update(atendimento)
      .set({ desfecho: 1, desfechoEm: new Date(), desfechoPor: medicoId })
      .where(eq(atendimento.id, atendimentoId));
    return { especialidadeId: cardio?.id ?? null };
  });
  const clonazepam = await medicamentoControlado(f, 'Clonazepam', 4);
  const receitas = {
    comum: await novaReceita(f, ref, TipoReceita.COMUM, [
      { descricao: 'Paracetamol 500 mg comprimido', quantidade: '20 comprimidos', posologia: 'Tomar 1 comprimido de 6 em 6 horas se dor.' },
      { descricao: 'Omeprazol 20 mg cápsula', quantidade: '30 cápsulas', posologia: 'Tomar 1 cápsula em jejum.', usoContinuo: true },
    ]),
    especial: await novaReceita(f, ref, TipoReceita.ESPECIAL, [
      { descricao: 'Amitriptilina 25 mg comprimido', quantidade: '30 comprimidos', posologia: 'Tomar 1 comprimido à noite.' },
    ]),
    azul: await novaReceita(
      f,
      ref,
      TipoReceita.AZUL,
      [
        {
          descricao: 'Clonazepam 2 mg comprimido',
          quantidade: '2 caixas',
          posologia: 'Tomar 1 comprimido à noite.',
          medicamentoId: clonazepam,
        },
      ],
      'PE-4471203',
    ),
    amarela: await novaReceita(
      f,
      ref,
      TipoReceita.AMARELA,
      [{ descricao: 'Morfina 10 mg comprimido', quantidade: '21 comprimidos', posologia: 'Tomar 1 comprimido de 8 em 8 horas.' }],
      'PE-0098871',
    ),
  };
  const documentos = {
    atestadoComCid: await novoDocumento(f, ref, {
      tipo: TipoDocumentoClinico.ATESTADO,
      dias: 3,
      dataInicio: '2025-03-10',
      cidCodigo: 'R10',
    }),
    atestadoSemCid: await novoDocumento(f, ref, { tipo: TipoDocumentoClinico.ATESTADO, dias: 1, dataInicio: '2025-03-10' }),
    declaracao: await novoDocumento(f, ref, {
      tipo: TipoDocumentoClinico.DECLARACAO_COMPARECIMENTO,
      dataInicio: '2025-03-10',
      horaInicio: '08:00:00',
      horaFim: '10:30:00',
    }),
    encaminhamento: await novoDocumento(f, ref, {
      tipo: TipoDocumentoClinico.ENCAMINHAMENTO,
      especialidadeId: ids.especialidadeId,
      destino: 'Ambulatório de especialidades',
      texto: 'Dor abdominal recorrente, solicito avaliação.',
    }),
    orientacao: await novoDocumento(f, ref, { tipo: TipoDocumentoClinico.ORIENTACAO, texto: 'Retornar se febre ou piora da dor.' }),
  };
  return { atendimentoMedicoId: amId, receitas, documentos };
}
