import { hojeIso, somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { SeedContexto } from '../../../db/seed/municipio.js';
import { chaveDoCentroCusto, entrarNaFila } from '../../fila/index.js';
import { prioridade } from '../../painel-senha/index.js';
import { medicamentoNaoPadronizado } from '../medicamento-nao-padronizado/medicamento-nao-padronizado.table.js';
import { parametrizacaoFarmacia } from '../parametrizacao/parametrizacao.service.js';
import { MODULO_FARMACIA } from './fila.service.js';
import { farmaciaAtendimento } from './fila.table.js';

/** [name, strength, FORMAS_FARMACEUTICAS id, LISTAS_PORTARIA_344 id or null, observation] */
const NAO_PADRONIZADOS: [string, string, number, number | null, string][] = [
  ['Metilfenidato', '10 mg', 1, 3, 'Receita amarela (lista A3); pedido por processo judicial.'],
  ['Colecalciferol (vitamina D3)', '50.000 UI', 3, null, 'Dose semanal; fora da REMUME.'],
];

const um = async (tx: Tx, q: ReturnType<typeof sql>) => {
  const { rows } = await tx.execute(q);
  const v = (rows[0] as { id?: unknown } | undefined)?.id;
  return v === null || v === undefined ? null : Number(v);
};

/**
 * The pharmacy counter of the demo (issue 19): `farmaceutico` supervises the module (authorises early repeats), the
 * settings row with its defaults, two non-standard medicines and this morning's queue — the patients of the latest
 * emergency-care and outpatient prescriptions (so "Atender" has something to dispense), an elderly patient with the
 * legal priority and two more, a few minutes apart.
 */
export async function seedFilaFarmaciaDemo(tx: Tx, ctx: SeedContexto, centroCustoId: number) {
  const supervisor = ctx.usuarios.get('farmaceutico');
  if (supervisor)
    await tx.execute(sql`insert into supervisor (usuario_id, modulo) values (${supervisor}, ${MODULO_FARMACIA}) on conflict do nothing`);
  await parametrizacaoFarmacia(tx);
  await tx
    .insert(medicamentoNaoPadronizado)
    .values(
      NAO_PADRONIZADOS.map(([nome, concentracao, formaFarmaceuticaId, listaControleId, observacao]) => ({
        nome,
        concentracao,
        formaFarmaceuticaId,
        listaControleId,
        observacao,
      })),
    )
    .onConflictDoNothing();

  const usuarioId = ctx.usuarios.get('farmacia');
  if (!usuarioId) return;
  const pa = await um(
    tx,
    sql`select a.paciente_id as id from receita r join atendimento a on a.id = r.atendimento_id
    order by r.criada_em desc limit 1`,
  );
  const amb = await um(
    tx,
    sql`select aa.paciente_id as id from ambulatorio_receita r
    join ambulatorio_atendimento aa on aa.id = r.ambulatorio_atendimento_id order by r.criada_em desc limit 1`,
  );
  const ja = [pa, amb].filter((x): x is number => x !== null);
  // real patients (not users, not unknown, alive), the elderly one for the legal priority
  const outro = (extra: ReturnType<typeof sql>) =>
    um(
      tx,
      sql`select c.id from cidadao c where not c.provisorio and not c.bloqueado and c.data_obito is null
      and c.unificado_em_id is null and not exists (select 1 from usuario u where u.cidadao_id = c.id)
      and c.id <> all(${`{${ja.join(',')}}`}::bigint[]) and ${extra} order by c.id limit 1`,
    );
  const idoso = await outro(sql`c.data_nascimento <= ${somarDias(hojeIso(), -65 * 366)}::date`);
  if (idoso) ja.push(idoso);
  const adulto1 = await outro(sql`c.data_nascimento > ${somarDias(hojeIso(), -59 * 365)}::date`);
  if (adulto1) ja.push(adulto1);
  const adulto2 = await outro(sql`c.data_nascimento > ${somarDias(hojeIso(), -59 * 365)}::date`);

  const [idoso60] = await tx
    .select({ id: prioridade.id, peso: prioridade.peso })
    .from(prioridade)
    .where(sql`${prioridade.nome} = 'Idoso 60+'`);
  const chave = await chaveDoCentroCusto(tx, MODULO_FARMACIA, centroCustoId);
  const chegadas: [pacienteId: number | null, comPrioridade: boolean][] = [
    [adulto1, false],
    [pa, false],
    [idoso, true],
    [amb, false],
    [adulto2, false],
  ];
  const agora = new Date();
  for (const [i, [pacienteId, comPrioridade]] of chegadas.entries()) {
    if (!pacienteId) continue;
    // six minutes apart, oldest first, never on the day before (a seed run just after midnight)
    const em = new Date(agora.getTime() - (chegadas.length - i) * 6 * 60_000);
    const entradaEm = hojeIso(em) === hojeIso(agora) ? em : agora;
    const p = comPrioridade ? (idoso60 ?? null) : null;
    const [fa] = await tx
      .insert(farmaciaAtendimento)
      .values({ pacienteId, centroCustoId, prioridadeId: p?.id ?? null, createdAt: entradaEm })
      .returning({ id: farmaciaAtendimento.id });
    await entrarNaFila(
      tx,
      { clienteId: ctx.clienteId, usuarioId },
      { chave, pacienteId, referenciaId: fa?.id, peso: p?.peso ?? 0, entradaEm },
    );
  }
}
