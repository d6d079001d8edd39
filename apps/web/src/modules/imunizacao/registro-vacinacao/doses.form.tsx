import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CODIGOS_DOSE, type CodigoDose, LOCAIS_APLICACAO, proximaDose, VIAS_VACINACAO } from '@saude/shared';
import { Button, Col, Form, type FormInstance, Input, Row, Select } from 'antd';
import { DateInput } from '../../../components/fields/DateInput';
import { formatarData, formatarDataHora } from '../../../lib/dates';
import { nomeDose } from '../comum/imunizacao.rotulos';
import type { DadosRegistro, DoseForm, RegistroForm } from './registro.api';

type Vacina = DadosRegistro['vacinas'][number];

/** The dose the calendar expects next of a vaccine: the first due/overdue/upcoming one, else its first dose. */
export function doseSugerida(d: DadosRegistro, v: Vacina): string | undefined {
  const item =
    d.situacao.find((i) => i.sigla === v.sigla && (i.situacao === 'atrasada' || i.situacao === 'devida')) ??
    d.situacao.find((i) => i.sigla === v.sigla && i.situacao === 'em_dia');
  if (item) return item.dose;
  return d.calendario.vacinas.find((c) => c.sigla === v.sigla)?.doses[0]?.dose ?? 'DU';
}

/** Aprazamento suggested by the calendar (`proximaDose`), or null. */
export function proximaSugerida(d: DadosRegistro, v: Vacina | undefined, dose: string | undefined, data: string): string | null {
  if (!v?.sigla || !dose || !d.paciente.dataNascimento) return null;
  const historico = d.historico
    .filter((h) => h.sigla)
    .map((h) => ({ sigla: h.sigla as string, dose: h.dose as CodigoDose, data: h.dataAplicacao }));
  const p = proximaDose(d.calendario, { nascimento: d.paciente.dataNascimento, sexo: d.sexo, gestante: d.gestante }, historico, {
    sigla: v.sigla,
    dose: dose as CodigoDose,
    data,
  });
  return p?.data ?? null;
}

/** A new dose line prefilled for a vaccine: suggested dose, FEFO lot, the vaccine's route, the aprazamento. */
export function novaDose(d: DadosRegistro, v: Vacina, data: string): DoseForm {
  const dose = doseSugerida(d, v);
  return { vacinaId: v.id, dose, loteId: v.lotes[0]?.loteId, via: v.via, proximaDoseData: proximaSugerida(d, v, dose, data) };
}

const rotuloLote = (l: Vacina['lotes'][number]) =>
  `${l.lote} — val. ${formatarData(l.validade)} — ${l.disponivel} dose(s)` +
  (l.frasco ? ` — frasco aberto: ${l.frasco.dosesRestantes} dose(s) até ${formatarDataHora(l.frasco.venceEm)}` : '');

/**
 * The doses recorded at once (issue 20): vaccine of the room, dose (suggested), lot (only the room's, valid, FEFO
 * first, with the open vial), route and site, next-dose date (suggested, editable) and observation.
 */
export function DosesForm({ dados, form }: { dados: DadosRegistro; form: FormInstance<RegistroForm> }) {
  const vacinaDe = (id?: number) => dados.vacinas.find((v) => v.id === id);
  const data = (Form.useWatch('dataAplicacao', form) as string | undefined) ?? dados.hoje;
  // re-render the lines when a vaccine changes (its lots and dose options follow)
  Form.useWatch('doses', form);
  const atualizar = (i: number, patch: Partial<DoseForm>) => {
    const doses = [...((form.getFieldValue('doses') ?? []) as DoseForm[])];
    doses[i] = { ...doses[i], ...patch };
    form.setFieldValue('doses', doses);
  };
  return (
    <Form.List name="doses">
      {(campos, { add, remove }) => (
        <>
          {campos.map(({ key, name }) => {
            const linha = (form.getFieldValue(['doses', name]) ?? {}) as DoseForm;
            const v = vacinaDe(linha.vacinaId);
            return (
              <Row key={key} gutter={8} align="bottom" style={{ borderBottom: '1px solid #f0f0f0', marginBottom: 8 }}>
                <Col xs={24} md={8}>
                  <Form.Item
                    name={[name, 'vacinaId']}
                    label="Vacina"
                    rules={[{ required: true, message: 'O campo Vacina é obrigatório.' }]}
                  >
                    <Select
                      showSearch
                      optionFilterProp="label"
                      aria-label={`Vacina ${name + 1}`}
                      options={dados.vacinas.map((x) => ({ value: x.id, label: x.nome }))}
                      onChange={(id: number) => {
                        const nova = vacinaDe(id);
                        if (nova) atualizar(name, novaDose(dados, nova, data));
                      }}
                    />
                  </Form.Item>
                </Col>
                <Col xs={12} md={4}>
                  <Form.Item name={[name, 'dose']} label="Dose" rules={[{ required: true, message: 'O campo Dose é obrigatório.' }]}>
                    <Select
                      aria-label={`Dose ${name + 1}`}
                      options={CODIGOS_DOSE.map((c) => ({ value: c, label: nomeDose(c) }))}
                      onChange={(dose: string) => atualizar(name, { dose, proximaDoseData: proximaSugerida(dados, v, dose, data) })}
                    />
                  </Form.Item>
                </Col>
                <Col xs={12} md={12}>
                  <Form.Item name={[name, 'loteId']} label="Lote" rules={[{ required: true, message: 'O campo Lote é obrigatório.' }]}>
                    <Select
                      aria-label={`Lote ${name + 1}`}
                      options={(v?.lotes ?? []).map((l) => ({ value: l.loteId, label: rotuloLote(l) }))}
                    />
                  </Form.Item>
                </Col>
                <Col xs={12} md={4}>
                  <Form.Item name={[name, 'via']} label="Via">
                    <Select allowClear options={VIAS_VACINACAO.map((x) => ({ value: x.codigo, label: x.nome }))} />
                  </Form.Item>
                </Col>
                <Col xs={12} md={6}>
                  <Form.Item name={[name, 'localAplicacao']} label="Local de aplicação">
                    <Select allowClear options={LOCAIS_APLICACAO.map((x) => ({ value: x.codigo, label: x.nome }))} />
                  </Form.Item>
                </Col>
                <Col xs={12} md={4}>
                  <Form.Item name={[name, 'proximaDoseData']} label="Próxima dose">
                    <DateInput aria-label={`Próxima dose ${name + 1}`} />
                  </Form.Item>
                </Col>
                <Col xs={20} md={8}>
                  <Form.Item name={[name, 'observacao']} label="Observação">
                    <Input maxLength={500} />
                  </Form.Item>
                </Col>
                <Col xs={4} md={2}>
                  <Form.Item>
                    <Button aria-label={`Remover dose ${name + 1}`} icon={<DeleteOutlined />} onClick={() => remove(name)} />
                  </Form.Item>
                </Col>
              </Row>
            );
          })}
          <Button icon={<PlusOutlined />} onClick={() => add({})} disabled={dados.vacinas.length === 0}>
            Adicionar dose
          </Button>
        </>
      )}
    </Form.List>
  );
}
