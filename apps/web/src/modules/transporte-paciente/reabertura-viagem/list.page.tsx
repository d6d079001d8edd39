import { UnlockOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Empty, Input, Modal, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { dayjs, formatarDataHora, hoje } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { horaCurta, type ViagemWeb, viagemApi } from '../viagem/viagem.api';

/**
 * transporte-paciente/reabertura-viagem/list (issue 23): the day's closed trips; reopening asks the reason, and the
 * server keeps the closing's values on the trip's history (audited).
 */
export default function ReaberturaViagemPage() {
  const [params, setParams] = useSearchParams();
  const data = params.get('data') ?? hoje();
  const qc = useQueryClient();
  const [alvo, setAlvo] = useState<ViagemWeb | null>(null);
  const [motivo, setMotivo] = useState('');
  const q = useQuery({ queryKey: ['transporte-paciente', 'fechadas', data], queryFn: () => viagemApi.fechadas(data) });
  const detalhe = useQuery({
    queryKey: ['transporte-paciente', 'viagem', alvo?.id],
    queryFn: () => viagemApi.detalhe(alvo?.id as number),
    enabled: !!alvo,
  });
  const reabrir = useMutation({
    mutationFn: () => viagemApi.reabrir(alvo?.id as number, motivo),
    onSuccess: (v) => {
      feedback.notification.success({ title: 'Sucesso', description: `Viagem nº ${v.numero} reaberta.` });
      setAlvo(null);
      setMotivo('');
      void qc.invalidateQueries({ queryKey: ['transporte-paciente'] });
    },
    onError: handleApiError,
  });
  const d = detalhe.data;
  return (
    <div className="sm-page">
      <PageHeader title="Reabertura de viagem" subTitle="Reabre uma viagem fechada para correção, com o motivo registrado." />
      <Space style={{ marginBottom: 12 }}>
        <DatePicker
          aria-label="Data da viagem"
          format="DD/MM/YYYY"
          allowClear={false}
          value={dayjs(data)}
          onChange={(x) => x && setParams({ data: x.format('YYYY-MM-DD') }, { replace: true })}
        />
      </Space>
      <Table<ViagemWeb>
        size="small"
        rowKey="id"
        loading={q.isFetching}
        dataSource={q.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description="Nenhuma viagem fechada neste dia." /> }}
        columns={[
          { title: 'Nº', dataIndex: 'numero', width: 110 },
          { title: 'Saída', dataIndex: 'horarioSaida', width: 70, render: horaCurta },
          { title: 'Destino', dataIndex: 'destino', ellipsis: true },
          { title: 'Veículo', dataIndex: 'placa', width: 100 },
          { title: 'Motorista', dataIndex: 'condutor', width: 200, ellipsis: true },
          {
            title: 'Ações',
            key: 'acoes',
            width: 110,
            render: (_: unknown, v) => (
              <Button size="small" icon={<UnlockOutlined />} onClick={() => setAlvo(v)} aria-label={`Reabrir a viagem ${v.numero}`}>
                Reabrir
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={!!alvo}
        title={`Reabrir a viagem nº ${alvo?.numero ?? ''}?`}
        okText="Reabrir"
        cancelText="Cancelar"
        okButtonProps={{ disabled: motivo.trim().length < 5, loading: reabrir.isPending }}
        onOk={() => reabrir.mutate()}
        onCancel={() => setAlvo(null)}
      >
        {d && (
          <Typography.Paragraph type="secondary">
            Fechada em {formatarDataHora(d.fechadaEm)}: km {d.kmSaida ?? '—'} → {d.kmChegada ?? '—'}. Os valores do fechamento ficam
            registrados no histórico.
          </Typography.Paragraph>
        )}
        <Input.TextArea
          aria-label="Motivo da reabertura"
          placeholder="Motivo (mínimo 5 caracteres)"
          rows={3}
          maxLength={1000}
          value={motivo}
          onChange={(e) => setMotivo(e.target.value)}
        />
      </Modal>
    </div>
  );
}
