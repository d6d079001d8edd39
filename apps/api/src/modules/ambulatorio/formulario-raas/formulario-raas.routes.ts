import {
  AMB,
  competenciaRaas,
  datatableRequestSchema,
  GRUPO_PROCEDIMENTO_RAAS,
  MENSAGENS_RAAS,
  RACA_COR_LEDI_PARA_SIA,
  raasDatatableSchema,
  raasFormSchema,
  raasPacienteSchema,
  raasRespostaSchema,
  raasSalvaSchema,
  raasSchema,
  requestedOrder,
  toCamel,
} from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { auditoria } from '../../../db/schema/index.js';
import { notFound } from '../../../lib/http-errors.js';
import { unidadeDaLotacao } from '../../agenda/index.js';
import { formatarCid } from '../../geral/index.js';
import { salvarRaas } from './formulario-raas.service.js';

const tags = ['ambulatorio/formulario-raas'];
const base = '/api/ambulatorio/formulario-raas';
const idParams = z.object({ id: z.coerce.number().int().positive() });
const linha = (rows: unknown[]) => rows[0] as Record<string, unknown> | undefined;

const filtros = datatableRequestSchema.extend({
  competencia: z.string().max(7).optional(),
  unidadeId: z.coerce.number().int().positive().optional(),
});
const ORDENAVEIS: Record<string, SQL> = {
  competencia: sql`r.competencia`,
  pacienteNome: sql`r.paciente_nome collate "und-x-icu"`,
  unidadeNome: sql`u.nome_fantasia collate "und-x-icu"`,
  updatedAt: sql`r.updated_at`,
};

/** A RAAS carries diagnoses: reading one is a read of the patient's clinical record (audited, spec §5). */
async function auditarLeitura(tx: Tx, req: FastifyRequest, id: number, pacienteId: number) {
  await tx.insert(auditoria).values({
    usuarioId: req.auth.usuarioId,
    lotacaoId: req.auth.lotacaoId,
    acao: 'LEITURA',
    tabela: 'raas_psicossocial',
    registroId: id,
    pacienteId,
    depois: { rota: 'ambulatorio/formulario-raas/edit' },
    requestId: String(req.id),
  });
}

/**
 * ambulatorio/formulario-raas (spec 000 §2.3; issue 17): the psychosocial-care RAAS of a CAPS — the list per
 * competência, the sheet with its actions, created and changed with the layout's validations. The export file
 * comes with the billing issue (raas/exportacao).
 */
