import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CALENDARIO_PNI,
  type Calendario,
  FAIXA_COBERTURA_NOME,
  IMU,
  mensagens,
  type parametrizacaoImunizacaoModeloSchema,
  type Resposta,
  toSnake,
} from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Form, Input, InputNumber, Popconfirm, Row, Select, Skeleton, Switch, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { usePermission } from '../../../components/Authorized';
import { PageHeader } from '../../../components/PageHeader';
import { api } from '../../../lib/api';
import { applyFormErrors } from '../../../lib/errors';
import { useUnsavedGuard } from '../../../lib/exit-guard';
import { feedback } from '../../../lib/feedback';
import { CalendarioEditor } from './calendario.editor';

const API = '/api/imunizacao/parametrizacao';
type Modelo = Resposta<typeof parametrizacaoImunizacaoModeloSchema>;
type Valores = Omit<Modelo, 'calendarioNacional'>;

/** The wire camel-cases every key: the rule names of `condutas` go back to the calendar's own (`dose_desconhecida`). */
const comRegrasOriginais = (cal: Calendario): Calendario => {
  const regras = (c?: Record<string, unknown>) => c && Object.fromEntries(Object.entries(c).map(([k, v]) => [toSnake(k), v]));
  return {
    ...cal,
    condutas: regras(cal.condutas) as Calendario['condutas'],
    vacinas: cal.vacinas.map((v) => (v.condutas ? { ...v, condutas: regras(v.condutas) } : v)),
  };
};
const paraFormulario = (m: Modelo): Valores => ({
  solicitanteRnds: m.solicitanteRnds,
  diasAlertaValidade: m.diasAlertaValidade,
  imprimirCartaoAoSalvar: m.imprimirCartaoAoSalvar,
  calendario: comRegrasOriginais(m.calendario),
  populacaoAlvo: m.populacaoAlvo,
});

/**
 * imunizacao/parametrizacao/create (spec 000 §2.3, issue 20): the RNDS requester, the expiry warning, the card on save,
 * the target population of the coverage report and the municipality's vaccination calendar, which starts as the
 * national one (PNI) and can be restored to it.
 */
