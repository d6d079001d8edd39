import { jornadaResource, RECURSO_AGENDA, RecursoAgendaNome } from '@saude/shared';
import { Alert, Checkbox, Col, Divider, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import { CampoDiasSemana, CamposInicioFim, useHorariosDoDia } from '../../../components/agenda/GradeDiariaCampos';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';
import { DateInput } from '../../../components/fields/DateInput';

type Opcao = { id: number; nome: string };
const sel = (l: Opcao[] | undefined) => (l ?? []).map((o) => ({ value: o.id, label: o.nome }));
const COTAS = [
  ['vagasPrimeiraVez', 'Primeira vez'],
  ['vagasRetorno', 'Retorno'],
  ['vagasReguladas', 'Reguladas (central de regulação)'],
  ['vagasReservadas', 'Reservadas para unidade'],
] as const;

/** The day's slots and the quotas' total, live, so the clerk sees what the agenda offers before saving. */
function ResumoGrade() {
  const form = Form.useFormInstance();
  const v = Form.useWatch([], form) ?? {};
  const horarios = useHorariosDoDia();
  if (horarios === null) return null;
  const total = COTAS.reduce((s, [k]) => s + (Number(v[k]) || 0), 0);
  return (
    <Alert
      type={total > horarios ? 'warning' : 'info'}
      showIcon
      message={`${horarios} horários por dia · ${total} vagas distribuídas`}
      description={total > horarios ? 'A soma das vagas ultrapassa os horários do dia.' : undefined}
    />
  );
}

/** ambulatorio/jornada create and edit: resource, place, weekdays, times, slot length, validity and quotas. */
export function JornadaForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage resource={jornadaResource} id={id}>
      {({ options }) => (
        <>
          <Row gutter={16}>
            <Col xs={24} md={6}>
              <Form.Item label="Tipo de agenda" {...campo(jornadaResource, 'recursoTipo')} initialValue={RECURSO_AGENDA.PROFISSIONAL}>
                <Radio.Group
                  options={[RECURSO_AGENDA.PROFISSIONAL, RECURSO_AGENDA.SERVICO].map((v) => ({ value: v, label: RecursoAgendaNome[v] }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={10}>
              <Form.Item noStyle shouldUpdate={(a, b) => a.recursoTipo !== b.recursoTipo}>
                {({ getFieldValue }) => {
                  const servico = getFieldValue('recursoTipo') === RECURSO_AGENDA.SERVICO;
                  return (
                    <Form.Item label={servico ? 'Serviço' : 'Profissional'} {...campo(jornadaResource, 'recursoId')}>
                      <Select
                        aria-label={servico ? 'Serviço' : 'Profissional'}
                        showSearch
                        optionFilterProp="label"
                        options={sel(servico ? options.servicos : options.profissionais)}
                      />
                    </Form.Item>
                  );
                }}
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label="Especialidade" {...campo(jornadaResource, 'especialidadeId')}>
                <Select aria-label="Especialidade" showSearch optionFilterProp="label" options={sel(options.especialidades)} />
              </Form.Item>
            </Col>
            <Col xs={24} md={10}>
              <Form.Item label="Unidade" {...campo(jornadaResource, 'unidadeId')}>
                <Select aria-label="Unidade" showSearch optionFilterProp="label" options={sel(options.unidades)} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item label="Situação" {...campo(jornadaResource, 'situacaoId')}>
                <Select aria-label="Situação" options={sel(options.situacoes)} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item {...campo(jornadaResource, 'abertaOutrasUnidades')} valuePropName="checked" initialValue={false} label=" ">
                <Checkbox>Aberta a agendamentos de outras unidades</Checkbox>
              </Form.Item>
            </Col>
          </Row>
          <Divider titlePlacement="start">Dias e horários</Divider>
          <CampoDiasSemana resource={jornadaResource} />
          <Row gutter={16}>
            <CamposInicioFim resource={jornadaResource} rotulos={['Horário de Entrada', 'Horário de Saída']} />
            <Col xs={12} md={5}>
              <Form.Item label="Tempo por atendimento (min)" {...campo(jornadaResource, 'duracaoMinutos')} initialValue={20}>
                <InputNumber aria-label="Tempo por atendimento (minutos)" min={5} max={480} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item label="Início da vigência" {...campo(jornadaResource, 'vigenciaInicio')}>
                <DateInput aria-label="Início da vigência" />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item label="Fim da vigência" {...campo(jornadaResource, 'vigenciaFim')}>
                <DateInput aria-label="Fim da vigência" />
              </Form.Item>
            </Col>
            <Col xs={24} md={3}>
              <Form.Item {...campo(jornadaResource, 'viraDia')} valuePropName="checked" initialValue={false} label=" ">
                <Checkbox>Termina no dia seguinte</Checkbox>
              </Form.Item>
            </Col>
          </Row>
          <Divider titlePlacement="start">Vagas por dia</Divider>
          <Row gutter={16}>
            {COTAS.map(([nome, label]) => (
              <Col xs={12} md={5} key={nome}>
                <Form.Item label={label} {...campo(jornadaResource, nome)} initialValue={0}>
                  <InputNumber aria-label={label} min={0} max={500} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            ))}
            <Col xs={24} md={4}>
              <Form.Item noStyle shouldUpdate={(a, b) => a.vagasReservadas !== b.vagasReservadas}>
                {({ getFieldValue }) =>
                  Number(getFieldValue('vagasReservadas')) > 0 ? (
                    <Form.Item label="Unidade das vagas reservadas" {...campo(jornadaResource, 'unidadeReservadaId')}>
                      <Select aria-label="Unidade das vagas reservadas" options={sel(options.unidades)} />
                    </Form.Item>
                  ) : null
                }
              </Form.Item>
            </Col>
          </Row>
          <ResumoGrade />
          <Form.Item label="Observação" {...campo(jornadaResource, 'observacao')} style={{ marginTop: 16 }}>
            <Input.TextArea maxLength={500} rows={2} />
          </Form.Item>
        </>
      )}
    </ResourceFormPage>
  );
}
