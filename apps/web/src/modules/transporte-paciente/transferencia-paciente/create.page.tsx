import { SwapOutlined } from '@ant-design/icons';
import { cabe, ocupacaoDe, SITUACAO_AGENDAMENTO_TRANSPORTE as SA } from '@saude/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, DatePicker, Form, Input, Select, Space } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { dayjs, hoje } from '../../../lib/dates';
import { applyFormErrors, handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { horaCurta, viagemApi } from '../viagem/viagem.api';

interface Valores {
  origemId?: number;
  agendamentoId?: number;
  viagemId?: number;
  motivo?: string;
}

/**
 * transporte-paciente/transferencia-paciente/create (issue 23): moves a passenger (with the companions) from one open
 * trip of the day to another of the same destination; trips where they do not fit are not offered, and the server
 * checks the places again under the trip's lock.
 */
export default function TransferenciaPacientePage() {
  const [params, setParams] = useSearchParams();
  const data = params.get('data') ?? hoje();
  const qc = useQueryClient();
  const [form] = Form.useForm<Valores>();
  const origemId = Form.useWatch('origemId', form);
  const agendamentoId = Form.useWatch('agendamentoId', form);
  const abertas = useQuery({ queryKey: ['transporte-paciente', 'abertas', data], queryFn: () => viagemApi.abertas(data) });
  const origem = useQuery({
    queryKey: ['transporte-paciente', 'viagem', origemId],
    queryFn: () => viagemApi.detalhe(origemId as number),
    enabled: !!origemId,
  });
  const passageiro = origem.data?.passageirosLista.find((p) => p.id === agendamentoId);
  const destinos = (abertas.data ?? []).filter((v) => v.id !== origemId && (!origem.data || v.destinoId === origem.data.destinoId));
  const transferir = useMutation({
    mutationFn: (v: Valores) =>
      viagemApi.transferir({ agendamentoId: v.agendamentoId as number, viagemId: v.viagemId as number, motivo: v.motivo ?? null }),
    onSuccess: (r) => {
      feedback.notification.success({ title: 'Sucesso', description: `Passageiro transferido para a viagem nº ${r.destino.numero}.` });
      form.resetFields();
      void qc.invalidateQueries({ queryKey: ['transporte-paciente'] });
    },
    onError: (e) => {
      applyFormErrors(form, e);
      handleApiError(e);
    },
  });
  return (
    <div className="sm-page">
      <PageHeader title="Transferência de passageiro" subTitle="Move um passageiro e seus acompanhantes para outra viagem aberta do dia." />
      <Space style={{ marginBottom: 12 }}>
        <DatePicker
          aria-label="Data da viagem"
          format="DD/MM/YYYY"
          allowClear={false}
          value={dayjs(data)}
          onChange={(x) => x && setParams({ data: x.format('YYYY-MM-DD') }, { replace: true })}
        />
      </Space>
      <Card size="small" style={{ maxWidth: 720 }}>
        <Form<Valores> form={form} layout="vertical" onFinish={(v) => transferir.mutate(v)}>
          <Form.Item
            name="origemId"
            label="Viagem de origem"
            rules={[{ required: true, message: 'O campo Viagem de origem é obrigatório.' }]}
          >
            <Select
              options={(abertas.data ?? []).map((v) => ({
                value: v.id,
                label: `${v.numero} — ${horaCurta(v.horarioSaida)} — ${v.destino} — ${v.placa}`,
              }))}
              onChange={() => form.setFieldsValue({ agendamentoId: undefined, viagemId: undefined })}
            />
          </Form.Item>
          <Form.Item name="agendamentoId" label="Passageiro" rules={[{ required: true, message: 'O campo Passageiro é obrigatório.' }]}>
            <Select
              showSearch
              optionFilterProp="label"
              options={(origem.data?.passageirosLista ?? [])
                .filter((p) => p.situacao === SA.alocado)
                .map((p) => ({ value: p.id, label: `${p.paciente}${p.acompanhantes ? ` (+${p.acompanhantes} acompanhante(s))` : ''}` }))}
            />
          </Form.Item>
          <Form.Item
            name="viagemId"
            label="Viagem de destino"
            rules={[{ required: true, message: 'O campo Viagem de destino é obrigatório.' }]}
          >
            <Select
              options={destinos.map((v) => {
                const o = passageiro ? ocupacaoDe([passageiro]) : { lugares: 0, cadeirante: 0, maca: 0 };
                const total = {
                  lugares: v.ocupacao.lugares + o.lugares,
                  cadeirante: v.ocupacao.cadeirante + o.cadeirante,
                  maca: v.ocupacao.maca + o.maca,
                };
                return {
                  value: v.id,
                  disabled: !cabe(total, v),
                  label: `${v.numero} — ${horaCurta(v.horarioSaida)} — ${v.placa} — ${v.ocupacao.lugares}/${v.lugares} assentos${cabe(total, v) ? '' : ' (sem lugar)'}`,
                };
              })}
            />
          </Form.Item>
          <Form.Item name="motivo" label="Motivo">
            <Input maxLength={500} />
          </Form.Item>
          <Button type="primary" htmlType="submit" icon={<SwapOutlined />} loading={transferir.isPending}>
            Transferir
          </Button>
        </Form>
      </Card>
    </div>
  );
}
