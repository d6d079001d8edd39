import { type CodigoDose, hojeIso, ORIGEM_VACINACAO, somarDias, somarPeriodo } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { gerarCpf, type SeedContexto } from '../../../db/seed/municipio.js';
import { chaveDoCentroCusto, entrarNaFila } from '../../fila/index.js';
import { MODULO_IMUNIZACAO } from '../fila/fila.service.js';
import { imunizacaoAtendimento } from '../fila/fila.table.js';
import { registrarAplicacoes } from './registro.service.js';

/** The child the browser test calls from the UBS room's queue (4 months old, the 2-month doses given). */
export const CRIANCA_FILA_DEMO = 'Alice Ferreira Gomes';

/** The child's calendar as the demo follows it: age → doses given that day. */
const ESQUEMA: [idade: string, doses: [sigla: string, dose: CodigoDose][]][] = [
  [
    '0d',
    [
      ['BCG', 'DU'],
      ['HB', 'DN'],
    ],
  ],
  [
    '2m',
    [
      ['PENTA', 'D1'],
      ['VIP', 'D1'],
      ['VORH', 'D1'],
      ['VPC10', 'D1'],
    ],
  ],
  ['3m', [['MENC', 'D1']]],
  [
    '4m',
    [
      ['PENTA', 'D2'],
      ['VIP', 'D2'],
      ['VORH', 'D2'],
      ['VPC10', 'D2'],
    ],
  ],
  ['5m', [['MENC', 'D2']]],
  [
    '6m',
    [
      ['PENTA', 'D3'],
      ['VIP', 'D3'],
    ],
  ],
  ['9m', [['FA', 'D1']]],
  [
    '12m',
    [
      ['SCR', 'D1'],
      ['VPC10', 'REF'],
      ['MENC', 'REF'],
    ],
  ],
  [
    '15m',
    [
      ['DTP', 'REF1'],
      ['VIP', 'REF'],
      ['SCRV', 'DU'],
      ['HA', 'DU'],
    ],
  ],
];

/**
 * [name, sex (0 M, 1 F), age in months, the last age of ESQUEMA given, room index] — some stop early (overdue). The
 * browser test's child is 4 months and 10 days old: her 4-month doses are due and their aprazamento already passed.
 */
const CRIANCAS: [string, number, number, string, number][] = [
  ['Theo Barbosa Lima', 0, 2, '0d', 0],
  [CRIANCA_FILA_DEMO, 1, 4, '3m', 0],
  ['Bruno Martins Silva', 0, 6, '2m', 0], // missed the 4-month doses: overdue
  ['Davi Pereira Costa', 0, 8, '3m', 1], // missed the 4-month doses: overdue
  ['Helena Oliveira Rocha', 1, 12, '9m', 0],
  ['Laura Souza Almeida', 1, 49, '15m', 1],
];

