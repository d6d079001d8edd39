import { applyMask, fornecedorResource, MASCARAS } from '@saude/shared';
import { Col, Divider, Form, Input, Row } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { InputMascarado, mascaraTelefone } from '../../../components/fields/InputMascarado';

interface Municipio {
  id: number;
  label: string;
}

const mascarar = (mascara: string, v: unknown) => (v ? applyMask(mascara, String(v)) : null);

/** A supplier: identification, contact and address (the city from the IBGE list). */
export function FornecedorForm({ id }: { id?: number }) {
  const c = (nome: string) => campo(fornecedorResource, nome);
  return (
    <ResourceFormPage
      resource={fornecedorResource}
      id={id}
      toForm={(m) => ({
        ...m,
        cnpj: mascarar(MASCARAS.cnpj, m.cnpj),
        cep: mascarar(MASCARAS.cep, m.cep),
        telefone: mascarar(String(m.telefone ?? '').length > 10 ? MASCARAS.celular : MASCARAS.telefone, m.telefone),
      })}
    >
      {({ model }) => (
        <>
          <Row gutter={16}>
            <Col xs={24} md={10}>
              <Form.Item label="Razão social" {...c('razaoSocial')}>
                <Input maxLength={150} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label="Nome fantasia" {...c('nomeFantasia')}>
                <Input maxLength={150} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item label="CNPJ" {...c('cnpj')}>
                <InputMascarado mascara={MASCARAS.cnpj} maxLength={18} placeholder="00.000.000/0000-00" />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item label="Inscrição estadual" {...c('inscricaoEstadual')}>
                <Input maxLength={20} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item label="Telefone" {...c('telefone')}>
                <InputMascarado mascara={mascaraTelefone} maxLength={15} inputMode="numeric" />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item label="E-mail" {...c('email')}>
                <Input maxLength={150} type="email" />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item label="Nome do contato" {...c('contatoNome')}>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
          </Row>
          <Divider titlePlacement="start">Endereço</Divider>
          <Row gutter={16}>
            <Col xs={24} md={4}>
              <Form.Item label="CEP" {...c('cep')}>
                <InputMascarado mascara={MASCARAS.cep} maxLength={10} inputMode="numeric" placeholder="00.000-000" />
              </Form.Item>
            </Col>
            <Col xs={24} md={14}>
              <Form.Item label="Logradouro" {...c('logradouro')}>
                <Input maxLength={150} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item label="Número" {...c('numero')}>
                <Input maxLength={10} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label="Complemento" {...c('complemento')}>
                <Input maxLength={60} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label="Bairro" {...c('bairro')}>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label="Município" {...c('municipioId')}>
                <Autocomplete<Municipio>
                  url="/api/intranet/municipio/autocomplete"
                  label="Município"
                  optionLabel="label"
                  itemInicial={(model?.municipio as Municipio | undefined) ?? null}
                />
              </Form.Item>
            </Col>
          </Row>
        </>
      )}
    </ResourceFormPage>
  );
}
