import { MODALIDADES_IMAGEM, modeloLaudoImagemResource } from '@saude/shared';
import { Button, Col, Form, type FormInstance, Input, Row, Select, Space, Typography } from 'antd';
import { type SyntheticEvent, useRef } from 'react';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';

type Opcao = { id: number; nome: string };
type Campo = 'texto' | 'conclusao';
const R = modeloLaudoImagemResource;

/** What the report screen fills when the template is applied (see modeloLaudoImagemSchema). */
export const MARCADORES_LAUDO = ['[PACIENTE]', '[IDADE]', '[SEXO]', '[EXAME]', '[DATA]', '[SOLICITANTE]'] as const;

/**
 * The placeholders as clickable tags: a click inserts the placeholder where the cursor last was, in the report
 * text or the conclusion (the last one edited), and puts the cursor after it.
 */
function Marcadores({ form, cursor }: { form: FormInstance; cursor: React.RefObject<{ campo: Campo; inicio: number; fim: number }> }) {
  const inserir = (marcador: string) => {
    const { campo: nome, inicio, fim } = cursor.current;
    const atual = String(form.getFieldValue(nome) ?? '');
    const i = Math.min(inicio, atual.length);
    const f = Math.min(Math.max(fim, i), atual.length);
    form.setFieldValue(nome, atual.slice(0, i) + marcador + atual.slice(f));
    cursor.current = { campo: nome, inicio: i + marcador.length, fim: i + marcador.length };
    void form.validateFields([nome]).catch(() => undefined);
    const el = document.getElementById(`modelo-laudo-${nome}`) as HTMLTextAreaElement | null;
    if (el)
      requestAnimationFrame(() => {
        el.focus();
        el.setSelectionRange(i + marcador.length, i + marcador.length);
      });
  };
  return (
    <Space size={[4, 4]} wrap style={{ marginBottom: 8 }}>
      <Typography.Text type="secondary">Inserir no cursor:</Typography.Text>
      {MARCADORES_LAUDO.map((m) => (
        <Button
          key={m}
          size="small"
          type="dashed"
          aria-label={`Inserir ${m}`}
          // keeps the cursor (and the selection) in the text area while clicking
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => inserir(m)}
          style={{ fontFamily: 'monospace' }}
        >
          {m}
        </Button>
      ))}
    </Space>
  );
}

/**
 * exame-imagem/modelo-laudo create and edit: the template of one exam of the registry (imaging only) or of a
 * modality, its report text and its conclusion, with the placeholders the report screen fills.
 */
export function ModeloLaudoImagemForm({ id }: { id?: number }) {
  const cursor = useRef<{ campo: Campo; inicio: number; fim: number }>({
    campo: 'texto',
    inicio: Number.MAX_SAFE_INTEGER,
    fim: Number.MAX_SAFE_INTEGER,
  });
  const lembrar = (nome: Campo) => (e: SyntheticEvent<HTMLTextAreaElement>) => {
    const t = e.currentTarget;
    cursor.current = { campo: nome, inicio: t.selectionStart ?? t.value.length, fim: t.selectionEnd ?? t.value.length };
  };
  const eventos = (nome: Campo) => ({ onSelect: lembrar(nome), onKeyUp: lembrar(nome), onClick: lembrar(nome), onChange: lembrar(nome) });
  return (
    <ResourceFormPage resource={R} id={id}>
      {({ form, options }) => (
        <>
          <Row gutter={16}>
            <Col xs={24} md={10}>
              <Form.Item label="Nome" {...campo(R, 'nome')}>
                <Input aria-label="Nome" maxLength={150} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                label="Exame"
                {...campo(R, 'exameId')}
                extra="Um exame de imagem do cadastro; ou deixe vazio e escolha a modalidade."
              >
                <Select
                  aria-label="Exame"
                  showSearch
                  allowClear
                  optionFilterProp="label"
                  options={((options.exames ?? []) as Opcao[]).map((e) => ({ value: e.id, label: e.nome }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item label="Modalidade" {...campo(R, 'modalidade')}>
                <Select aria-label="Modalidade" allowClear options={MODALIDADES_IMAGEM.map((m) => ({ value: m.value, label: m.label }))} />
              </Form.Item>
            </Col>
          </Row>
          <Marcadores form={form} cursor={cursor} />
          <Form.Item label="Texto do laudo" {...campo(R, 'texto')}>
            <Input.TextArea id="modelo-laudo-texto" aria-label="Texto do laudo" rows={12} maxLength={20_000} {...eventos('texto')} />
          </Form.Item>
          <Form.Item label="Conclusão (impressão diagnóstica)" {...campo(R, 'conclusao')}>
            <Input.TextArea
              id="modelo-laudo-conclusao"
              aria-label="Conclusão (impressão diagnóstica)"
              rows={3}
              maxLength={4_000}
              {...eventos('conclusao')}
            />
          </Form.Item>
        </>
      )}
    </ResourceFormPage>
  );
}
