import { PassThrough } from 'node:stream';
import {
  type CampoRelatorio,
  datatableRequestSchema,
  fusoHorario,
  MENSAGENS_RELATORIO,
  RELATORIO_LIMITE_PDF,
  type RelatorioDef,
  requestedOrder,
  respostaRelatorio,
  toCamel,
  toSnake,
  w,
} from '@saude/shared';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type Db, type Tx, withTenant } from '../../db/client.js';
import { auditoria } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { comFusoHorario } from '../fuso.js';
import { unprocessable } from '../http-errors.js';
import type { ArquivoGerado, Progresso, TarefaEmExecucao } from '../jobs/fila.js';
import { carregarCabecalho } from '../print/cabecalho.js';
import { dataBr } from '../print/formatos.js';
import { lerNomeDoUsuario } from '../sql/pessoa.js';
import { contar, type Linha, lerComCursor, lerPagina, type Ordem, ordemValida, somar } from './consulta.js';
import { type Escritor, escritorCsv, escritorXlsx, type FormatoPlanilha, type Planilha } from './planilha.js';
import { pdfRelatorio } from './relatorio-pdf.js';

export interface ContextoRelatorio {
  clienteId: number;
  usuarioId: number;
  lotacaoId: number | null;
}

/**
 * The server half of a report: the declaration (shared) plus one parameterised SQL query over the real
 * tables whose columns are named by the declaration's keys. RLS scopes it to the municipality; the
 * query adds its own filters.
 */
export interface RelatorioServidor<S extends z.ZodObject = z.ZodObject> {
  def: RelatorioDef<S>;
  consulta(tx: Tx, filtros: z.output<S>, ctx: ContextoRelatorio): SQL | Promise<SQL>;
  /** Lines naming the chosen filters on the print ("Usuário: Maria"); the period and options are described already. */
  descreverFiltros?(tx: Tx, filtros: z.output<S>): Promise<string[]>;
}

type Formato = 'pdf' | FormatoPlanilha;
const LOTE = 5_000;
const TIPOS: Record<Formato, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** Zod issues of the filters → 422 with snake_case field keys, like every validation answer. */
function validarFiltros<S extends z.ZodObject>(def: RelatorioDef<S>, query: unknown): z.output<S> {
  const r = def.filtros.safeParse(query ?? {});
  if (r.success) return r.data;
  const erros: Record<string, string[]> = {};
  for (const i of r.error.issues) {
    const campo = i.path.map((p) => toSnake(String(p))).join('.') || 'geral';
    erros[campo] = [...(erros[campo] ?? []), i.message];
  }
  throw unprocessable(erros);
}

function descreverPadrao(campos: CampoRelatorio[], f: Record<string, unknown>): string[] {
  const linhas: string[] = [];
  for (const c of campos) {
    if (c.tipo === 'periodo') {
      const i = f.dataInicio as string | null | undefined;
      const fim = f.dataFim as string | null | undefined;
      const rotulo = c.rotulo ?? 'Período';
      if (i && fim) linhas.push(`${rotulo}: ${dataBr(i)} a ${dataBr(fim)}`);
      else if (i) linhas.push(`${rotulo}: a partir de ${dataBr(i)}`);
      else if (fim) linhas.push(`${rotulo}: até ${dataBr(fim)}`);
    } else if (c.tipo === 'selecao') {
      const v = f[toCamelNome(c.nome)];
      const op = c.opcoes.find((o) => o.value === String(v));
      if (op) linhas.push(`${c.rotulo}: ${op.label}`);
    } else if (c.tipo === 'texto') {
      const v = f[toCamelNome(c.nome)];
      if (v) linhas.push(`${c.rotulo}: ${String(v)}`);
    }
  }
  return linhas;
}

const toCamelNome = (nome: string) => nome.replace(/_([a-z0-9])/g, (_, l: string) => l.toUpperCase());

