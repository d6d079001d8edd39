import {
  caminhoImpressaoPa,
  chaveBusca,
  datatableRequestSchema,
  f,
  impressaoIndexSchema,
  MODELO_FAA_NOME,
  PA,
  refinePeriodo,
  TIPO_DOCUMENTO_CLINICO_NOME,
  TIPO_RECEITA_NOME,
} from '@saude/shared';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Tx } from '../../../db/client.js';
import { atendimento, cidadao, classificacaoRisco, documentoClinico, prescricaoItem, receita } from '../../../db/schema/index.js';
import { runDatatable } from '../../../lib/datatable/datatable.js';
import { dataHoraBr } from '../../../lib/print/formatos.js';
import { noPeriodo } from '../../../lib/sql/tempo.js';
import { buscaPaciente } from '../../cadastro/index.js';

const tags = ['pronto-atendimento/impressao'];

export const filtrosFaaQuery = datatableRequestSchema
  .extend({ dataInicio: f.opcional(f.data('Data inicial')), dataFim: f.opcional(f.data('Data final')) })
  .superRefine(refinePeriodo('dataInicio', 'dataFim'));

/** The search box finds an FAA by its number (or the end of it) or the patient by name, CPF, CNS or birth date. */
export function buscaFaa(termo: string): SQL {
  const t = termo.trim();
  const digitos = t.replace(/\D/g, '');
  if (/^[\d\s./-]+$/.test(t) && digitos.length <= 10 && chaveBusca(t).tipo === 'nome')
    return sql`${atendimento.numero}::text like ${`%${digitos}`}`;
  return buscaPaciente(t).where;
}

/** Arrivals within the period, in calendar days of Brasília. */
export function periodoFaa(q: { dataInicio?: string | null; dataFim?: string | null }) {
  return and(noPeriodo(atendimento.recepcionadoEm, q.dataInicio, q.dataFim));
}

export interface Impressao {
  chave: string;
  nome: string;
  url: string;
}

/** What can be printed for each FAA of a page: both FAA models, the nursing checklist, each prescription and document. */
async function impressoesDe(tx: Tx, ids: number[]): Promise<Map<number, Impressao[]>> {
  const mapa = new Map<number, Impressao[]>(
    ids.map((id) => [
      id,
      [
        { chave: 'faa-simples', nome: MODELO_FAA_NOME.simples, url: caminhoImpressaoPa.faa(id, 'simples') },
        { chave: 'faa-completa', nome: MODELO_FAA_NOME.completa, url: caminhoImpressaoPa.faa(id, 'completa') },
      ],
    ]),
  );
  if (!ids.length) return mapa;
  const comPrescricao = await tx
    .selectDistinct({ id: prescricaoItem.atendimentoId })
    .from(prescricaoItem)
    .where(inArray(prescricaoItem.atendimentoId, ids));
  for (const p of comPrescricao)
    mapa
      .get(p.id)
      ?.push({ chave: 'prescricao-interna', nome: 'Prescrição interna (checagem)', url: caminhoImpressaoPa.prescricaoInterna(p.id) });
  const receitas = await tx
    .select({ id: receita.id, atendimentoId: receita.atendimentoId, tipo: receita.tipo, em: receita.criadaEm })
    .from(receita)
    .where(inArray(receita.atendimentoId, ids))
    .orderBy(asc(receita.criadaEm));
  for (const r of receitas)
    mapa.get(r.atendimentoId)?.push({
      chave: `receita-${r.id}`,
      nome: `${TIPO_RECEITA_NOME[r.tipo] ?? 'Receita'} (${dataHoraBr(r.em)})`,
      url: caminhoImpressaoPa.receita(r.id),
    });
  const documentos = await tx
    .select({
      id: documentoClinico.id,
      atendimentoId: documentoClinico.atendimentoId,
      tipo: documentoClinico.tipo,
      em: documentoClinico.criadoEm,
    })
    .from(documentoClinico)
    .where(inArray(documentoClinico.atendimentoId, ids))
    .orderBy(asc(documentoClinico.criadoEm));
  for (const d of documentos)
    mapa.get(d.atendimentoId)?.push({
      chave: `documento-${d.id}`,
      nome: `${TIPO_DOCUMENTO_CLINICO_NOME[d.tipo] ?? 'Documento'} (${dataHoraBr(d.em)})`,
      url: caminhoImpressaoPa.documento(d.id),
    });
  return mapa;
}

/**
 * pronto-atendimento/impressao/index (issue 6 step 7): FAA search for the print screen — by number,
 * patient and period, server-paged — with what can be printed for each FAA.
 */
export function impressaoIndexRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/pronto-atendimento/impressao/index',
    { schema: { tags, querystring: filtrosFaaQuery, response: { 200: impressaoIndexSchema } }, config: { permission: PA.imprimir } },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        const pagina = await runDatatable(
          q,
          {
            filter: periodoFaa(q),
            sortable: { numero: atendimento.numero, recepcionadoEm: atendimento.recepcionadoEm, paciente: cidadao.nome },
            search: buscaFaa,
            defaultOrder: [desc(atendimento.recepcionadoEm)],
            tieBreaker: sql`${atendimento.id} desc`,
          },
          {
            rows: (where) =>
              tx
                .select({
                  id: atendimento.id,
                  numero: atendimento.numero,
                  recepcionadoEm: atendimento.recepcionadoEm,
                  status: atendimento.status,
                  paciente: cidadao.nome,
                  nomeSocial: cidadao.nomeSocial,
                  classificacaoRisco: classificacaoRisco.nome,
                  cor: classificacaoRisco.cor,
                })
                .from(atendimento)
                .innerJoin(cidadao, eq(cidadao.id, atendimento.pacienteId))
                .leftJoin(classificacaoRisco, eq(classificacaoRisco.id, atendimento.classificacaoRiscoId))
                .where(where)
                .$dynamic(),
            count: (where) =>
              tx
                .select({ total: sql<number>`count(*)::int` })
                .from(atendimento)
                .innerJoin(cidadao, eq(cidadao.id, atendimento.pacienteId))
                .where(where)
                .$dynamic(),
          },
        );
        const impressoes = await impressoesDe(
          tx,
          pagina.data.map((l) => l.id),
        );
        return { ...pagina, data: pagina.data.map((l) => ({ ...l, impressoes: impressoes.get(l.id) ?? [] })) };
      }),
  );
}
