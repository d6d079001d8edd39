import { DestinoAtendimento, hojeIso, StatusAdministracao, StatusFila, TipoDocumentoClinico, TipoReceita } from '@saude/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { cidadao } from '../../../db/schema/pessoa.js';
import type { SeedContexto } from '../../../db/seed/municipio.js';
import { medicamento } from '../../cadastro/index.js';
import { fila, filaChamada, filaMovimento } from '../../fila/index.js';
import { opcaoEntrada, prioridade } from '../../painel-senha/index.js';
import { atendimento } from '../atendimento/atendimento.table.js';
import { proximoNumeroFaa } from '../atendimento/numero-faa.js';
import {
  atendimentoDiagnostico,
  atendimentoMedico,
  documentoClinico,
  prescricaoItem,
  receita,
  receitaItem,
} from '../atendimento-medico/atendimento-medico.table.js';
import { classificacaoRisco } from '../classificacao-risco/classificacao-risco.table.js';
import { prescricaoAdministracao } from '../enfermagem/enfermagem.table.js';
import { fecharFaa } from '../fechamento-faa/fechamento-faa.service.js';
import { observacaoEvolucao } from '../paciente-observacao/paciente-observacao.table.js';
import { triagem } from '../triagem/triagem.table.js';

type Onde = 'triagem' | 'consultorio' | 'observacao';
interface Caso {
  /** minutes before the seed ran */
  chegou: number;
  onde: Onde;
  status: (typeof StatusFila)[keyof typeof StatusFila];
  cor?: number; // classificacao_risco.ordem
  prioridade?: string;
  urgente?: string;
  queixa?: string;
  opcao?: string;
  desconhecido?: boolean;
  evasao?: string;
  /** What the doctor did (seen patients only). */
  clinico?: Clinico;
}

interface Item {
  /** medicamento.denominacao + concentração, to link the registered medicine; else free text. */
  medicamento?: [string, string];
  descricao: string;
  dose?: string;
  via?: string;
  intervaloHoras?: number;
  /** Doses already given by the nursing staff. */
  administradas?: number;
}

interface Clinico {
  anamnese: string;
  exame: string;
  cids: string[];
  conduta: string;
  destino: number;
  prescricao?: Item[];
  receita?: { medicamento?: [string, string]; descricao: string; quantidade: string; posologia: string }[];
  atestadoDias?: number;
  /** Serial notes in observation: minutes after the evaluation, text. */
  evolucoes?: [number, string][];
  /** Closed for billing already. */
  fechada?: boolean;
}

/**
 * A realistic morning at the UPA (issue 6): patients waiting and being seen at the triage, coloured
 * patients in the doctors' queue (one orange above its target time), two in observation, some already
 * discharged, one evasion, one unknown patient brought by the SAMU. Times are relative to the seed.
 */
