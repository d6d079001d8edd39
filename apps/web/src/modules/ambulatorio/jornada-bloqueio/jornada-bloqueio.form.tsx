import { jornadaBloqueioResource } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, Row, Select } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';
import { DateInput } from '../../../components/fields/DateInput';
import { api } from '../../../lib/api';
import { AgendamentosAfetados } from './afetados';

type Linha = { id: number; recursoNome: string; especialidadeNome: string | null; unidadeNome: string };

/** The agendas to pick from (the agendas' own list, first 100 by name). */
function useJornadas() {
  return useQuery({
    queryKey: ['ambulatorio', 'jornadas-opcoes'],
    queryFn: () => api.get<{ data: Linha[] }>('/api/ambulatorio/jornada/datatable?length=100'),
  });
}

/** ambulatorio/jornada-bloqueio create and edit; the appointments the period hits are listed below the form. */
export function JornadaBloqueioForm({ id }: { id?: number }) {
  const { data } = useJornadas();
  const opcoes = (data?.data ?? []).map((j) => ({
    value: j.id,
    label: `${j.recursoNome}${j.especialidadeNome ? ` — ${j.especialidadeNome}` : ''} (${j.unidadeNome})`,
  }));
  return (
    <ResourceFormPage resource={jornadaBloqueioResource} id={id}>
      {({ form }) => (
        <>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item label="Agenda" {...campo(jornadaBloqueioResource, 'jornadaId')}>
                <Select aria-label="Agenda" showSearch optionFilterProp="label" options={opcoes} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item label="Data inicial" {...campo(jornadaBloqueioResource, 'dataInicio')}>
                <DateInput aria-label="Data inicial" />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item label="Data final" {...campo(jornadaBloqueioResource, 'dataFim')}>
                <DateInput aria-label="Data final" />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item label="Motivo" {...campo(jornadaBloqueioResource, 'motivo')}>
                <Input maxLength={300} placeholder="Férias, licença, capacitação…" />
              </Form.Item>
            </Col>
          </Row>
          <Afetados form={form} />
        </>
      )}
    </ResourceFormPage>
  );
}

function Afetados({ form }: { form: import('antd').FormInstance }) {
  const jornadaId = Form.useWatch('jornadaId', form) as number | undefined;
  const dataInicio = Form.useWatch('dataInicio', form) as string | undefined;
  const dataFim = Form.useWatch('dataFim', form) as string | undefined;
  const iso = (d?: string) => (d && /^\d{4}-\d{2}-\d{2}$/.test(d) ? d : undefined);
  return <AgendamentosAfetados jornadaId={jornadaId} dataInicio={iso(dataInicio)} dataFim={iso(dataFim)} />;
}
