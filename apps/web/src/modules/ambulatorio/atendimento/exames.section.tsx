import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Form, InputNumber, Row } from 'antd';
import { useState } from 'react';
import type { RegrasDoFormulario } from '../../../components/clinico/regras';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { TextArea } from '../../../components/fields/TextArea';
import { atendimentoApi, URL_EXAME_AMBULATORIO } from './atendimento.api';

/**
 * Exams of the municipality's registry (SIGTAP-billed), printed together on the SADT exam request. An exam asked
 * again inside its validity shows the warning with the date of the last request (exame-dentro-prazo-validade):
 * the professional decides, nothing is refused.
 */
export function ExamesSection({ regras, pacienteId }: { regras: RegrasDoFormulario; pacienteId: number }) {
  const [avisos, setAvisos] = useState<Record<number, string | null>>({});
  const conferir = async (linha: number, exameId: number | null) => {
    if (!exameId) return setAvisos((a) => ({ ...a, [linha]: null }));
    try {
      const r = await atendimentoApi.exameNoPrazo(pacienteId, exameId);
      setAvisos((a) => ({ ...a, [linha]: r.data.message }));
    } catch {
      setAvisos((a) => ({ ...a, [linha]: null }));
    }
  };
  return (
    <Form.List name="exames">
      {(campos, { add, remove }) => (
        <section aria-label="Exames">
          {campos.map((campo, i) => (
            <div key={campo.key}>
              <Row gutter={8} align="top">
                <Col xs={24} lg={10}>
                  <Form.Item
                    name={[campo.name, 'exameId']}
                    label={`Exame ${i + 1}`}
                    rules={regras.regra(['exames', campo.name, 'exameId'])}
                  >
                    <Autocomplete
                      url={URL_EXAME_AMBULATORIO}
                      label={`Exame ${i + 1}`}
                      placeholder="Nome ou código SIGTAP"
                      optionLabel="label"
                      onChange={(v) => void conferir(campo.name, (v as number | null) ?? null)}
                    />
                  </Form.Item>
                </Col>
                <Col xs={6} lg={3}>
                  <Form.Item name={[campo.name, 'quantidade']} label="Qtd." rules={regras.regra(['exames', campo.name, 'quantidade'])}>
                    <InputNumber min={1} max={99} precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col xs={16} lg={10}>
                  <Form.Item
                    name={[campo.name, 'justificativa']}
                    label="Justificativa"
                    rules={regras.regra(['exames', campo.name, 'justificativa'])}
                  >
                    <TextArea max={1000} rows={1} autoSize={{ minRows: 1, maxRows: 3 }} />
                  </Form.Item>
                </Col>
                <Col xs={2} lg={1} style={{ paddingTop: 30 }}>
                  <Button icon={<DeleteOutlined />} aria-label={`Remover exame ${i + 1}`} onClick={() => remove(campo.name)} />
                </Col>
              </Row>
              {avisos[campo.name] && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={avisos[campo.name]} />}
            </div>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ quantidade: 1 })}>
            Solicitar exame
          </Button>
        </section>
      )}
    </Form.List>
  );
}
