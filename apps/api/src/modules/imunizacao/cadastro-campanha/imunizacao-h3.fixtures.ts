import { SetorTipo } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { criarUsuario, type TestContext } from '../../../../test/helpers.js';
import { type Tx, withTenant } from '../../../db/client.js';
import { gerarCnsDefinitivo, gerarCpf } from '../../../db/seed/municipio.js';

/**
 * Fixtures of the campaign, export and print tests (issue 20): a vaccination room of their own (a cost centre of a
 * unit with CNES), a vaccinator with CNS and CBO, patients and records written as the record screen writes them.
 */
export const sufixo = () => `${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
const base = (n: number) => String(Math.floor(10 ** (n - 1) + Math.random() * 8 * 10 ** (n - 1)));
export const cnsValido = () => gerarCnsDefinitivo(`1${base(10)}`);
export const cpfValido = () => gerarCpf(base(9));

export interface AmbienteH3 {
  clienteId: number;
  salaId: number;
  vacinadorId: number;
  vacinaId: number;
  materialId: number;
  emTenant: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;
}

export async function ambienteH3(ctx: TestContext): Promise<AmbienteH3> {
  const { rows: c } = await ctx.database.db.execute(sql`select id from cliente where link = 'demo'`);
  const clienteId = Number(c[0].id);
  const emTenant = <T>(fn: (tx: Tx) => Promise<T>) => withTenant(ctx.database.db, { clienteId }, fn);
  const loginVacinador = await criarUsuario(ctx, { comoLogin: 'vacina' });
  return emTenant(async (tx) => {
    const { rows: sala } = await tx.execute(sql`
      with cc as (
        insert into centro_custo (infraestrutura_id, setor_id, nome)
        select i.id, (select id from setor where setor_tipo_id = ${SetorTipo.VACINACAO} order by id limit 1), ${`Sala de teste H3 ${sufixo()}`}
          from infraestrutura i join unidade u on u.id = i.unidade_id where u.cnes is not null order by i.id limit 1
        returning id)
      insert into sala_vacinacao (centro_custo_id, tipo) select id, 1 from cc returning centro_custo_id`);
    const { rows: u } = await tx.execute(sql`select id, cidadao_id from usuario where login = ${loginVacinador}`);
    await tx.execute(sql`update cidadao set cns = ${cnsValido()} where id = ${u[0].cidadao_id}`);
    await tx.execute(sql`
      update lotacao set ocupacao_codigo = coalesce(ocupacao_codigo, (select codigo from ocupacao where codigo like '3222%' order by codigo limit 1))
       where usuario_id = ${u[0].id}`);
    const { rows: v } = await tx.execute(sql`
      select id, material_id from vacina where codigo_imunobiologico <> '15' and material_id is not null and not bloqueado order by id limit 1`);
    await tx.execute(sql`
      insert into imunizacao_parametrizacao (solicitante_rnds) values ('99999')
      on conflict (cliente_id) do update set solicitante_rnds = coalesce(imunizacao_parametrizacao.solicitante_rnds, '99999')`);
    return {
      clienteId,
      salaId: Number(sala[0].centro_custo_id),
      vacinadorId: Number(u[0].id),
      vacinaId: Number(v[0].id),
      materialId: Number(v[0].material_id),
      emTenant,
    };
  });
}

export async function novoPaciente(tx: Tx, d: { cns?: string | null; cpf?: string | null; nascimento?: string; sexo?: number } = {}) {
  const nome = `PACIENTE VACINA ${sufixo()}`.toUpperCase();
  const { rows } = await tx.execute(sql`
    insert into cidadao (nome, data_nascimento, cns, cpf, sexo_id) values (${nome}, ${d.nascimento ?? '2020-03-10'}, ${d.cns ?? null}, ${d.cpf ?? null}, ${d.sexo ?? 1})
    returning id`);
  return { id: Number(rows[0].id), nome };
}

/** A record: a dose given in the room (origem 1, from a lot of its own) or a transcription (2). */
export async function novaVacinacao(
  tx: Tx,
  a: AmbienteH3,
  d: {
    pacienteId: number;
    data: string;
    origem?: 1 | 2;
    lote?: string | null;
    campanhaId?: number | null;
    dose?: string;
    estrategia?: number;
  },
) {
  const origem = d.origem ?? 1;
  let loteId: number | null = null;
  if (origem === 1) {
    const { rows } = await tx.execute(sql`
      insert into estoque_lote (material_id, lote, validade) values (${a.materialId}, ${`LT${sufixo()}`.slice(0, 30)}, '2099-12-31') returning id`);
    loteId = Number(rows[0].id);
  }
  const { rows } = await tx.execute(sql`
    insert into vacinacao (paciente_id, vacina_id, dose, estrategia, data_aplicacao, origem, centro_custo_id, lote_id, lote_numero,
                           via, local_aplicacao, profissional_id, campanha_id)
    values (${d.pacienteId}, ${a.vacinaId}, ${d.dose ?? 'DU'}, ${d.estrategia ?? 1}, ${d.data}, ${origem}, ${a.salaId}, ${loteId},
            ${d.lote === undefined ? 'ABC123' : d.lote}, 2, 1, ${a.vacinadorId}, ${d.campanhaId ?? null})
    returning id`);
  return Number(rows[0].id);
}