/** The whole report, batch by batch, through one cursor in one tenant transaction. */
function lerTudo(
  db: Db,
  srv: RelatorioServidor,
  ctx: ContextoRelatorio,
  filtros: unknown,
  ordem: Ordem,
  aoLote: (linhas: Linha[]) => Promise<void>,
) {
  return withTenant(db, ctx, async (tx) => lerComCursor(tx, srv.def, await srv.consulta(tx, filtros as never, ctx), ordem, LOTE, aoLote));
}

interface Preparo {
  total: number;
  filtrosTexto: string[];
  usuario: string;
}

async function preparar(tx: Tx, srv: RelatorioServidor, ctx: ContextoRelatorio, filtros: Record<string, unknown>): Promise<Preparo> {
  const consulta = await srv.consulta(tx, filtros as never, ctx);
  const { total } = await contar(tx, consulta, RELATORIO_LIMITE_PDF * 100);
  const extra = srv.descreverFiltros ? await srv.descreverFiltros(tx, filtros as never) : [];
  return {
    total,
    filtrosTexto: [...extra, ...descreverPadrao(srv.def.campos, filtros)],
    usuario: await lerNomeDoUsuario(tx, ctx.usuarioId),
  };
}

const criarEscritor = (formato: FormatoPlanilha, p: Planilha, destino: PassThrough): Escritor =>
  formato === 'xlsx' ? escritorXlsx(p, destino) : escritorCsv(p, destino);

const nomeArquivo = (def: RelatorioDef, formato: Formato, agora: Date) => {
  const carimbo = agora.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  return `${def.relatorio}-${carimbo}.${formato}`;
};

/** Builds the whole file (PDF, XLSX or CSV) of a report: used by the sync routes' PDF and by the background job. */
async function gerarArquivo(
  db: Db,
  srv: RelatorioServidor,
  ctx: ContextoRelatorio,
  filtros: Record<string, unknown>,
  ordem: Ordem,
  formato: Formato,
  prep: Preparo,
  aoLer?: (n: number) => Promise<void>,
): Promise<ArquivoGerado> {
  const agora = new Date();
  let lidos = 0;
  const avancar = async (n: number) => {
    lidos += n;
    await aoLer?.(lidos);
  };
  let conteudo: Buffer;
  if (formato === 'pdf') {
    const linhas: Linha[] = [];
    await lerTudo(db, srv, ctx, filtros, ordem, async (l) => {
      for (const x of l) linhas.push(x);
      await avancar(l.length);
    });
    const cabecalho = await withTenant(db, ctx, (tx) => carregarCabecalho(tx, ctx.clienteId));
    conteudo = await pdfRelatorio({ def: srv.def, cabecalho, filtros: prep.filtrosTexto, usuario: prep.usuario, linhas, geradoEm: agora });
  } else {
    const saida = new PassThrough();
    const partes: Buffer[] = [];
    saida.on('data', (b: Buffer) => partes.push(b));
    const fim = new Promise((ok, erro) => saida.on('end', ok).on('error', erro));
    const escritor = criarEscritor(formato, { def: srv.def, filtros: prep.filtrosTexto, usuario: prep.usuario, geradoEm: agora }, saida);
    await lerTudo(db, srv, ctx, filtros, ordem, async (l) => {
      await escritor.lote(l);
      await avancar(l.length);
    });
    await escritor.fechar();
    saida.end();
    await fim;
    conteudo = Buffer.concat(partes);
  }
  return { conteudo, nomeArquivo: nomeArquivo(srv.def, formato, agora), tipoConteudo: TIPOS[formato] };
}

const parametrosSaida = z.object({
  ordem: z.string().max(100).optional(),
  dir: z.enum(['asc', 'desc']).optional(),
  formato: z.enum(['xlsx', 'csv'], { error: MENSAGENS_RELATORIO.formato }).default('xlsx'),
});

function contexto(req: FastifyRequest): ContextoRelatorio {
  return { clienteId: req.cliente.id, usuarioId: req.auth.usuarioId, lotacaoId: req.auth.lotacaoId ?? null };
}

