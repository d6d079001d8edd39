import {
  atendimentoMedicoListaSchema,
  atendimentoMedicoProfissionaisSchema,
  DESTINO_ATENDIMENTO_NOME,
  datatableRequestSchema,
  f,
  LISTAS_PORTARIA_344,
  medicamentoAutocompleteSchema,
  PA,
  procedimentoImagemAutocompleteSchema,
  receitaExigida,
  refinePeriodo,
  SUBGRUPOS_IMAGEM,
} from '@saude/shared';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { atendimento, atendimentoMedico, cidadao, procedimentoSigtap, usuario } from '../../../db/schema/index.js';
import { runDatatable, textSearch } from '../../../lib/datatable/datatable.js';
import { codigos, type LookupSpec, lookupOrder, lookupQuerySchema, lookupWhere, termoDe } from '../../../lib/lookup.js';
import { noPeriodo } from '../../../lib/sql/tempo.js';
import { porNome } from '../../../lib/sql/texto.js';
import { enumSql, medicamento, todasAsPalavras } from '../../cadastro/index.js';
import { rotuloMedicamento } from './atendimento-medico.consulta.js';

const tags = ['pronto-atendimento/atendimento-medico'];
const base = '/api/pronto-atendimento/atendimento-medico';

const idOpcional = z.coerce.number().int().positive().optional().catch(undefined);
const listaQuery = datatableRequestSchema
  .extend({
    dataInicio: f.opcional(f.data('Data inicial')),
    dataFim: f.opcional(f.data('Data final')),
    usuarioId: idOpcional,
    paciente: z.string().trim().max(100).optional(),
    numero: z
      .string()
      .trim()
      .max(20)
      .optional()
      .transform((v) => v?.replace(/\D/g, '') || undefined),
  })
  .superRefine(refinePeriodo('dataInicio', 'dataFim'));

const paciente = alias(cidadao, 'paciente');
const profissional = alias(cidadao, 'profissional');
const usuarioProfissional = alias(usuario, 'usuario_profissional');
const cidPrincipal = sql<string | null>`(select d.cid_codigo || ' - ' || c.descricao from atendimento_diagnostico d
  join cid c on c.codigo = d.cid_codigo where d.atendimento_medico_id = "atendimento_medico"."id" and d.principal = 1)`;
const destinoNome = enumSql(
  atendimentoMedico.destino,
  Object.entries(DESTINO_ATENDIMENTO_NOME).map(([id, nome]) => ({ id: Number(id), nome })),
);

/** The imaging procedures of SIGTAP (subgroups 02.04 to 02.07), by code or name. */
const imagem: LookupSpec = { codigo: procedimentoSigtap.codigo, comoCodigo: codigos.digitos(10), nome: procedimentoSigtap.nome };
const soImagem = sql`left(${procedimentoSigtap.codigo}, 4) in (${sql.join(
  SUBGRUPOS_IMAGEM.map((s) => sql`${s.prefixo}`),
  sql`, `,
)})`;

/**
 * The list of doctor evaluations (atendimento-medico/index) with its filters, and the lookups of the form:
 * medicines with their Portaria 344/98 list (the form suggests the prescription type) and imaging procedures.
 */
