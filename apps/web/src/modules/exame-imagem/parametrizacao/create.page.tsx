import { IMG, mensagens, type parametrizacaoImagemModelo, type Resposta } from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Form, Input, InputNumber, Row, Skeleton, Switch, Typography } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../../components/Authorized';
import { PageHeader } from '../../../components/PageHeader';
import { api } from '../../../lib/api';
import { formatarDataHora } from '../../../lib/dates';
import { applyFormErrors } from '../../../lib/errors';
import { exitGuard, useUnsavedGuard } from '../../../lib/exit-guard';
import { feedback } from '../../../lib/feedback';

const API = '/api/exame-imagem/parametrizacao';
type Modelo = Resposta<typeof parametrizacaoImagemModelo>;
type Valores = Omit<Modelo, 'atualizadoEm'>;

/**
 * exame-imagem/parametrizacao/create (spec 000 §2.3, issue 22): the slip's message, the report's head and foot, the
 * report deadline printed on the slip, whether a booking beyond the quota is refused and whether only signed
 * reports print.
 */
export default function ParametrizacaoImagemPage() {
  const podeSalvar = usePermission(IMG.parametrizacao);
  const [form] = Form.useForm<Valores>();
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard(dirty);
  const dados = useQuery({ queryKey: ['parametrizacao', API], queryFn: () => api.get<Modelo>(API), gcTime: 0 });
  const salvar = useMutation({
    mutationFn: (v: Valores) => api.put<Modelo>(API, v),
    onSuccess: (m) => {
      setDirty(false);
      exitGuard.reset();
      form.setFieldsValue(m);
      feedback.notification.success({ title: 'Sucesso', description: mensagens.registroSalvo });
    },
    onError: (e) => applyFormErrors(form, e),
  });
  if (!dados.data) return <Skeleton active style={{ padding: 24 }} />;
  const texto = (name: keyof Valores, label: string, extra: string) => (
    <Form.Item name={name} label={label} extra={extra}>
      <Input.TextArea aria-label={label} rows={3} maxLength={1000} />
    </Form.Item>
  );
  return (
    <div className="sm-page">
      <PageHeader title="Parametrização do serviço de imagem" subTitle="Comprovante, laudo, prazos, cotas e impressão." />
      <Form<Valores>
        form={form}
        layout="vertical"
        initialValues={dados.data}
        disabled={!podeSalvar}
        onValuesChange={() => setDirty(true)}
        onFinish={(v) => salvar.mutate(v)}
      >
        <Card style={{ marginBottom: 16 }}>
          <Row gutter={24}>
            <Col xs={24} md={8}>
              {texto(
                'mensagemComprovante',
                'Mensagem do comprovante de agendamento',
                'Sai no comprovante entregue ao paciente, com o preparo do exame.',
              )}
            </Col>
            <Col xs={24} md={8}>
              {texto('cabecalhoLaudo', 'Cabeçalho do laudo', 'Sai no alto de todo laudo impresso.')}
            </Col>
            <Col xs={24} md={8}>
              {texto('rodapeLaudo', 'Rodapé do laudo', 'Sai ao pé de todo laudo impresso.')}
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="prazoLaudoDias"
                label="Prazo do laudo (dias)"
                required
                rules={[{ required: true, message: mensagens.obrigatorio('Prazo do laudo (dias)') }]}
                extra="Do exame à entrega do laudo; sai no comprovante."
              >
                <InputNumber aria-label="Prazo do laudo (dias)" precision={0} style={{ width: 160 }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="bloquearAcimaCota"
                label="Recusar agendamento acima da cota"
                valuePropName="checked"
                extra="Desligado: avisa e permite agendar."
              >
                <Switch aria-label="Recusar agendamento acima da cota" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="imprimirSomenteAssinado"
                label="Imprimir somente laudos assinados"
                valuePropName="checked"
                extra="Desligado: o laudo sem assinatura imprime com a marca “sem assinatura”."
              >
                <Switch aria-label="Imprimir somente laudos assinados" />
              </Form.Item>
            </Col>
          </Row>
          {dados.data.atualizadoEm && (
            <Typography.Text type="secondary">Última alteração: {formatarDataHora(dados.data.atualizadoEm)}</Typography.Text>
          )}
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
