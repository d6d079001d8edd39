import { LAB, mensagens } from '@saude/shared';
import { Col, Form, Input, InputNumber, Switch } from 'antd';
import { ParametrizacaoModeloPage } from '../../../components/parametrizacao/ParametrizacaoModeloPage';

/**
 * exame-laboratorial/parametrizacao/create (spec 000 §2.3, issue 21): the slip's message, the result's footer, the
 * default delivery deadline, labels on collection and whether a booking beyond the quota is refused.
 */
export default function ParametrizacaoLaboratorioPage() {
  return (
    <ParametrizacaoModeloPage
      api="/api/exame-laboratorial/parametrizacao"
      titulo="Parametrização do laboratório"
      subTitulo="Comprovante, laudo, prazos, etiquetas e cotas."
      permissao={LAB.parametrizacao}
    >
      <Col xs={24} md={12}>
        <Form.Item name="mensagemProtocolo" label="Mensagem do comprovante de agendamento" extra="Sai no comprovante entregue ao paciente.">
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
    </ParametrizacaoModeloPage>
  );
}
