import type { Tx } from '../../../db/client.js';
import { agrupar, lerAtendimento } from '../comum/atendimento.leitura.js';
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
export async function carregarPrescricao(tx: Tx, atendimentoId: number, leitura = lerAtendimento(tx, atendimentoId)) {
  const itens = [...(await leitura.prescricao())].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  const adm = itens.length ? await leitura.administracoes() : [];
  const prof = await carregarProfissionais(tx, [
    ...itens.map((i) => ({ usuarioId: i.medicoId })),
    ...adm.map((x) => ({ usuarioId: x.usuarioId })),
  ]);
  const administracoesDe = agrupar(adm, (x) => x.prescricaoItemId);
  return itens.map(
    (item): ItemPrescricaoImpressao => ({
      id: item.id,
      descricao: item.descricao,
      dose: item.dose,
      via: item.via,
      intervaloHoras: item.intervaloHoras,
      quantidadeDoses: item.quantidadeDoses,
      seNecessario: item.seNecessario === 1,
      observacao: item.observacao,
      status: item.status,
      prescritoEm: item.prescritoEm,
      prescritoPor: prof(item.medicoId)?.nome ?? null,
      suspensoEm: item.suspensoEm,
      administracoes: administracoesDe(item.id).map((x) => ({
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
  const leitura = lerAtendimento(tx, atendimentoId);
  const [triagens, medicos, diagnosticos, enf, procs, obs, rec, recItens, docs] = await Promise.all([
    leitura.triagens(),
    leitura.avaliacoes(),
    leitura.diagnosticos(),
    leitura.enfermagem(),
    leitura.procedimentosDeEnfermagem(),
    leitura.observacoes(),
    leitura.receitas(),
    leitura.itensDeReceita(),
    leitura.documentos(),
  ]);

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
  const triagensImp = triagens.map((t): TriagemImpressao => {
    const p = prof(t.usuarioId);
    participar('Classificação de risco', p);
    return {
      em: t.criadaEm,
      queixa: t.queixa,
      classificacaoRisco: t.classificacaoRisco,
      observacao: t.observacao,
      paSistolica: t.paSistolica,
      paDiastolica: t.paDiastolica,
      frequenciaCardiaca: t.frequenciaCardiaca,
      frequenciaRespiratoria: t.frequenciaRespiratoria,
      temperatura: t.temperatura,
      saturacao: t.saturacao,
      glicemia: t.glicemia,
      dor: t.dor,
      glasgow: t.glasgow,
      peso: t.peso,
      altura: t.altura,
      imc: t.imc,
      profissional: p,
    };
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
        .filter((d) => d.atendimentoMedicoId === m.id)
        .sort((a, b) => b.principal - a.principal)
        .map((d) => ({ codigo: d.cidCodigo, descricao: d.descricao, principal: d.principal === 1 })),
    };
  });
  const enfermagem = enf.map((e) => {
    const p = prof(e.usuarioId, e.ocupacaoCodigo);
    participar('Enfermagem', p);
    return {
      em: e.criadoEm,
      profissional: p,
      anotacao: e.anotacao,
      procedimentos: procs
        .filter((x) => x.atendimentoEnfermagemId === e.id)
        .map((x) => ({ codigo: x.codigo, nome: x.nome, quantidade: x.quantidade })),
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
    prescricao: await carregarPrescricao(tx, atendimentoId, leitura),
    enfermagem,
    observacoes,
    receitas: [...rec]
      .sort((a, b) => a.criadaEm.getTime() - b.criadaEm.getTime() || a.id - b.id)
      .map((r) => ({
        id: r.id,
        tipo: r.tipo,
        em: r.criadaEm,
        itens: recItens
          .filter((i) => i.receitaId === r.id)
          .map((i) => ({ descricao: i.descricao, quantidade: i.quantidade, posologia: i.posologia })),
      })),
    documentos: [...docs]
      .sort((a, b) => a.criadoEm.getTime() - b.criadoEm.getTime() || a.id - b.id)
      .map((d) => ({ id: d.id, tipo: d.tipo, em: d.criadoEm, dias: d.dias, dataInicio: d.dataInicio })),
    profissionais: [...equipe.values()],
  };
}
