import { type SQL, sql } from 'drizzle-orm';
import { type FonteReceitas, lerReceitasDaFonte } from '../../../lib/clinico/receitas-emitidas.js';
import { inicioDoDia } from '../../../lib/sql/tempo.js';
import { StatusAtendimento } from '../atendimento/atendimento.table.js';

const ORIGEM = 'pronto-atendimento';

/** The FAA's take-home prescriptions (tables receita/receita_item), a cancelled FAA's left out. */
const consulta = (onde: SQL) => ({
  cabecalhos: sql`
    select r.id, a.paciente_id, r.tipo, r.numero_notificacao, r.criada_em, r.usuario_id, un.nome_fantasia as unidade
      from receita r join atendimento a on a.id = r.atendimento_id
      join infraestrutura i on i.id = a.infraestrutura_id join unidade un on un.id = i.unidade_id
     where a.status <> ${StatusAtendimento.CANCELADO} and ${onde}`,
  itens: (ids: number[]) =>
    sql`select receita_id, id, medicamento_id, descricao, quantidade, posologia, uso_continuo from receita_item
         where receita_id in (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )})`,
});

/** Emergency care's source for whoever dispenses prescriptions (the pharmacy, decision 0016). */
export const fonteReceitasProntoAtendimento: FonteReceitas = {
  origem: ORIGEM,
  listar: (tx, pacienteId, desde) =>
    lerReceitasDaFonte(tx, ORIGEM, consulta(sql`a.paciente_id = ${pacienteId} and r.criada_em >= ${inicioDoDia(desde)}`)),
  obter: async (tx, id) => (await lerReceitasDaFonte(tx, ORIGEM, consulta(sql`r.id = ${id}`)))[0] ?? null,
};
