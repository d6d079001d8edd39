import { frascosDasDoses } from '@saude/shared';
import { Button, Col, Form, type FormInstance, Input, InputNumber, Row, Select, Typography } from 'antd';
import { type ColunaItem, colunaDoItem, ItensDoDocumento } from '../../../components/estoque';
import { clearErrorsOnChange } from '../../../lib/errors';
import type { RequisicaoForm } from './requisicao.api';

export interface ValoresRequisicao {
  centroCustoRedeFrioId?: number;
  observacao?: string | null;
  itens: { vacinaId?: number; doses?: number }[];
}

type Vacina = RequisicaoForm['vacinas'][number];

/** What the room holds of the line's vaccine and uses a month (last 3 months), to help the nurse ask. */
function ApoioDaLinha({ nome, vacinas, campo }: { nome: number; vacinas: Vacina[]; campo: 'estoqueSala' | 'consumoMedioMensal' }) {
  const linha: { vacinaId?: number; doses?: number } | undefined = Form.useWatch(['itens', nome]);
  const v = vacinas.find((x) => x.id === linha?.vacinaId);
  return (
    <Typography.Text aria-label={`${campo === 'estoqueSala' ? 'Estoque da sala' : 'Consumo médio mensal'} do item ${nome + 1}`}>
      {v ? v[campo] : '—'}
    </Typography.Text>
  );
}

function FrascosDaLinha({ nome, vacinas }: { nome: number; vacinas: Vacina[] }) {
  const linha: { vacinaId?: number; doses?: number } | undefined = Form.useWatch(['itens', nome]);
  const v = vacinas.find((x) => x.id === linha?.vacinaId);
  return (
    <Typography.Text type="secondary">
      {v && linha?.doses ? `≈ ${frascosDasDoses(linha.doses, v.dosesPorFrasco)} frasco(s)` : '—'}
    </Typography.Text>
  );
}

/**
 * The room's requisition (create, and edit while pending): the cold store asked, one line per vaccine in doses, with
 * the room's stock and average monthly use beside each line.
 */
export function FormularioRequisicao({
  form,
  dados,
  inicial,
  salvando,
  onFinish,
  rotuloSalvar,
}: {
  form: FormInstance<ValoresRequisicao>;
  dados?: RequisicaoForm;
  inicial: ValoresRequisicao;
  salvando: boolean;
  onFinish: (v: ValoresRequisicao) => void;
  rotuloSalvar: string;
}) {
  const vacinas = dados?.vacinas ?? [];
  const colunas: ColunaItem[] = [
    colunaDoItem({
      campo: 'vacinaId',
      titulo: 'Vacina',
      largura: 320,
      controle: (rotulo) => (
        <Select
          aria-label={rotulo}
          showSearch={{ optionFilterProp: 'label' }}
          options={vacinas.map((v) => ({ value: v.id, label: v.nome }))}
        />
      ),
    }),
    colunaDoItem({
      campo: 'doses',
      titulo: 'Doses solicitadas',
      largura: 150,
      controle: (rotulo) => <InputNumber aria-label={rotulo} min={1} precision={0} style={{ width: '100%' }} />,
    }),
    { title: 'Frascos', key: 'frascos', width: 110, render: (_, c) => <FrascosDaLinha nome={c.name} vacinas={vacinas} /> },
    {
      title: 'Estoque da sala (doses)',
      key: 'estoque',
      width: 150,
      render: (_, c) => <ApoioDaLinha nome={c.name} vacinas={vacinas} campo="estoqueSala" />,
    },
    {
      title: 'Consumo médio mensal (3 meses)',
      key: 'consumo',
      width: 170,
      render: (_, c) => <ApoioDaLinha nome={c.name} vacinas={vacinas} campo="consumoMedioMensal" />,
    },
  ];
  return (
    <Form<ValoresRequisicao>
      form={form}
      layout="vertical"
      initialValues={inicial}
      onValuesChange={clearErrorsOnChange(form)}
      onFinish={onFinish}
    >
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item
            name="centroCustoRedeFrioId"
            label="Rede de frio"
            rules={[{ required: true, message: 'O campo Rede de frio é obrigatório.' }]}
          >
            <Select aria-label="Rede de frio" options={(dados?.redesFrio ?? []).map((c) => ({ value: c.id, label: c.nome }))} />
          </Form.Item>
        </Col>
      </Row>
      <ItensDoDocumento colunas={colunas} />
      <Form.Item name="observacao" label="Observação" style={{ marginTop: 12 }}>
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={salvando}>
        {rotuloSalvar}
      </Button>
    </Form>
  );
}
