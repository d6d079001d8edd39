import { IMG, mensagens, type parametrizacaoImagemModelo, type Resposta } from '@saude/shared';
import { Col, Form, Input, InputNumber, Switch } from 'antd';
import { ParametrizacaoModeloPage } from '../../../components/parametrizacao/ParametrizacaoModeloPage';

type Valores = Omit<Resposta<typeof parametrizacaoImagemModelo>, 'atualizadoEm'>;

const texto = (name: keyof Valores, label: string, extra: string) => (
  <Form.Item name={name} label={label} extra={extra}>
    <Input.TextArea aria-label={label} rows={3} maxLength={1000} />
  </Form.Item>
);

/**
 * exame-imagem/parametrizacao/create (spec 000 §2.3, issue 22): the slip's message, the report's head and foot, the
 * report deadline printed on the slip, whether a booking beyond the quota is refused and whether only signed
 * reports print.
 */
export default function ParametrizacaoImagemPage() {
  return (
    <ParametrizacaoModeloPage
      api="/api/exame-imagem/parametrizacao"
      titulo="Parametrização do serviço de imagem"
      subTitulo="Comprovante, laudo, prazos, cotas e impressão."
      permissao={IMG.parametrizacao}
    >
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
    </ParametrizacaoModeloPage>
  );
}
