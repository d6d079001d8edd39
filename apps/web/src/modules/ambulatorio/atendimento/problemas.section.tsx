import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { idadeNaData, SituacaoProblema, textoIdadeNaData } from '@saude/shared';
import { Button, Card, Checkbox, Col, Form, type FormInstance, Input, Radio, Row, Select, Table, Typography } from 'antd';
import { URL_CID } from '../../../components/clinico/DocumentosSection';
import type { RegrasDoFormulario } from '../../../components/clinico/regras';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { DateInput } from '../../../components/fields/DateInput';
import { formatarData } from '../../../lib/dates';
import { type FormularioAtendimento, URL_CIAP } from './atendimento.api';

interface Problema {
  cidCodigo?: string | null;
  ciapCodigo?: string | null;
  principal?: boolean;
  situacao?: number;
  inicioData?: string | null;
  fimData?: string | null;
}

/** "(34 anos e 2 meses)": the patient's age on a date of the problem (spec 001 §3), as the server computes it. */
function Idade({ nascimento, data }: { nascimento: string | null; data?: string | null }) {
  const t = textoIdadeNaData(idadeNaData(nascimento, data));
  return t ? <Typography.Text type="secondary">{t}</Typography.Text> : null;
}

/** The patient's problem/condition list, read-only (each attendance can include more in it). */
export function ListaDoPaciente({ problemas }: { problemas: FormularioAtendimento['problemasPaciente'] }) {
  if (!problemas.length) return <Typography.Text type="secondary">Nenhum problema/condição na lista do paciente.</Typography.Text>;
  return (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={problemas}
      columns={[
        { title: 'Problema/condição', dataIndex: 'descricao' },
        { title: 'Situação', dataIndex: 'situacaoNome', width: 110 },
        {
          title: 'Início',
          key: 'inicio',
          width: 220,
          render: (_: unknown, p) => (p.inicioData ? `${formatarData(p.inicioData)}${p.idadeInicio ? ` (${p.idadeInicio})` : ''}` : '—'),
        },
        {
          title: 'Fim',
          key: 'fim',
          width: 220,
          render: (_: unknown, p) => (p.fimData ? `${formatarData(p.fimData)}${p.idadeFim ? ` (${p.idadeFim})` : ''}` : '—'),
        },
      ]}
    />
  );
}

/**
 * Reasons and problems of the attendance (spec 001 §3 problem/condition record): CIAP-2 and/or CID-10 (a code chosen
 * is left out of the other rows' searches: no CID twice), the principal, situation, start and end with the
 * patient's age at each, and "Incluir na lista do paciente".
 */
export function ProblemasSection({
  form,
  regras,
  situacoes,
  nascimento,
}: {
  form: FormInstance;
  regras: RegrasDoFormulario;
  situacoes: { id: number; nome: string }[];
  nascimento: string | null;
}) {
  const lista = (Form.useWatch('problemas', form) ?? []) as Problema[];
  const cids = lista.map((p) => p?.cidCodigo).filter((c): c is string => Boolean(c));
  const marcarPrincipal = (indice: number) =>
    lista.forEach((_, i) => {
      if (i !== indice) form.setFieldValue(['problemas', i, 'principal'], false);
    });
  return (
    <Form.List name="problemas" rules={regras.regraLista(form, ['problemas'])}>
      {(campos, { add, remove }, { errors }) => (
        <section aria-label="Problemas e condições">
          {campos.map((campo, i) => {
            const p = lista[campo.name] ?? {};
            const r = (c: string) => regras.regra(['problemas', campo.name, c]);
            return (
              <Card key={campo.key} size="small" style={{ marginBottom: 8 }} styles={{ body: { paddingBottom: 0 } }}>
                <Row gutter={8}>
                  <Col xs={24} lg={9}>
                    <Form.Item name={[campo.name, 'cidCodigo']} label="CID-10" rules={r('cidCodigo')}>
                      <Autocomplete
                        url={URL_CID}
                        label={`CID-10 do problema ${i + 1}`}
                        placeholder="Código ou descrição"
                        optionLabel="label"
                        excludeValue={cids.filter((c) => c !== p.cidCodigo)}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} lg={8}>
                    <Form.Item name={[campo.name, 'ciapCodigo']} label="CIAP-2" rules={r('ciapCodigo')}>
                      <Autocomplete
                        url={URL_CIAP}
                        label={`CIAP-2 do problema ${i + 1}`}
                        placeholder="Código ou descrição"
                        optionLabel="label"
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={12} lg={4}>
                    <Form.Item name={[campo.name, 'situacao']} label="Situação" rules={r('situacao')}>
                      <Select
                        aria-label={`Situação do problema ${i + 1}`}
                        options={situacoes.map((s) => ({ value: s.id, label: s.nome }))}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={12} lg={3} style={{ paddingTop: 30 }}>
                    <Button
                      icon={<DeleteOutlined />}
                      aria-label={`Remover problema ${i + 1}`}
                      disabled={campos.length === 1}
                      onClick={() => remove(campo.name)}
                    />
                  </Col>
                  <Col xs={12} lg={5}>
                    <Form.Item
                      name={[campo.name, 'inicioData']}
                      label="Início"
                      rules={r('inicioData')}
                      extra={<Idade nascimento={nascimento} data={p.inicioData} />}
                    >
                      <DateInput />
                    </Form.Item>
                  </Col>
                  <Col xs={12} lg={5}>
                    <Form.Item
                      name={[campo.name, 'fimData']}
                      label="Fim"
                      rules={r('fimData')}
                      extra={<Idade nascimento={nascimento} data={p.fimData} />}
                    >
                      <DateInput disabled={p.situacao !== SituacaoProblema.RESOLVIDO} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} lg={8}>
                    <Form.Item name={[campo.name, 'observacao']} label="Observação" rules={r('observacao')}>
                      <Input maxLength={1000} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} lg={6} style={{ paddingTop: 26 }}>
                    <Form.Item name={[campo.name, 'principal']} valuePropName="checked" noStyle>
                      <Radio onChange={() => marcarPrincipal(campo.name)} aria-label={`Problema ${i + 1} é o principal`}>
                        Principal
                      </Radio>
                    </Form.Item>
                    <Form.Item name={[campo.name, 'incluirListaPaciente']} valuePropName="checked" noStyle>
                      <Checkbox>Incluir na lista do paciente</Checkbox>
                    </Form.Item>
                  </Col>
                </Row>
              </Card>
            );
          })}
          <Form.ErrorList errors={errors} />
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => add({ situacao: SituacaoProblema.ATIVO, principal: campos.length === 0 })}
          >
            Adicionar problema/condição
          </Button>
        </section>
      )}
    </Form.List>
  );
}