function mesesAtras(hoje: string, meses: number): string {
  const [a, m, d] = hoje.split('-').map(Number) as [number, number, number];
  const total = a * 12 + (m - 1) - meses;
  const ano = Math.floor(total / 12);
  const mes = (total % 12) + 1;
  const dia = Math.min(d, new Date(Date.UTC(ano, mes, 0)).getUTCDate());
  return `${ano}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
}

/** Where the demo's vaccinator applied a dose: the mouth for the oral rotavirus, BCG on the right arm, the thigh under 2 years. */
function localDaDemo(sigla: string, nascimento: string, data: string): number {
  if (sigla === 'VORH') return 9;
  if (sigla === 'BCG') return 7;
  return data < somarDias(nascimento, 730) ? 3 : 2;
}

interface Evento {
  data: string;
  pacienteId: number;
  nascimento: string;
  sala: number;
  doses: [string, CodigoDose][];
}

/**
 * A year of records of the demo (issue 20): children created at the ages of the calendar (2, 4, 6, 8, 12 months and
 * 4 years, with phones), their doses through the record service in date order (stock and vials stay consistent;
 * doses before the rooms' opening stock are transcriptions from the card), some children overdue, adults with a
 * Hepatitis B scheme stopped at the second dose, the elderly's influenza of the campaign's days, and today's queue
 * of the UBS room with the child of the browser test.
 */
export async function seedRegistrosVacinacaoDemo(tx: Tx, ctx: SeedContexto, salas: number[]) {
  const enfermeira = ctx.usuarios.get('vacina');
  if (!enfermeira || salas.length < 2) return;
  const hoje = hojeIso();
  const inicioEstoque = somarDias(hoje, -395);
  const eventos: Evento[] = [];
  const transcricoes: Evento[] = [];

  for (const [i, [nome, sexo, meses, ate, sala]] of CRIANCAS.entries()) {
    const nascimento = nome === CRIANCA_FILA_DEMO ? somarDias(mesesAtras(hoje, meses), -10) : mesesAtras(hoje, meses);
    const cpf = gerarCpf(String(870_100_000 + i * 7));
    const telefone = `8199${String(7_100_000 + i * 1_311).slice(0, 7)}`;
    const { rows } = await tx.execute(sql`
      insert into cidadao (nome, cpf, sexo_id, data_nascimento, telefone, nome_mae)
      values (${nome}, ${cpf}, ${sexo}, ${nascimento}, ${telefone}, ${`Mãe de ${nome.split(' ')[0]}`}) returning id`);
    const pacienteId = Number(rows[0]?.id);
    for (const [idade, doses] of ESQUEMA) {
      const data = somarPeriodo(nascimento, idade);
      if (data > hoje) break;
      const e = { data, pacienteId, nascimento, sala: salas[sala] as number, doses };
      (data < inicioEstoque ? transcricoes : eventos).push(e);
      if (idade === ate) break;
    }
  }

  // adults: Hepatitis B stopped at D2 (overdue D3); the elderly's influenza in the campaign's first days
  const { rows: adultos } = await tx.execute(sql`
    select id, data_nascimento::text as n from cidadao c
     where not c.provisorio and c.data_obito is null and c.data_nascimento between ${mesesAtras(hoje, 45 * 12)} and ${mesesAtras(hoje, 20 * 12)}
       and not exists (select 1 from usuario u where u.cidadao_id = c.id) order by id limit 3`);
  for (const [i, a] of adultos.entries()) {
    const pacienteId = Number(a.id);
    const base = somarDias(hoje, -300 + i * 20);
    eventos.push({ data: base, pacienteId, nascimento: String(a.n), sala: salas[0] as number, doses: [['HB', 'D1']] });
    eventos.push({ data: somarDias(base, 31), pacienteId, nascimento: String(a.n), sala: salas[0] as number, doses: [['HB', 'D2']] });
  }
  const { rows: idosos } = await tx.execute(sql`
    select id, data_nascimento::text as n from cidadao c
     where not c.provisorio and c.data_obito is null and c.data_nascimento <= ${mesesAtras(hoje, 62 * 12)}
       and not exists (select 1 from usuario u where u.cidadao_id = c.id) order by id limit 4`);
  for (const [i, a] of idosos.entries()) {
    eventos.push({
      data: somarDias(hoje, -8 + i * 2),
      pacienteId: Number(a.id),
      nascimento: String(a.n),
      sala: salas[i % 2] as number,
      doses: [['INF', 'DP']],
    });
  }

  const { rows: vs } = await tx.execute(sql`select id, calendario_sigla, material_id from vacina where calendario_sigla is not null`);
  const vacinas = new Map(vs.map((v) => [String(v.calendario_sigla), { id: Number(v.id), materialId: Number(v.material_id) }]));

  for (const t of transcricoes) {
    for (const [sigla, dose] of t.doses) {
      const v = vacinas.get(sigla);
      if (!v) continue;
      await tx.execute(sql`
        insert into vacinacao (paciente_id, vacina_id, dose, estrategia, data_aplicacao, origem, estabelecimento_origem, profissional_nome)
        values (${t.pacienteId}, ${v.id}, ${dose}, 1, ${t.data}, ${ORIGEM_VACINACAO.transcricao},
                ${t.data === t.nascimento ? 'Maternidade Municipal' : 'UBS Heliópolis (caderneta da criança)'}, 'Conforme caderneta')`);
    }
  }

  eventos.sort((a, b) => a.data.localeCompare(b.data));
  for (const [k, e] of eventos.entries()) {
    const doses = [];
    for (const [sigla, dose] of e.doses) {
      const v = vacinas.get(sigla);
      if (!v) continue;
      const { rows: l } = await tx.execute(sql`
        select s.lote_id from estoque_saldo s join estoque_lote l on l.id = s.lote_id
         where s.centro_custo_id = ${e.sala} and s.material_id = ${v.materialId} and s.quantidade > 0 and l.validade >= ${e.data}
         order by l.validade, l.id limit 1`);
      if (l[0])
        doses.push({
          vacinaId: v.id,
          dose,
          loteId: Number(l[0].lote_id),
          via: null,
          localAplicacao: localDaDemo(sigla, e.nascimento, e.data),
          proximaDoseData: null,
          observacao: null,
        });
    }
    if (doses.length === 0) continue;
    const agora = new Date(`${e.data}T${String(8 + (k % 8)).padStart(2, '0')}:30:00-03:00`);
    await registrarAplicacoes(
      tx,
      { clienteId: ctx.clienteId, usuarioId: enfermeira, hoje: e.data, agora },
      { centroCustoId: e.sala, nome: '' },
      {
        pacienteId: e.pacienteId,
        filaId: null,
        dataAplicacao: e.data,
        estrategia: 1,
        grupoAtendimento: 10,
        gestante: false,
        puerpera: false,
        contatoHanseniase: null,
        justificativa: 'Registro da demonstração.',
        doses,
      },
    );
  }

  // today's queue of the UBS room: the child of the browser test first, then two adults
  const { rows: fila } = await tx.execute(sql`
    select id from cidadao where nome = ${CRIANCA_FILA_DEMO}
    union all (select id from cidadao c where c.data_nascimento <= ${mesesAtras(hoje, 62 * 12)} and not c.provisorio
                 and not exists (select 1 from usuario u where u.cidadao_id = c.id) order by id desc limit 2)`);
  const sala = salas[0] as number;
  const chave = await chaveDoCentroCusto(tx, MODULO_IMUNIZACAO, sala);
  const agora = new Date();
  for (const [i, r] of fila.entries()) {
    const em = new Date(agora.getTime() - (fila.length - i) * 5 * 60_000);
    const entradaEm = hojeIso(em) === hojeIso(agora) ? em : agora;
    const pacienteId = Number(r.id);
    const [a] = await tx
      .insert(imunizacaoAtendimento)
      .values({ pacienteId, centroCustoId: sala, createdAt: entradaEm })
      .returning({ id: imunizacaoAtendimento.id });
    await entrarNaFila(
      tx,
      { clienteId: ctx.clienteId, usuarioId: enfermeira },
      { chave, pacienteId, referenciaId: a?.id, peso: 0, entradaEm },
    );
  }
}
