import {
  AMB,
  fechamentoConsultaListaSchema,
  fechamentoConsultaQuerySchema,
  fechamentoConsultaRespostaSchema,
  fechamentoConsultaSchema,
  formatarProcedimentoSigtap,
  hojeIso,
  MENSAGENS_CONSULTA as M,
  PROCEDIMENTOS_CONSULTA,
  STATUS_ATENDIMENTO_CONSULTA_NOME,
  StatusAtendimentoConsulta,
} from '@saude/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { cidadao } from '../../../db/schema/index.js';
import { runDatatable, textSearch } from '../../../lib/datatable/datatable.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { noPeriodo } from '../../../lib/sql/tempo.js';
import { porNome } from '../../../lib/sql/texto.js';
import { ambulatorioAtendimento } from '../atendimento/atendimento.table.js';
import { localDaSessao } from '../recepcao/recepcao.service.js';

const tags = ['ambulatorio/fechamento-consulta'];
const base = '/api/ambulatorio/fechamento-consulta';

/** Is a procedure allowed for a CBO by SIGTAP (rl_procedimento_ocupacao)? A procedure with no CBO rows is free. */
const compativel = (
  codigo: string | SQL,
  cbo: unknown,
) => sql`(not exists (select 1 from procedimento_ocupacao po where po.procedimento_codigo = ${codigo})
  or exists (select 1 from procedimento_ocupacao po where po.procedimento_codigo = ${codigo} and po.ocupacao_codigo = ${cbo}))`;
type SQL = ReturnType<typeof sql>;

/** The consultation procedure the professional's CBO bills (spec: 03.01.01.007-2 for doctors, 03.01.01.004-8 for others). */
const sugerido = sql<string | null>`case
  when ${compativel(PROCEDIMENTOS_CONSULTA.MEDICA_ESPECIALIZADA, ambulatorioAtendimento.ocupacaoCodigo)} and ${ambulatorioAtendimento.ocupacaoCodigo} like '225%'
    then ${PROCEDIMENTOS_CONSULTA.MEDICA_ESPECIALIZADA}
  when ${compativel(PROCEDIMENTOS_CONSULTA.NIVEL_SUPERIOR_ESPECIALIZADA, ambulatorioAtendimento.ocupacaoCodigo)}
    then ${PROCEDIMENTOS_CONSULTA.NIVEL_SUPERIOR_ESPECIALIZADA} end`;

/**
 * fechamento-consulta (issue 17): the day's finished attendances of the session's unit, each closed with the SIGTAP
 * procedure that will be billed (the consultation compatible with the professional's CBO by default). A closed
 * consultation is read-only: only alteracao-consultas-finalizadas reopens it.
 */