/**
 * Registers the three faces of a report (issue 5): the paged preview `GET /api/<area>/<rel>/list`,
 * `GET /impressao/<area>/<rel>` (PDF) and `GET /exportacao/<area>/<rel>` (XLSX, or CSV with
 * `formato=csv`), with the same filters. Above the sync limits the print or export becomes a background
 * job (202 with the job). Every print and export is audited with its filters.
 */
export function registrarRelatorio<S extends z.ZodObject>(app: FastifyInstance, deps: AppDeps, srv: RelatorioServidor<S>) {
  const { def } = srv;
  const servidor = srv as unknown as RelatorioServidor;
  deps.relatorios.set(`${def.area}/${def.relatorio}`, servidor);
  const config = { permission: def.permissao };
  const tags = [`${def.area}/relatorios`];
  const chaves = def.colunas.filter((c) => c.ordenavel).map((c) => c.chave);

  app.get(def.listPath, { schema: { tags, response: { 200: respostaRelatorio(def) } }, config }, async (req) => {
    const dt = datatableRequestSchema.safeParse(req.query);
    const pedido = dt.success ? dt.data : datatableRequestSchema.parse({});
    const filtros = validarFiltros(def, req.query);
    // the table names its columns on the wire (snake_case); the declaration keys are camelCase
    const [o] = requestedOrder(pedido, [...chaves, ...chaves.map(toSnake)]);
    const ordem = ordemValida(servidor.def, o ? { coluna: toCamel(o.column), dir: o.dir } : undefined);
    return req.tx(async (tx) => {
      const consulta = await srv.consulta(tx, filtros, contexto(req));
      const { total, limitada } = await contar(tx, consulta);
      const data = total ? await lerPagina(tx, servidor.def, consulta, ordem, pedido.start, pedido.length) : [];
      const totais = total ? await somar(tx, servidor.def, consulta) : undefined;
      // a preview shows records too (clinical ones in the care reports): it is a read, audited with its filters
      const ctx = contexto(req);
      await tx.insert(auditoria).values({
        clienteId: ctx.clienteId,
        usuarioId: ctx.usuarioId,
        lotacaoId: ctx.lotacaoId,
        acao: 'LEITURA',
        tabela: 'relatorio',
        depois: { relatorio: `${def.area}/${def.relatorio}`, filtros, inicio: pedido.start, registros: total },
        requestId: String(req.id),
      });
      return {
        draw: pedido.draw,
        recordsTotal: total,
        recordsFiltered: total,
        data,
        ...(totais ? { totais } : {}),
        ...(limitada ? { contagemLimitada: true } : {}),
      };
    });
  });

  const saida = (formatoFixo?: 'pdf') => async (req: FastifyRequest, reply: FastifyReply) => {
    const q = req.query as Record<string, unknown>;
    const filtros = validarFiltros(def, q) as Record<string, unknown>;
    const p = parametrosSaida.safeParse(q);
    if (!p.success) throw unprocessable({ formato: [MENSAGENS_RELATORIO.formato] });
    const formato: Formato = formatoFixo ?? p.data.formato;
    const ordem = ordemValida(servidor.def, { coluna: p.data.ordem, dir: p.data.dir });
    const ctx = contexto(req);
    const limite = formato === 'pdf' ? deps.config.RELATORIO_SINCRONO_PDF : deps.config.RELATORIO_SINCRONO_PLANILHA;

    const { prep, tarefaId } = await req.tx(async (tx) => {
      const prep = await preparar(tx, servidor, ctx, filtros);
      if (formato === 'pdf' && prep.total > RELATORIO_LIMITE_PDF)
        throw unprocessable(
          {
            geral: [
              `O relatório tem mais de ${RELATORIO_LIMITE_PDF.toLocaleString('pt-BR')} registros; refine os filtros ou use Exportar.`,
            ],
          },
          'Relatório grande demais para imprimir.',
        );
      let tarefaId: string | null = null;
      if (prep.total > limite) {
        const t = await deps.tarefas.criar(tx, {
          tipo: 'relatorio',
          titulo: `${def.titulo} (${formato.toUpperCase()})`,
          parametros: { relatorio: `${def.area}/${def.relatorio}`, formato, filtros: q, ordem },
          usuarioId: ctx.usuarioId,
          lotacaoId: ctx.lotacaoId,
        });
        tarefaId = t.id;
      }
      await tx.insert(auditoria).values({
        clienteId: ctx.clienteId,
        usuarioId: ctx.usuarioId,
        lotacaoId: ctx.lotacaoId,
        acao: formato === 'pdf' ? 'IMPRESSAO' : 'EXPORTACAO',
        tabela: 'relatorio',
        depois: { relatorio: `${def.area}/${def.relatorio}`, formato, filtros, registros: prep.total, ...(tarefaId ? { tarefaId } : {}) },
        requestId: String(req.id),
      });
      return { prep, tarefaId };
    });

    if (tarefaId) {
      deps.tarefas.acordar();
      return reply.status(202).send({
        message: MENSAGENS_RELATORIO.segundoPlano,
        tarefa: { id: tarefaId, titulo: `${def.titulo} (${formato.toUpperCase()})`, status: 'PENDENTE', formato },
      });
    }
    const agora = new Date();
    if (formato === 'pdf') {
      const arquivo = await gerarArquivo(deps.db, servidor, ctx, filtros, ordem, 'pdf', prep);
      return reply
        .header('content-type', arquivo.tipoConteudo)
        .header('content-disposition', `inline; filename="${arquivo.nomeArquivo}"`)
        .header('cache-control', 'no-store')
        .send(arquivo.conteudo);
    }
    // the spreadsheet streams as it is written (STYLE: exports are generated on the server, streamed)
    const corpo = new PassThrough();
    const e = criarEscritor(formato, { def: servidor.def, filtros: prep.filtrosTexto, usuario: prep.usuario, geradoEm: agora }, corpo);
    lerTudo(deps.db, servidor, ctx, filtros, ordem, (l) => e.lote(l))
      .then(() => e.fechar())
      .catch((erro) => {
        req.log.error({ err: erro }, 'exportação interrompida');
        corpo.destroy(erro as Error);
      });
    return reply
      .header('content-type', TIPOS[formato])
      .header('content-disposition', `attachment; filename="${nomeArquivo(def, formato, agora)}"`)
      .header('cache-control', 'no-store')
      .send(corpo);
  };

  app.get(def.impressaoPath, { schema: { tags, response: { 200: w.arquivo } }, config }, saida('pdf'));
  app.get(def.exportacaoPath, { schema: { tags, response: { 200: w.arquivo } }, config }, saida());
}

