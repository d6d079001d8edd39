import {
  AUTOCOMPLETE,
  alteracaoFinalizadoGravadaSchema,
  alteracaoFinalizadoSchema,
  autocompleteRelatorioSchema,
  buscaExameFinalizadoSchema,
  examesFinalizadosSchema,
  fechamentoImagemFiltroSchema,
  fechamentoImagemFormSchema,
  fechamentoImagemGravadoSchema,
  fechamentoImagemPreviewSchema,
  IMG,
  opcaoProcedimentoImagemSchema,
  SUBGRUPOS_SIGTAP_IMAGEM,
  URL_FECHAMENTO_IMAGEM as URL,
  w,
} from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { notFound } from '../../../lib/http-errors.js';
import { carregarCabecalho } from '../../../lib/print/cabecalho.js';
import { gerarPdf } from '../../../lib/print/pdf.js';
import { lerNomeDoUsuario, nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { porNome } from '../../../lib/sql/texto.js';
import { unidadeDaLotacao } from '../../agenda/index.js';
import { alterarExameFinalizado, buscarExamesFinalizados } from './alteracao.service.js';
import { documentoFechamento } from './fechamento.impressao.js';
import { fecharCompetencia, listarFechamentos, previaFechamento } from './fechamento.service.js';

const tags = ['exame-imagem/fechamento'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const busca = z.object({
  search: z
    .object({ value: z.string().max(100).default('') })
    .partial()
    .optional(),
});

/**
 * exame-imagem/fechamento/create and alteracao-exame-finalizado/create (spec 000 §2.3, issue 22): the preview and
 * closing of a competence with the closed list and its PDF; the search and change of a closed exam with its pickers.
 */
export function fechamentoImagemRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const fechar = { permission: IMG.fechamento };
  const alterar = { permission: IMG.alterarFinalizado };

  r.get(`${URL.base}/create`, { schema: { tags, response: { 200: fechamentoImagemFormSchema } }, config: fechar }, (req) =>
    req.tx(async (tx) => {
      const daSessao = req.auth.lotacaoId ? await unidadeDaLotacao(tx, req.auth.lotacaoId) : null;
      // the performing units: those with an imaging equipment or exam
      const { rows } = await tx.execute(sql`select u.id, u.nome_fantasia as nome from unidade u
        where exists (select 1 from img_equipamento q where q.unidade_id = u.id) or exists (select 1 from img_exame e where e.unidade_id = u.id)
        order by ${porNome(sql`u.nome_fantasia`)}`);
      const unidades = rows.map((u) => ({ id: Number(u.id), nome: String(u.nome) }));
      return {
        data: {
          unidades,
          unidadePadrao: unidades.find((u) => u.id === daSessao)?.id ?? unidades[0]?.id ?? null,
          fechamentos: await listarFechamentos(tx),
        },
      };
    }),
  );
  r.get(
    `${URL.base}/previa`,
    { schema: { tags, querystring: fechamentoImagemFiltroSchema, response: { 200: fechamentoImagemPreviewSchema } }, config: fechar },
    (req) => req.tx(async (tx) => ({ data: await previaFechamento(tx, req.query.unidadeId, req.query.competencia) })),
  );
  r.post(
    URL.base,
    { schema: { tags, body: fechamentoImagemFiltroSchema, response: { 200: fechamentoImagemGravadoSchema } }, config: fechar },
    (req) => req.tx(async (tx) => ({ data: await fecharCompetencia(tx, req.body.unidadeId, req.body.competencia, req.auth.usuarioId) })),
  );
  r.get(`${URL.base}/:id/pdf`, { schema: { tags, params: idParams, response: { 200: w.arquivo } }, config: fechar }, async (req, reply) => {
    const { def, nome } = await req.tx(async (tx) => {
      const [f] = await listarFechamentos(tx, sql`f.id = ${req.params.id}`);
      if (!f) throw notFound('Fechamento não encontrado.');
      const previa = await previaFechamento(tx, f.unidadeId, f.competencia);
      return {
        nome: `fechamento-imagem-${f.competencia}.pdf`,
        def: documentoFechamento(f, previa.linhas, {
          cabecalho: await carregarCabecalho(tx, req.cliente.id, { unidadeId: f.unidadeId }),
          usuario: await lerNomeDoUsuario(tx, req.auth.usuarioId),
        }),
      };
    });
    const pdf = await gerarPdf(def);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${nome}"`)
      .header('cache-control', 'no-store')
      .send(pdf as never);
  });

  r.get(
    URL.alteracao,
    { schema: { tags, querystring: buscaExameFinalizadoSchema, response: { 200: examesFinalizadosSchema } }, config: alterar },
    (req) => req.tx(async (tx) => ({ data: await buscarExamesFinalizados(tx, req.query) })),
  );
  r.put(
    `${URL.alteracao}/:id`,
    {
      schema: { tags, params: idParams, body: alteracaoFinalizadoSchema, response: { 200: alteracaoFinalizadoGravadaSchema } },
      config: alterar,
    },
    (req) => req.tx(async (tx) => ({ data: await alterarExameFinalizado(tx, req.params.id, req.body, req.auth.usuarioId) })),
  );

  const onde = (termo: string, ...cols: SQL[]) => textSearch(termo, ...cols) ?? sql`true`;
  const limite = AUTOCOMPLETE.resultados;
  const subgrupos = sql.join(
    SUBGRUPOS_SIGTAP_IMAGEM.map((s) => sql`p.codigo like ${`${s}%`}`),
    sql` or `,
  );
  r.get(
    URL.procedimento,
    { schema: { tags, querystring: busca, response: { 200: opcaoProcedimentoImagemSchema } }, config: alterar },
    (req) =>
      req.tx(async (tx) => {
        const termo = req.query.search?.value?.trim() ?? '';
        const digitos = termo.replace(/\D/g, '');
        const filtro = /^\d{4,10}$/.test(digitos) ? sql`p.codigo like ${`${digitos}%`}` : onde(termo, sql`p.nome`);
        const { rows } = await tx.execute(sql`select p.codigo, p.nome, p.valor_sa::float8 as valor from procedimento_sigtap p
          where (${subgrupos}) and ${filtro} order by p.codigo limit ${limite}`);
        return {
          data: rows.map((p) => ({
            codigo: String(p.codigo),
            nome: String(p.nome),
            valor: Number(p.valor),
            label: `${p.codigo} — ${p.nome}`,
          })),
        };
      }),
  );
  const opcoes = (url: string, consulta: (termo: string) => SQL) =>
    r.get(url, { schema: { tags, querystring: busca, response: { 200: autocompleteRelatorioSchema } }, config: alterar }, (req) =>
      req.tx(async (tx) => {
        const { rows } = await tx.execute(consulta(req.query.search?.value?.trim() ?? ''));
        return { data: rows.map((x) => ({ id: Number(x.id), label: String(x.label) })) };
      }),
    );
  opcoes(
    URL.profissional,
    (termo) => sql`select x.id, x.label from (select us.id, ${nomeDoUsuario(sql`us.id`)} as label from usuario us) x
      where x.label is not null and ${onde(termo, sql`x.label`)} order by ${porNome(sql`x.label`)} limit ${limite}`,
  );
  // only patients with a closed exam: this permission is no licence to browse the registry
  opcoes(URL.paciente, (termo) => {
    const digitos = termo.replace(/\D/g, '');
    const filtro = /^\d{11,15}$/.test(digitos) ? sql`(c.cns = ${digitos} or c.cpf = ${digitos})` : onde(termo, sql`c.nome`);
    return sql`select c.id, c.nome || coalesce(' — CNS ' || c.cns, '') as label from cidadao c
      where ${filtro} and exists (select 1 from img_exame e where e.paciente_id = c.id and e.fechamento_id is not null)
      order by ${porNome(sql`c.nome`)} limit ${limite}`;
  });
  opcoes(
    URL.unidade,
    (termo) => sql`select u.id, u.nome_fantasia as label from unidade u where ${onde(termo, sql`u.nome_fantasia`)}
      order by ${porNome(sql`u.nome_fantasia`)} limit ${limite}`,
  );
}
