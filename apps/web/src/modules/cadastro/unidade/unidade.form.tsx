import {
  applyMask,
  applyTelefoneMask,
  formatCep,
  formatCnpj,
  formatTelefone,
  MASCARAS,
  onlyDigits,
  TIPOS_UNIDADE,
  unidadeResource,
} from '@saude/shared';
import { Alert, Col, Divider, Form, Input, Row, Select } from 'antd';
import { useState } from 'react';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { LocaisSection, type SetorOpcao } from './locais.section';
import { LogoSection } from './logo.section';

interface Rua {
  id: number;
  label: string;
  cep?: string;
  bairroNome?: string | null;
}

const mascarar = (v: unknown, fn: (s: string) => string) => (v ? fn(String(v)) : v);

/** Shows the CEP and neighbourhood of the chosen street (they belong to the street, not the unit). */
function DadosDaRua({ rua }: { rua: Rua | null }) {
  if (!rua) return null;
  return (
    <Row gutter={16}>
      <Col xs={24} md={6}>
        <Form.Item label="CEP">
          <Input value={rua.cep ? formatCep(rua.cep) : ''} disabled aria-label="CEP" />
        </Form.Item>
      </Col>
      <Col xs={24} md={10}>
        <Form.Item label="Bairro">
          <Input value={rua.bairroNome ?? ''} disabled aria-label="Bairro" />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** A health unit; in edit mode also its logo and its service locations with cost centres. */
export function UnidadeForm({ id }: { id?: number }) {
  const [rua, setRua] = useState<Rua | null | undefined>(undefined);
  return (
    <ResourceFormPage
      resource={unidadeResource}
      id={id}
      toForm={(m) => ({
        ...m,
        cnpj: mascarar(m.cnpj, formatCnpj),
        telefone: mascarar(m.telefone, formatTelefone),
        telefone2: mascarar(m.telefone2, formatTelefone),
      })}
    >
      {({ form, options, model }) => {
        const ruaAtual = rua === undefined ? ((model?.logradouro as Rua | null | undefined) ?? null) : rua;
        return (
          <>
            <Row gutter={16}>
              <Col xs={24} md={6}>
                <Form.Item label="CNES" {...campo(unidadeResource, 'cnes')}>
                  <Input
                    maxLength={7}
                    inputMode="numeric"
                    onChange={(e) => form.setFieldValue('cnes', onlyDigits(e.target.value).slice(0, 7))}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item label="CNPJ" {...campo(unidadeResource, 'cnpj')}>
                  <Input maxLength={18} onChange={(e) => form.setFieldValue('cnpj', applyMask(MASCARAS.cnpj, e.target.value))} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item label="Tipo de unidade" {...campo(unidadeResource, 'tipoUnidadeId')}>
                  <Select showSearch={{ optionFilterProp: 'label' }} options={TIPOS_UNIDADE} aria-label="Tipo de unidade" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item label="Nome fantasia" {...campo(unidadeResource, 'nomeFantasia')}>
                  <Input maxLength={150} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item label="Razão social" {...campo(unidadeResource, 'razaoSocial')}>
                  <Input maxLength={150} />
                </Form.Item>
              </Col>
            </Row>
            <Divider titlePlacement="start">Endereço e contato</Divider>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item label="Logradouro" {...campo(unidadeResource, 'logradouroId')}>
                  <Autocomplete<Rua>
                    url="/api/cadastro/logradouro/autocomplete"
                    label="Logradouro"
                    optionLabel="label"
                    allowClear
                    itemInicial={(model?.logradouro as Rua | null | undefined) ?? null}
                    onChange={(valor, item) => {
                      form.setFieldValue('logradouroId', valor);
                      setRua(item);
                    }}
                  />
                </Form.Item>
              </Col>
              <Col xs={12} md={4}>
                <Form.Item label="Número" {...campo(unidadeResource, 'numero')}>
                  <Input maxLength={10} />
                </Form.Item>
              </Col>
              <Col xs={12} md={8}>
                <Form.Item label="Complemento" {...campo(unidadeResource, 'complemento')}>
                  <Input maxLength={100} />
                </Form.Item>
              </Col>
            </Row>
            <DadosDaRua rua={ruaAtual} />
            <Row gutter={16}>
              <Col xs={24} md={6}>
                <Form.Item label="Telefone" {...campo(unidadeResource, 'telefone')}>
                  <Input
                    maxLength={15}
                    inputMode="tel"
                    onChange={(e) => form.setFieldValue('telefone', applyTelefoneMask(e.target.value))}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item label="Telefone 2" {...campo(unidadeResource, 'telefone2')}>
                  <Input
                    maxLength={15}
                    inputMode="tel"
                    onChange={(e) => form.setFieldValue('telefone2', applyTelefoneMask(e.target.value))}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item label="E-mail" {...campo(unidadeResource, 'email')}>
                  <Input maxLength={150} type="email" />
                </Form.Item>
              </Col>
            </Row>
            {model ? (
              <>
                <Divider titlePlacement="start">Logotipo para impressos</Divider>
                <LogoSection unidadeId={model.id} temLogoInicial={Boolean(model.temLogo)} />
                <Divider titlePlacement="start">Locais de atendimento e centros de custo</Divider>
                <LocaisSection unidadeId={model.id} setores={(options.setores ?? []) as SetorOpcao[]} />
              </>
            ) : (
              <Alert
                type="info"
                showIcon
                title="O logotipo e os locais de atendimento (com seus centros de custo) são incluídos na edição, depois de salvar a unidade."
              />
            )}
          </>
        );
      }}
    </ResourceFormPage>
  );
}
