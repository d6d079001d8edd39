import { StatusFila } from '@saude/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { fila, filaChamada, filaMovimento } from '../../../modules/fila/fila.table.js';
import { opcaoEntrada, prioridade } from '../../../modules/painel-senha/painel-senha.tables.js';
import { atendimento } from '../../../modules/pronto-atendimento/atendimento/atendimento.table.js';
import { proximoNumeroFaa } from '../../../modules/pronto-atendimento/atendimento/numero-faa.js';
import { classificacaoRisco } from '../../../modules/pronto-atendimento/classificacao-risco/classificacao-risco.table.js';
import { triagem } from '../../../modules/pronto-atendimento/triagem/triagem.table.js';
import type { Tx } from '../../client.js';
import { cidadao } from '../../schema/pessoa.js';
import type { SeedContexto } from '../municipio.js';

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
  { chegou: 150, onde: 'observacao', status: StatusFila.EM_ESPERA, cor: 3, queixa: 'Desidratação, em hidratação venosa' },
  { chegou: 190, onde: 'observacao', status: StatusFila.EM_ESPERA, cor: 2, queixa: 'Hiperglicemia (HGT 420 mg/dL)' },
  { chegou: 240, onde: 'consultorio', status: StatusFila.FINALIZADO, cor: 4, queixa: 'Dor de garganta e febre baixa' },
  { chegou: 260, onde: 'consultorio', status: StatusFila.FINALIZADO, cor: 3, queixa: 'Entorse de tornozelo' },
  { chegou: 300, onde: 'consultorio', status: StatusFila.FINALIZADO, cor: 5, queixa: 'Atestado após consulta' },
  { chegou: 120, onde: 'triagem', status: StatusFila.EVADIDO, evasao: 'Deixou a unidade antes da triagem; não respondeu às chamadas.' },
];

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
    const fechado = c.status === StatusFila.FINALIZADO || c.status === StatusFila.EVADIDO;
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
          atendimentoId,
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
        atendimentoId,
        status: c.status,
        chamadas: emAtendimento ? 1 : 0,
        ultimaChamadaEm: emAtendimento ? minutos(Math.max(0, c.chegou - 12)) : null,
        profissionalAtualId: c.status === StatusFila.EM_ATENDIMENTO ? usuario(c.onde === 'triagem' ? 'enfermagem' : 'medico') : null,
        entradaEm: entrada,
        atendidoEm: emAtendimento ? minutos(Math.max(0, c.chegou - 12)) : null,
        saidaEm: fechado ? minutos(Math.max(1, c.chegou - 60)) : null,
        motivoEvasao: c.evasao ?? null,
        evadidoEm: c.evasao ? minutos(c.chegou - 30) : null,
        evadidoPor: c.evasao ? usuario('recepcao') : null,
        origemId,
        updatedAt: fechado ? minutos(Math.max(1, c.chegou - 60)) : entrada,
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
  }
}
