import { type DatatableResponse, MENSAGENS_RELATORIO, type RelatorioDef } from '@saude/shared';
import { Form } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, baixarArquivo } from '../../lib/api';
import { ERRO_GENERICO, handleApiError } from '../../lib/errors';
import { feedback } from '../../lib/feedback';
import { imprimirPdf, salvarArquivo } from '../../lib/impressao';
import { useServerTable } from '../crud/use-server-table';
import { avisarNovaTarefa, type TarefaAnunciada } from '../tarefas/tarefas-store';
import { colunasDaTabela, type LinhaRelatorio, type RenderizadoresRelatorio } from './colunas';
import {
  agruparErros,
  CAMPO_PERIODO,
  DATA_FIM,
  DATA_INICIO,
  type ErrosFiltros,
  type Filtros,
  filtrosDoFormulario,
  nomeNoFormulario,
  nomesDosFiltros,
  obrigatoriosFaltando,
  periodoPadrao,
  validarFiltros,
  valoresDoFormulario,
} from './filtros-relatorio';

/** 'assinar': the PDF of Imprimir, signed electronically instead of printed (issue 5, spec 001 §4). */
export type Saida = 'imprimir' | 'assinar' | 'xlsx' | 'csv';

/** The answer of Imprimir/Exportar when the report is big: the job that will make the file. */
interface SegundoPlano {
  message?: string;
  tarefa?: TarefaAnunciada;
}

export type RespostaRelatorio = DatatableResponse<LinhaRelatorio> & { totais?: Record<string, number> };

const EXTENSAO: Record<Saida, string> = { imprimir: 'pdf', assinar: 'pdf', xlsx: 'xlsx', csv: 'csv' };

/**
 * The state of a report page: the filter form (a draft until "Pesquisar"), the applied filters and the
 * sort in the URL (so "Voltar" returns to the same report), the paged preview, and Imprimir/Exportar
 * with the same filters and sort, one request at a time.
 */
