import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Form, Row, Select } from 'antd';
import { useState } from 'react';
import { DateInput } from '../../../components/fields/DateInput';
import { PageHeader } from '../../../components/PageHeader';
import { baixarArquivo } from '../../../lib/api';
import { hoje } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { imprimirPdf } from '../../../lib/impressao';
import { API_LISTAGEM, agendamentoImagemApi } from './agendamento.api';

/**
 * exame-imagem/listagem-exames-agendados/index: the day's scheduled exams per equipment, printed (landscape A4):
 * time, number, patient, age, exam, requester and a box to tick the preparation.
 */
export default function ListagemExamesAgendadosPage() {
  const [form] = Form.useForm<{ data: string; equipamentoId?: number }>();
  const [gerando, setGerando] = useState(false);
  const opcoes = useQuery({
    queryKey: ['img', 'agendamento', 'create', 'listagem'],
    queryFn: () => agendamentoImagemApi.formularioListagem(),
    staleTime: 60_000,
  });
  const imprimir = async (v: { data: string; equipamentoId?: number }) => {
    setGerando(true);
    try {
      const r = await baixarArquivo(`${API_LISTAGEM}/pdf`, { data: v.data, equipamentoId: v.equipamentoId });
      if (r.tipo === 'arquivo') imprimirPdf(r.blob, r.nome !== 'arquivo' ? r.nome : `exames-imagem-agendados-${v.data}.pdf`);
    } catch (e) {
      handleApiError(e);
    } finally {
      setGerando(false);
    }
  };
  return (
    <div className="sm-page">
      <PageHeader title="Listagem de exames agendados" subTitle="Exames de imagem do dia por equipamento, para a sala." />
      <Card size="small">
        <Form form={form} layout="vertical" initialValues={{ data: hoje() }} onFinish={imprimir}>
          <Row gutter={12} align="bottom">
            <Col xs={12} md={5}>
              <Form.Item name="data" label="Data" rules={[{ required: true, message: 'O campo Data é obrigatório.' }]}>
                <DateInput aria-label="Data" />
              </Form.Item>
            </Col>
            <Col xs={24} md={10}>
              <Form.Item name="equipamentoId" label="Equipamento">
                <Select
                  aria-label="Equipamento"
                  allowClear
                  placeholder="Todos os equipamentos"
                  options={(opcoes.data?.data.equipamentos ?? []).map((e) => ({ value: e.id, label: `${e.nome} – ${e.unidadeNome}` }))}
                />
              </Form.Item>
            </Col>
            <Col>
              <Form.Item>
                <Button type="primary" htmlType="submit" icon={<PrinterOutlined />} loading={gerando}>
                  Imprimir listagem
                </Button>
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Card>
    </div>
  );
}
