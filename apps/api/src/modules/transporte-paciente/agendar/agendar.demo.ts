import { diaDaSemana, hojeIso, RELACOES_ACOMPANHANTE, somarDias, TIPO_PASSAGEIRO } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { gerarCnsDefinitivo, type SeedContexto } from '../../../db/seed/municipio.js';

type Linha = Record<string, unknown>;
const lista = async (tx: Tx, q: ReturnType<typeof sql>) => (await tx.execute(q)).rows as Linha[];
const NOMES_ACOMPANHANTES = [
  'Maria José da Silva',
  'Antônio Carlos Souza',
  'Josefa Maria dos Santos',
  'Francisco de Assis Lima',
  'Ana Paula Ferreira',
  'Severino Ramos Araújo',
];
const HORARIOS = ['07:00', '07:30', '08:00', '08:30', '09:00', '10:00', '13:00', '14:00'];

/**
 * The demo's transport bookings (issue 23), after the registries' demo (cadastros.demo.ts): a week from 3 days back
 * to 3 days ahead, about 25 passengers a day — 18 to Recife and 7 to Caruaru — on the recurring trip of the day
 * while its usual vehicle has seats (the rest wait for the coordinator's assembly), one in five with a companion and
 * a few with two, two wheelchair users and one urgent booking (with a regulation number); and five requests waiting
 * for a seat. Skips when there is no destination (the registries' demo absent) or when bookings already exist.
 */
