import { imgJornadaResource, NOME_MODALIDADE_IMAGEM, RECURSO_AGENDA, RECURSOS_JORNADA_IMAGEM } from '@saude/shared';
import { Checkbox, Col, Form, Input, Radio, Row, Select } from 'antd';
import { GradeDiariaCampos } from '../../../components/agenda/GradeDiariaCampos';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';

type Opcao = { id: number; nome: string };
type Equipamento = Opcao & { unidadeId: number; modalidade: number };
type Profissional = Opcao & { unidadeIds: number[] };
const R = imgJornadaResource;

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
            <GradeDiariaCampos resource={R} titulo="Dias e horários" oQue="exame" duracaoPadrao={15} />
            <Form.Item label="Observação (sai no comprovante)" {...campo(R, 'observacao')} style={{ marginTop: 16 }}>
              <Input.TextArea aria-label="Observação" maxLength={500} rows={2} />
            </Form.Item>
          </>
        );
      }}
    </ResourceFormPage>
  );
}