export function fechamentoConsultaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/datatable`,
    {
      schema: { tags, querystring: fechamentoConsultaQuerySchema, response: { 200: fechamentoConsultaListaSchema } },
      config: { permission: AMB.fechamentoConsulta },
    },
    (req) =>
      req.tx(async (tx) => {
        const local = await localDaSessao(tx, req.auth.centroCustoId);
        const dia = req.query.data ?? hojeIso();
        const situacao = req.query.situacao;
        const filtro = and(
          eq(ambulatorioAtendimento.unidadeId, local.unidadeId),
          noPeriodo(ambulatorioAtendimento.finalizadoEm, dia, dia),
          situacao ? eq(ambulatorioAtendimento.status, situacao) : inArray(ambulatorioAtendimento.status, [1, 2]),
        );
        const de = <T extends ReturnType<typeof tx.select>>(s: T) =>
          s.from(ambulatorioAtendimento).innerJoin(cidadao, eq(cidadao.id, ambulatorioAtendimento.pacienteId));
        const res = await runDatatable(
          req.query,
          {
            filter: filtro,
            sortable: { finalizadoEm: ambulatorioAtendimento.finalizadoEm, paciente: porNome(cidadao.nome) },
            search: (t) => textSearch(t, cidadao.nome, cidadao.nomeSocial),
            defaultOrder: [desc(ambulatorioAtendimento.finalizadoEm)],
            tieBreaker: ambulatorioAtendimento.id,
          },
          {
            rows: (where) =>
              de(
                tx.select({
                  id: ambulatorioAtendimento.id,
                  finalizadoEm: ambulatorioAtendimento.finalizadoEm,
                  paciente: cidadao.nome,
                  nomeSocial: cidadao.nomeSocial,
                  profissional: sql<string>`coalesce(${nomeDoUsuario(ambulatorioAtendimento.usuarioId)}, '')`,
                  ocupacaoCodigo: ambulatorioAtendimento.ocupacaoCodigo,
                  especialidade: sql<
                    string | null
                  >`(select e.nome from especialidade e where e.id = ${ambulatorioAtendimento.especialidadeId})`,
                  status: ambulatorioAtendimento.status,
                  procedimentoCodigo: ambulatorioAtendimento.procedimentoCodigo,
                  procedimentoNome: sql<
                    string | null
                  >`(select p.nome from procedimento_sigtap p where p.codigo = ${ambulatorioAtendimento.procedimentoCodigo})`,
                  sugerido,
                }),
              )
                .where(where ?? filtro)
                .$dynamic(),
            count: (where) =>
              de(tx.select({ total: sql<number>`count(*)::int` }))
                .where(where ?? filtro)
                .$dynamic(),
          },
        );
        // `de` takes any select, so the rows' type is lost on the way: the response schema checks them
        const linhas = res.data as unknown as (Record<string, unknown> & { status: number; sugerido: string | null })[];
        const codigos = [...new Set(linhas.map((l) => l.sugerido).filter((c): c is string => !!c))];
        const nomes = new Map<string, string>();
        if (codigos.length) {
          const { rows } = await tx.execute(
            sql`select codigo, nome from procedimento_sigtap where codigo in (${sql.join(
              codigos.map((c) => sql`${c}`),
              sql`, `,
            )})`,
          );
          for (const x of rows as { codigo: string; nome: string }[]) nomes.set(x.codigo, x.nome);
        }
        return {
          ...res,
          data: linhas.map((l) => ({
            ...l,
            statusNome: STATUS_ATENDIMENTO_CONSULTA_NOME[l.status] ?? '',
            sugerido: l.sugerido ? { codigo: l.sugerido, nome: nomes.get(l.sugerido) ?? '' } : null,
          })),
        } as unknown as z.output<typeof fechamentoConsultaListaSchema>;
      }),
  );

  r.put(
    base,
    {
      schema: { tags, body: fechamentoConsultaSchema, response: { 200: fechamentoConsultaRespostaSchema } },
      config: { permission: AMB.fechamentoConsulta },
    },
    (req) =>
      req.tx(async (tx) => {
        const local = await localDaSessao(tx, req.auth.centroCustoId);
        const ids = req.body.itens.map((i) => i.atendimentoId);
        const atuais = new Map(
          (
            await tx
              .select({ id: ambulatorioAtendimento.id, status: ambulatorioAtendimento.status, cbo: ambulatorioAtendimento.ocupacaoCodigo })
              .from(ambulatorioAtendimento)
              .where(and(inArray(ambulatorioAtendimento.id, ids), eq(ambulatorioAtendimento.unidadeId, local.unidadeId)))
              .for('update')
          ).map((a) => [a.id, a]),
        );
        const erros: Record<string, string[]> = {};
        for (const [i, item] of req.body.itens.entries()) {
          const a = atuais.get(item.atendimentoId);
          if (!a) erros[`itens.${i}.atendimento_id`] = [M.naoEncontrado];
          else if (a.status === StatusAtendimentoConsulta.FECHADO) erros[`itens.${i}.atendimento_id`] = [M.jaFechada];
          else if (a.status !== StatusAtendimentoConsulta.FINALIZADO) erros[`itens.${i}.atendimento_id`] = [M.naoFechavel];
          else {
            const { rows } =
              await tx.execute(sql`select exists (select 1 from procedimento_sigtap where codigo = ${item.procedimentoCodigo}) as existe,
              ${compativel(item.procedimentoCodigo, a.cbo)} as ok`);
            const x = rows[0] as { existe: boolean; ok: boolean };
            if (!x.existe) erros[`itens.${i}.procedimento_codigo`] = [M.procedimentoInexistente];
            else if (a.cbo && !x.ok)
              erros[`itens.${i}.procedimento_codigo`] = [
                M.procedimentoIncompativel(formatarProcedimentoSigtap(item.procedimentoCodigo), a.cbo),
              ];
          }
        }
        if (Object.keys(erros).length) throw unprocessable(erros);
        let fechadas = 0;
        for (const item of req.body.itens) {
          // conditional: a consultation closed (or reopened) meanwhile by someone else is not closed twice
          const feito = await tx
            .update(ambulatorioAtendimento)
            .set({
              status: StatusAtendimentoConsulta.FECHADO,
              procedimentoCodigo: item.procedimentoCodigo,
              fechadoEm: new Date(),
              fechadoPor: req.auth.usuarioId,
              updatedAt: new Date(),
            })
            .where(
              and(
                eq(ambulatorioAtendimento.id, item.atendimentoId),
                eq(ambulatorioAtendimento.status, StatusAtendimentoConsulta.FINALIZADO),
              ),
            )
            .returning({ id: ambulatorioAtendimento.id });
          fechadas += feito.length;
        }
        return { fechadas, message: M.fechadas(fechadas) };
      }),
  );
}