export function atendimentoMedicoListaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/datatable`,
    { schema: { tags, querystring: listaQuery, response: { 200: atendimentoMedicoListaSchema } }, config: { permission: PA.medicoVer } },
    (req) =>
      req.tx((tx) => {
        const q = req.query;
        const filtro = and(
          noPeriodo(atendimentoMedico.criadoEm, q.dataInicio, q.dataFim),
          q.usuarioId ? eq(atendimentoMedico.usuarioId, q.usuarioId) : undefined,
          q.paciente ? textSearch(q.paciente, paciente.nome, paciente.nomeSocial) : undefined,
          q.numero ? sql`${atendimento.numero}::text like ${`%${q.numero}%`}` : undefined,
        );
        const de = <T extends ReturnType<typeof tx.select>>(sel: T) =>
          sel
            .from(atendimentoMedico)
            .innerJoin(atendimento, eq(atendimento.id, atendimentoMedico.atendimentoId))
            .innerJoin(paciente, eq(paciente.id, atendimento.pacienteId))
            .innerJoin(usuarioProfissional, eq(usuarioProfissional.id, atendimentoMedico.usuarioId))
            .innerJoin(profissional, eq(profissional.id, usuarioProfissional.cidadaoId));
        // `de` takes any select, so the rows' type is lost on the way: the response schema checks them
        return runDatatable(
          q,
          {
            filter: filtro,
            sortable: {
              criadoEm: atendimentoMedico.criadoEm,
              numero: atendimento.numero,
              paciente: porNome(paciente.nome),
              profissional: porNome(profissional.nome),
              destino: destinoNome,
            },
            search: (termo) => {
              const digitos = termo.replace(/\D/g, '');
              return or(
                textSearch(termo, paciente.nome, paciente.nomeSocial, profissional.nome),
                digitos.length >= 4 && digitos === termo.replace(/[\s.-]/g, '')
                  ? sql`${atendimento.numero}::text like ${`%${digitos}%`}`
                  : undefined,
              );
            },
            defaultOrder: [desc(atendimentoMedico.criadoEm)],
            tieBreaker: sql`${atendimentoMedico.id} desc`,
          },
          {
            rows: (where) =>
              de(
                tx.select({
                  id: atendimentoMedico.id,
                  atendimentoId: atendimentoMedico.atendimentoId,
                  criadoEm: atendimentoMedico.criadoEm,
                  numero: atendimento.numero,
                  paciente: paciente.nome,
                  nomeSocial: paciente.nomeSocial,
                  desconhecido: paciente.provisorio,
                  profissional: profissional.nome,
                  destino: atendimentoMedico.destino,
                  destinoNome,
                  cidPrincipal,
                }),
              )
                .where(where)
                .$dynamic(),
            count: (where) =>
              de(tx.select({ total: sql<number>`count(*)::int` }))
                .where(where)
                .$dynamic(),
          },
        ) as unknown as Promise<z.output<typeof atendimentoMedicoListaSchema>>;
      }),
  );

  // the professionals of the list's filter: those who have evaluations here
  r.get(
    `${base}/profissionais`,
    { schema: { tags, response: { 200: atendimentoMedicoProfissionaisSchema } }, config: { permission: PA.medicoVer } },
    (req) =>
      req.tx(async (tx) => ({
        data: await tx
          .select({ id: usuarioProfissional.id, nome: profissional.nome })
          .from(atendimentoMedico)
          .innerJoin(usuarioProfissional, eq(usuarioProfissional.id, atendimentoMedico.usuarioId))
          .innerJoin(profissional, eq(profissional.id, usuarioProfissional.cidadaoId))
          .groupBy(usuarioProfissional.id, profissional.nome)
          .orderBy(porNome(profissional.nome), usuarioProfissional.id),
      })),
  );

  r.get(
    `${base}/procedimento-imagem/autocomplete`,
    {
      schema: { tags, querystring: lookupQuerySchema, response: { 200: procedimentoImagemAutocompleteSchema } },
      config: { permission: PA.medicoCadastrar },
    },
    (req) =>
      req.tx(async (tx) => {
        const termo = termoDe(req.query);
        const rows = await tx
          .select({ codigo: procedimentoSigtap.codigo, nome: procedimentoSigtap.nome })
          .from(procedimentoSigtap)
          .where(and(soImagem, lookupWhere(imagem, termo)))
          .orderBy(...lookupOrder(imagem, termo))
          .limit(req.query.length);
        return { data: rows.map((p) => ({ id: p.codigo, codigo: p.codigo, nome: p.nome, label: `${p.codigo} - ${p.nome}` })) };
      }),
  );

  // The doctor's medicine lookup (the registry's own needs the registry permission and has no list).
  r.get(
    '/api/pronto-atendimento/medicamento/autocomplete',
    {
      schema: {
        tags: ['pronto-atendimento/medicamento'],
        querystring: lookupQuerySchema,
        response: { 200: medicamentoAutocompleteSchema },
      },
      config: { permission: PA.medicoCadastrar },
    },
    (req) =>
      req.tx(async (tx) => {
        const termo = termoDe(req.query);
        const rows = await tx
          .select({ id: medicamento.id, label: rotuloMedicamento, listaControleId: medicamento.listaControleId })
          .from(medicamento)
          .where(and(eq(medicamento.bloqueado, false), termo ? todasAsPalavras(termo, rotuloMedicamento) : undefined))
          .orderBy(porNome(rotuloMedicamento), medicamento.id)
          .limit(req.query.length);
        return {
          data: rows.map((m) => ({
            ...m,
            listaControle: LISTAS_PORTARIA_344.find((l) => l.id === m.listaControleId)?.sigla ?? null,
            receitaExigida: receitaExigida(m.listaControleId),
          })),
        };
      }),
  );
}
