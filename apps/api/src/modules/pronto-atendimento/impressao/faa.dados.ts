import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import {
  atendimentoDiagnostico,
  atendimentoEnfermagem,
  atendimentoMedico,
  cid,
  classificacaoRisco,
  documentoClinico,
  enfermagemProcedimento,
  observacaoEvolucao,
  prescricaoAdministracao,
  prescricaoItem,
  procedimentoSigtap,
  receita,
  receitaItem,
  triagem,
} from '../../../db/schema/index.js';
import { type CabecalhoFaa, carregarCabecalhoFaa, carregarProfissionais, type ProfissionalImpressao } from './impressao.dados.js';

/** Vital signs as triage and observation notes record them (numeric columns arrive as strings). */
export interface SinaisVitais {
  paSistolica: number | null;
  paDiastolica: number | null;
  frequenciaCardiaca: number | null;
  frequenciaRespiratoria: number | null;
  temperatura: string | null;
  saturacao: number | null;
  glicemia: number | null;
  dor: number | null;
  glasgow: number | null;
  peso?: string | null;
  altura?: string | null;
  imc?: string | null;
}

export interface TriagemImpressao extends SinaisVitais {
  em: Date;
  queixa: string;
  classificacaoRisco: string;
  observacao: string | null;
  profissional: ProfissionalImpressao | null;
}

export interface AvaliacaoMedicaImpressao {
  id: number;
  em: Date;
  profissional: ProfissionalImpressao | null;
  anamnese: string;
  exameFisico: string | null;
  conduta: string | null;
  destino: number;
  destinoDetalhe: string | null;
  diagnosticos: { codigo: string; descricao: string; principal: boolean }[];
}

export interface AdministracaoImpressao {
  em: Date;
  status: number;
  lote: string | null;
  observacao: string | null;
  profissional: string | null;
}

export interface ItemPrescricaoImpressao {
  id: number;
  descricao: string;
  dose: string | null;
  via: string | null;
  intervaloHoras: number | null;
  quantidadeDoses: number | null;
  seNecessario: boolean;
  observacao: string | null;
  status: number;
  prescritoEm: Date;
  prescritoPor: string | null;
  suspensoEm: Date | null;
  administracoes: AdministracaoImpressao[];
}

export interface FaaImpressao extends CabecalhoFaa {
  triagens: TriagemImpressao[];
  avaliacoes: AvaliacaoMedicaImpressao[];
  prescricao: ItemPrescricaoImpressao[];
  enfermagem: {
    em: Date;
    profissional: ProfissionalImpressao | null;
    anotacao: string | null;
    procedimentos: { codigo: string; nome: string; quantidade: number }[];
  }[];
  observacoes: (SinaisVitais & { em: Date; texto: string; profissional: ProfissionalImpressao | null })[];
  receitas: { id: number; tipo: number; em: Date; itens: { descricao: string; quantidade: string; posologia: string }[] }[];
  documentos: { id: number; tipo: number; em: Date; dias: number | null; dataInicio: string | null }[];
  /** Everyone who acted on the FAA, with the CBO they acted under (billing and the signature block). */
  profissionais: (ProfissionalImpressao & { papel: string })[];
}

