import { CLASSIFICACAO_RISCO_MANCHESTER, fusoHorario } from '@saude/shared';
import type { Tx } from '../../../db/client.js';
import type { SeedContexto } from '../../../db/seed/municipio.js';
import { opcaoEntrada, prioridade, tela, tempoEspera } from '../../painel-senha/index.js';
import { classificacaoRisco } from '../classificacao-risco/classificacao-risco.table.js';
import { plantao, plantaoProfissional } from '../plantao/plantao.table.js';

const OPCOES_ENTRADA = ['Demanda espontânea', 'SAMU 192', 'Corpo de Bombeiros', 'Transferência de outra unidade', 'Retorno', 'Polícia'];

/**
 * Priorities of care. The legal ones: Lei 10.048/2000 (pregnant and breastfeeding women, people with
 * a small child, people with disabilities, 60+), Lei 12.764/2012 (autism spectrum) and Lei 13.466/2017,
 * which puts people over 80 ahead of the other elderly.
 */
const PRIORIDADES = [
  { nome: 'Sem prioridade', peso: 0, legal: false },
  { nome: 'Gestante', peso: 10, legal: true },
  { nome: 'Pessoa com deficiência', peso: 10, legal: true },
  { nome: 'Transtorno do espectro autista', peso: 10, legal: true },
  { nome: 'Lactante ou com criança de colo', peso: 10, legal: true },
  { nome: 'Idoso 60+', peso: 10, legal: true },
  { nome: 'Idoso 80+', peso: 20, legal: true },
];

/** Battery icon of the queue: green from arrival, yellow after 30 min, orange after 1 h, red after 2 h. */
const TEMPOS_ESPERA = [
  { minutos: 0, cor: '#388e3c' },
  { minutos: 30, cor: '#fbc02d' },
  { minutos: 60, cor: '#f57c00' },
  { minutos: 120, cor: '#d32f2f' },
];

const TELAS = [
  { nome: 'TV da recepção do PA', centro: 'Recepção do Pronto Atendimento' },
  { nome: 'TV dos consultórios do PA', centro: 'Consultórios do Pronto Atendimento' },
];

const LOCAL_PA = 'Pronto Atendimento';
const PLANTONISTAS = ['medico', 'enfermagem'];
const HORA = 3_600_000;

/**
 * Start of the 12-hour shift (07:00–19:00 or 19:00–07:00, Brasília time) that contains `agora`. Brasília
 * time has been UTC−3 all year since daylight saving ended (Decreto nº 9.772/2019), so the offset is fixed.
 */
export function inicioDoTurno(agora: Date): Date {
  const partes = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: fusoHorario(),
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(agora)
      .map((p) => [p.type, p.value]),
  );
  const dia = `${partes.year}-${partes.month}-${partes.day}`;
  const hora = Number(partes.hour);
  if (hora >= 7 && hora < 19) return new Date(`${dia}T07:00:00-03:00`);
  const noiteDeHoje = new Date(`${dia}T19:00:00-03:00`);
  // before 07:00 the night shift in course began yesterday at 19:00
  return hora >= 19 ? noiteDeHoje : new Date(noiteDeHoje.getTime() - 24 * HORA);
}

/**
 * Emergency care of the demo municipality (issue 6): risk colours, the ticket panel's registries the queues
 * read (entry options, priorities, wait thresholds, screens of the UPA) and duty shifts at the UPA with the
 * demo doctor and nurse. Shifts run back to back from one day before the seed to a week after it, so the
 * queue always finds a shift in course (plantaoId) and attendances seeded for the past day have theirs.
 */
export async function seedProntoAtendimentoDemo(tx: Tx, ctx: SeedContexto, agora: Date = new Date()) {
  await tx.insert(classificacaoRisco).values([...CLASSIFICACAO_RISCO_MANCHESTER]);
  await tx.insert(opcaoEntrada).values(OPCOES_ENTRADA.map((nome) => ({ nome })));
  await tx.insert(prioridade).values(PRIORIDADES);
  await tx.insert(tempoEspera).values(TEMPOS_ESPERA);
  const telas = TELAS.filter((t) => ctx.centrosCusto.has(t.centro));
  if (telas.length) await tx.insert(tela).values(telas.map((t) => ({ nome: t.nome, centroCustoId: ctx.centrosCusto.get(t.centro) })));

  const local = ctx.infraestruturas.get(LOCAL_PA);
  const equipe = PLANTONISTAS.map((login) => ctx.usuarios.get(login)).filter((id): id is number => id !== undefined);
  if (!local || !equipe.length) return;
  const atual = inicioDoTurno(agora).getTime();
  const turnos = Array.from({ length: 16 }, (_, k) => {
    const inicio = new Date(atual + (k - 2) * 12 * HORA);
    return { infraestruturaId: local, inicio, fim: new Date(inicio.getTime() + 12 * HORA) };
  });
  const criados = await tx.insert(plantao).values(turnos).returning({ id: plantao.id });
  await tx.insert(plantaoProfissional).values(criados.flatMap((p) => equipe.map((usuarioId) => ({ plantaoId: p.id, usuarioId }))));
}
