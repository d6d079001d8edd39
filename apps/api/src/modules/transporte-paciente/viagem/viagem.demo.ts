import { diaDaSemana, hojeIso, RELACOES_ACOMPANHANTE, somarDias, TIPO_PASSAGEIRO } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { gerarCnsDefinitivo, type SeedContexto } from '../../../db/seed/municipio.js';
import { formMontagem, salvarMontagem } from '../escolher-veiculo/escolher-veiculo.service.js';
import { fecharViagem } from '../fechamento-viagem/fechamento-viagem.routes.js';
import { registrarEmbarque } from '../gerenciamento/gerenciamento.routes.js';
import { detalheViagem, problemaDoCondutor } from './viagem.service.js';

type Linha = Record<string, unknown>;
const lista = async (tx: Tx, q: ReturnType<typeof sql>) => (await tx.execute(q)).rows as Linha[];

/** Weekdays this many days back get bookings of their own (the booking demo covers from 3 days back). */
const DIAS_ATRAS = 24;
const HORARIOS = ['07:00', '07:30', '08:00', '08:30', '09:00', '10:00'];
const PRECO_LITRO = 6.29;
/** Tolls of a round trip per destination (BR-232 to Recife), in reais. */
const PEDAGIO: Record<string, number> = { Recife: 18.4 };
const OCORRENCIAS = [
  'Parada para abastecimento em Gravatá.',
  'Retorno atrasado: paciente liberado pelo hospital às 16h.',
  'Trânsito intenso na BR-232 na chegada a Recife.',
];

/**
 * The demo's trips (issue 23), after the bookings' demo (agendar.demo.ts): the weekdays of the last weeks get their
 * bookings (Recife every weekday, Caruaru on Tuesdays and Thursdays), then every past day and today is assembled
 * through the assembly screen's own services — the day's suggestion (formMontagem) with a driver able to drive each
 * vehicle, saved by salvarMontagem. The past days' trips are then boarded (one passenger in eight misses the trip,
 * now and then a companion), and closed (fecharViagem) with odometer out/in from each vehicle's running odometer,
 * fuel, tolls and an occurrence now and then; today's trips stay open (boarding and closing to do). The future days
 * are left to the coordinator. Skips when trips already exist or the bookings' demo is absent.
 */
export async function seedViagensTransporteDemo(tx: Tx, ctx: SeedContexto) {
  if ((await lista(tx, sql`select 1 from tp_viagem limit 1`)).length) return;
  if (!(await lista(tx, sql`select 1 from tp_agendamento limit 1`)).length) return;
  const coordenador = ctx.usuarios.get('coordenador') ?? ctx.usuarios.get('admin');
  if (!coordenador) return;
  const hoje = hojeIso();
  await agendamentosDeSemanasAtras(tx, ctx, hoje);

  const odometro = new Map<number, number>();
  const { rows: km } = await tx.execute(sql`select id from tp_veiculo order by id`);
  for (const [i, v] of km.entries()) odometro.set(Number(v.id), 38_000 + i * 9_137);
  const distancias = new Map(
    (await lista(tx, sql`select id, nome, distancia_km from tp_destino`)).map((d) => [
      Number(d.id),
      { nome: String(d.nome), km: Number(d.distancia_km ?? 0) },
    ]),
  );
  const consumo = new Map(
    (await lista(tx, sql`select id, coalesce(consumo_km_litro, 9)::float8 as c from tp_veiculo`)).map((v) => [Number(v.id), Number(v.c)]),
  );
  let n = 0;
  for (let d = -DIAS_ATRAS; d <= 0; d++) {
    const data = somarDias(hoje, d);
    const viagens = await montarDia(tx, data, coordenador);
    if (d === 0) continue;
    for (const viagemId of viagens) {
      n++;
      const v = await detalheViagem(tx, viagemId);
      if (!v.passageirosLista.length) continue;
      await registrarEmbarque(
        tx,
        viagemId,
        {
          passageiros: v.passageirosLista.map((p, i) => {
            const embarcou = (n * 3 + i) % 8 !== 5;
            return {
              agendamentoId: p.id,
              embarcou,
              acompanhantes: p.acompanhantesLista.map((a, k) => ({ id: a.id, embarcou: embarcou && (n + i + k) % 9 !== 4 })),
            };
          }),
        },
        coordenador,
      );
      const destino = distancias.get(v.destinoId) ?? { nome: '', km: 100 };
      const rodados = destino.km * 2 + ((n * 7) % 23) + 4;
      const saida = odometro.get(v.veiculoId) ?? 40_000;
      odometro.set(v.veiculoId, saida + rodados + 12);
      const litros = Math.round((rodados / (consumo.get(v.veiculoId) ?? 9)) * 100) / 100;
      await fecharViagem(
        tx,
        viagemId,
        {
          kmSaida: saida,
          kmChegada: saida + rodados,
          // one trip in six had no refuelling recorded: the accountability report estimates its fuel
          combustivelLitros: n % 6 === 0 ? null : litros,
          combustivelValor: n % 6 === 0 ? null : Math.round(litros * PRECO_LITRO * 100) / 100,
          pedagioValor: PEDAGIO[destino.nome] ?? null,
          outrasDespesas: n % 4 === 0 ? 45 : null,
          ocorrencias: n % 5 === 0 ? (OCORRENCIAS[n % OCORRENCIAS.length] as string) : null,
          retornoEm: `${data}T${destino.km > 150 ? '18:30' : '15:00'}:00-03:00`,
        },
        coordenador,
      );
    }
  }
}

/**
 * A day's assembly as the coordinator does it: the screen's suggestion, each trip with the recurring trip's driver
 * when it uses that trip's vehicle, else the first free driver whose licence covers the vehicle. Returns the trips.
 */