/** Internal prescription of an FAA with its administrations, in prescription order. */
export async function carregarPrescricao(tx: Tx, atendimentoId: number) {
  const itens = await tx
    .select({
      item: prescricaoItem,
      prescritoEm: atendimentoMedico.criadoEm,
      medicoId: atendimentoMedico.usuarioId,
    })
    .from(prescricaoItem)
    .innerJoin(atendimentoMedico, eq(atendimentoMedico.id, prescricaoItem.atendimentoMedicoId))
    .where(eq(prescricaoItem.atendimentoId, atendimentoId))
    .orderBy(asc(prescricaoItem.createdAt), asc(prescricaoItem.id));
  const adm = itens.length
    ? await tx
        .select()
        .from(prescricaoAdministracao)
        .where(
          inArray(
            prescricaoAdministracao.prescricaoItemId,
            itens.map((i) => i.item.id),
          ),
        )
        .orderBy(asc(prescricaoAdministracao.administradoEm))
    : [];
  const prof = await carregarProfissionais(tx, [
    ...itens.map((i) => ({ usuarioId: i.medicoId })),
    ...adm.map((x) => ({ usuarioId: x.usuarioId })),
  ]);
  return itens.map(
    ({ item, medicoId }): ItemPrescricaoImpressao => ({
      id: item.id,
      descricao: item.descricao,
      dose: item.dose,
      via: item.via,
      intervaloHoras: item.intervaloHoras,
      quantidadeDoses: item.quantidadeDoses,
      seNecessario: item.seNecessario === 1,
      observacao: item.observacao,
      status: item.status,
      prescritoEm: item.createdAt,
      prescritoPor: prof(medicoId)?.nome ?? null,
      suspensoEm: item.suspensoEm,
      administracoes: adm
        .filter((x) => x.prescricaoItemId === item.id)
        .map((x) => ({
          em: x.administradoEm,
          status: x.status,
          lote: x.lote,
          observacao: x.observacao,
          profissional: prof(x.usuarioId)?.nome ?? null,
        })),
    }),
  );
}

