import { applyMask, applyTelefoneMask, formatCnpj, formatTelefone, MASCARAS, unidadeExecutanteManutencaoResource } from '@saude/shared';
import { Col, Form, Input, Row } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';
import { MultiSelect } from '../../../components/fields/MultiSelect';

interface Servico {
  id: number;
  nome: string;
}

/** Who performs maintenance: identification, contact and the services it performs. */
export function UnidadeExecutanteManutencaoForm({ id }: { id?: number }) {
  const r = unidadeExecutanteManutencaoResource;
  return (
    <ResourceFormPage
      resource={r}
      id={id}
      toForm={(m) => ({ ...m, cnpj: formatCnpj(m.cnpj as string | null), telefone: formatTelefone(m.telefone as string | null) })}
    >
      {({ form, options, model }) => {
        // a blocked service still linked to the unit keeps showing its name
        const vinculados = (model?.servicos as Servico[] | undefined) ?? [];
        const servicos = [
          ...(options.servicos as Servico[]),
          ...vinculados.filter((v) => !(options.servicos as Servico[]).some((s) => s.id === v.id)),
        ];
        return (
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item label="Nome" {...campo(r, 'nome')}>
                <Input maxLength={150} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item label="CNPJ" {...campo(r, 'cnpj')}>
                <Input maxLength={18} onChange={(e) => form.setFieldValue('cnpj', applyMask(MASCARAS.cnpj, e.target.value))} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item label="Telefone" {...campo(r, 'telefone')}>
                <Input maxLength={15} inputMode="tel" onChange={(e) => form.setFieldValue('telefone', applyTelefoneMask(e.target.value))} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="E-mail" {...campo(r, 'email')}>
                <Input maxLength={150} type="email" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="Responsável" {...campo(r, 'responsavel')}>
                <Input maxLength={150} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item label="Serviços executados" {...campo(r, 'servicoIds')}>
                <MultiSelect
                  aria-label="Serviços executados"
                  max={servicos.length || 1}
                  options={servicos.map((s) => ({ value: s.id, label: s.nome }))}
                />
              </Form.Item>
            </Col>
          </Row>
        );
      }}
    </ResourceFormPage>
  );
}
