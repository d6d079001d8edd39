import {
  bairrosDoDiaSchema,
  diaOpcionalSchema,
  hojeIso,
  jornadaDoDiaFiltroSchema,
  jornadasDoDiaSchema,
  listagemFiltroSchema,
  listagemIndexSchema,
  listagemSchema,
  opcoesDoDiaSchema,
  SITUACAO_VIAGEM as SV,
  TP,
  URL_VIAGEM,
  viagensPaginadasFiltroSchema,
  viagensPaginadasSchema,
  w,
} from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { carregarCabecalho } from '../../../lib/print/cabecalho.js';
import { gerarPdf } from '../../../lib/print/pdf.js';
import { lerNomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { bairrosDasViagens, jornadasDoDia, opcoesDasViagens, paginarViagens } from '../viagem/viagem.consultas.js';
import { detalheViagem, listarViagens } from '../viagem/viagem.service.js';
import { documentoManifesto } from './manifesto.impressao.js';

const tags = ['transporte-paciente/listagem'];
const idParams = z.object({ id: z.coerce.number().int().positive() });

type FiltroListagem = z.output<typeof listagemFiltroSchema>;

/** The day's trips under the listagem filter (vehicle, destination city, district of a boarding point, driver, situation). */
function listarFiltradas(tx: Tx, q: FiltroListagem) {
  const filtros = [
    sql`v.data = ${q.data}`,
    q.situacao ? sql`v.situacao = ${q.situacao}` : sql`v.situacao <> ${SV.cancelada}`,
    q.veiculoId ? sql`v.veiculo_id = ${q.veiculoId}` : undefined,
    q.condutorId ? sql`v.condutor_id = ${q.condutorId}` : undefined,
    q.municipioId ? sql`d.municipio_id = ${q.municipioId}` : undefined,
    q.bairro?.trim()
      ? sql`exists (select 1 from tp_agendamento a join tp_ponto pt on pt.id = a.ponto_id
        where a.viagem_id = v.id and ${textSearch(q.bairro.trim(), sql`pt.bairro`) ?? sql`true`})`
      : undefined,
  ].filter((x) => x !== undefined);
  return listarViagens(tx, sql.join(filtros, sql` and `));
}

/** The trips of a day the filter options are drawn from (not cancelled). */
const doDia = (data: string): SQL => sql`v.data = ${data} and v.situacao <> ${SV.cancelada}`;

/**
 * transporte-paciente/listagem (issue 23): the day's trips filtered by vehicle, destination city, district (of a
 * passenger's boarding point) and driver — the form's options (index and one lookup per field, drawn from the day's
 * trips), the filtered list (GET list, or POST with the filter as body: the screen's "Filtrar"), the search of any
 * trip by number, destination, plate or driver (paged) and the driver's passenger manifest (PDF).
 */
export function listagemRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { permission: TP.listagem };
  const veiculos = (tx: Tx, data: string) => opcoesDasViagens(tx, doDia(data), sql`ve.id`, sql`ve.placa || ' — ' || ve.descricao`);
  const municipios = (tx: Tx, data: string) => opcoesDasViagens(tx, doDia(data), sql`m.id`, sql`m.nome`);
  const motoristas = (tx: Tx, data: string) => opcoesDasViagens(tx, doDia(data), sql`c.id`, sql`c.nome`);
  r.get(
    `${URL_VIAGEM.listagem}/index`,
    { schema: { tags, querystring: diaOpcionalSchema, response: { 200: listagemIndexSchema } }, config },
    (req) =>
      req.tx(async (tx) => {
        const data = req.query.data ?? hojeIso();
        const { rows } = await tx.execute(sql`select distinct v.data::text as d from tp_viagem v
          where v.situacao <> ${SV.cancelada} and v.data between ${hojeIso()}::date - 30 and ${hojeIso()}::date + 60 order by 1`);
        return {
          data: {
            data,
            datas: rows.map((x) => String(x.d)),
            veiculos: await veiculos(tx, data),
            municipios: await municipios(tx, data),
            bairros: await bairrosDasViagens(tx, doDia(data)),
            motoristas: await motoristas(tx, data),
            jornadas: await jornadasDoDia(tx, data),
          },
        };
      }),
  );
  r.get(
    `${URL_VIAGEM.listagem}/list`,
    { schema: { tags, querystring: listagemFiltroSchema, response: { 200: listagemSchema } }, config },
    (req) => req.tx(async (tx) => ({ data: await listarFiltradas(tx, req.query) })),
  );
  r.post(URL_VIAGEM.listagem, { schema: { tags, body: listagemFiltroSchema, response: { 200: listagemSchema } }, config }, (req) =>
    req.tx(async (tx) => ({ data: await listarFiltradas(tx, req.body) })),
  );
  const opcoes = (caminho: string, ler: (tx: Tx, data: string) => Promise<{ id: number; nome: string }[]>) =>
    r.get(
      `${URL_VIAGEM.listagem}/${caminho}`,
      { schema: { tags, querystring: diaOpcionalSchema, response: { 200: opcoesDoDiaSchema } }, config },
      (req) => req.tx(async (tx) => ({ data: await ler(tx, req.query.data ?? hojeIso()) })),
    );
  opcoes('veiculo', veiculos);
  opcoes('municipio', municipios);
  opcoes('motorista', motoristas);
  r.get(
    `${URL_VIAGEM.listagem}/bairro`,
    { schema: { tags, querystring: diaOpcionalSchema, response: { 200: bairrosDoDiaSchema } }, config },
    (req) => req.tx(async (tx) => ({ data: await bairrosDasViagens(tx, doDia(req.query.data ?? hojeIso())) })),
  );
  r.get(
    `${URL_VIAGEM.listagem}/jornada`,
    { schema: { tags, querystring: jornadaDoDiaFiltroSchema, response: { 200: jornadasDoDiaSchema } }, config },
    (req) => req.tx(async (tx) => ({ data: await jornadasDoDia(tx, req.query.data, req.query.destinoId) })),
  );
  r.get(
    `${URL_VIAGEM.listagem}/search`,
    { schema: { tags, querystring: viagensPaginadasFiltroSchema, response: { 200: viagensPaginadasSchema } }, config },
    (req) => req.tx((tx) => paginarViagens(tx, sql`v.situacao <> ${SV.cancelada}`, req.query, [sql`v.data desc`, sql`v.horario_saida`])),
  );
  r.get(
    `${URL_VIAGEM.listagem}/manifesto/:id`,
    { schema: { tags, params: idParams, response: { 200: w.arquivo } }, config },
    async (req, reply) => {
      const { def, nome } = await req.tx(async (tx) => {
        const v = await detalheViagem(tx, req.params.id);
        return {
          nome: `manifesto-viagem-${v.numero}.pdf`,
          def: documentoManifesto(v, {
            cabecalho: await carregarCabecalho(tx, req.cliente.id),
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
    },
  );
}
