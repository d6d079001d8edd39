import {
  AUTOCOMPLETE,
  PA,
  relatorioPaAtendimento,
  relatorioPaAutocompleteSchema,
  relatorioPaClassificacaoRisco,
  relatorioPaDocumentoNaoAssinado,
  relatorioPaExameImagem,
  relatorioPaPlantao,
  relatorioPaPrescricaoInterna,
  relatorioPaProducaoMedico,
  relatorioPaQuantitativoProducao,
  URL_AUTOCOMPLETE_RELATORIO_PA,
} from '@saude/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { cidadao, classificacaoRisco, unidade, usuario } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../deps.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { registrarRelatorio } from '../../../lib/reports/relatorio.js';
import { porNome } from '../../../lib/sql/texto.js';
import { medicamento, todasAsPalavras } from '../../cadastro/index.js';
import { rotuloMedicamento } from '../atendimento-medico/atendimento-medico.consulta.js';
import {
  consultaAtendimento,
  consultaClassificacaoRisco,
  consultaDocumentoNaoAssinado,
  consultaProducaoMedico,
} from './consultas-atendimento.js';
import { consultaExameImagem, consultaPlantao, consultaPrescricaoInterna, consultaQuantitativoProducao } from './consultas-servicos.js';

const tags = ['pronto-atendimento/relatorios'];

const rotuloUsuario = sql<string>`${cidadao.nome} || ' (' || ${usuario.login} || ')'`;
interface FiltrosNomeados {
  unidadeId?: number | null;
  profissionalId?: number | null;
  medicamentoId?: number | null;
  classificacaoRiscoId?: number | null;
}

/** Lines naming the chosen autocompletes on the print ("Unidade: UPA 24h …"); the period and options are named by the engine. */
function descrever(rotuloProfissional = 'Profissional') {
  return async (tx: Tx, f: FiltrosNomeados): Promise<string[]> => {
    const linhas: string[] = [];
    const um = async (consulta: Promise<{ nome: string | null }[]>, rotulo: string) => {
      const [r] = await consulta;
      if (r?.nome) linhas.push(`${rotulo}: ${r.nome}`);
    };
    if (f.unidadeId) await um(tx.select({ nome: unidade.nomeFantasia }).from(unidade).where(eq(unidade.id, f.unidadeId)), 'Unidade');
    if (f.classificacaoRiscoId)
      await um(
        tx.select({ nome: classificacaoRisco.nome }).from(classificacaoRisco).where(eq(classificacaoRisco.id, f.classificacaoRiscoId)),
        'Classificação de risco',
      );
    if (f.profissionalId)
      await um(
        tx
          .select({ nome: cidadao.nome })
          .from(usuario)
          .innerJoin(cidadao, eq(cidadao.id, usuario.cidadaoId))
          .where(eq(usuario.id, f.profissionalId)),
        rotuloProfissional,
      );
    if (f.medicamentoId)
      await um(tx.select({ nome: rotuloMedicamento }).from(medicamento).where(eq(medicamento.id, f.medicamentoId)), 'Medicamento');
    return linhas;
  };
}

const buscaAutocomplete = z.object({
  search: z
    .object({ value: z.string().max(100).default('') })
    .partial()
    .optional(),
});

/**
 * pronto-atendimento reports (spec 000 §2.3 "Reports (index)"): each is its shared declaration plus one SQL
 * query, served by the report engine as preview, PDF and XLSX/CSV under PA.relatorios; the filters'
 * autocompletes answer under the same permission (a report user needs no registry permission).
 */
export function relatoriosProntoAtendimentoRoutes(app: FastifyInstance, deps: AppDeps) {
  registrarRelatorio(app, deps, {
    def: relatorioPaAtendimento,
    consulta: (_tx, f) => consultaAtendimento(f),
    descreverFiltros: descrever('Médico'),
  });
  registrarRelatorio(app, deps, {
    def: relatorioPaClassificacaoRisco,
    consulta: (_tx, f) => consultaClassificacaoRisco(f),
    descreverFiltros: descrever('Profissional da triagem'),
  });
  registrarRelatorio(app, deps, {
    def: relatorioPaDocumentoNaoAssinado,
    consulta: (_tx, f) => consultaDocumentoNaoAssinado(f),
    descreverFiltros: descrever(),
  });
  registrarRelatorio(app, deps, {
    def: relatorioPaExameImagem,
    consulta: (_tx, f) => consultaExameImagem(f),
    descreverFiltros: descrever(),
  });
  registrarRelatorio(app, deps, { def: relatorioPaPlantao, consulta: (_tx, f) => consultaPlantao(f), descreverFiltros: descrever() });
  registrarRelatorio(app, deps, {
    def: relatorioPaPrescricaoInterna,
    consulta: (_tx, f) => consultaPrescricaoInterna(f),
    descreverFiltros: descrever(),
  });
  registrarRelatorio(app, deps, {
    def: relatorioPaProducaoMedico,
    consulta: (_tx, f) => consultaProducaoMedico(f),
    descreverFiltros: descrever('Médico'),
  });
  registrarRelatorio(app, deps, {
    def: relatorioPaQuantitativoProducao,
    consulta: (_tx, f) => consultaQuantitativoProducao(f),
    descreverFiltros: descrever(),
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const autocomplete = (url: string, buscar: (tx: Tx, termo: string) => Promise<{ id: number; label: string }[]>) =>
    r.get(
      url,
      {
        schema: { tags, querystring: buscaAutocomplete, response: { 200: relatorioPaAutocompleteSchema } },
        config: { permission: PA.relatorios },
      },
      (req) => req.tx(async (tx) => ({ data: await buscar(tx, req.query.search?.value ?? '') })),
    );

  autocomplete(URL_AUTOCOMPLETE_RELATORIO_PA.unidade, (tx, termo) =>
    tx
      .select({ id: unidade.id, label: unidade.nomeFantasia })
      .from(unidade)
      .where(textSearch(termo, unidade.nomeFantasia))
      .orderBy(porNome(sql`${unidade.nomeFantasia}`))
      .limit(AUTOCOMPLETE.resultados),
  );
  autocomplete(URL_AUTOCOMPLETE_RELATORIO_PA.profissional, (tx, termo) =>
    tx
      .select({ id: usuario.id, label: rotuloUsuario })
      .from(usuario)
      .innerJoin(cidadao, eq(cidadao.id, usuario.cidadaoId))
      .where(textSearch(termo, cidadao.nome, usuario.login))
      .orderBy(porNome(sql`${cidadao.nome}`))
      .limit(AUTOCOMPLETE.resultados),
  );
  autocomplete(URL_AUTOCOMPLETE_RELATORIO_PA.medicamento, (tx, termo) =>
    tx
      .select({ id: medicamento.id, label: rotuloMedicamento })
      .from(medicamento)
      .where(todasAsPalavras(termo, rotuloMedicamento))
      .orderBy(porNome(rotuloMedicamento))
      .limit(AUTOCOMPLETE.resultados),
  );
  autocomplete(URL_AUTOCOMPLETE_RELATORIO_PA.classificacaoRisco, (tx, termo) =>
    tx
      .select({ id: classificacaoRisco.id, label: classificacaoRisco.nome })
      .from(classificacaoRisco)
      .where(textSearch(termo, classificacaoRisco.nome))
      .orderBy(asc(classificacaoRisco.ordem))
      .limit(AUTOCOMPLETE.resultados),
  );
}
