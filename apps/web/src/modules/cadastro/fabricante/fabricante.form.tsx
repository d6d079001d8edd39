import { applyMask, fabricanteResource, MASCARAS } from '@saude/shared';
import { Col, Form, Input, Row } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';
import { InputMascarado } from '../../../components/fields/InputMascarado';

/** A manufacturer: name and, optionally, its CNPJ and (vaccines) its PNI code. */
export function FabricanteForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage
      resource={fabricanteResource}
      id={id}
      toForm={(m) => ({ ...m, cnpj: m.cnpj ? applyMask(MASCARAS.cnpj, String(m.cnpj)) : null })}
    >
      {() => (
        <Row gutter={16}>
          <Col xs={24} md={14}>
            <Form.Item label="Nome" {...campo(fabricanteResource, 'nome')}>
              <Input maxLength={150} />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item label="CNPJ" {...campo(fabricanteResource, 'cnpj')}>
              <InputMascarado mascara={MASCARAS.cnpj} maxLength={18} placeholder="00.000.000/0000-00" />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item
              label="Código do fabricante no PNI"
              tooltip="Para fabricantes de vacinas: o código da tabela de fabricantes da RNDS (BRFabricantePNI), exigido no envio dos registros de vacinação."
              {...campo(fabricanteResource, 'codigoPni')}
            >
              <Input maxLength={10} inputMode="numeric" placeholder="Ex.: 152 (Butantan)" />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}
