import { StopOutlined } from '@ant-design/icons';
import { SITUACAO_RESULTADO_LAB } from '@saude/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { confirmDialog } from '../../../components/confirm';
import { PageHeader } from '../../../components/PageHeader';
import { applyFormErrors, handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import type { ResultadoEmitido } from '../lancamento-resultado/resultado.api';
import { resultadoApi } from '../lancamento-resultado/resultado.api';
import { BuscaResultados } from './BuscaResultados';

/**
 * exame-laboratorial/cancelamento-resultado/create (issue 21): cancels one result with its reason (audited). A
 * signed or printed result is kept and marked cancelled; the exam goes back to awaiting a result.
 */
export default function CancelamentoResultadoPage() {
  const [form] = Form.useForm<{ motivo: string }>();
  const [escolhido, setEscolhido] = useState<ResultadoEmitido | null>(null);
  const queryClient = useQueryClient();
  const cancelar = (v: { motivo: string }) => {
    if (!escolhido) return;
    confirmDialog({
      title: 'Cancelar resultado',
      content: `Cancelar o resultado de ${escolhido.exame} de ${escolhido.paciente}? O exame volta a aguardar resultado.`,
      okText: 'Cancelar resultado',
      cancelText: 'Voltar',
      danger: true,
      onConfirm: async () => {
        try {
          const r = await resultadoApi.cancelar({ resultadoId: escolhido.id, motivo: v.motivo });
          feedback.notification.success({ title: 'Sucesso', description: r.message });
          setEscolhido(null);
          form.resetFields();
          void queryClient.invalidateQueries({ queryKey: ['lab-resultados'] });
        } catch (e) {
          applyFormErrors(form, e);
          handleApiError(e);
        }
      },
    });
  };
  return (
    <div className="sm-page">
      <PageHeader
        title="Cancelamento de resultado"
        subTitle="Cancele um resultado lançado ou assinado, com o motivo. Um novo resultado poderá ser lançado."
      />
      <BuscaResultados
        tela="cancelamento-resultado"
        unico
        selecionados={escolhido ? [escolhido.id] : []}
        aoSelecionar={(_, linhas) => setEscolhido(linhas[0] ?? null)}
        selecionavel={(r) => r.situacao !== SITUACAO_RESULTADO_LAB.cancelado}
      />
      <Card size="small" title="Motivo" style={{ marginTop: 12 }}>
        {escolhido?.impressoEm && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 8 }}
            title="Este resultado já foi impresso: a impressão ficará marcada como cancelada."
          />
        )}
        <Form form={form} layout="vertical" onFinish={cancelar}>
          <Form.Item
            name="motivo"
            label="Motivo do cancelamento"
            rules={[{ required: true, min: 5, message: 'Informe o motivo do cancelamento.' }]}
          >
            <Input.TextArea maxLength={1000} autoSize={{ minRows: 2, maxRows: 5 }} />
          </Form.Item>
          <Button danger type="primary" htmlType="submit" icon={<StopOutlined />} disabled={!escolhido}>
            Cancelar resultado
          </Button>
        </Form>
      </Card>
    </div>
  );
}
