import { relatorioImuCoberturaVacinal } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import type { RenderizadoresRelatorio } from '../../../components/relatorio/colunas';
import { RelatorioPage } from '../../../components/relatorio/RelatorioPage';
import { api } from '../../../lib/api';
import { GraficoCobertura, type LinhaCobertura } from './grafico-cobertura';

const def = relatorioImuCoberturaVacinal;

/** Coverage against its goal: green when reached. */
const cobertura = (v: unknown, l: Record<string, unknown>) =>
  v === null || v === undefined ? '—' : <Tag color={Number(v) >= Number(l.meta) ? 'green' : 'red'}>{String(v).replace('.', ',')}%</Tag>;
const render: RenderizadoresRelatorio = { cobertura };

/** The chart reads every row of the applied filters (at most a few dozen indicators), not only the table's page. */
function Grafico() {
  const [params] = useSearchParams();
  const filtros = { data_inicio: params.get('data_inicio'), data_fim: params.get('data_fim'), faixa: params.get('faixa') || undefined };
  const pronto = !!filtros.data_inicio && !!filtros.data_fim;
  const dados = useQuery({
    queryKey: ['imunizacao', 'cobertura-grafico', filtros],
    queryFn: () => api.get<{ data: LinhaCobertura[] }>(def.listPath, { query: { start: 0, length: 100, ...filtros } }),
    enabled: pronto,
  });
  if (!pronto || !dados.data) return null;
  return (
    <Card title="Cobertura por vacina e meta" style={{ marginBottom: 16 }}>
      <GraficoCobertura linhas={dados.data.data} />
    </Card>
  );
}

/** imunizacao/relatorio-cobertura-vacinal/index (issue 20): the coverage table with its chart above. */
export default function CoberturaVacinalPage() {
  return <RelatorioPage def={def} render={render} acima={<Grafico />} />;
}
