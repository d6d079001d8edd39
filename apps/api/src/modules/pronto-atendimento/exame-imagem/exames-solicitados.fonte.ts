import { fusoHorario, StatusExameImagem } from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { type AndamentoExameSolicitado, type FonteExamesSolicitados, lerExamesDaFonte } from '../../../lib/clinico/exames-solicitados.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { MODULO_PA } from '../constantes.js';

/** TipoExame of the registry: the emergency care requests imaging only. */
const TIPO_IMAGEM = 2;

/**
 * The FAA's imaging requests (exame_imagem) as the imaging service reads them (issue 22): one row per exam. A PA row
 * names a SIGTAP procedure; its registry exam is the imaging exam (tipo 2) with that procedure, or none.
 */
const consulta = (onde: SQL) => sql`
  select x.id, a.paciente_id,
         (select e.id from exame e where e.tipo = ${TIPO_IMAGEM} and e.procedimento_codigo = x.procedimento_codigo order by e.id limit 1) as exame_id,
         x.procedimento_codigo, x.solicitado_em as criado_em, x.solicitado_por as usuario_id, i.unidade_id,
         x.atendimento_id, x.status = ${StatusExameImagem.SOLICITADO} as pendente
    from exame_imagem x join atendimento a on a.id = x.atendimento_id left join infraestrutura i on i.id = a.infraestrutura_id
   where ${onde}`;

const ler = (tx: Tx, onde: SQL, filtro?: Parameters<typeof lerExamesDaFonte>[3]) =>
  lerExamesDaFonte(tx, MODULO_PA, consulta(onde), filtro, { tipoSemExame: TIPO_IMAGEM });

/** The emergency care's source: its imaging requests, and what the imaging service did with them. */
export const fonteExamesProntoAtendimento: FonteExamesSolicitados = {
  origem: MODULO_PA,
  listar: (tx, pacienteId, filtro) => ler(tx, sql`a.paciente_id = ${pacienteId}`, filtro),
  obter: async (tx, id) => (await ler(tx, sql`x.id = ${id}`))[0] ?? null,
  pendentes: (tx, filtro) =>
    ler(
      tx,
      sql`x.status = ${StatusExameImagem.SOLICITADO} and (x.solicitado_em at time zone ${fusoHorario()})::date <= ${filtro.ate}::date`,
      filtro,
    ),
  registrarAndamento: (tx, id, evento) => registrarAndamento(tx, id, evento),
};

/**
 * The imaging service performed the exam (the PA row becomes realizado, by whom and when) or wrote its report (the
 * PA row gets the text and becomes laudado; a later version of the report replaces the text). Conditional on the
 * status, so an event out of order changes nothing it should not.
 */
async function registrarAndamento(tx: Tx, id: number, evento: AndamentoExameSolicitado) {
  if (evento.tipo === 'realizado') {
    await tx.execute(sql`
      update exame_imagem set status = ${StatusExameImagem.REALIZADO}, realizado_em = ${evento.em}, realizado_por = ${evento.por}
       where id = ${id} and status = ${StatusExameImagem.SOLICITADO}`);
    return;
  }
  await tx.execute(sql`
    update exame_imagem set status = ${StatusExameImagem.LAUDADO}, laudo = ${evento.texto}, laudado_em = ${evento.em}, laudado_por = ${evento.por}
     where id = ${id} and status in (${StatusExameImagem.REALIZADO}, ${StatusExameImagem.LAUDADO})`);
}

export const MENSAGEM_RECEBIDO_SERVICO_IMAGEM = 'Exame recebido pelo serviço de imagem: o laudo é feito lá.';

/** Refuses (422) the PA's own execution, report or cancellation of a request the imaging service already received. */
export async function garantirNaoRecebidoPeloServicoDeImagem(tx: Tx, id: number) {
  const { rows } = await tx.execute(sql`
    select 1 from img_exame where solicitacao_origem = ${MODULO_PA} and solicitacao_id = ${id} and situacao <> 5 limit 1`);
  if (rows.length) throw unprocessable({ status: [MENSAGEM_RECEBIDO_SERVICO_IMAGEM] }, MENSAGEM_RECEBIDO_SERVICO_IMAGEM);
}