/** The background half: the job of a report too big to answer at once. */
export function executorRelatorios(deps: AppDeps) {
  return async (t: TarefaEmExecucao, progresso: Progresso): Promise<ArquivoGerado> => {
    const p = t.parametros as { relatorio: string; formato: Formato; filtros: Record<string, unknown>; ordem: Ordem };
    const srv = deps.relatorios.get(p.relatorio);
    if (!srv) throw new Error(`relatório desconhecido na tarefa: ${p.relatorio}`);
    const filtros = validarFiltros(srv.def, p.filtros) as Record<string, unknown>;
    const ctx: ContextoRelatorio = { clienteId: t.clienteId, usuarioId: t.usuarioId, lotacaoId: t.lotacaoId };
    // the job runs for no request: the file is written on the municipality's clock, read with the preparation
    const { prep, fuso } = await withTenant(deps.db, ctx, async (tx) => ({
      prep: await preparar(tx, srv, ctx, filtros),
      fuso: fusoHorario(),
    }));
    await progresso.avancar(0, prep.total);
    return comFusoHorario(fuso, () =>
      gerarArquivo(deps.db, srv, ctx, filtros, p.ordem, p.formato, prep, (n) => progresso.avancar(Math.min(n, prep.total), prep.total)),
    );
  };
}
