import { FilePdfOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Table, Typography } from 'antd';
import { api, baixarArquivo } from '../../lib/api';
import { formatarDataHora } from '../../lib/dates';
import { handleApiError } from '../../lib/errors';
import { abrir } from '../assinatura/assinatura.api';

/** One released exam result of the patient (the core registry `lib/clinico/resultados-exame` on the server). */
export interface ResultadoExame {
  origem: string;
  id: number;
  data: string;
  exameNome: string;
  situacao: string;
  resumo: string | null;
  profissional: string | null;
  temPdf: boolean;
}

/**
 * "Laudos de exames" (issue 22, beyond peers): the patient's signed exam reports — imaging today — inside a
 * clinical screen, newest first, each opening its signed PDF; no paper. `base` is the mounting module's URL
 * (`/api/ambulatorio/atendimento`): its permission rules, and the server audits every read.
 */
export function LaudosDeExames({ base, pacienteId }: { base: string; pacienteId: number }) {
  const q = useQuery({
    queryKey: ['resultados-exame', base, pacienteId],
    queryFn: () => api.get<{ data: ResultadoExame[] }>(`${base}/resultados-exame/${pacienteId}`),
    staleTime: 60_000,
    retry: false,
    meta: { silent: true },
  });
  const ver = async (r: ResultadoExame) => {
    try {
      const a = await baixarArquivo(`${base}/resultados-exame/pdf/${r.origem}/${r.id}`);
      if (a.tipo === 'arquivo') abrir(a.blob);
    } catch (e) {
      handleApiError(e);
    }
  };
  if (q.isError) return <Alert type="warning" showIcon title="Não foi possível carregar os laudos de exames." />;
  const dados = q.data?.data ?? [];
  if (!q.isLoading && !dados.length)
    return <Typography.Text type="secondary">Nenhum laudo de exame liberado para este paciente.</Typography.Text>;
  return (
    <Table<ResultadoExame>
      size="small"
      rowKey={(r) => `${r.origem}-${r.id}`}
      loading={q.isLoading}
      dataSource={dados}
      pagination={dados.length > 10 ? { pageSize: 10, size: 'small' } : false}
      scroll={{ x: 900 }}
      columns={[
        { title: 'Data', dataIndex: 'data', width: 140, render: (v: string) => formatarDataHora(v) },
        { title: 'Exame', dataIndex: 'exameNome', width: 220 },
        { title: 'Conclusão', dataIndex: 'resumo', render: (v: string | null) => v ?? '—' },
        { title: 'Laudado por', dataIndex: 'profissional', width: 180, render: (v: string | null) => v ?? '—' },
        {
          title: 'Ações',
          key: 'acoes',
          width: 120,
          fixed: 'right',
          render: (_: unknown, r) =>
            r.temPdf ? (
              <Button size="small" icon={<FilePdfOutlined />} onClick={() => void ver(r)}>
                Ver laudo
              </Button>
            ) : null,
        },
      ]}
    />
  );
}