/** Everything the FAA completa prints (the simples uses the header, the last triage and the evaluations). */
export async function carregarFaa(tx: Tx, atendimentoId: number): Promise<FaaImpressao> {
  const cab = await carregarCabecalhoFaa(tx, atendimentoId);
  const triagens = await tx
    .select({
      em: triagem.criadaEm,
      queixa: triagem.queixa,
      classificacaoRisco: classificacaoRisco.nome,
      observacao: triagem.observacao,
      usuarioId: triagem.usuarioId,
      paSistolica: triagem.paSistolica,
      paDiastolica: triagem.paDiastolica,
      frequenciaCardiaca: triagem.frequenciaCardiaca,
      frequenciaRespiratoria: triagem.frequenciaRespiratoria,
      temperatura: triagem.temperatura,
      saturacao: triagem.saturacao,
      glicemia: triagem.glicemia,
      dor: triagem.dor,
      glasgow: triagem.glasgow,
      peso: triagem.peso,
      altura: triagem.altura,
      imc: triagem.imc,
    })
    .from(triagem)
    .innerJoin(classificacaoRisco, eq(classificacaoRisco.id, triagem.classificacaoRiscoId))
    .where(eq(triagem.atendimentoId, atendimentoId))
    .orderBy(asc(triagem.criadaEm));

  const medicos = await tx
    .select()
    .from(atendimentoMedico)
    .where(eq(atendimentoMedico.atendimentoId, atendimentoId))
    .orderBy(asc(atendimentoMedico.criadoEm));
  const diagnosticos = medicos.length
    ? await tx
        .select({
          am: atendimentoDiagnostico.atendimentoMedicoId,
          codigo: cid.codigo,
          descricao: cid.descricao,
          principal: atendimentoDiagnostico.principal,
        })
        .from(atendimentoDiagnostico)
        .innerJoin(cid, eq(cid.codigo, atendimentoDiagnostico.cidCodigo))
        .where(
          inArray(
            atendimentoDiagnostico.atendimentoMedicoId,
            medicos.map((m) => m.id),
          ),
        )
    : [];

  const enf = await tx
    .select()
    .from(atendimentoEnfermagem)
    .where(eq(atendimentoEnfermagem.atendimentoId, atendimentoId))
    .orderBy(asc(atendimentoEnfermagem.criadoEm));
  const procs = enf.length
    ? await tx
        .select({
          enf: enfermagemProcedimento.atendimentoEnfermagemId,
          codigo: procedimentoSigtap.codigo,
          nome: procedimentoSigtap.nome,
          quantidade: enfermagemProcedimento.quantidade,
        })
        .from(enfermagemProcedimento)
        .innerJoin(procedimentoSigtap, eq(procedimentoSigtap.codigo, enfermagemProcedimento.procedimentoCodigo))
        .where(
          inArray(
            enfermagemProcedimento.atendimentoEnfermagemId,
            enf.map((e) => e.id),
          ),
        )
    : [];

  const obs = await tx
    .select()
    .from(observacaoEvolucao)
    .where(eq(observacaoEvolucao.atendimentoId, atendimentoId))
    .orderBy(asc(observacaoEvolucao.criadaEm));

  const rec = await tx.select().from(receita).where(eq(receita.atendimentoId, atendimentoId)).orderBy(asc(receita.criadaEm));
  const recItens = rec.length
    ? await tx
        .select()
        .from(receitaItem)
        .where(
          inArray(
            receitaItem.receitaId,
            rec.map((r) => r.id),
          ),
        )
        .orderBy(asc(receitaItem.id))
    : [];
  const docs = await tx
    .select()
    .from(documentoClinico)
    .where(eq(documentoClinico.atendimentoId, atendimentoId))
    .orderBy(asc(documentoClinico.criadoEm));

  const prof = await carregarProfissionais(tx, [
    ...triagens.map((t) => ({ usuarioId: t.usuarioId })),
    ...medicos.map((m) => ({ usuarioId: m.usuarioId, cbo: m.ocupacaoCodigo })),
    ...enf.map((e) => ({ usuarioId: e.usuarioId, cbo: e.ocupacaoCodigo })),
    ...obs.map((o) => ({ usuarioId: o.usuarioId })),
  ]);

  // one line per professional and role, in the order they acted
  const equipe = new Map<string, ProfissionalImpressao & { papel: string }>();
  const participar = (papel: string, p: ProfissionalImpressao | null) => {
    if (p && !equipe.has(`${papel}:${p.nome}`)) equipe.set(`${papel}:${p.nome}`, { ...p, papel });
  };
  const triagensImp = triagens.map(({ usuarioId, ...t }) => {
    const p = prof(usuarioId);
    participar('Classificação de risco', p);
    return { ...t, profissional: p };
  });
  const avaliacoes = medicos.map((m): AvaliacaoMedicaImpressao => {
    const p = prof(m.usuarioId, m.ocupacaoCodigo);
    participar('Atendimento médico', p);
    return {
      id: m.id,
      em: m.criadoEm,
      profissional: p,
      anamnese: m.anamnese,
      exameFisico: m.exameFisico,
      conduta: m.conduta,
      destino: m.destino,
      destinoDetalhe: m.destinoDetalhe,
      diagnosticos: diagnosticos
        .filter((d) => d.am === m.id)
        .sort((a, b) => b.principal - a.principal)
        .map((d) => ({ codigo: d.codigo, descricao: d.descricao, principal: d.principal === 1 })),
    };
  });
  const enfermagem = enf.map((e) => {
    const p = prof(e.usuarioId, e.ocupacaoCodigo);
    participar('Enfermagem', p);
    return {
      em: e.criadoEm,
      profissional: p,
      anotacao: e.anotacao,
      procedimentos: procs.filter((x) => x.enf === e.id).map(({ enf: _e, ...x }) => x),
    };
  });
  const observacoes = obs.map((o) => {
    const p = prof(o.usuarioId);
    participar('Observação', p);
    return {
      em: o.criadaEm,
      texto: o.texto,
      profissional: p,
      paSistolica: o.paSistolica,
      paDiastolica: o.paDiastolica,
      frequenciaCardiaca: o.frequenciaCardiaca,
      frequenciaRespiratoria: o.frequenciaRespiratoria,
      temperatura: o.temperatura,
      saturacao: o.saturacao,
      glicemia: o.glicemia,
      dor: o.dor,
      glasgow: o.glasgow,
    };
  });

  return {
    ...cab,
    triagens: triagensImp,
    avaliacoes,
    prescricao: await carregarPrescricao(tx, atendimentoId),
    enfermagem,
    observacoes,
    receitas: rec.map((r) => ({
      id: r.id,
      tipo: r.tipo,
      em: r.criadaEm,
      itens: recItens
        .filter((i) => i.receitaId === r.id)
        .map((i) => ({ descricao: i.descricao, quantidade: i.quantidade, posologia: i.posologia })),
    })),
    documentos: docs.map((d) => ({ id: d.id, tipo: d.tipo, em: d.criadoEm, dias: d.dias, dataInicio: d.dataInicio })),
    profissionais: [...equipe.values()],
  };
}
