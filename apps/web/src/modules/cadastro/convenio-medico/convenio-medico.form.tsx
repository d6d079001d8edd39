import { applyMask, convenioMedicoResource, MASCARAS } from '@saude/shared';
import { Col, Form, Input, Row } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';
import { InputMascarado, mascaraTelefone } from '../../../components/fields/InputMascarado';

/** A health insurance: name, ANS registry (6 digits) and phone. */
export function ConvenioMedicoForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage
      resource={convenioMedicoResource}
      id={id}
      toForm={(m) => {
        const tel = String(m.telefone ?? '');
        return { ...m, telefone: tel ? applyMask(tel.length > 10 ? MASCARAS.celular : MASCARAS.telefone, tel) : null };
      }}
    >
      {() => (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Nome" {...campo(convenioMedicoResource, 'nome')}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label="Registro ANS" {...campo(convenioMedicoResource, 'registroAns')}>
              <Input maxLength={6} inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label="Telefone" {...campo(convenioMedicoResource, 'telefone')}>
              <InputMascarado mascara={mascaraTelefone} maxLength={15} inputMode="numeric" />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}
