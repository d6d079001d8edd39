import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { STATUS_ADMINISTRACAO_NOME } from '@saude/shared';
import { AutoComplete, Button, Checkbox, Col, Form, type FormInstance, Input, InputNumber, Popover, Row, Table, Typography } from 'antd';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { formatarDataHora } from '../../../lib/dates';
import { type ItemAtivo, type MedicamentoOpcao, URL_MEDICAMENTO } from './atendimento-medico.api';
import { regra } from './regras';

/** "1 g · IV · 6/6 h · 4 doses · se necessário": an item as the nursing checklist reads it. */
export function posologiaDoItem(i: {
  dose: string | null;
  via: string | null;
  intervaloHoras: number | null;
  quantidadeDoses: number | null;
  seNecessario: boolean;
}) {
  return [
    i.dose,
    i.via,
    i.intervaloHoras ? `${i.intervaloHoras}/${i.intervaloHoras} h` : null,
    i.quantidadeDoses ? `${i.quantidadeDoses} ${i.quantidadeDoses === 1 ? 'dose' : 'doses'}` : null,
    i.seNecessario ? 'se necessário' : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

function Administracoes({ item }: { item: ItemAtivo }) {
  if (!item.administracoes.length) return <Typography.Text type="secondary">Nenhuma</Typography.Text>;
  const feitas = item.administracoes.filter((a) => a.status === 1).length;
  const ultima = item.administracoes.at(-1);
  const lista = (
    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
      {item.administracoes.map((a) => (
        <li key={a.id}>
          {formatarDataHora(a.administradoEm)} — {STATUS_ADMINISTRACAO_NOME[a.status]} por {a.profissional}
          {a.lote ? ` (lote ${a.lote})` : ''}
          {a.observacao ? `: ${a.observacao}` : ''}
        </li>
      ))}
    </ul>
  );
  return (
    <Popover content={lista} title="Checagens da enfermagem">
      <Button type="link" size="small" style={{ padding: 0 }}>
        {feitas} {feitas === 1 ? 'administrada' : 'administradas'}
        {ultima ? ` · última ${formatarDataHora(ultima.administradoEm)}` : ''}
      </Button>
    </Popover>
  );
}

/** The active items of the FAA with their administrations; ticking one suspends it when the evaluation is saved. */
function ItensAtivos({ itens, value = [], onChange }: { itens: ItemAtivo[]; value?: number[]; onChange?: (v: number[]) => void }) {
  return (
    <Table<ItemAtivo>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={itens}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          title: 'Suspender',
          key: 'suspender',
          width: 90,
          align: 'center',
          render: (_, i) => (
            <Checkbox
              aria-label={`Suspender ${i.descricao}`}
              checked={value.includes(i.id)}
              onChange={(e) => onChange?.(e.target.checked ? [...value, i.id] : value.filter((id) => id !== i.id))}
            />
          ),
        },
        {
          title: 'Item',
          key: 'item',
          render: (_, i) => (
            <Typography.Text delete={value.includes(i.id)}>
              {i.descricao}
              {i.observacao ? <Typography.Text type="secondary"> — {i.observacao}</Typography.Text> : null}
            </Typography.Text>
          ),
        },
        { title: 'Posologia', key: 'posologia', render: (_, i) => posologiaDoItem(i) },
        { title: 'Prescrito', key: 'prescrito', render: (_, i) => `${formatarDataHora(i.prescritoEm)} — ${i.prescritoPor}` },
        { title: 'Administrações', key: 'adm', render: (_, i) => <Administracoes item={i} /> },
      ]}
    />
  );
}

/** The internal prescription: what is running (suspend) and what this evaluation adds. */
export function PrescricaoSection({ form, ativos, vias }: { form: FormInstance; ativos: ItemAtivo[]; vias: string[] }) {
  const opcoesVia = vias.map((v) => ({ value: v }));
  return (
    <section aria-label="Prescrição interna">
      {ativos.length > 0 && (
        <>
          <Typography.Title level={5}>Em curso</Typography.Title>
          <Form.Item name="suspenderItens" style={{ marginBottom: 16 }}>
            <ItensAtivos itens={ativos} />
          </Form.Item>
        </>
      )}
      <Typography.Title level={5}>{ativos.length ? 'Novos itens' : 'Itens'}</Typography.Title>
      <Form.List name="prescricaoInterna">
        {(campos, { add, remove }) => (
          <>
            {campos.map((campo, i) => {
              const caminho = (c: string) => ['prescricaoInterna', campo.name, c];
              return (
                <div key={campo.key} style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: '8px 12px 0', marginBottom: 8 }}>
                  <Row gutter={8}>
                    <Col xs={24} lg={8}>
                      <Form.Item name={[campo.name, 'medicamentoId']} label="Medicamento cadastrado">
                        <Autocomplete<MedicamentoOpcao>
                          url={URL_MEDICAMENTO}
                          label={`Medicamento do item ${i + 1}`}
                          placeholder="Buscar medicamento (opcional)"
                          optionLabel="label"
                          onChange={(_, m) => {
                            if (m) form.setFieldValue(caminho('descricao'), m.label);
                          }}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={24} lg={8}>
                      <Form.Item
                        name={[campo.name, 'descricao']}
                        label="Medicamento ou cuidado"
                        required
                        rules={regra(caminho('descricao'))}
                      >
                        <Input maxLength={500} aria-label={`Descrição do item ${i + 1}`} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} lg={4}>
                      <Form.Item name={[campo.name, 'dose']} label="Dose" rules={regra(caminho('dose'))}>
                        <Input maxLength={60} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} lg={4}>
                      <Form.Item name={[campo.name, 'via']} label="Via" rules={regra(caminho('via'))}>
                        <AutoComplete options={opcoesVia} showSearch={{ filterOption: true }} maxLength={40} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} lg={4}>
                      <Form.Item name={[campo.name, 'intervaloHoras']} label="A cada" rules={regra(caminho('intervaloHoras'))}>
                        <InputNumber style={{ width: '100%' }} precision={0} suffix="h" />
                      </Form.Item>
                    </Col>
                    <Col xs={12} lg={4}>
                      <Form.Item name={[campo.name, 'quantidadeDoses']} label="Doses" rules={regra(caminho('quantidadeDoses'))}>
                        <InputNumber style={{ width: '100%' }} precision={0} placeholder="Até nova ordem" />
                      </Form.Item>
                    </Col>
                    <Col xs={12} lg={4} style={{ paddingTop: 30 }}>
                      <Form.Item name={[campo.name, 'seNecessario']} valuePropName="checked">
                        <Checkbox>Se necessário</Checkbox>
                      </Form.Item>
                    </Col>
                    <Col xs={22} lg={11}>
                      <Form.Item name={[campo.name, 'observacao']} label="Observação" rules={regra(caminho('observacao'))}>
                        <Input maxLength={500} />
                      </Form.Item>
                    </Col>
                    <Col xs={2} lg={1} style={{ paddingTop: 30 }}>
                      <Button
                        icon={<DeleteOutlined />}
                        aria-label={`Remover item ${i + 1} da prescrição`}
                        title="Remover item"
                        onClick={() => remove(campo.name)}
                      />
                    </Col>
                  </Row>
                </div>
              );
            })}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ seNecessario: false })}>
              Adicionar item à prescrição
            </Button>
          </>
        )}
      </Form.List>
    </section>
  );
}
