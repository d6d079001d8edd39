import { CalendarOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { formatDataBr, NOME_TIPO_PASSAGEIRO, ORIGENS_PRE_AGENDAMENTO, TP, type TpPreAgendamentoLido } from '@saude/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Space, Table, Tooltip } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { confirmarExclusao } from '../../../components/confirm';
import { PageHeader } from '../../../components/PageHeader';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { agendarApi } from '../agendar/agendar.api';

const ORIGEM: Record<number, string> = Object.fromEntries(ORIGENS_PRE_AGENDAMENTO.map((o) => [o.value, o.label]));

/**
 * transporte-paciente/pre-agendamento-transporte/index (spec 000 §2.3): the requests waiting for a seat (desk,
 * referral, regulation), oldest desired date first; "Agendar" opens the booking with the request
 * (agendar/create/{paciente}?pre={id}); the selected can be deleted at once (delete-all).
 */
export default function PreAgendamentoIndexPage() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [termo, setTermo] = useState('');
  const [selecionados, setSelecionados] = useState<number[]>([]);
  const podeCadastrar = usePermission(TP.preAgendamentoCadastrar);
  const podeAgendar = usePermission(TP.agendarCadastrar);
  const lista = useQuery({ queryKey: ['tp', 'pre', 'lista', termo], queryFn: () => agendarApi.preAgendamentos(termo || undefined) });
  const recarregar = () => void qc.invalidateQueries({ queryKey: ['tp', 'pre', 'lista'] });
  const excluir = useMutation({
    mutationFn: (ids: number[]) => (ids.length === 1 ? agendarApi.excluirPre(ids[0] as number) : agendarApi.excluirVariosPre(ids)),
    onSuccess: () => {
      feedback.notification.success({ title: 'Sucesso', description: 'Pedido(s) excluído(s).' });
      setSelecionados([]);
      recarregar();
    },
    onError: handleApiError,
  });
  return (
    <div className="sm-page">
      <PageHeader
        title="Pedidos de transporte aguardando vaga"
        subTitle="Solicitações do balcão, de encaminhamentos e da regulação: agende quando houver vaga."
        extra={
          podeCadastrar && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => navigate('/transporte-paciente/pre-agendamento-transporte/create')}
            >
              Novo pedido
            </Button>
          )
        }
      />
      <Card size="small">
        <Space style={{ marginBottom: 8 }} wrap>
          <Input.Search
            aria-label="Pesquisar pedidos"
            placeholder="Paciente, destino, CPF, CNS ou nº da regulação"
            allowClear
            onSearch={setTermo}
            style={{ width: 420, maxWidth: '100%' }}
          />
          {podeCadastrar && (
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={!selecionados.length}
              onClick={() => confirmarExclusao(() => excluir.mutateAsync(selecionados))}
            >
              Excluir selecionados ({selecionados.length})
            </Button>
          )}
        </Space>
        <Table<TpPreAgendamentoLido>
          size="small"
          rowKey="id"
          loading={lista.isLoading}
          dataSource={lista.data?.data ?? []}
          pagination={{ pageSize: 50, showSizeChanger: false }}
          rowSelection={podeCadastrar ? { selectedRowKeys: selecionados, onChange: (k) => setSelecionados(k.map(Number)) } : undefined}
          columns={[
            { title: 'Data desejada', dataIndex: 'dataDesejada', width: 120, render: (v: string | null) => (v ? formatDataBr(v) : '—') },
            { title: 'Paciente', dataIndex: 'pacienteNome' },
            {
              title: 'Destino',
              dataIndex: 'destinoNome',
              render: (v: string | null, p) => [v, p.localNome].filter(Boolean).join(' — ') || '—',
            },
            {
              title: 'Origem',
              dataIndex: 'origem',
              width: 130,
              render: (v: number, p) => `${ORIGEM[v]}${p.regulacaoNumero ? ` (${p.regulacaoNumero})` : ''}`,
            },
            {
              title: 'Passageiros',
              key: 'passageiros',
              width: 150,
              render: (_: unknown, p) =>
                `${NOME_TIPO_PASSAGEIRO[p.tipoPassageiro]}${p.acompanhantes ? ` + ${p.acompanhantes} acomp.` : ''}`,
            },
            {
              title: 'Ações',
              key: 'acoes',
              width: 190,
              render: (_: unknown, p) => (
                <Space size={0}>
                  {podeAgendar && (
                    <Button
                      type="link"
                      icon={<CalendarOutlined />}
                      aria-label={`Agendar: ${p.pacienteNome}`}
                      onClick={() => navigate(`/transporte-paciente/agendar/create/${p.pacienteId}?pre=${p.id}`)}
                    >
                      Agendar
                    </Button>
                  )}
                  {podeCadastrar && (
                    <>
                      <Tooltip title="Alterar">
                        <Button
                          type="text"
                          icon={<EditOutlined />}
                          aria-label={`Alterar: ${p.pacienteNome}`}
                          onClick={() => navigate(`/transporte-paciente/pre-agendamento-transporte/edit/${p.id}`)}
                        />
                      </Tooltip>
                      <Tooltip title="Excluir">
                        <Button
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={`Excluir: ${p.pacienteNome}`}
                          onClick={() => confirmarExclusao(() => excluir.mutateAsync([p.id]))}
                        />
                      </Tooltip>
                    </>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
