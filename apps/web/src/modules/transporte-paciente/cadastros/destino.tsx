import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { tpDestinoLocalSchema, tpDestinoResource } from '@saude/shared';
import { Button, Col, Form, type FormRule, Input, InputNumber, Row, Table, Typography } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';
import { campo } from '../../../components/crud/resource-form';
import { Autocomplete, InputMascarado, mascaraTelefone } from '../../../components/fields';
import { paginaEditar } from './editar';

const R = tpDestinoResource;
type Municipio = { id: number; label: string };
type Local = { id?: number | null; nome?: string; endereco?: string | null; telefone?: string | null };

/** transporte-paciente/destino/list: the cities the patients travel to, with distance, time and places of care. */
export function Lista() {
  return <ResourceIndexPage resource={R} subTitle="Cidades de destino, distância, tempo de viagem e locais de atendimento." />;
}

/** A row's field checked by the shared schema's rule for it (the whole-form rule does not reach list rows). */
const regraDoLocal = (nome: 'nome' | 'telefone'): FormRule => ({
  validator: async (_, valor) => {
    const r = tpDestinoLocalSchema.shape[nome].safeParse(valor);
    if (!r.success) throw new Error(r.error.issues[0]?.message);
  },
});

/**
 * The places of care of the destination (hospitals, clinics), edited in the form: one row each, added and removed
 * here and saved with the destination.
 */
export function LocaisAtendimento() {
  return (
    <Form.List name="locais">
      {(campos, { add, remove }) => (
        <>
          <Table<(typeof campos)[number]>
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={campos}
            locale={{ emptyText: 'Nenhum local de atendimento informado.' }}
            columns={[
              {
                title: 'Local de atendimento',
                render: (_, c) => (
                  <Form.Item name={[c.name, 'nome']} rules={[regraDoLocal('nome')]} style={{ margin: 0 }}>
                    <Input aria-label={`Nome do local ${c.name + 1}`} maxLength={150} placeholder="Hospital, clínica…" />
                  </Form.Item>
                ),
              },
              {
                title: 'Endereço',
                render: (_, c) => (
                  <Form.Item name={[c.name, 'endereco']} style={{ margin: 0 }}>
                    <Input aria-label={`Endereço do local ${c.name + 1}`} maxLength={300} />
                  </Form.Item>
                ),
              },
              {
                title: 'Telefone',
                width: 170,
                render: (_, c) => (
                  <Form.Item name={[c.name, 'telefone']} rules={[regraDoLocal('telefone')]} style={{ margin: 0 }}>
                    <InputMascarado aria-label={`Telefone do local ${c.name + 1}`} mascara={mascaraTelefone} />
                  </Form.Item>
                ),
              },
              {
                key: 'acoes',
                width: 56,
                align: 'center',
                render: (_, c) => (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Remover o local ${c.name + 1}`}
                    onClick={() => remove(c.name)}
                  />
                ),
              },
            ]}
          />
          <Button
            icon={<PlusOutlined />}
            onClick={() => add({ nome: '', endereco: '', telefone: '' } satisfies Local)}
            style={{ marginTop: 8 }}
          >
            Adicionar local
          </Button>
        </>
      )}
    </Form.List>
  );
}

function DestinoForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage resource={R} id={id}>
      {({ model }) => (
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item label="Nome" {...campo(R, 'nome')} extra="Como o setor chama o destino, ex.: “Recife”.">
              <Input aria-label="Nome" maxLength={120} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Município" {...campo(R, 'municipioId')}>
              <Autocomplete<Municipio>
                url="/api/intranet/municipio/autocomplete"
                label="Município"
                optionLabel="label"
                itemInicial={(model?.municipio as Municipio | null) ?? null}
                placeholder="Digite o nome ou o código IBGE"
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item label="Distância (km)" {...campo(R, 'distanciaKm')}>
              <InputNumber aria-label="Distância (km)" min={0} max={5000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item label="Tempo de viagem (min)" {...campo(R, 'tempoViagemMin')}>
              <InputNumber aria-label="Tempo de viagem (min)" min={0} max={2880} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Typography.Title level={5}>Locais de atendimento</Typography.Title>
            <LocaisAtendimento />
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}

export const Criar = () => <DestinoForm />;
export const Editar = paginaEditar(DestinoForm);