const CASOS: Caso[] = [
  { chegou: 6, onde: 'triagem', status: StatusFila.EM_ESPERA, prioridade: 'Idoso 80+' },
  { chegou: 11, onde: 'triagem', status: StatusFila.EM_ESPERA, urgente: 'Sangramento ativo no antebraço' },
  { chegou: 18, onde: 'triagem', status: StatusFila.EM_ESPERA, prioridade: 'Gestante' },
  { chegou: 27, onde: 'triagem', status: StatusFila.EM_ESPERA },
  { chegou: 9, onde: 'triagem', status: StatusFila.EM_ESPERA, desconhecido: true, opcao: 'SAMU 192' },
  { chegou: 22, onde: 'triagem', status: StatusFila.EM_ATENDIMENTO },
  { chegou: 41, onde: 'consultorio', status: StatusFila.EM_ESPERA, cor: 2, queixa: 'Dor torácica em aperto há 1 hora' },
  {
    chegou: 55,
    onde: 'consultorio',
    status: StatusFila.EM_ESPERA,
    cor: 3,
    queixa: 'Febre de 39 °C e vômitos há 2 dias',
    prioridade: 'Idoso 60+',
  },
  { chegou: 70, onde: 'consultorio', status: StatusFila.EM_ESPERA, cor: 3, queixa: 'Crise asmática, melhora parcial com bombinha' },
  { chegou: 84, onde: 'consultorio', status: StatusFila.EM_ESPERA, cor: 4, queixa: 'Dor lombar após esforço' },
  { chegou: 96, onde: 'consultorio', status: StatusFila.EM_ESPERA, cor: 4, queixa: 'Corte superficial na mão' },
  { chegou: 130, onde: 'consultorio', status: StatusFila.EM_ESPERA, cor: 5, queixa: 'Renovação de receita de uso contínuo' },
  { chegou: 35, onde: 'consultorio', status: StatusFila.EM_ATENDIMENTO, cor: 3, queixa: 'Cefaleia intensa e náuseas' },
  {
    chegou: 150,
    onde: 'observacao',
    status: StatusFila.EM_ESPERA,
    cor: 3,
    queixa: 'Desidratação, em hidratação venosa',
    clinico: {
      anamnese: 'Diarreia líquida (8 episódios/dia) e vômitos há 2 dias; sem sangue nas fezes; diurese diminuída.',
      exame: 'Regular estado geral, desidratado ++/4+, mucosas secas, abdome flácido, doloroso difusamente, RHA aumentados.',
      cids: ['A09', 'E86'],
      conduta: 'Hidratação venosa, antiemético e analgesia; observação com reavaliação em 4 horas.',
      destino: DestinoAtendimento.OBSERVACAO,
      prescricao: [
        { descricao: 'Soro fisiológico 0,9% 1.000 mL', dose: '1.000 mL', via: 'Intravenosa', administradas: 1 },
        {
          medicamento: ['Dipirona', '500 mg/mL'],
          descricao: 'Dipirona 500 mg/mL solução injetável',
          dose: '2 mL',
          via: 'Intravenosa',
          intervaloHoras: 6,
          administradas: 1,
        },
        { descricao: 'Ondansetrona 4 mg', dose: '4 mg', via: 'Intravenosa', intervaloHoras: 8, administradas: 1 },
      ],
      evolucoes: [
        [40, 'Paciente aceitou dieta líquida, sem novos episódios de vômito. Diurese presente.'],
        [110, 'Segue estável, corado, hidratado +/4+. Aguarda reavaliação médica.'],
      ],
    },
  },
  {
    chegou: 190,
    onde: 'observacao',
    status: StatusFila.EM_ESPERA,
    cor: 2,
    queixa: 'Hiperglicemia (HGT 420 mg/dL)',
    clinico: {
      anamnese: 'Diabético tipo 2 em uso irregular de metformina; poliúria e polidipsia há 3 dias; HGT 420 mg/dL na triagem.',
      exame: 'Consciente, orientado, hálito sem odor cetônico, desidratado +/4+, FR 20 irpm.',
      cids: ['R739', 'E119'],
      conduta: 'Insulina regular, hidratação e glicemia capilar de hora em hora; observação.',
      destino: DestinoAtendimento.OBSERVACAO,
      prescricao: [
        { descricao: 'Insulina humana regular', dose: '10 UI', via: 'Subcutânea', administradas: 1 },
        { descricao: 'Soro fisiológico 0,9% 500 mL', dose: '500 mL', via: 'Intravenosa', administradas: 1 },
        { descricao: 'Glicemia capilar', via: 'Capilar', intervaloHoras: 1, administradas: 2 },
      ],
      evolucoes: [[60, 'HGT 310 mg/dL após insulina. Paciente sem queixas, aceitando água.']],
    },
  },
  {
    chegou: 240,
    onde: 'consultorio',
    status: StatusFila.FINALIZADO,
    cor: 4,
    queixa: 'Dor de garganta e febre baixa',
    clinico: {
      anamnese: 'Odinofagia e febre de 38 °C há 3 dias, sem tosse.',
      exame: 'Hiperemia de orofaringe com exsudato amigdaliano bilateral, linfonodos cervicais dolorosos.',
      cids: ['J029'],
      conduta: 'Antibioticoterapia oral e sintomáticos; retorno se piora.',
      destino: DestinoAtendimento.ALTA,
      receita: [
        {
          medicamento: ['Amoxicilina', '500 mg'],
          descricao: 'Amoxicilina 500 mg cápsula',
          quantidade: '21 cápsulas',
          posologia: 'Tomar 1 cápsula de 8 em 8 horas por 7 dias.',
        },
        {
          medicamento: ['Dipirona', '500 mg'],
          descricao: 'Dipirona 500 mg comprimido',
          quantidade: '10 comprimidos',
          posologia: 'Tomar 1 comprimido de 6 em 6 horas se dor ou febre.',
        },
      ],
    },
  },
  {
    chegou: 260,
    onde: 'consultorio',
    status: StatusFila.FINALIZADO,
    cor: 3,
    queixa: 'Entorse de tornozelo',
    clinico: {
      anamnese: 'Entorse do tornozelo direito jogando futebol há 2 horas; dor à deambulação.',
      exame: 'Edema em região maleolar lateral direita, sem crepitação; apoio possível com dor.',
      cids: ['S934'],
      conduta: 'Imobilização, gelo, elevação e anti-inflamatório; afastamento.',
      destino: DestinoAtendimento.ALTA,
      receita: [
        {
          medicamento: ['Ibuprofeno', '600 mg'],
          descricao: 'Ibuprofeno 600 mg comprimido',
          quantidade: '15 comprimidos',
          posologia: 'Tomar 1 comprimido de 8 em 8 horas após as refeições por 5 dias.',
        },
      ],
      atestadoDias: 3,
    },
  },
  {
    chegou: 300,
    onde: 'consultorio',
    status: StatusFila.FINALIZADO,
    cor: 5,
    queixa: 'Atestado após consulta',
    clinico: {
      anamnese: 'Lombalgia após esforço no trabalho ontem, melhorou com repouso.',
      exame: 'Dor à palpação da musculatura paravertebral lombar, Lasègue negativo.',
      cids: ['M545'],
      conduta: 'Analgesia e repouso relativo.',
      destino: DestinoAtendimento.ALTA,
      atestadoDias: 1,
      fechada: true,
    },
  },
  { chegou: 120, onde: 'triagem', status: StatusFila.EVADIDO, evasao: 'Deixou a unidade antes da triagem; não respondeu às chamadas.' },
];