async function montarDia(tx: Tx, data: string, usuarioId: number): Promise<number[]> {
  const form = await formMontagem(tx, data);
  if (!form.sugestao.viagens.length) return [];
  const usados = new Set(form.condutores.filter((c) => c.ocupado).map((c) => c.id));
  const viagens = [];
  for (const s of form.sugestao.viagens) {
    const veiculo = form.veiculos.find((v) => v.id === s.veiculoId);
    if (!veiculo) continue;
    const jornada = form.jornadas.find((j) => j.destinoId === s.destinoId && j.veiculoId === s.veiculoId);
    const pode = (c: (typeof form.condutores)[number]) =>
      !usados.has(c.id) &&
      !problemaDoCondutor({ nome: c.nome, cnhCategoria: c.cnhCategoria, cnhValidade: c.cnhValidade, bloqueado: false }, veiculo.tipo, data);
    const condutor = form.condutores.find((c) => c.id === jornada?.condutorId && pode(c)) ?? form.condutores.find(pode);
    if (!condutor) continue;
    usados.add(condutor.id);
    viagens.push({
      jornadaId: jornada?.id,
      destinoId: s.destinoId,
      veiculoId: s.veiculoId,
      condutorId: condutor.id,
      horarioSaida: jornada?.horarioSaida ?? s.horarioSaida,
      agendamentoIds: s.passageiros,
    });
  }
  if (!viagens.length) return [];
  return (await salvarMontagem(tx, { data, viagens }, usuarioId)).map((v) => v.id);
}

/** Bookings of the weekdays before the bookings' demo week: 12 to Recife each weekday, 5 to Caruaru on Tue/Thu. */
async function agendamentosDeSemanasAtras(tx: Tx, ctx: SeedContexto, hoje: string) {
  const destinos = await lista(
    tx,
    sql`select d.id, d.nome, (select min(l.id) from tp_destino_local l where l.destino_id = d.id) as local_id
          from tp_destino d where d.nome in ('Recife', 'Caruaru') and not d.bloqueado order by d.nome desc`,
  );
  const usuarioId = ctx.usuarios.get('transporte') ?? ctx.usuarios.get('admin');
  if (!destinos.length || !usuarioId) return;
  const [lot] = await lista(
    tx,
    sql`select i.unidade_id from lotacao l join infraestrutura i on i.id = l.infraestrutura_id where l.usuario_id = ${usuarioId} limit 1`,
  );
  const unidadeId = lot?.unidade_id == null ? null : Number(lot.unidade_id);
  const pacientes = (
    await lista(
      tx,
      sql`select id from cidadao where data_obito is null and id not in (select cidadao_id from usuario where cidadao_id is not null)
          order by id desc limit 300`,
    )
  ).map((r) => Number(r.id));
  if (pacientes.length < 30) return;
  const pontos = (await lista(tx, sql`select id from tp_ponto where not bloqueado order by id`)).map((r) => Number(r.id));
  const motivos = (await lista(tx, sql`select id from tp_motivo where not bloqueado order by id`)).map((r) => Number(r.id));
  let n = 0;
  let p = 0;
  for (let d = -DIAS_ATRAS; d <= -4; d++) {
    const data = somarDias(hoje, d);
    const dow = diaDaSemana(data);
    if (dow === 0 || dow === 6) continue;
    for (const destino of destinos) {
      const recife = destino.nome === 'Recife';
      if (!recife && dow !== 2 && dow !== 4) continue;
      for (let i = 0; i < (recife ? 12 : 5); i++) {
        n++;
        const nAcomp = n % 11 === 0 ? 2 : n % 4 === 0 ? 1 : 0;
        const ano = Number(data.slice(0, 4));
        const { rows: seq } = await tx.execute(sql`
          insert into sequencia (chave, valor) values (${`transporte-agendamento:${ano}`}, 1)
          on conflict (cliente_id, chave) do update set valor = sequencia.valor + 1 returning valor`);
        const numero = ano * 1_000_000 + Number((seq[0] as { valor: number | string }).valor);
        const { rows } = await tx.execute(sql`
          insert into tp_agendamento (numero, paciente_id, unidade_id, data, horario_consulta, destino_id, local_id, ponto_id, motivo_id,
                                      tipo_passageiro, usuario_id)
          values (${numero}, ${pacientes[p++ % pacientes.length]}, ${unidadeId}, ${data}, ${HORARIOS[i % HORARIOS.length]}, ${Number(destino.id)},
                  ${destino.local_id == null ? null : Number(destino.local_id)}, ${pontos[i % Math.max(pontos.length, 1)] ?? null},
                  ${motivos[(n + i) % Math.max(motivos.length, 1)] ?? null}, ${TIPO_PASSAGEIRO.sentado}, ${usuarioId})
          on conflict do nothing
          returning id`);
        const id = rows[0] ? Number((rows[0] as { id: number }).id) : null;
        if (!id) continue;
        for (let k = 1; k <= nAcomp; k++) {
          await tx.execute(sql`insert into tp_acompanhante (agendamento_id, ordem, nome, cns, relacao)
            values (${id}, ${k}, ${['Maria José da Silva', 'Antônio Carlos Souza', 'Josefa Maria dos Santos', 'Ana Paula Ferreira'][(n + k) % 4]},
                    ${gerarCnsDefinitivo(String(21000000000 + n * 10 + k))}, ${RELACOES_ACOMPANHANTE[(n + k) % 5]})`);
        }
        await tx.execute(sql`insert into tp_agendamento_evento (agendamento_id, tipo, descricao, usuario_id)
                             values (${id}, 'agendamento', ${`Agendado: ${nAcomp} acompanhante(s).`}, ${usuarioId})`);
      }
    }
  }
}
