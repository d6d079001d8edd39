import { DIAS_SEMANA, horariosDaGrade, type ResourceDef } from '@saude/shared';
import { Alert, Checkbox, Col, Divider, Form, InputNumber, Row } from 'antd';
import { campo } from '../crud/resource-form';
import { DateInput } from '../fields/DateInput';
import { TimeInput } from '../fields/TimeInput';

const DIAS = DIAS_SEMANA.map((label, value) => ({ value, label }));

/**
 * How many slots the day's grid of the form being edited gives (its `horaInicio`, `horaFim`, `duracaoMinutos` and, where
 * the agenda has it, `viraDia`), live; null until the three are filled.
 */
export function useHorariosDoDia(): number | null {
  const form = Form.useFormInstance();
  const v = Form.useWatch([], form) ?? {};
  const hora = (h: unknown) => (typeof h === 'string' && /^\d{2}:\d{2}/.test(h) ? `${h.slice(0, 5)}:00` : null);
  const inicio = hora(v.horaInicio);
  const fim = hora(v.horaFim);
  const duracao = Number(v.duracaoMinutos);
  if (!inicio || !fim || !duracao) return null;
  return horariosDaGrade({ horaInicio: inicio, horaFim: fim, viraDia: Boolean(v.viraDia), duracaoMinutos: duracao }).length;
}

/** The day's slots against the vacancies, live, so the agenda is seen before it is saved. */
function ResumoGrade({ oQue }: { oQue: string }) {
  const form = Form.useFormInstance();
  const vagas = Number(Form.useWatch('vagas', form)) || 0;
  const horarios = useHorariosDoDia();
  if (horarios === null) return null;
  return (
    <Alert
      type={vagas > horarios ? 'warning' : 'info'}
      showIcon
      message={`${horarios} horários de ${oQue} por dia · ${vagas} vagas`}
      description={vagas > horarios ? 'As vagas ultrapassam os horários do dia.' : undefined}
    />
  );
}

/** The weekdays an agenda runs on; `padrao` checks some when creating. */
export function CampoDiasSemana({ resource: R, padrao }: { resource: ResourceDef; padrao?: number[] }) {
  return (
    <Form.Item label="Dias da semana" {...campo(R, 'diasSemana')} initialValue={padrao}>
      <Checkbox.Group options={DIAS} />
    </Form.Item>
  );
}

/** The start and end of the day's grid: two columns of the caller's Row (each names them its own way). */
export function CamposInicioFim({
  resource: R,
  rotulos = ['Horário inicial', 'Horário final'],
}: {
  resource: ResourceDef;
  rotulos?: [string, string];
}) {
  return (
    <>
      <Col xs={12} md={4}>
        <Form.Item label={rotulos[0]} {...campo(R, 'horaInicio')}>
          <TimeInput aria-label={rotulos[0]} />
        </Form.Item>
      </Col>
      <Col xs={12} md={4}>
        <Form.Item label={rotulos[1]} {...campo(R, 'horaFim')}>
          <TimeInput aria-label={rotulos[1]} />
        </Form.Item>
      </Col>
    </>
  );
}

/**
 * The daily grid of an exam agenda on the agenda engine (a resource with `diasSemana`, `horaInicio`, `horaFim`,
 * `duracaoMinutos`, `vagas`, `vigenciaInicio`, `vigenciaFim`): weekdays, times, the time per `oQue` ('coleta',
 * 'exame'), the vacancies and the validity, then the day's slots against the vacancies, live.
 */
export function GradeDiariaCampos({
  resource: R,
  titulo,
  oQue,
  duracaoPadrao,
}: {
  resource: ResourceDef;
  /** The divider above the grid. */
  titulo: string;
  oQue: string;
  duracaoPadrao: number;
}) {
  return (
    <>
      <Divider titlePlacement="start">{titulo}</Divider>
      <CampoDiasSemana resource={R} padrao={[1, 2, 3, 4, 5]} />
      <Row gutter={16}>
        <CamposInicioFim resource={R} />
        <Col xs={12} md={4}>
          <Form.Item label={`Tempo por ${oQue} (min)`} {...campo(R, 'duracaoMinutos')} initialValue={duracaoPadrao}>
            <InputNumber aria-label={`Tempo por ${oQue} (minutos)`} min={1} max={240} style={{ width: '100%' }} />
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
      <ResumoGrade oQue={oQue} />
    </>
  );
}
