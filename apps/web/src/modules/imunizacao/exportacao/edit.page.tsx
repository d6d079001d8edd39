import { DownloadOutlined, ReloadOutlined, StopOutlined } from '@ant-design/icons';
import { type CodigoDose, DOSE_NOME, IMU, SITUACAO_EXPORTACAO, SITUACAO_ITEM_EXPORTACAO } from '@saude/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Space, Table, Tag } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { confirmDialog } from '../../../components/confirm';
import { PageHeader } from '../../../components/PageHeader';
import { formatarData, formatarDataHora } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { baixarExportacao, type ExportacaoModelo, exportacaoApi } from './exportacao.api';

type Pendencia = ExportacaoModelo['pendencias'][number];

/**
 * imunizacao/exportacao/edit/{id} (issue 20): the export's counts, the records refused with their reasons (and the
 * notes of records cancelled after an export); the coordinator regenerates after fixing the data, or cancels.
 */
export default function ExportacaoEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const podeEditar = usePermission(IMU.exportacaoEditar);
  const chave = ['imunizacao', 'exportacao', id];
  const dados = useQuery({ queryKey: chave, queryFn: () => exportacaoApi.ler(id), gcTime: 0 });
  const m = dados.data?.model;
  const depois = (r: { message: string }) => {
    feedback.notification.success({ title: 'Sucesso', description: r.message });
    void qc.invalidateQueries({ queryKey: chave });
  };
  const regerar = useMutation({ mutationFn: () => exportacaoApi.regerar(id), onSuccess: depois, onError: handleApiError });
  const ativa = m?.status === 'ativa';
  return (
    <div className="sm-page">
      <PageHeader
        title={`Exportação RIA nº ${id}`}
        subTitle={m ? `${formatarData(m.inicio)} a ${formatarData(m.fim)} — ${m.sala ?? 'todas as salas'}` : undefined}
        extra={
          <Space>
            <Button icon={<DownloadOutlined />} onClick={() => void baixarExportacao(id)} disabled={!m}>
              Baixar arquivo
            </Button>
            {podeEditar && ativa && (
              <>
                <Button icon={<ReloadOutlined />} loading={regerar.isPending} onClick={() => regerar.mutate()}>
                  Regerar
                </Button>
                <Button
                  danger
                  icon={<StopOutlined />}
                  onClick={() =>
                    confirmDialog({
                      title: 'Cancelar a exportação?',
                      content: 'Os registros dela voltam a ser exportáveis numa próxima exportação.',
                      danger: true,
                      onConfirm: () => exportacaoApi.cancelar(id).then(depois),
                    })
                  }
                >
                  Cancelar exportação
                </Button>
              </>
            )}
            <Button onClick={() => navigate(`${exportacaoApi.tela}/index`)}>Voltar</Button>
          </Space>
        }
      />
      <Card loading={dados.isLoading}>
        {m && (
          <>
            <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
              <Descriptions.Item label="Situação">
                <Tag color={ativa ? 'green' : 'default'}>{SITUACAO_EXPORTACAO[m.status]}</Tag>
                {m.canceladaEm ? ` em ${formatarDataHora(m.canceladaEm)} por ${m.canceladaPor ?? '—'}` : ''}
              </Descriptions.Item>
              <Descriptions.Item label="Gerada em">{`${formatarDataHora(m.geradaEm)} por ${m.usuario ?? '—'}`}</Descriptions.Item>
              <Descriptions.Item label="Arquivo">{`${m.arquivoNome} (${(m.tamanho / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} KB)`}</Descriptions.Item>
              <Descriptions.Item label="Exportados">{m.exportados}</Descriptions.Item>
              <Descriptions.Item label="Recusados">{m.recusados}</Descriptions.Item>
              <Descriptions.Item label="Cancelados após exportação">{m.canceladosAposExportacao}</Descriptions.Item>
            </Descriptions>
            <Table<Pendencia>
              size="small"
              rowKey="id"
              dataSource={m.pendencias}
              pagination={{ pageSize: 50, hideOnSinglePage: true }}
              locale={{ emptyText: 'Nenhum registro recusado.' }}
              columns={[
                { title: 'Paciente', dataIndex: 'paciente' },
                { title: 'Vacina', dataIndex: 'vacina', render: (v: string, p) => `${v} — ${DOSE_NOME[p.dose as CodigoDose] ?? p.dose}` },
                { title: 'Aplicação', dataIndex: 'dataAplicacao', width: 110, render: (v: string) => formatarData(v) },
                { title: 'Sala', dataIndex: 'sala', render: (v: string | null) => v ?? '—' },
                {
                  title: 'Situação',
                  dataIndex: 'situacao',
                  width: 120,
                  render: (v: Pendencia['situacao']) => (
                    <Tag color={v === 'recusado' ? 'red' : 'orange'}>{SITUACAO_ITEM_EXPORTACAO[v]}</Tag>
                  ),
                },
                {
                  title: 'Motivos',
                  dataIndex: 'motivos',
                  render: (v: string[]) => (
                    <ul style={{ margin: 0, paddingLeft: 16 }}>
                      {v.map((x) => (
                        <li key={x}>{x}</li>
                      ))}
                    </ul>
                  ),
                },
              ]}
            />
          </>
        )}
      </Card>
    </div>
  );
}