/** How many FAAs the seeded morning opens (the first ones of the demo municipality). */
export const FAAS_DA_MANHA = CASOS.length;

const CENTROS: Record<Onde, string> = {
  triagem: 'Triagem e Classificação de Risco',
  consultorio: 'Consultórios do Pronto Atendimento',
  observacao: 'Sala de Observação',
};

export async function seedDiaProntoAtendimentoDemo(tx: Tx, ctx: SeedContexto, agora = new Date()) {
  const recepcao = ctx.centrosCusto.get('Recepção do Pronto Atendimento');
  const infra = ctx.infraestruturas.get('Pronto Atendimento');
  if (!recepcao || !infra) return;
  const usuario = (login: string) => ctx.usuarios.get(login) ?? null;
  const cores = new Map(
    (await tx.select({ id: classificacaoRisco.id, ordem: classificacaoRisco.ordem }).from(classificacaoRisco)).map((c) => [c.ordem, c.id]),
  );
  const opcoes = new Map((await tx.select({ id: opcaoEntrada.id, nome: opcaoEntrada.nome }).from(opcaoEntrada)).map((o) => [o.nome, o.id]));
  const prioridades = new Map((await tx.select({ id: prioridade.id, nome: prioridade.nome }).from(prioridade)).map((p) => [p.nome, p.id]));
  // adults of the demo registry with a birth date, never unknown ones
  const pacientes = await tx
    .select({ id: cidadao.id, nascimento: cidadao.dataNascimento })
    .from(cidadao)
    .where(
      and(eq(cidadao.provisorio, false), isNull(cidadao.dataObito), sql`${cidadao.dataNascimento} < current_date - interval '18 years'`),
    )
    .orderBy(asc(cidadao.id))
    .limit(60);
  const idosos = pacientes.filter((p) => p.nascimento && p.nascimento < '1950-01-01');
  const adultos = pacientes.filter((p) => !idosos.includes(p));
  const minutos = (n: number) => new Date(agora.getTime() - n * 60_000);

  for (const [i, c] of CASOS.entries()) {
    let pacienteId: number;
    if (c.desconhecido) {
      const [d] = await tx
        .insert(cidadao)
        .values({
          nome: 'PACIENTE NÃO IDENTIFICADO',
          provisorio: true,
          idadeEstimada: 35,
          sexoId: 0,
          caracteristicasFisicas: 'Homem pardo, cerca de 1,75 m, cabelo curto, tatuagem de âncora no antebraço direito, camisa azul.',
        })
        .returning({ id: cidadao.id });
      pacienteId = d?.id as number;
    } else {
      const lista = c.prioridade?.startsWith('Idoso') ? idosos : adultos;
      const p = lista.shift() ?? pacientes[i];
      if (!p) return;
      pacienteId = p.id;
    }
    const chegada = minutos(c.chegou);
    const corId = c.cor ? (cores.get(c.cor) ?? null) : null;
    const saiu = c.status === StatusFila.FINALIZADO || c.status === StatusFila.EVADIDO;
    // discharged patients wait for the FAA's closing (the closing screen has work); one is already closed
    const fechado = c.status === StatusFila.EVADIDO;
    const [a] = await tx
      .insert(atendimento)
      .values({
        numero: await proximoNumeroFaa(tx, agora),
        pacienteId,
        infraestruturaId: infra,
        centroCustoId: recepcao,
        opcaoEntradaId: opcoes.get(c.opcao ?? 'Demanda espontânea') ?? null,
        prioridadeId: c.prioridade ? (prioridades.get(c.prioridade) ?? null) : (prioridades.get('Sem prioridade') ?? null),
        urgente: Boolean(c.urgente),
        motivoUrgencia: c.urgente ?? null,
        classificacaoRiscoId: corId,
        recepcionadoEm: chegada,
        recepcionadoPor: usuario('recepcao'),
        status: fechado ? 2 : 1,
        fechadoEm: fechado ? minutos(Math.max(1, c.chegou - 60)) : null,
        fechadoPor: fechado ? usuario(c.evasao ? 'recepcao' : 'medico') : null,
      })
      .returning({ id: atendimento.id });
    const atendimentoId = a?.id as number;
    const triagemCc = ctx.centrosCusto.get(CENTROS.triagem) as number;
    const destinoCc = ctx.centrosCusto.get(CENTROS[c.onde]) as number;
    const setorTipo = { triagem: 2, consultorio: 3, observacao: 10 }[c.onde];

    let origemId: number | null = null;
    if (c.onde !== 'triagem') {
      // came through the triage: a finished triage entry and the classification
      const triadoEm = minutos(c.chegou - 8);
      const [t] = await tx
        .insert(fila)
        .values({
          modulo: 'pronto-atendimento',
          setorTipoId: 2,
          centroCustoId: triagemCc,
          pacienteId,
          referenciaId: atendimentoId,
          status: StatusFila.ENCAMINHADO,
          chamadas: 1,
          entradaEm: chegada,
          atendidoEm: minutos(c.chegou - 3),
          saidaEm: triadoEm,
          updatedAt: triadoEm,
        })
        .returning({ id: fila.id });
      origemId = t?.id ?? null;
      await tx.insert(triagem).values({
        atendimentoId,
        usuarioId: usuario('enfermagem'),
        queixa: c.queixa ?? 'Mal-estar',
        paSistolica: 110 + ((i * 7) % 50),
        paDiastolica: 70 + ((i * 3) % 20),
        frequenciaCardiaca: 72 + ((i * 5) % 40),
        saturacao: 93 + (i % 6),
        temperatura: (36 + (i % 5) * 0.4).toFixed(1),
        dor: i % 11,
        classificacaoRiscoId: corId ?? (cores.get(4) as number),
        criadaEm: triadoEm,
      });
    }
    const entrada = c.onde === 'triagem' ? chegada : minutos(c.chegou - 8);
    const emAtendimento = c.status === StatusFila.EM_ATENDIMENTO || c.status === StatusFila.FINALIZADO;
    const [f] = await tx
      .insert(fila)
      .values({
        modulo: 'pronto-atendimento',
        setorTipoId: setorTipo,
        centroCustoId: destinoCc,
        pacienteId,
        referenciaId: atendimentoId,
        status: c.status,
        chamadas: emAtendimento ? 1 : 0,
        ultimaChamadaEm: emAtendimento ? minutos(Math.max(0, c.chegou - 12)) : null,
        profissionalAtualId: c.status === StatusFila.EM_ATENDIMENTO ? usuario(c.onde === 'triagem' ? 'enfermagem' : 'medico') : null,
        entradaEm: entrada,
        atendidoEm: emAtendimento ? minutos(Math.max(0, c.chegou - 12)) : null,
        saidaEm: saiu ? minutos(Math.max(1, c.chegou - 60)) : null,
        motivoEvasao: c.evasao ?? null,
        evadidoEm: c.evasao ? minutos(c.chegou - 30) : null,
        evadidoPor: c.evasao ? usuario('recepcao') : null,
        origemId,
        updatedAt: saiu ? minutos(Math.max(1, c.chegou - 60)) : entrada,
      })
      .returning({ id: fila.id });
    const filaId = f?.id as number;
    await tx
      .insert(filaMovimento)
      .values({ filaId, acao: 'entrar', paraStatus: StatusFila.EM_ESPERA, usuarioId: usuario('recepcao'), em: entrada });
    if (emAtendimento) {
      await tx.insert(filaChamada).values({ filaId, usuarioId: usuario('medico'), chamadaEm: minutos(Math.max(0, c.chegou - 12)) });
      await tx.insert(filaMovimento).values({
        filaId,
        acao: 'atender',
        deStatus: 1,
        paraStatus: 2,
        usuarioId: usuario('medico'),
        em: minutos(Math.max(0, c.chegou - 12)),
      });
    }
    if (c.status === StatusFila.FINALIZADO)
      await tx
        .insert(filaMovimento)
        .values({ filaId, acao: 'finalizar', deStatus: 2, paraStatus: 3, usuarioId: usuario('medico'), em: minutos(c.chegou - 60) });
    if (c.evasao)
      await tx.insert(filaMovimento).values({
        filaId,
        acao: 'evadir',
        deStatus: 1,
        paraStatus: 4,
        usuarioId: usuario('recepcao'),
        detalhe: c.evasao,
        em: minutos(c.chegou - 30),
      });
    if (c.clinico) await seedClinico(tx, { atendimentoId, chegou: c.chegou, minutos, usuario, clinico: c.clinico });
    // closed by the real closing: its billed procedures are the ones the rule computes
    const medico = usuario('medico');
    if (c.clinico?.fechada && medico) await fecharFaa(tx, { usuarioId: medico, infraestruturaId: infra }, atendimentoId);
  }
}

