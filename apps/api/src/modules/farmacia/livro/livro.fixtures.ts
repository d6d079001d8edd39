import { SetorTipo } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { criarUsuario, json, type TestContext } from '../../../../test/helpers.js';
import { type Database, type Tx, withTenant } from '../../../db/client.js';

/**
 * Fixtures of the book tests: a pharmacy (cost centre) of its own, so its books are the only ones there whatever
 * else the shared database holds, with a pharmacist and a supervisor placed in it.
 */
const sufixo = () => `${process.pid}-${Math.random().toString(36).slice(2, 8)}`;

export async function clienteDemo(database: Database): Promise<number> {
  const { rows } = await database.db.execute(sql`select id from cliente where link = 'demo'`);
  return Number(rows[0].id);
}

export const emTenant = <T>(database: Database, clienteId: number, fn: (tx: Tx) => Promise<T>) =>
  withTenant(database.db, { clienteId }, fn);

export interface FarmaciaDeTeste {
  clienteId: number;
  centroCustoId: number;
  /** The pharmacist (role farmacia) and the supervisor (role farmacia-supervisor), sessions on this pharmacy. */
  farmaceutico: Record<string, string>;
  supervisor: Record<string, string>;
}

/** Places a user (by login) in the pharmacy too and logs them in on it. */
export async function sessaoNaFarmacia(ctx: TestContext, f: { clienteId: number; centroCustoId: number }, login: string) {
  await emTenant(ctx.database, f.clienteId, (tx) =>
    tx.execute(sql`
      insert into lotacao_centro_custo (lotacao_id, centro_custo_id)
      select l.id, ${f.centroCustoId} from usuario u join lotacao l on l.usuario_id = u.id
       where u.login = ${login} and not exists (
         select 1 from lotacao_centro_custo x where x.lotacao_id = l.id and x.centro_custo_id = ${f.centroCustoId})`),
  );
  const { headers, sessao } = await ctx.login(login);
  const lotacao = (sessao.lotacoes as { id: number }[])[0];
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/administracao/autenticacao/refresh',
    headers,
    payload: { lotacao_id: lotacao.id, centro_custo_id: f.centroCustoId },
  });
  if (res.statusCode !== 200) throw new Error(`refresh ${login}: ${res.statusCode} ${res.body}`);
  return { ...headers, authorization: `Bearer ${json(res).token}` };
}

export async function novaFarmaciaDeTeste(ctx: TestContext): Promise<FarmaciaDeTeste> {
  const clienteId = await clienteDemo(ctx.database);
  const farmaceutico = await criarUsuario(ctx, { comoLogin: 'farmacia' });
  const supervisor = await criarUsuario(ctx, { comoLogin: 'farmaceutico' });
  const centroCustoId = await emTenant(ctx.database, clienteId, async (tx) => {
    const { rows } = await tx.execute(sql`
      insert into centro_custo (infraestrutura_id, setor_id, nome)
      select l.infraestrutura_id, (select id from setor where setor_tipo_id = ${SetorTipo.FARMACIA} order by id limit 1),
             ${`Farmácia de teste ${sufixo()}`}
        from usuario u join lotacao l on l.usuario_id = u.id where u.login = ${farmaceutico} order by l.id limit 1
      returning id`);
    return Number(rows[0].id);
  });
  const f = { clienteId, centroCustoId };
  return { ...f, farmaceutico: await sessaoNaFarmacia(ctx, f, farmaceutico), supervisor: await sessaoNaFarmacia(ctx, f, supervisor) };
}

/** A controlled medicine of a list of Portaria 344/98 (its id in LISTAS_PORTARIA_344), or a common one (null). */
export async function novoMedicamento(tx: Tx, nome: string, listaControleId: number | null) {
  const n = `${nome} ${sufixo()}`.toUpperCase();
  const { rows } = await tx.execute(sql`
    insert into material (nome, unidade_fornecimento_id, grupo_id, medicamento, lista_controle_id)
    values (${n}, 1, (select id from grupo order by id limit 1), true, ${listaControleId}) returning id`);
  return { id: Number(rows[0].id), nome: n };
}

/**
 * A dispensing as the dispensing screen writes it (decision 0016): the dispensing, its retained prescription, the
 * item and, per lot, the row with its stock movement (documento 'farmacia_dispensacao').
 */
export async function novaDispensacao(
  tx: Tx,
  f: { centroCustoId: number },
  d: { pacienteId: number; data: string; materialId: number; numero: string; prescritor: string; conselho: string },
) {
  const { rows } = await tx.execute(sql`
    insert into farmacia_dispensacao (centro_custo_id, paciente_id, data, usuario_id)
    values (${f.centroCustoId}, ${d.pacienteId}, ${d.data}, (select id from usuario where login = 'farmacia')) returning id`);
  const dispensacaoId = Number(rows[0].id);
  const { rows: r } = await tx.execute(sql`
    insert into farmacia_dispensacao_receita (dispensacao_id, origem, tipo, numero_notificacao, prescritor_nome, prescritor_conselho, data_emissao, retida)
    values (${dispensacaoId}, 'externa', 3, ${d.numero}, ${d.prescritor}, ${d.conselho}, ${d.data}, true) returning id`);
  return { dispensacaoId, receitaId: Number(r[0].id) };
}

export async function novoPaciente(tx: Tx) {
  const nome = `PACIENTE LIVRO ${sufixo()}`.toUpperCase();
  const { rows } = await tx.execute(sql`insert into cidadao (nome, data_nascimento) values (${nome}, '1970-01-01') returning id`);
  return { id: Number(rows[0].id), nome };
}
