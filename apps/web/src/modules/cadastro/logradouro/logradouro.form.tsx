import { applyMask, logradouroResource, MASCARAS } from '@saude/shared';
import { Col, Form, Input, Row, Select } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';
import { Autocomplete } from '../../../components/fields/Autocomplete';

interface Tipo {
  codigo: string;
  nome: string;
}
interface Bairro {
  id: number;
  label: string;
}

/** Typing "RUA" should offer RUA before "10ª RUA": exact, then prefix, then the rest by name. */
function porProximidade(a: { label?: unknown }, b: { label?: unknown }, { searchValue }: { searchValue: string }) {
  const termo = searchValue.trim().toUpperCase();
  const peso = (o: { label?: unknown }) => {
    const l = String(o.label ?? '').toUpperCase();
    return l === termo ? 0 : l.startsWith(termo) ? 1 : 2;
  };
  return peso(a) - peso(b) || String(a.label).localeCompare(String(b.label), 'pt-BR');
}

/** A street: DNE type, name, CEP and neighbourhood. */
export function LogradouroForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage resource={logradouroResource} id={id} toForm={(m) => ({ ...m, cep: applyMask(MASCARAS.cep, String(m.cep ?? '')) })}>
      {({ form, options, model }) => (
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item label="Tipo de logradouro" {...campo(logradouroResource, 'tipoLogradouroCodigo')}>
              <Select
                showSearch={{ optionFilterProp: 'label', filterSort: porProximidade }}
                options={(options.tiposLogradouro as Tipo[]).map((t) => ({ value: t.codigo, label: t.nome }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Nome" {...campo(logradouroResource, 'nome')}>
              <Input maxLength={150} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="CEP" {...campo(logradouroResource, 'cep')}>
              <Input
                maxLength={10}
                inputMode="numeric"
                onChange={(e) => form.setFieldValue('cep', applyMask(MASCARAS.cep, e.target.value))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Bairro" {...campo(logradouroResource, 'bairroId')}>
              <Autocomplete<Bairro>
                url="/api/cadastro/bairro/autocomplete"
                label="Bairro"
                optionLabel="label"
                itemInicial={
                  model?.bairro ? { id: (model.bairro as { id: number }).id, label: (model.bairro as { nome: string }).nome } : null
                }
              />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}
