import type { RelatorioDef } from '@saude/shared';
import { Alert, Card, Empty, Table } from 'antd';
import type { ReactNode } from 'react';
import { useAssinatura } from '../assinatura/use-assinatura';
import { PageHeader } from '../PageHeader';
import { type LinhaRelatorio, LinhaTotais, type RenderizadoresRelatorio } from './colunas';
import { FiltrosRelatorio } from './FiltrosRelatorio';
import { rotuloDoCampo } from './filtros-relatorio';
import { useRelatorio } from './use-relatorio';

export interface RelatorioPageProps {
  def: RelatorioDef;
  /** A cell drawn by the page instead of the plain formatted value, by column chave (e.g. a Tag). */
  render?: RenderizadoresRelatorio;
  /** The hint while a required filter is missing (default: names the fields to fill). */
  avisoObrigatorio?: ReactNode;
  /** Drawn between the filters and the table once the required filters are set (e.g. a chart of the same rows). */
  acima?: ReactNode;
}

const entreAspas = (nomes: string[]) => {
  const q = nomes.map((n) => `"${n}"`);
  return q.length < 2 ? q.join('') : `${q.slice(0, -1).join(', ')} e ${q.at(-1)}`;
};

/**
 * The index page of a report (issue 5): the filter form from the declaration, the server-paged preview
 * with the totals line, Imprimir (PDF) and Exportar (XLSX/CSV) with the same filters and sort; a big
 * report becomes a job followed in "Tarefas".
 */
export function RelatorioPage({ def, render, avisoObrigatorio, acima }: RelatorioPageProps) {
  const { assinar, dialogo } = useAssinatura();
  const { form, table, resposta, faltando, gerando, pesquisar, limpar, gerar } = useRelatorio(def, render, (arquivo) =>
    assinar({ arquivos: [arquivo] }),
  );
  const { tableProps, textoVazio } = table;
  const linhas = ((tableProps.dataSource ?? []) as LinhaRelatorio[]).map((l, i) => ({ ...l, __linha: i }));
  const totais = resposta?.totais;

  const rotulos = faltando.map(rotuloDoCampo);
  const aviso =
    avisoObrigatorio ??
    `Informe ${rotulos.length === 1 ? 'o campo' : 'os campos'} ${entreAspas(rotulos)} e clique em Pesquisar para ver o relatório.`;

  return (
    <div className="sm-page">
      <PageHeader title={def.titulo} subTitle={def.descricao} />
      <FiltrosRelatorio def={def} form={form} gerando={gerando} onPesquisar={pesquisar} onLimpar={limpar} onGerar={(s) => void gerar(s)} />
      {faltando.length > 0 ? (
        <Alert type="info" showIcon title={aviso} />
      ) : (
        <>
          {acima}
          <Card styles={{ body: { paddingTop: 16 } }}>
            <Table<LinhaRelatorio>
              size="middle"
              scroll={{ x: 'max-content' }}
              {...tableProps}
              rowKey={(l) => String(l.id ?? `linha-${l.__linha}`)}
              dataSource={linhas}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={textoVazio} /> }}
              summary={() => (totais && linhas.length > 0 ? <LinhaTotais colunas={def.colunas} totais={totais} /> : null)}
            />
          </Card>
        </>
      )}
      {dialogo}
    </div>
  );
}
