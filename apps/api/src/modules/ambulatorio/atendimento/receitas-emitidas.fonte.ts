import { formularioDaReceitaAmbulatorio } from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type FonteReceitas, lerReceitasDaFonte } from '../../../lib/clinico/receitas-emitidas.js';
import { inicioDoDia } from '../../../lib/sql/tempo.js';
import { MODULO_AMBULATORIO } from '../constantes.js';

/** The outpatient attendance's take-home prescriptions (ambulatorio_receita/_item); the non-standard kinds by their form. */
const consulta = (onde: SQL) => ({
  cabecalhos: sql`
    select r.id, a.paciente_id, r.tipo, r.numero_notificacao, r.criada_em, r.usuario_id, un.nome_fantasia as unidade
      from ambulatorio_receita r join ambulatorio_atendimento a on a.id = r.ambulatorio_atendimento_id
      join unidade un on un.id = a.unidade_id
     where ${onde}`,
  itens: (ids: number[]) =>
    sql`select receita_id, id, medicamento_id, descricao, quantidade, posologia, uso_continuo from ambulatorio_receita_item
         where receita_id in (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )})`,
  formulario: formularioDaReceitaAmbulatorio,
});

/** The outpatient clinic's source for whoever dispenses prescriptions (the pharmacy, decision 0016). */
export const fonteReceitasAmbulatorio: FonteReceitas = {
  origem: MODULO_AMBULATORIO,
  listar: (tx, pacienteId, desde) =>
    lerReceitasDaFonte(tx, MODULO_AMBULATORIO, consulta(sql`a.paciente_id = ${pacienteId} and r.criada_em >= ${inicioDoDia(desde)}`)),
  obter: async (tx, id) => (await lerReceitasDaFonte(tx, MODULO_AMBULATORIO, consulta(sql`r.id = ${id}`)))[0] ?? null,
};
