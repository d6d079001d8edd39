import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { JUSTIFICATIVA_EXAME_MAX } from '@saude/shared';
import { Button, Col, Form, type FormInstance, Radio, Row } from 'antd';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { TextArea } from '../../../components/fields/TextArea';
import { URL_CID, URL_EXAME_IMAGEM } from './atendimento-medico.api';
import { regra, regraLista } from './regras';

interface Diagnostico {
  cidCodigo?: string | null;
  principal?: boolean;
}

/**
 * CID-10 diagnoses: one row each, the principal chosen by a radio across the rows (exactly one), and a
 * code already chosen left out of the other rows' searches (no code twice).
 */
export function DiagnosticosSection({ form }: { form: FormInstance }) {
  const lista = (Form.useWatch('diagnosticos', form) ?? []) as Diagnostico[];
  const escolhidos = lista.map((d) => d?.cidCodigo).filter((c): c is string => Boolean(c));
  const marcarPrincipal = (indice: number) =>
    lista.forEach((_, i) => {
      if (i !== indice) form.setFieldValue(['diagnosticos', i, 'principal'], false);
    });

  return (
    <Form.List name="diagnosticos" rules={regraLista(form, ['diagnosticos'])}>
      {(campos, { add, remove }, { errors }) => (
        <section aria-label="Diagnósticos">
          {campos.map((campo, i) => (
            <Row key={campo.key} gutter={8} align="top" wrap={false}>
              <Col flex="110px" style={{ paddingTop: 5 }}>
                <Form.Item name={[campo.name, 'principal']} valuePropName="checked" noStyle>
                  <Radio onChange={() => marcarPrincipal(campo.name)} aria-label={`Diagnóstico ${i + 1} é o principal`}>
                    Principal
                  </Radio>
                </Form.Item>
              </Col>
              <Col flex="auto">
                <Form.Item name={[campo.name, 'cidCodigo']} rules={regra(['diagnosticos', campo.name, 'cidCodigo'])}>
                  <Autocomplete
                    url={URL_CID}
                    label={`CID-10 do diagnóstico ${i + 1}`}
                    placeholder="CID-10: código ou descrição"
                    optionLabel="label"
                    excludeValue={escolhidos.filter((c) => c !== lista[campo.name]?.cidCodigo)}
                  />
                </Form.Item>
              </Col>
              <Col flex="40px">
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={`Remover diagnóstico ${i + 1}`}
                  title="Remover diagnóstico"
                  disabled={campos.length === 1}
                  onClick={() => {
                    const eraPrincipal = lista[campo.name]?.principal;
                    remove(campo.name);
                    if (eraPrincipal) form.setFieldValue(['diagnosticos', 0, 'principal'], true);
                  }}
                />
              </Col>
            </Row>
          ))}
          <Form.ErrorList errors={errors} />
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ principal: campos.length === 0 })}>
            Adicionar diagnóstico
          </Button>
        </section>
      )}
    </Form.List>
  );
}

/** Imaging requests (SIGTAP 02.04–02.07), each with why: they go to the imaging queue of the unit. */
export function ExamesImagemSection() {
  return (
    <Form.List name="examesImagem">
      {(campos, { add, remove }) => (
        <section aria-label="Exames de imagem">
          {campos.map((campo, i) => (
            <Row key={campo.key} gutter={8} align="top">
              <Col xs={24} lg={10}>
                <Form.Item
                  name={[campo.name, 'procedimentoCodigo']}
                  label={`Exame ${i + 1}`}
                  rules={regra(['examesImagem', campo.name, 'procedimentoCodigo'])}
                >
                  <Autocomplete url={URL_EXAME_IMAGEM} label={`Exame ${i + 1}`} placeholder="Código ou nome do exame" optionLabel="label" />
                </Form.Item>
              </Col>
              <Col xs={22} lg={13}>
                <Form.Item
                  name={[campo.name, 'justificativa']}
                  label="Justificativa"
                  rules={regra(['examesImagem', campo.name, 'justificativa'])}
                >
                  <TextArea max={JUSTIFICATIVA_EXAME_MAX} rows={1} autoSize={{ minRows: 1, maxRows: 4 }} />
                </Form.Item>
              </Col>
              <Col xs={2} lg={1} style={{ paddingTop: 30 }}>
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={`Remover exame ${i + 1}`}
                  title="Remover exame"
                  onClick={() => remove(campo.name)}
                />
              </Col>
            </Row>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})}>
            Solicitar exame de imagem
          </Button>
        </section>
      )}
    </Form.List>
  );
}
