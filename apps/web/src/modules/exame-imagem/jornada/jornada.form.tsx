import {
  DIAS_SEMANA,
  horariosDaGrade,
  imgJornadaResource,
  NOME_MODALIDADE_IMAGEM,
  RECURSO_AGENDA,
  RECURSOS_JORNADA_IMAGEM,
} from '@saude/shared';
import { Alert, Checkbox, Col, Divider, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';
import { DateInput } from '../../../components/fields/DateInput';
import { TimeInput } from '../../../components/fields/TimeInput';

type Opcao = { id: number; nome: string };
type Equipamento = Opcao & { unidadeId: number; modalidade: number };
type Profissional = Opcao & { unidadeIds: number[] };
const DIAS = DIAS_SEMANA.map((label, value) => ({ value, label }));
const R = imgJornadaResource;

/** The day's slots against the vacancies, live, so the agenda is seen before it is saved. */
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
      message={`${horarios} horários de exame por dia · ${vagas} vagas`}
      description={vagas > horarios ? 'As vagas ultrapassam os horários do dia.' : undefined}
    />
  );
}

/**
 * exame-imagem/jornada create and edit: an equipment's agenda (its unit is the equipment's) or a professional's
 * (at a unit where the professional is lotado), weekdays, times, slot length and vacancies.
 */
export function JornadaImagemForm({ id, equipamentoId }: { id?: number; equipamentoId?: number }) {
  return (
    <ResourceFormPage resource={R} id={id}>
      {({ form, options }) => {
        const equipamentos = (options.equipamentos ?? []) as Equipamento[];
        const profissionais = (options.profissionais ?? []) as Profissional[];
        const unidades = (options.unidades ?? []) as Opcao[];
        const infraestruturas = (options.infraestruturas ?? []) as (Opcao & { unidadeId: number })[];
        const inicial = !id && equipamentoId ? equipamentos.find((e) => e.id === equipamentoId) : undefined;
        return (
          <>
            <Row gutter={16}>
              <Col xs={24} md={6}>
                <Form.Item label="Agenda de" {...campo(R, 'recursoTipo')} initialValue={RECURSO_AGENDA.EQUIPAMENTO}>
                  <Radio.Group
                    aria-label="Agenda de"
                    optionType="button"
                    options={RECURSOS_JORNADA_IMAGEM.map((r) => ({ value: r.value, label: r.label }))}
                    onChange={() => form.setFieldsValue({ recursoId: undefined })}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={10}>
                <Form.Item noStyle shouldUpdate={(a, b) => a.recursoTipo !== b.recursoTipo}>
                  {({ getFieldValue }) =>
                    getFieldValue('recursoTipo') === RECURSO_AGENDA.PROFISSIONAL ? (
                      <Form.Item label="Profissional" {...campo(R, 'recursoId')}>
                        <Select
                          aria-label="Profissional"
                          showSearch
                          optionFilterProp="label"
                          options={profissionais.map((p) => ({ value: p.id, label: p.nome }))}
                          onChange={(v: number) => {
                            const p = profissionais.find((x) => x.id === v);
                            if (p?.unidadeIds.length === 1) form.setFieldsValue({ unidadeId: p.unidadeIds[0] });
                          }}
                        />
                      </Form.Item>
                    ) : (
                      <Form.Item label="Equipamento" {...campo(R, 'recursoId')} initialValue={inicial?.id}>
                        <Select
                          aria-label="Equipamento"
                          showSearch
                          optionFilterProp="label"
                          options={equipamentos.map((e) => ({
                            value: e.id,
                            label: `${e.nome} (${NOME_MODALIDADE_IMAGEM[e.modalidade] ?? ''})`,
                          }))}
                          onChange={(v: number) => form.setFieldsValue({ unidadeId: equipamentos.find((e) => e.id === v)?.unidadeId })}
                        />
                      </Form.Item>
                    )
                  }
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item noStyle shouldUpdate={(a, b) => a.recursoTipo !== b.recursoTipo || a.recursoId !== b.recursoId}>
                  {({ getFieldValue }) => {
                    const profissional = profissionais.find((p) => p.id === getFieldValue('recursoId'));
                    const doProfissional = getFieldValue('recursoTipo') === RECURSO_AGENDA.PROFISSIONAL && profissional;
                    return (
                      <Form.Item
                        label="Unidade"
                        {...campo(R, 'unidadeId')}
                        initialValue={inicial?.unidadeId}
                        extra={getFieldValue('recursoTipo') === RECURSO_AGENDA.EQUIPAMENTO ? 'A unidade do equipamento.' : undefined}
                      >
                        <Select
                          aria-label="Unidade"
                          showSearch
                          optionFilterProp="label"
                          disabled={getFieldValue('recursoTipo') === RECURSO_AGENDA.EQUIPAMENTO}
                          options={unidades
                            .filter((u) => !doProfissional || profissional.unidadeIds.includes(u.id))
                            .map((u) => ({ value: u.id, label: u.nome }))}
                        />
                      </Form.Item>
                    );
                  }}
                </Form.Item>
              </Col>
            </Row>
            <Row gutter={16}>
              <Col xs={24} md={10}>
                <Form.Item noStyle shouldUpdate={(a, b) => a.unidadeId !== b.unidadeId}>
                  {({ getFieldValue }) => (
                    <Form.Item label="Local (sala)" {...campo(R, 'infraestruturaId')}>
                      <Select
                        aria-label="Local (sala)"
                        allowClear
                        showSearch
                        optionFilterProp="label"
                        options={infraestruturas
                          .filter((i) => i.unidadeId === getFieldValue('unidadeId'))
                          .map((i) => ({ value: i.id, label: i.nome }))}
                      />
                    </Form.Item>
                  )}
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item label="Situação" {...campo(R, 'situacaoId')} initialValue={(options.situacoes as Opcao[] | undefined)?.[0]?.id}>
                  <Select
                    aria-label="Situação"
                    options={((options.situacoes ?? []) as Opcao[]).map((s) => ({ value: s.id, label: s.nome }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item {...campo(R, 'abertaOutrasUnidades')} valuePropName="checked" initialValue label=" ">
                  <Checkbox>Aberta a outras unidades solicitantes</Checkbox>
                </Form.Item>
              </Col>
            </Row>
            <Divider titlePlacement="start">Dias e horários</Divider>
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
                <Form.Item label="Tempo por exame (min)" {...campo(R, 'duracaoMinutos')} initialValue={15}>
                  <InputNumber aria-label="Tempo por exame (minutos)" min={1} max={240} style={{ width: '100%' }} />
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
            <Form.Item label="Observação (sai no comprovante)" {...campo(R, 'observacao')} style={{ marginTop: 16 }}>
              <Input.TextArea aria-label="Observação" maxLength={500} rows={2} />
            </Form.Item>
          </>
        );
      }}
    </ResourceFormPage>
  );
}