export function useRelatorio(
  def: RelatorioDef,
  render?: RenderizadoresRelatorio,
  assinar?: (arquivo: { nome: string; conteudo: Blob }) => Promise<unknown>,
) {
  const [form] = Form.useForm();
  const [params, setParams] = useSearchParams();
  const nomes = useMemo(() => nomesDosFiltros(def.campos), [def]);
  const aplicados: Filtros = Object.fromEntries(nomes.map((n) => [n, params.get(n) || undefined]));
  const assinatura = nomes.map((n) => `${n}=${aplicados[n] ?? ''}`).join('&');
  const faltando = obrigatoriosFaltando(def.campos, aplicados);

  const columns = useMemo(() => colunasDaTabela(def.colunas, render), [def, render]);
  const table = useServerTable<LinhaRelatorio>({
    endpoint: def.listPath,
    columns,
    defaultSort: { field: def.ordenacaoPadrao.coluna, dir: def.ordenacaoPadrao.dir },
    filters: nomes,
    // a required filter missing: nothing to ask the server yet (the page shows a hint instead)
    enabled: faltando.length === 0,
  });
  const resposta = table.query.data as RespostaRelatorio | undefined;

  // opening a report without a period in the address proposes this month up to today (issue 16), in the form only:
  // nothing is asked before "Pesquisar", and "Limpar" empties it for good
  const primeiraVez = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form follows the URL's filters only (Voltar, Limpar, a link)
  useEffect(() => {
    const valores = valoresDoFormulario(def.campos, aplicados);
    if (primeiraVez.current && !aplicados[DATA_INICIO] && !aplicados[DATA_FIM] && def.campos.some((c) => c.tipo === 'periodo')) {
      valores[CAMPO_PERIODO] = periodoPadrao();
    }
    primeiraVez.current = false;
    form.setFieldsValue(valores);
  }, [assinatura]);

  const mostrarErros = (erros: ErrosFiltros) => {
    // one message per field (spec 000 §5); the rest only in the notification
    form.setFields(Object.entries(erros.campos).map(([name, msgs]) => ({ name, errors: msgs.slice(0, 1) })));
    if (erros.soltos.length) feedback.notification.error({ key: 'relatorio-filtros', title: 'Erro', description: erros.soltos.join(' ') });
  };

  const erroDaPrevia = table.query.error;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each failed preview puts its 422 on the fields once
  useEffect(() => {
    if (erroDaPrevia) mostrarErros(errosDe422(erroDaPrevia));
  }, [erroDaPrevia]);

  function errosDe422(error: unknown): ErrosFiltros {
    if (!(error instanceof ApiError) || error.status !== 422 || !error.body.errors) return { campos: {}, soltos: [] };
    const lista = Object.entries(error.body.errors).flatMap(([chave, msgs]) => msgs.map((m) => [chave, m] as [string, string]));
    return { ...agruparErros(def.campos, lista), soltos: [] };
  }

  const limparErros = () => form.setFields(def.campos.map((c) => ({ name: nomeNoFormulario(c), errors: [] })));

  /** The form's filters, checked (required first, then the shared rule); null after showing what is wrong. */
  const lerFormulario = (): Filtros | null => {
    const filtros = filtrosDoFormulario(def.campos, form.getFieldsValue(true));
    const erros = validarFiltros(def, filtros);
    if (erros) {
      mostrarErros(erros);
      return null;
    }
    limparErros();
    return filtros;
  };

  const aplicar = (filtros: Filtros, { pesquisarDeNovo = true } = {}) => {
    if (nomes.every((n) => filtros[n] === aplicados[n])) {
      // same filters: "Pesquisar" asks again (the data may have changed); Imprimir/Exportar do not
      if (pesquisarDeNovo && faltando.length === 0) void table.query.refetch();
      return;
    }
    setParams(
      (antes) => {
        const depois = new URLSearchParams(antes);
        for (const n of nomes) {
          const v = filtros[n];
          if (v === undefined) depois.delete(n);
          else depois.set(n, v);
        }
        depois.delete('page');
        return depois;
      },
      { replace: true },
    );
  };

  const pesquisar = () => {
    const filtros = lerFormulario();
    if (filtros) aplicar(filtros);
  };

  const limpar = () => {
    form.setFieldsValue(valoresDoFormulario(def.campos, {}));
    limparErros();
    aplicar(Object.fromEntries(nomes.map((n) => [n, undefined])));
  };

  const [gerando, setGerando] = useState<Saida | null>(null);
  const emVoo = useRef(false);

  /** Imprimir (PDF) or Exportar (XLSX/CSV): the form's filters (applied to the preview too) and the preview's sort. */
  const gerar = async (saida: Saida) => {
    if (emVoo.current) return;
    const filtros = lerFormulario();
    if (!filtros) return;
    aplicar(filtros, { pesquisarDeNovo: false });
    const dirUrl = params.get('dir');
    const ordem = {
      ordem: params.get('sort') ?? def.ordenacaoPadrao.coluna,
      dir: dirUrl === 'asc' || dirUrl === 'desc' ? dirUrl : def.ordenacaoPadrao.dir,
    };
    const pdf = saida === 'imprimir' || saida === 'assinar';
    const path = pdf ? def.impressaoPath : def.exportacaoPath;
    const query = { ...filtros, ...ordem, ...(pdf ? {} : { formato: saida }) };
    emVoo.current = true;
    setGerando(saida);
    try {
      const r = await baixarArquivo<SegundoPlano>(path, query);
      if (r.tipo === 'arquivo') {
        const nome = r.nome !== 'arquivo' ? r.nome : `${def.relatorio}.${EXTENSAO[saida]}`;
        if (saida === 'imprimir') imprimirPdf(r.blob, nome);
        else if (saida === 'assinar' && assinar) await assinar({ nome, conteudo: r.blob });
        else salvarArquivo(r.blob, nome);
      } else if (r.status === 202) {
        feedback.notification.info({
          key: 'relatorio-segundo-plano',
          title: 'Relatório em segundo plano',
          description: r.dados?.message || MENSAGENS_RELATORIO.segundoPlano,
        });
        avisarNovaTarefa(r.dados?.tarefa);
      } else {
        feedback.notification.error({ key: 'api-erro', title: ERRO_GENERICO });
      }
    } catch (error) {
      mostrarErros(errosDe422(error));
      handleApiError(error);
    } finally {
      emVoo.current = false;
      setGerando(null);
    }
  };

  return { form, table, resposta, faltando, gerando, pesquisar, limpar, gerar };
}