export default function ParametrizacaoImunizacaoPage() {
  const podeSalvar = usePermission(IMU.parametrizacao);
  const [form] = Form.useForm<Valores>();
  const [dirty, setDirty] = useState(false);
  const [nacional, setNacional] = useState<boolean | null>(null);
  const [abertas, setAbertas] = useState<number[]>([]);
  // a 422 on a closed vaccine: open it first, then put the messages on its fields once they are drawn
  const [recusa, setRecusa] = useState<unknown>(null);
  useEffect(() => {
    if (!recusa) return;
    // the opened panel's fields register on this render; antd takes their errors on the next tick
    const t = setTimeout(() => applyFormErrors(form, recusa));
    return () => clearTimeout(t);
  }, [recusa, form]);
  useUnsavedGuard(dirty);
  const dados = useQuery({ queryKey: ['parametrizacao', API], queryFn: () => api.get<Modelo>(API), gcTime: 0 });
  const vacinas = (Form.useWatch(['calendario', 'vacinas'], form) ?? []) as Calendario['vacinas'];
  const salvar = useMutation({
    mutationFn: (v: Valores) => api.put<Modelo>(API, v),
    onSuccess: (m) => {
      setDirty(false);
      setNacional(m.calendarioNacional);
      form.setFieldsValue(paraFormulario(m));
      feedback.notification.success({ title: 'Sucesso', description: mensagens.registroSalvo });
    },
    onError: (e) => {
      const corpo = (e as { body?: { errors?: Record<string, string[]> } }).body;
      const comErro = Object.keys(corpo?.errors ?? {}).flatMap((k) => /^calendario\.vacinas\.(\d+)\./.exec(k)?.[1] ?? []);
      setAbertas((a) => [...new Set([...a, ...comErro.map(Number)])]);
      setRecusa(e);
    },
  });
  if (!dados.data) return <Skeleton active style={{ padding: 24 }} />;
  const ehNacional = nacional ?? dados.data.calendarioNacional;

  const restaurar = () => {
    form.setFieldValue('calendario', structuredClone(CALENDARIO_PNI));
    setDirty(true);
  };
  return (
    <div className="sm-page">
      <PageHeader
        title="Parametrização da imunização"
        subTitle="Integração RNDS, alertas, cartão de vacinação, população-alvo e o calendário vacinal do município."
      />
      <Form<Valores>
        form={form}
        layout="vertical"
        initialValues={paraFormulario(dados.data)}
        disabled={!podeSalvar}
        scrollToFirstError={{ behavior: 'smooth', block: 'center', focus: true }}
        onValuesChange={() => setDirty(true)}
        // the whole store: the calendar keeps the rule fields the page does not draw (equivalences, conditions…)
        onFinish={() => salvar.mutate(form.getFieldsValue(true) as Valores)}
      >
        <Card title="Geral" style={{ marginBottom: 16 }}>
          <Row gutter={24}>
            <Col xs={24} md={8}>
              <Form.Item
                name="solicitanteRnds"
                label="Identificador do solicitante na RNDS"
                extra="O número que o portal da RNDS deu ao município (BRRNDS-…), usado na exportação do RIA."
              >
                <Input aria-label="Identificador do solicitante na RNDS" maxLength={20} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="diasAlertaValidade"
                label="Alerta de validade (dias)"
                extra="Lotes que vencem dentro destes dias aparecem em destaque no estoque e no registro."
              >
                <InputNumber aria-label="Alerta de validade (dias)" precision={0} style={{ width: 160 }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="imprimirCartaoAoSalvar" label="Imprimir o cartão ao salvar o registro" valuePropName="checked">
                <Switch aria-label="Imprimir o cartão ao salvar o registro" />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card title="População-alvo da cobertura vacinal" style={{ marginBottom: 16 }}>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title="Para menores de 1 ano, use os nascidos vivos do SINASC. Sem valor para o ano e a faixa, o relatório de cobertura estima a população pelos pacientes cadastrados na idade e avisa."
          />
          <Form.List name="populacaoAlvo">
            {(campos, { add, remove }) => (
              <>
                {campos.map((c) => (
                  <Row key={c.key} gutter={8}>
                    <Col flex="140px">
                      <Form.Item name={[c.name, 'ano']} label="Ano" rules={[{ required: true, message: mensagens.obrigatorio('Ano') }]}>
                        <InputNumber aria-label="Ano" precision={0} style={{ width: '100%' }} />
                      </Form.Item>
                    </Col>
                    <Col flex="200px">
                      <Form.Item
                        name={[c.name, 'faixa']}
                        label="Faixa etária"
                        rules={[{ required: true, message: mensagens.obrigatorio('Faixa etária') }]}
                      >
                        <Select
                          aria-label="Faixa etária"
                          options={Object.entries(FAIXA_COBERTURA_NOME).map(([value, label]) => ({ value, label }))}
                        />
                      </Form.Item>
                    </Col>
                    <Col flex="160px">
                      <Form.Item
                        name={[c.name, 'populacao']}
                        label="População"
                        rules={[{ required: true, message: mensagens.obrigatorio('População') }]}
                      >
                        <InputNumber aria-label="População" precision={0} style={{ width: '100%' }} />
                      </Form.Item>
                    </Col>
                    <Col flex="40px" style={{ paddingTop: 30 }}>
                      <Button aria-label="Remover população" icon={<DeleteOutlined />} onClick={() => remove(c.name)} />
                    </Col>
                  </Row>
                ))}
                <Button icon={<PlusOutlined />} onClick={() => add({ ano: new Date().getFullYear(), faixa: 'menor1' })}>
                  Adicionar população
                </Button>
              </>
            )}
          </Form.List>
        </Card>

        <Card
          title="Calendário de vacinação do município"
          extra={
            <Flex gap={8} align="center">
              <Tag color={ehNacional ? 'blue' : 'purple'}>
                {ehNacional ? `Calendário nacional (${CALENDARIO_PNI.versao})` : 'Calendário próprio'}
              </Tag>
              {podeSalvar && (
                <Popconfirm
                  title="Restaurar o calendário nacional?"
                  description="As alterações do município serão descartadas ao salvar."
                  onConfirm={restaurar}
                  okText="Restaurar"
                  cancelText="Cancelar"
                >
                  <Button>Restaurar calendário nacional</Button>
                </Popconfirm>
              )}
            </Flex>
          }
          style={{ marginBottom: 16 }}
        >
          <CalendarioEditor vacinas={vacinas} abertas={abertas} onAbrir={setAbertas} />
        </Card>
        {podeSalvar && (
          <Flex justify="flex-end">
            <Button type="primary" htmlType="submit" loading={salvar.isPending}>
              Salvar
            </Button>
          </Flex>
        )}
      </Form>
    </div>
  );
}
