import { CheckOutlined } from '@ant-design/icons';
import { SITUACAO_RESULTADO_LAB } from '@saude/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { DataHoraInput } from '../../../components/fields/DataHoraInput';
import { PageHeader } from '../../../components/PageHeader';
import { applyFormErrors, handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { resultadoApi } from '../lancamento-resultado/resultado.api';
import { BuscaResultados } from './BuscaResultados';

interface Entrega {
  entreguePara: string;
  documento?: string;
  entregueEm?: string | null;
}

/**
 * exame-laboratorial/entrega-exame/create (issue 21): who received the signed results (name and document) and when;
 * the exams become "entregue". Only signed results not yet delivered can be chosen.
 */
export default function EntregaExamePage() {
  const [form] = Form.useForm<Entrega>();
  const [selecionados, setSelecionados] = useState<number[]>([]);
  const queryClient = useQueryClient();
  const registrar = async (v: Entrega) => {
    try {
      const r = await resultadoApi.entregar({
        resultadoIds: selecionados,
        entreguePara: v.entreguePara,
        documento: v.documento || null,
        ...(v.entregueEm ? { entregueEm: new Date(v.entregueEm).toISOString() } : {}),
      });
      feedback.notification.success({ title: 'Sucesso', description: r.message });
      setSelecionados([]);
      form.resetFields();
      void queryClient.invalidateQueries({ queryKey: ['lab-resultados'] });
    } catch (e) {
      // field messages go under the inputs; the choice of results (resultado_ids) has none, so the list shows them all
      applyFormErrors(form, e);
      handleApiError(e);
    }
  };
  return (
    <div className="sm-page">
      <PageHeader title="Entrega de resultados" subTitle="Registre quem recebeu os resultados assinados e quando." />
      <BuscaResultados
        tela="entrega-exame"
        selecionados={selecionados}
        aoSelecionar={(ids) => setSelecionados(ids)}
        selecionavel={(r) => r.situacao === SITUACAO_RESULTADO_LAB.assinado && !r.entregueEm}
      />
      <Card size="small" title="Recebimento" style={{ marginTop: 12 }}>
        <Form form={form} layout="vertical" onFinish={(v) => void registrar(v)}>
          <Row gutter={12}>
            <Col xs={24} md={10}>
              <Form.Item
                name="entreguePara"
                label="Recebido por (nome)"
                rules={[{ required: true, min: 3, message: 'Informe o nome de quem recebeu.' }]}
              >
                <Input maxLength={200} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="documento" label="Documento (RG, CPF …)">
                <Input maxLength={30} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="entregueEm" label="Data e hora da entrega (vazio: agora)">
                <DataHoraInput rotuloData="Data da entrega" rotuloHora="Hora da entrega" />
              </Form.Item>
            </Col>
          </Row>
          <Button type="primary" htmlType="submit" icon={<CheckOutlined />} disabled={!selecionados.length}>
            Registrar entrega{selecionados.length ? ` (${selecionados.length})` : ''}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
