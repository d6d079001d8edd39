import { type centrosDoLocalSchema, type Resposta, salaResource } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, Row, Select } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { api } from '../../../lib/api';

interface Opcao {
  id: number;
  label: string;
}

/** The cost centres of the chosen location (a room may belong to one, or to the whole location). */
function CentroCustoSelect({
  infraestruturaId,
  value,
  onChange,
}: {
  infraestruturaId?: number | null;
  value?: number | null;
  onChange?: (v: number | null) => void;
}) {
  const centros = useQuery({
    queryKey: ['centros-do-local', infraestruturaId],
    queryFn: () => api.get<Resposta<typeof centrosDoLocalSchema>>(`/api/cadastro/unidade/infraestrutura/${infraestruturaId}/centro-custo`),
    enabled: Boolean(infraestruturaId),
  });
  return (
    <Select
      aria-label="Centro de custo"
      allowClear
      disabled={!infraestruturaId}
      placeholder={infraestruturaId ? 'Todo o local' : 'Escolha antes o local de atendimento'}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      loading={centros.isFetching}
      options={(centros.data?.data ?? []).map((c) => ({ value: c.id, label: c.label }))}
    />
  );
}

/** A room where patients are called: name, location ("Unidade — Local") and optional cost centre. */
export function SalaForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage<Record<string, any>> resource={salaResource} id={id}>
      {({ form, model }) => (
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item label="Nome" {...campo(salaResource, 'nome')}>
              <Input maxLength={100} placeholder="Ex.: Consultório 3" />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item label="Local de atendimento" {...campo(salaResource, 'infraestruturaId')}>
              <Autocomplete<Opcao>
                url="/api/cadastro/unidade/infraestrutura/autocomplete"
                label="Local de atendimento"
                optionLabel="label"
                itemInicial={(model?.infraestrutura as Opcao | null | undefined) ?? null}
                onChange={(v) => {
                  form.setFieldValue('infraestruturaId', v);
                  form.setFieldValue('centroCustoId', null);
                }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item noStyle dependencies={['infraestruturaId']}>
              {() => (
                <Form.Item label="Centro de custo" {...campo(salaResource, 'centroCustoId')}>
                  <CentroCustoSelect infraestruturaId={form.getFieldValue('infraestruturaId')} />
                </Form.Item>
              )}
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}
