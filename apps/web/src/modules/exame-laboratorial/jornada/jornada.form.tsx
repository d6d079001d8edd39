import { DIAS_SEMANA, horariosDaGrade, labJornadaResource } from '@saude/shared';
import { Alert, Checkbox, Col, Divider, Form, Input, InputNumber, Row, Select } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';
import { DateInput } from '../../../components/fields/DateInput';
import { TimeInput } from '../../../components/fields/TimeInput';

type Opcao = { id: number; nome: string };
const sel = (l: Opcao[] | undefined) => (l ?? []).map((o) => ({ value: o.id, label: o.nome }));
const DIAS = DIAS_SEMANA.map((label, value) => ({ value, label }));
const R = labJornadaResource;

/** The day's collection slots against the vacancies, live, so the agenda is seen before it is saved. */
function ResumoGrade() {
  const form = Form.useFormInstance();
  const v = Form.useWatch([], form) ?? {};
  const hora = (h: unknown) => (typeof h === 'string' && /^\d{2}:\d{2}/.test(h) ? `${h.slice(0, 5)}:00` : null);
  const inicio = hora(v.horaInicio);
  const fim = hora(v.horaFim);
  const duracao = Number(v.duracaoMinutos);
  if (!inicio || !fim || !duracao) return null;
  const horarios = horariosDaGrade({ horaInicio: inicio, horaFim: fim, viraDia: false, duracaoMinutos: duracao }).length;
  const vagas = Number(v.vagas) || 0;
  return (
    <Alert
      type={vagas > horarios ? 'warning' : 'info'}
      showIcon
      message={`${horarios} horários de coleta por dia · ${vagas} vagas`}
      description={vagas > horarios ? 'As vagas ultrapassam os horários do dia.' : undefined}
    />
  );
}

/** exame-laboratorial/jornada create and edit: the laboratory, the collection unit, weekdays, times and vacancies. */
export function JornadaLaboratorioForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage resource={R} id={id}>
      {({ options }) => (
        <>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item label="Laboratório" {...campo(R, 'laboratorioId')}>
                <Select aria-label="Laboratório" showSearch optionFilterProp="label" options={sel(options.laboratorios)} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label="Unidade de coleta" {...campo(R, 'unidadeId')}>
                <Select aria-label="Unidade de coleta" showSearch optionFilterProp="label" options={sel(options.unidades)} />
              </Form.Item>
            </Col>
            <Col xs={24} md={4}>
              <Form.Item label="Situação" {...campo(R, 'situacaoId')}>
                <Select aria-label="Situação" options={sel(options.situacoes)} />
              </Form.Item>
            </Col>
            <Col xs={24} md={4}>
              <Form.Item {...campo(R, 'abertaOutrasUnidades')} valuePropName="checked" initialValue label=" ">
                <Checkbox>Aberta a outras unidades</Checkbox>
              </Form.Item>
            </Col>
          </Row>
          <Divider titlePlacement="start">Dias e horários de coleta</Divider>
          <Form.Item label="Dias da semana" {...campo(R, 'diasSemana')} initialValue={[1, 2, 3, 4, 5]}>
            <Checkbox.Group options={DIAS} />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={12} md={4}>
              <Form.Item label="Horário inicial" {...campo(R, 'horaInicio')}>
                <TimeInput aria-label="Horário inicial" />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item label="Horário final" {...campo(R, 'horaFim')}>
                <TimeInput aria-label="Horário final" />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item label="Tempo por coleta (min)" {...campo(R, 'duracaoMinutos')} initialValue={10}>
                <InputNumber aria-label="Tempo por coleta (minutos)" min={1} max={240} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item label="Vagas por dia" {...campo(R, 'vagas')}>
                <InputNumber aria-label="Vagas por dia" min={1} max={1000} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item label="Início da vigência" {...campo(R, 'vigenciaInicio')}>
                <DateInput aria-label="Início da vigência" />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item label="Fim da vigência" {...campo(R, 'vigenciaFim')}>
                <DateInput aria-label="Fim da vigência" />
              </Form.Item>
            </Col>
          </Row>
          <ResumoGrade />
          <Form.Item label="Observação" {...campo(R, 'observacao')} style={{ marginTop: 16 }}>
            <Input.TextArea maxLength={500} rows={2} />
          </Form.Item>
        </>
      )}
    </ResourceFormPage>
  );
}
