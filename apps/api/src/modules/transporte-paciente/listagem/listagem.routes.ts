import { listagemFiltroSchema, listagemSchema, SITUACAO_VIAGEM as SV, TP, URL_VIAGEM, w } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { carregarCabecalho } from '../../../lib/print/cabecalho.js';
import { gerarPdf } from '../../../lib/print/pdf.js';
import { lerNomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { detalheViagem, listarViagens } from '../viagem/viagem.service.js';
import { documentoManifesto } from './manifesto.impressao.js';

const tags = ['transporte-paciente/listagem'];
const idParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * transporte-paciente/listagem (issue 23): the day's trips filtered by vehicle, destination city, district (of a
 * passenger's boarding point) and driver; the driver's passenger manifest (PDF).
 */
export function listagemRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { permission: TP.listagem };
  r.get(
    `${URL_VIAGEM.listagem}/list`,
    { schema: { tags, querystring: listagemFiltroSchema, response: { 200: listagemSchema } }, config },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
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
        return { data: await listarViagens(tx, sql.join(filtros, sql` and `)) };
      }),
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