export async function seedAgendamentosTransporteDemo(tx: Tx, ctx: SeedContexto) {
  if ((await lista(tx, sql`select 1 from tp_agendamento limit 1`)).length) return;
  const destinos = await lista(
    tx,
    sql`select d.id, d.nome, (select min(l.id) from tp_destino_local l where l.destino_id = d.id) as local_id
          from tp_destino d where d.nome in ('Recife', 'Caruaru') and not d.bloqueado order by d.nome desc`,
  );
  if (!destinos.length) return;
  const usuarioId = ctx.usuarios.get('transporte') ?? ctx.usuarios.get('admin');
  if (!usuarioId) return;
  const [lot] = await lista(
    tx,
    sql`select i.unidade_id from lotacao l join infraestrutura i on i.id = l.infraestrutura_id where l.usuario_id = ${usuarioId} limit 1`,
  );
  const unidadeId = lot?.unidade_id == null ? null : Number(lot.unidade_id);
  const pacientes = (
    await lista(
      tx,
      sql`select id from cidadao where data_obito is null and id not in (select cidadao_id from usuario where cidadao_id is not null) order by id limit 400`,
    )
  ).map((r) => Number(r.id));
  if (pacientes.length < 30) return;
  const pontos = (await lista(tx, sql`select id from tp_ponto where not bloqueado order by id`)).map((r) => Number(r.id));
  const motivos = (await lista(tx, sql`select id from tp_motivo where not bloqueado order by id`)).map((r) => Number(r.id));
  const jornadas = await lista(
    tx,
    sql`select j.id, j.destino_id, j.dias_semana, j.ponto_id, coalesce(v.lugares, 0) as lugares
          from tp_jornada j left join tp_veiculo v on v.id = j.veiculo_id where not j.bloqueado order by j.id`,
  );
  const hoje = hojeIso();
  const ano = Number(hoje.slice(0, 4));
  let n = 0;
  let cadeirantes = 0;
  let urgente = false;
  for (let d = -3; d <= 3; d++) {
    const data = somarDias(hoje, d);
    const dow = diaDaSemana(data);
    let p = ((d + 3) * 37) % pacientes.length;
    for (const destino of destinos) {
      const recife = destino.nome === 'Recife';
      const quantos = recife ? 18 : 7;
      const j = jornadas.find(
        (x) =>
          Number(x.destino_id) === Number(destino.id) && String(x.dias_semana).replace(/[{}]/g, '').split(',').map(Number).includes(dow),
      );
      let livres = j ? Number(j.lugares) : 0;
      for (let i = 0; i < quantos; i++) {
        n++;
        const pacienteId = pacientes[p++ % pacientes.length] as number;
        const cadeirante = recife && d === 0 && i < 2 && cadeirantes < 2;
        if (cadeirante) cadeirantes++;
        const nAcomp = cadeirante ? 1 : n % 13 === 0 ? 2 : n % 5 === 0 ? 1 : 0;
        const seats = (cadeirante ? 0 : 1) + nAcomp;
        // on the day's recurring trip while its vehicle has seats (a wheelchair user waits for an accessible vehicle)
        const naJornada = j && !cadeirante && seats <= livres;
        if (naJornada) livres -= seats;
        const eUrgente = !urgente && recife && d === 1 && i === 5;
        if (eUrgente) urgente = true;
        const { rows: seq } = await tx.execute(sql`
          insert into sequencia (chave, valor) values (${`transporte-agendamento:${ano}`}, 1)
          on conflict (cliente_id, chave) do update set valor = sequencia.valor + 1 returning valor`);
        const numero = ano * 1_000_000 + Number((seq[0] as { valor: number | string }).valor);
        const { rows } = await tx.execute(sql`
          insert into tp_agendamento (numero, paciente_id, unidade_id, data, horario_consulta, destino_id, local_id, ponto_id, jornada_id,
                                      motivo_id, tipo_passageiro, urgente, observacao, regulacao_numero, usuario_id)
          values (${numero}, ${pacienteId}, ${unidadeId}, ${data}, ${HORARIOS[i % HORARIOS.length]}, ${Number(destino.id)},
                  ${destino.local_id == null ? null : Number(destino.local_id)},
                  ${naJornada && j?.ponto_id != null ? Number(j.ponto_id) : (pontos[i % Math.max(pontos.length, 1)] ?? null)},
                  ${naJornada ? Number(j?.id) : null}, ${motivos[i % Math.max(motivos.length, 1)] ?? null},
                  ${cadeirante ? TIPO_PASSAGEIRO.cadeirante : TIPO_PASSAGEIRO.sentado}, ${eUrgente},
                  ${cadeirante ? 'Cadeirante: precisa de veículo acessível.' : eUrgente ? 'Quimioterapia antecipada pelo hospital.' : null},
                  ${eUrgente ? `REG-${ano}-0417` : null}, ${usuarioId})
          on conflict do nothing
          returning id`);
        const id = rows[0] ? Number((rows[0] as { id: number }).id) : null;
        if (!id) continue;
        for (let k = 1; k <= nAcomp; k++) {
          const nome = NOMES_ACOMPANHANTES[(n + k) % NOMES_ACOMPANHANTES.length] as string;
          await tx.execute(sql`insert into tp_acompanhante (agendamento_id, ordem, nome, cns, telefone, relacao)
                               values (${id}, ${k}, ${nome}, ${gerarCnsDefinitivo(String(20000000000 + n * 10 + k))}, ${`8799${String(1000000 + n * 10 + k).slice(-7)}`},
                                       ${RELACOES_ACOMPANHANTE[(n + k) % 5]})`);
        }
        await tx.execute(sql`insert into tp_agendamento_evento (agendamento_id, tipo, descricao, usuario_id)
                             values (${id}, 'agendamento', ${`Agendado: ${nAcomp} acompanhante(s)${eUrgente ? ', urgente' : ''}.`}, ${usuarioId})`);
      }
    }
  }
  // requests waiting for a seat (desk, referral, regulation)
  for (let i = 0; i < 5; i++) {
    const destino = destinos[i % destinos.length] as Linha;
    await tx.execute(sql`
      insert into tp_pre_agendamento (paciente_id, origem, destino_id, local_id, data_desejada, horario_consulta, tipo_passageiro, acompanhantes,
                                      regulacao_numero, unidade_id, observacao, usuario_id)
      values (${pacientes[(300 + i * 7) % pacientes.length]}, ${(i % 3) + 1}, ${Number(destino.id)},
              ${destino.local_id == null ? null : Number(destino.local_id)}, ${somarDias(hoje, 4 + i)}, ${HORARIOS[i]}, 1, ${i % 2},
              ${i % 3 === 2 ? `REG-${ano}-05${i}0` : null}, ${unidadeId},
              ${['Retorno em oncologia.', 'Encaminhado pela UBS para cardiologia.', 'Regulação: hemodinâmica.', 'Consulta em ortopedia.', 'Exame de ressonância.'][i]},
              ${usuarioId})`);
  }
}
