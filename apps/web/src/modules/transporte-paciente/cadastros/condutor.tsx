import {
  CATEGORIAS_CNH_CONDUTOR,
  hojeIso,
  MASCARAS,
  NOME_SITUACAO_CNH,
  type SituacaoCnh,
  situacaoCnh,
  tpCondutorResource,
} from '@saude/shared';
import { Col, Form, type FormInstance, Input, Row, Select, Tag } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';
import { campo } from '../../../components/crud/resource-form';
import { DateInput, InputMascarado, mascaraTelefone } from '../../../components/fields';
import { paginaEditar } from './editar';

const R = tpCondutorResource;
const COR: Record<SituacaoCnh, string> = { vencida: 'red', vencendo: 'orange', valida: 'green' };

/** The licence's standing as a coloured tag: expired red, expiring (within 30 days) orange, valid green. */
export function TagCnh({ situacao }: { situacao: SituacaoCnh }) {
  return <Tag color={COR[situacao]}>{NOME_SITUACAO_CNH[situacao]}</Tag>;
}

/** transporte-paciente/condutor/list: the drivers; licences expired or about to expire stand out. */
export function Lista() {
  return (
    <ResourceIndexPage
      resource={R}
      subTitle="Motoristas da frota; CNH vencida não pode ser escalada e a que vence em até 30 dias é sinalizada."
      render={{ situacaoCnh: (v: SituacaoCnh) => <TagCnh situacao={v} /> }}
    />
  );
}

function CondutorForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage resource={R} id={id}>
      {({ form }) => <Campos form={form} />}
    </ResourceFormPage>
  );
}

function Campos({ form }: { form: FormInstance }) {
  const validade = Form.useWatch('cnhValidade', form) as string | null | undefined;
  const situacao = validade && /^\d{4}-\d{2}-\d{2}$/.test(validade) ? situacaoCnh(validade, hojeIso()) : null;
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item label="Nome" {...campo(R, 'nome')}>
          <Input aria-label="Nome" maxLength={150} />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item label="CPF" {...campo(R, 'cpf')}>
          <InputMascarado aria-label="CPF" mascara={MASCARAS.cpf} />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item label="Telefone" {...campo(R, 'telefone')}>
          <InputMascarado aria-label="Telefone" mascara={mascaraTelefone} />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item label="Número da CNH" {...campo(R, 'cnhNumero')}>
          <Input aria-label="Número da CNH" maxLength={11} inputMode="numeric" />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item label="Categoria da CNH" {...campo(R, 'cnhCategoria')} extra="Carro e ambulância: B; van e micro-ônibus: D.">
          <Select aria-label="Categoria da CNH" options={CATEGORIAS_CNH_CONDUTOR.map((c) => ({ value: c, label: c }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item
          label="Validade da CNH"
          {...campo(R, 'cnhValidade')}
          extra={situacao && situacao !== 'valida' ? <TagCnh situacao={situacao} /> : undefined}
        >
          <DateInput aria-label="Validade da CNH" />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item label="Observação" {...campo(R, 'observacao')}>
          <Input.TextArea aria-label="Observação" maxLength={500} rows={2} />
        </Form.Item>
      </Col>
    </Row>
  );
}

export const Criar = () => <CondutorForm />;
export const Editar = paginaEditar(CondutorForm);
