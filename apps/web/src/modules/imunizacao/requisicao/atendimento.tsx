import { frascosDasDoses } from '@saude/shared';
import { Button, Form, InputNumber, Space, Table, Typography } from 'antd';
import { DateInput } from '../../../components/fields/DateInput';
import { hoje } from '../../../lib/dates';
import { clearErrorsOnChange } from '../../../lib/errors';
import type { RequisicaoModelo } from './requisicao.api';

export interface ValoresAtendimento {
  data: string;
  itens: { doses?: number | null }[];
}

/** What the cold store can give of a line: what was asked, as far as its valid doses go. */
const sugerido = (i: RequisicaoModelo['itens'][number]) => Math.min(i.dosesSolicitadas, i.disponivelRedeFrio ?? 0);

/**
 * The cold store's answer (issue 20): per vaccine the doses it supplies (≤ asked and ≤ its valid doses), seeing the
 * room's stock and monthly use. The doses leave its lots first-expiry-first-out as one distribution to the room.
 */
export function AtendimentoRequisicao({
  r,
  form,
  enviando,
  onFinish,
  onRecusar,
}: {
  r: RequisicaoModelo;
  form: ReturnType<typeof Form.useForm<ValoresAtendimento>>[0];
  enviando: boolean;
  onFinish: (v: ValoresAtendimento) => void;
  onRecusar: () => void;
}) {
  const valores = Form.useWatch('itens', form) ?? [];
  return (
    <Form<ValoresAtendimento>
      form={form}
      layout="vertical"
      initialValues={{ data: hoje(), itens: r.itens.map((i) => ({ doses: sugerido(i) })) }}
      onValuesChange={clearErrorsOnChange(form)}
      onFinish={onFinish}
    >
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={r.itens}
        columns={[
          { title: 'Vacina', dataIndex: 'vacina' },
          { title: 'Doses pedidas', dataIndex: 'dosesSolicitadas', width: 110, align: 'right' },
          { title: 'Estoque da sala', dataIndex: 'estoqueSala', width: 120, align: 'right' },
          { title: 'Consumo médio mensal', dataIndex: 'consumoMedioMensal', width: 150, align: 'right' },
          { title: 'Disponível na rede de frio', dataIndex: 'disponivelRedeFrio', width: 170, align: 'right' },
          {
            title: 'Doses a atender',
            key: 'doses',
            width: 150,
            render: (_, i, n) => (
              <Form.Item name={['itens', n, 'doses']} style={{ margin: 0 }}>
                <InputNumber aria-label={`Doses a atender de ${i.vacina}`} min={0} max={i.dosesSolicitadas} precision={0} />
              </Form.Item>
            ),
          },
          {
            title: 'Frascos',
            key: 'frascos',
            width: 100,
            render: (_, i, n) => {
              const doses = valores[n]?.doses ?? 0;
              return (
                <Typography.Text type="secondary">{doses > 0 ? `≈ ${frascosDasDoses(doses, i.dosesPorFrasco)}` : '—'}</Typography.Text>
              );
            },
          },
        ]}
      />
      <Space align="end" style={{ marginTop: 12 }} wrap>
        <Form.Item name="data" label="Data do atendimento" style={{ margin: 0 }}>
          <DateInput />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={enviando}>
          Atender
        </Button>
        <Button danger onClick={onRecusar}>
          Recusar requisição
        </Button>
      </Space>
    </Form>
  );
}