export function formularioRaasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${base}/create`, { schema: { tags, response: { 200: raasFormSchema } }, config: { permission: AMB.raasVer } }, (req) =>
    req.tx(async (tx) => {
      const padrao = await unidadeDaLotacao(tx, req.auth.lotacaoId);
      const { rows: unidades } = await tx.execute(sql`
        select id, nome_fantasia as nome, cnes from unidade where cnes is not null and not bloqueado
         order by (id = ${padrao ?? 0}) desc, nome_fantasia collate "und-x-icu"`);
      // the professionals with a CBO (the action's CBO is one of their placements')
      const { rows: profissionais } = await tx.execute(sql`
        select u.id, c.nome, array_agg(distinct l.ocupacao_codigo order by l.ocupacao_codigo) as cbos
          from usuario u join cidadao c on c.id = u.cidadao_id join lotacao l on l.usuario_id = u.id
         where l.ocupacao_codigo is not null and not u.bloqueado
         group by u.id, c.nome order by c.nome collate "und-x-icu" limit 500`);
      const { rows: procedimentos } = await tx.execute(sql`
        select codigo, nome from procedimento_sigtap where codigo like ${`${GRUPO_PROCEDIMENTO_RAAS}%`} order by codigo`);
      return {
        form: {
          unidades: (unidades as Record<string, unknown>[]).map((u) => ({ id: Number(u.id), nome: String(u.nome), cnes: String(u.cnes) })),
          unidadePadrao: padrao,
          profissionais: (profissionais as Record<string, unknown>[]).map((p) => ({
            id: Number(p.id),
            nome: String(p.nome),
            cbos: (p.cbos as string[]) ?? [],
          })),
          procedimentos: procedimentos as { codigo: string; nome: string }[],
        },
      };
    }),
  );

  r.get(
    `${base}/paciente/:id`,
    { schema: { tags, params: idParams, response: { 200: raasPacienteSchema } }, config: { permission: AMB.raasVer } },
    (req) =>
      req.tx(async (tx) => {
        // the residence's municipality (street → neighbourhood), else the municipality's own (the unit's)
        const c = linha(
          (
            await tx.execute(sql`
          select c.id, c.nome, c.cns, c.data_nascimento::text as nascimento, c.sexo_id, c.raca_cor_id,
                 coalesce(b.municipio_id, (select un.municipio_id from unidade un where un.municipio_id is not null order by un.id limit 1)) as municipio_id
            from cidadao c left join logradouro lg on lg.id = c.logradouro_id left join bairro b on b.id = lg.bairro_id
           where c.id = ${req.params.id}`)
          ).rows,
        );
        if (!c) throw notFound('Paciente não encontrado.');
        const municipioId = c.municipio_id == null ? null : Number(c.municipio_id);
        const m = municipioId ? linha((await tx.execute(sql`select nome from municipio where id = ${municipioId}`)).rows) : undefined;
        const sexo = c.sexo_id == null ? null : Number(c.sexo_id) === 0 ? 'M' : Number(c.sexo_id) === 1 ? 'F' : null;
        return {
          data: {
            pacienteId: Number(c.id),
            pacienteCns: (c.cns as string | null) ?? null,
            pacienteNome: String(c.nome),
            pacienteNascimento: (c.nascimento as string | null) ?? null,
            pacienteSexo: sexo,
            pacienteRacaCor: RACA_COR_LEDI_PARA_SIA[Number(c.raca_cor_id)] ?? '99',
            pacienteMunicipioId: municipioId,
            pacienteMunicipioNome: (m?.nome as string | undefined) ?? null,
          },
        };
      }),
  );

  r.get(
    `${base}/datatable`,
    { schema: { tags, querystring: filtros, response: { 200: raasDatatableSchema } }, config: { permission: AMB.raasVer } },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        const termo = q.search?.value?.trim() ?? '';
        const competencia = q.competencia ? competenciaRaas(q.competencia) : null;
        const onde = (comTermo: boolean) =>
          sql.join(
            [
              sql`true`,
              competencia ? sql`r.competencia = ${competencia}` : sql`true`,
              q.unidadeId ? sql`r.unidade_id = ${q.unidadeId}` : sql`true`,
              comTermo && termo
                ? sql`(f_unaccent(lower(r.paciente_nome)) like f_unaccent(${`%${termo.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`})
                       or r.paciente_cns = ${termo.replace(/\D/g, '')})`
                : sql`true`,
            ],
            sql` and `,
          );
        const ordem = requestedOrder(
          { ...q, order: q.order?.map((o) => ({ ...o, columnName: o.columnName ? toCamel(o.columnName) : undefined })) },
          Object.keys(ORDENAVEIS),
        ).map((o) => sql`${ORDENAVEIS[o.column]} ${sql.raw(o.dir)}`);
        const de = sql`from raas_psicossocial r join unidade u on u.id = r.unidade_id`;
        const total = await tx.execute(sql`select count(*)::int as n ${de} where ${onde(false)}`);
        const filtrado = await tx.execute(sql`select count(*)::int as n ${de} where ${onde(true)}`);
        const { rows } = await tx.execute(sql`
          select r.id, r.competencia, u.nome_fantasia as unidade_nome, r.cnes, r.paciente_id, r.paciente_nome, r.paciente_cns,
                 r.cid_principal, r.caps_tipo, r.destino, r.updated_at,
                 (select count(*)::int from raas_psicossocial_acao x where x.raas_id = r.id) as acoes,
                 (select coalesce(sum(x.quantidade), 0)::int from raas_psicossocial_acao x where x.raas_id = r.id) as quantidade
            ${de} where ${onde(true)}
           order by ${sql.join([...(ordem.length ? ordem : [sql`r.competencia desc`]), sql`r.paciente_nome collate "und-x-icu"`, sql`r.id`], sql`, `)}
           limit ${q.length} offset ${q.start}`);
        return {
          draw: q.draw,
          recordsTotal: Number(linha(total.rows)?.n ?? 0),
          recordsFiltered: Number(linha(filtrado.rows)?.n ?? 0),
          data: (rows as Record<string, unknown>[]).map((x) => ({
            id: Number(x.id),
            competencia: String(x.competencia),
            unidadeNome: String(x.unidade_nome),
            cnes: String(x.cnes),
            pacienteId: Number(x.paciente_id),
            pacienteNome: String(x.paciente_nome),
            pacienteCns: String(x.paciente_cns),
            cidPrincipal: formatarCid(String(x.cid_principal)),
            capsTipo: String(x.caps_tipo),
            destino: String(x.destino),
            acoes: Number(x.acoes),
            quantidade: Number(x.quantidade),
            updatedAt: x.updated_at as string | Date,
          })),
        };
      }),
  );

  r.get(
    `${base}/:id`,
    { schema: { tags, params: idParams, response: { 200: raasRespostaSchema } }, config: { permission: AMB.raasVer } },
    (req) =>
      req.tx(async (tx) => {
        const x = linha(
          (
            await tx.execute(sql`
        select r.*, r.paciente_nascimento::text as nascimento, r.data_inicio::text as inicio, r.data_saida::text as saida,
               m.nome as municipio_nome, coalesce(c.cns, c.cpf, '') as paciente_documento
          from raas_psicossocial r join municipio m on m.id = r.paciente_municipio_id join cidadao c on c.id = r.paciente_id
         where r.id = ${req.params.id}`)
          ).rows,
        );
        if (!x) throw notFound('RAAS não encontrada.');
        const { rows: acoes } = await tx.execute(sql`
        select a.id, a.procedimento_codigo, p.nome as procedimento_nome, a.profissional_id, c.nome as profissional_nome, a.cbo,
               a.data::text as data, a.quantidade, a.local
          from raas_psicossocial_acao a join procedimento_sigtap p on p.codigo = a.procedimento_codigo
          join usuario u on u.id = a.profissional_id join cidadao c on c.id = u.cidadao_id
         where a.raas_id = ${req.params.id} order by a.ordem, a.id`);
        const secundarios = (x.cids_secundarios as string[]) ?? [];
        const codigos = [String(x.cid_principal), ...secundarios, ...(x.cid_causa_associada ? [String(x.cid_causa_associada)] : [])];
        const { rows: cids } = await tx.execute(
          sql`select codigo, descricao from cid where codigo in ${sql.raw(`(${codigos.map((c) => `'${c.replace(/[^A-Z0-9]/g, '')}'`).join(',')})`)}`,
        );
        await auditarLeitura(tx, req, Number(x.id), Number(x.paciente_id));
        return {
          data: {
            id: Number(x.id),
            unidadeId: Number(x.unidade_id),
            cnes: String(x.cnes),
            competencia: String(x.competencia),
            pacienteId: Number(x.paciente_id),
            pacienteLabel: `${x.paciente_nome}${x.paciente_documento ? ` (${x.paciente_documento})` : ''}`,
            pacienteCns: String(x.paciente_cns),
            pacienteNome: String(x.paciente_nome),
            pacienteNascimento: String(x.nascimento),
            pacienteSexo: String(x.paciente_sexo),
            pacienteRacaCor: String(x.paciente_raca_cor),
            pacienteMunicipioId: Number(x.paciente_municipio_id),
            pacienteMunicipioNome: String(x.municipio_nome),
            dataInicio: String(x.inicio),
            origem: String(x.origem),
            capsTipo: String(x.caps_tipo),
            coberturaEsf: Boolean(x.cobertura_esf),
            cnesEsf: (x.cnes_esf as string | null) ?? null,
            cidPrincipal: String(x.cid_principal),
            cidsSecundarios: secundarios,
            cidCausaAssociada: (x.cid_causa_associada as string | null) ?? null,
            cids: (cids as { codigo: string; descricao: string }[]).map((c) => ({
              codigo: c.codigo,
              label: `${formatarCid(c.codigo)} - ${c.descricao}`,
            })),
            destino: String(x.destino),
            dataSaida: (x.saida as string | null) ?? null,
            situacaoRua: Boolean(x.situacao_rua),
            usoAlcool: Boolean(x.uso_alcool),
            usoCrack: Boolean(x.uso_crack),
            usoOutrasDrogas: Boolean(x.uso_outras_drogas),
            acoes: (acoes as Record<string, unknown>[]).map((a) => ({
              id: Number(a.id),
              procedimentoCodigo: String(a.procedimento_codigo),
              procedimentoNome: String(a.procedimento_nome),
              profissionalId: Number(a.profissional_id),
              profissionalNome: String(a.profissional_nome),
              cbo: String(a.cbo),
              data: String(a.data),
              quantidade: Number(a.quantidade),
              local: String(a.local),
            })),
          },
        };
      }),
  );

  r.post(
    base,
    { schema: { tags, body: raasSchema, response: { 201: raasSalvaSchema } }, config: { permission: AMB.raasCadastrar } },
    async (req, reply) => {
      const id = await req.tx((tx) => salvarRaas(tx, req.body));
      return reply.status(201).send({ data: { id }, message: MENSAGENS_RAAS.salva });
    },
  );

  r.put(
    `${base}/:id`,
    { schema: { tags, params: idParams, body: raasSchema, response: { 200: raasSalvaSchema } }, config: { permission: AMB.raasEditar } },
    async (req) => {
      const id = await req.tx((tx) => salvarRaas(tx, req.body, req.params.id));
      return { data: { id }, message: MENSAGENS_RAAS.salva };
    },
  );
}