/**
 * The doctor's evaluation of a seeded case (after the triage, before leaving the doctor's queue), its
 * diagnoses, internal prescription with the doses given, take-home prescription, certificate and the
 * serial notes of observation; the outcome goes on the FAA, and a closed one gets its billed procedures.
 */
async function seedClinico(
  tx: Tx,
  p: {
    atendimentoId: number;
    chegou: number;
    minutos: (n: number) => Date;
    usuario: (login: string) => number | null;
    clinico: Clinico;
  },
) {
  const { clinico: c, minutos } = p;
  const medico = p.usuario('medico');
  const enfermagem = p.usuario('enfermagem');
  if (!medico || !enfermagem) return;
  const avaliadoEm = minutos(p.chegou - 25);
  const [am] = await tx
    .insert(atendimentoMedico)
    .values({
      atendimentoId: p.atendimentoId,
      usuarioId: medico,
      ocupacaoCodigo: '225125',
      anamnese: c.anamnese,
      exameFisico: c.exame,
      conduta: c.conduta,
      destino: c.destino,
      criadoEm: avaliadoEm,
    })
    .returning({ id: atendimentoMedico.id });
  const atendimentoMedicoId = am?.id as number;
  for (const [i, cid] of c.cids.entries())
    await tx.insert(atendimentoDiagnostico).values({ atendimentoMedicoId, cidCodigo: cid, principal: i === 0 ? 1 : 0 });
  const medicamentoId = async (m?: [string, string]) =>
    m
      ? ((
          await tx
            .select({ id: medicamento.id })
            .from(medicamento)
            .where(and(eq(medicamento.denominacao, m[0]), eq(medicamento.concentracao, m[1])))
            .limit(1)
        )[0]?.id ?? null)
      : null;
  for (const item of c.prescricao ?? []) {
    const [pi] = await tx
      .insert(prescricaoItem)
      .values({
        atendimentoId: p.atendimentoId,
        atendimentoMedicoId,
        medicamentoId: await medicamentoId(item.medicamento),
        descricao: item.descricao,
        dose: item.dose ?? null,
        via: item.via ?? null,
        intervaloHoras: item.intervaloHoras ?? null,
        createdAt: avaliadoEm, // prescribed with the evaluation (the screens and prints read the item's time)
      })
      .returning({ id: prescricaoItem.id });
    for (let d = 0; d < (item.administradas ?? 0); d++)
      await tx.insert(prescricaoAdministracao).values({
        prescricaoItemId: pi?.id as number,
        usuarioId: enfermagem,
        status: StatusAdministracao.ADMINISTRADO,
        administradoEm: minutos(p.chegou - 35 - d * 60),
      });
  }
  if (c.receita?.length) {
    const [r] = await tx
      .insert(receita)
      .values({ atendimentoId: p.atendimentoId, atendimentoMedicoId, usuarioId: medico, tipo: TipoReceita.COMUM, criadaEm: avaliadoEm })
      .returning({ id: receita.id });
    for (const item of c.receita)
      await tx.insert(receitaItem).values({
        receitaId: r?.id as number,
        medicamentoId: await medicamentoId(item.medicamento),
        descricao: item.descricao,
        quantidade: item.quantidade,
        posologia: item.posologia,
      });
  }
  if (c.atestadoDias)
    await tx.insert(documentoClinico).values({
      atendimentoId: p.atendimentoId,
      atendimentoMedicoId,
      usuarioId: medico,
      tipo: TipoDocumentoClinico.ATESTADO,
      dias: c.atestadoDias,
      dataInicio: hojeIso(avaliadoEm),
      criadoEm: avaliadoEm,
    });
  for (const [depois, texto] of c.evolucoes ?? [])
    await tx.insert(observacaoEvolucao).values({
      atendimentoId: p.atendimentoId,
      usuarioId: enfermagem,
      texto,
      paSistolica: 120,
      paDiastolica: 80,
      frequenciaCardiaca: 84,
      saturacao: 97,
      criadaEm: minutos(p.chegou - 25 - depois),
    });
  if (c.destino !== DestinoAtendimento.OBSERVACAO)
    await tx
      .update(atendimento)
      .set({ desfecho: c.destino, desfechoEm: avaliadoEm, desfechoPor: medico })
      .where(eq(atendimento.id, p.atendimentoId));
}
