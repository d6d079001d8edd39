import { MENSAGENS_ESTOQUE_VACINA, SetorTipo, TIPO_SALA_VACINACAO } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { forbidden, unprocessable } from '../../../lib/http-errors.js';

/** A room or the cold store as the stock screens use it. */
export interface SalaDaTela {
  salaId: number;
  centroCustoId: number;
  nome: string;
  unidade: string;
  tipo: number;
  bloqueado: boolean;
}

const selecionarSala = sql`
  select s.id as sala_id, s.centro_custo_id, cc.nome, u.nome_fantasia as unidade, s.tipo, s.bloqueado
    from sala_vacinacao s join centro_custo cc on cc.id = s.centro_custo_id
    join infraestrutura i on i.id = cc.infraestrutura_id join unidade u on u.id = i.unidade_id`;

const paraSala = (r: Record<string, unknown>): SalaDaTela => ({
  salaId: Number(r.sala_id),
  centroCustoId: Number(r.centro_custo_id),
  nome: String(r.nome),
  unidade: String(r.unidade),
  tipo: Number(r.tipo),
  bloqueado: Boolean(r.bloqueado),
});

/** The room of a cost centre, or null when it is not a room nor the cold store. */
export async function salaDoCentro(tx: Tx, centroCustoId: number): Promise<SalaDaTela | null> {
  const { rows } = await tx.execute(sql`${selecionarSala} where s.centro_custo_id = ${centroCustoId}`);
  return rows[0] ? paraSala(rows[0]) : null;
}

/** A room by its id (the tenant's policies hide other municipalities'), or null. */
export async function salaPorId(tx: Tx, salaId: number): Promise<SalaDaTela | null> {
  const { rows } = await tx.execute(sql`${selecionarSala} where s.id = ${salaId}`);
  return rows[0] ? paraSala(rows[0]) : null;
}

/** Every room and the cold store of the municipality, by name. */
export async function salasDoMunicipio(tx: Tx): Promise<SalaDaTela[]> {
  const { rows } = await tx.execute(sql`${selecionarSala} order by s.tipo desc, cc.nome`);
  return rows.map(paraSala);
}

/**
 * The stock screens work on the session's cost centre (like the warehouse's): it must be a vaccination room or the
 * cold store — anything else is refused with what to do (403). `escrita`: a blocked room takes no movement.
 */
export async function salaDaSessao(tx: Tx, centroCustoId: number, opts: { escrita?: boolean } = {}): Promise<SalaDaTela> {
  const sala = await salaDoCentro(tx, centroCustoId);
  if (!sala) {
    const { rows } = await tx.execute(sql`select nome from centro_custo where id = ${centroCustoId}`);
    throw forbidden(MENSAGENS_ESTOQUE_VACINA.naoESala(String(rows[0]?.nome ?? '')));
  }
  if (opts.escrita && sala.bloqueado) throw forbidden(MENSAGENS_ESTOQUE_VACINA.salaBloqueada(sala.nome));
  return sala;
}

/** The municipality's sector of the room's kind, created when it has none (a room is a cost centre of it). */
async function setorDoTipo(tx: Tx, tipo: number): Promise<number> {
  const setorTipo = tipo === TIPO_SALA_VACINACAO.redeFrio ? SetorTipo.REDE_FRIO : SetorTipo.VACINACAO;
  const { rows } = await tx.execute(sql`select id from setor where setor_tipo_id = ${setorTipo} order by bloqueado, id limit 1`);
  if (rows[0]) return Number(rows[0].id);
  const nome = tipo === TIPO_SALA_VACINACAO.redeFrio ? 'Rede de frio' : 'Sala de vacinação';
  for (const n of [nome, `${nome} (imunização)`]) {
    const { rows: novo } = await tx.execute(sql`
      insert into setor (nome, setor_tipo_id) values (${n}, ${setorTipo}) on conflict do nothing returning id`);
    if (novo[0]) return Number(novo[0].id);
  }
  throw unprocessable({ tipo: ['Não foi possível criar o setor da sala de vacinação.'] });
}

/** The location and the responsible nurse must be of this municipality (a foreign key alone does not check that). */
export async function validarSala(tx: Tx, input: { infraestruturaId: number; responsavelId?: number | null }) {
  const { rows } = await tx.execute(sql`select bloqueado from infraestrutura where id = ${input.infraestruturaId}`);
  if (!rows[0]) throw unprocessable({ infraestrutura_id: ['Local da unidade não encontrado.'] });
  if (input.responsavelId) {
    const { rows: u } = await tx.execute(sql`select 1 from usuario where id = ${input.responsavelId}`);
    if (!u[0]) throw unprocessable({ responsavel_id: ['Responsável não encontrado.'] });
  }
}

/** Creates the cost centre of a new room at the chosen location; returns its id. */
export async function criarCentroDaSala(tx: Tx, input: { infraestruturaId: number; nome: string; tipo: number }): Promise<number> {
  const setorId = await setorDoTipo(tx, input.tipo);
  const { rows } = await tx.execute(sql`
    insert into centro_custo (infraestrutura_id, setor_id, nome) values (${input.infraestruturaId}, ${setorId}, ${input.nome})
    returning id`);
  return Number(rows[0].id);
}
