import { LAB, mensagens, type parametrizacaoLaboratorioModelo, type Resposta } from '@saude/shared';
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

const API = '/api/exame-laboratorial/parametrizacao';
type Modelo = Resposta<typeof parametrizacaoLaboratorioModelo>;
type Valores = Omit<Modelo, 'atualizadoEm'>;

/**
 * exame-laboratorial/parametrizacao/create (spec 000 §2.3, issue 21): the slip's message, the result's footer, the
 * default delivery deadline, labels on collection and whether a booking beyond the quota is refused.
 */
export default function ParametrizacaoLaboratorioPage() {
  const podeSalvar = usePermission(LAB.parametrizacao);
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
  return (
    <div className="sm-page">
      <PageHeader title="Parametrização do laboratório" subTitle="Comprovante, laudo, prazos, etiquetas e cotas." />
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
            <Col xs={24} md={12}>
              <Form.Item
                name="mensagemProtocolo"
                label="Mensagem do comprovante de agendamento"
                extra="Sai no comprovante entregue ao paciente."
              >
                <Input.TextArea aria-label="Mensagem do comprovante de agendamento" rows={3} maxLength={1000} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="rodapeLaudo" label="Rodapé do laudo" extra="Sai ao pé de todo resultado impresso.">
                <Input.TextArea aria-label="Rodapé do laudo" rows={3} maxLength={1000} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="prazoEntregaPadraoDias"
                label="Prazo de entrega padrão (dias)"
                required
                rules={[{ required: true, message: mensagens.obrigatorio('Prazo de entrega padrão (dias)') }]}
                extra="Da coleta à entrega, quando o exame não tem prazo próprio."
              >
                <InputNumber aria-label="Prazo de entrega padrão (dias)" precision={0} style={{ width: 160 }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="etiquetaAoColetar" label="Imprimir etiquetas ao registrar a coleta" valuePropName="checked">
                <Switch aria-label="Imprimir etiquetas ao registrar a coleta" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="bloquearAcimaCota"
                label="Recusar agendamento acima da cota"
                valuePropName="checked"
                extra="Desligado: avisa e permite ao supervisor."
              >
                <Switch aria-label="Recusar agendamento acima da cota" />
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
