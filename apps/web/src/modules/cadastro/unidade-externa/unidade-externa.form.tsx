import {
  applyMask,
  applyTelefoneMask,
  formatCep,
  formatCnpj,
  formatTelefone,
  MASCARAS,
  onlyDigits,
  UnidadeExternaTipoNome,
  unidadeExternaResource,
} from '@saude/shared';
import { Col, Form, Input, Row, Select } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';
import { Autocomplete } from '../../../components/fields/Autocomplete';

interface Municipio {
  id: number;
  label: string;
}
const TIPOS = Object.entries(UnidadeExternaTipoNome).map(([value, label]) => ({ value: Number(value), label }));
const mascarar = (v: unknown, fn: (s: string) => string) => (v ? fn(String(v)) : v);

/** An external unit: identification, municipality (IBGE) and a free-text address. */
export function UnidadeExternaForm({ id }: { id?: number }) {
  const r = unidadeExternaResource;
  return (
    <ResourceFormPage
      resource={r}
      id={id}
      toForm={(m) => ({
        ...m,
        cnpj: mascarar(m.cnpj, formatCnpj),
        cep: mascarar(m.cep, formatCep),
        telefone: mascarar(m.telefone, formatTelefone),
      })}
    >
      {({ form, model }) => (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Nome" {...campo(r, 'nome')}>
              <Input maxLength={150} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="Tipo" {...campo(r, 'tipoId')}>
              <Select aria-label="Tipo" options={TIPOS} />
            </Form.Item>
          </Col>
          <Col xs={12} md={3}>
            <Form.Item label="CNES" {...campo(r, 'cnes')}>
              <Input
                maxLength={7}
                inputMode="numeric"
                onChange={(e) => form.setFieldValue('cnes', onlyDigits(e.target.value).slice(0, 7))}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={3}>
            <Form.Item label="CNPJ" {...campo(r, 'cnpj')}>
              <Input maxLength={18} onChange={(e) => form.setFieldValue('cnpj', applyMask(MASCARAS.cnpj, e.target.value))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Município" {...campo(r, 'municipioId')}>
              <Autocomplete<Municipio>
                url="/api/intranet/municipio/autocomplete"
                label="Município"
                optionLabel="label"
                itemInicial={(model?.municipio as Municipio | null | undefined) ?? null}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={4}>
            <Form.Item label="CEP" {...campo(r, 'cep')}>
              <Input
                maxLength={10}
                inputMode="numeric"
                onChange={(e) => form.setFieldValue('cep', applyMask(MASCARAS.cep, e.target.value))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Logradouro" {...campo(r, 'logradouro')}>
              <Input maxLength={150} />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item label="Número" {...campo(r, 'numero')}>
              <Input maxLength={10} />
            </Form.Item>
          </Col>
          <Col xs={12} md={10}>
            <Form.Item label="Bairro" {...campo(r, 'bairro')}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="Telefone" {...campo(r, 'telefone')}>
              <Input maxLength={15} inputMode="tel" onChange={(e) => form.setFieldValue('telefone', applyTelefoneMask(e.target.value))} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}
