import {
  livroEdicaoSchema,
  livroFechamentoSchema,
  livroLinhaManualSchema,
  MENSAGENS_LIVRO,
  TIPOS_LINHA_LIVRO,
  TIPOS_LINHA_MANUAL,
  type TipoLivro,
} from '@saude/shared';
import { Alert, Col, Form, type FormInstance, Input, InputNumber, Modal, Radio, Row } from 'antd';
import { useState } from 'react';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { DateInput } from '../../../components/fields/DateInput';
import { TextArea } from '../../../components/fields/TextArea';
import { hoje } from '../../../lib/dates';
import { applyFormErrors, clearErrorsOnChange, handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { zodRule } from '../../../lib/zod-rule';
import { type LivroModelo, livroApi } from './livro.api';

interface PropsModal {
  tipo: TipoLivro;
  livro: LivroModelo;
  aberto: boolean;
  onFechar: () => void;
  /** After a successful write: the book and its lines are read again. */
  onGravado: () => void;
}

/** Submits a modal's form: success closes it with the message, a 422 lands on the fields. */
function useEnvio<T>(form: FormInstance<T>, p: PropsModal, mensagem: string) {
  const [enviando, setEnviando] = useState(false);
  const enviar = async (acao: () => Promise<unknown>) => {
    setEnviando(true);
    try {
      await acao();
      feedback.notification.success({ title: 'Sucesso', description: mensagem });
      form.resetFields();
      p.onGravado();
      p.onFechar();
    } catch (e) {
      if (!applyFormErrors(form, e)) handleApiError(e);
    } finally {
      setEnviando(false);
    }
  };
  return { enviando, enviar };
}

interface ValoresLinha {
  livroId: number;
  materialId: number | null;
  tipo: (typeof TIPOS_LINHA_MANUAL)[number];
  data: string | null;
  quantidade: number | null;
  historico: string;
  numeroReceita?: string | null;
  prescritor?: string | null;
  justificativa: string;
}
const regraLinha = (campo: keyof ValoresLinha) => [zodRule(livroLinhaManualSchema, campo)];

/** "Lançar linha manual": what the system did not see, with its justification (the balance never goes negative). */
export function LinhaManualModal(p: PropsModal) {
  const [form] = Form.useForm<ValoresLinha>();
  const { enviando, enviar } = useEnvio(form, p, MENSAGENS_LIVRO.linhaLancada);
  const a = livroApi(p.tipo);
  return (
    <Modal
      open={p.aberto}
      title="Lançar linha manual"
      okText="Lançar"
      cancelText="Cancelar"
      width={720}
      confirmLoading={enviando}
      onOk={() => form.submit()}
      onCancel={p.onFechar}
      destroyOnHidden
    >
      <Form<ValoresLinha>
        form={form}
        layout="vertical"
        initialValues={{ livroId: p.livro.id, tipo: 'entrada', data: hoje() }}
        onValuesChange={clearErrorsOnChange(form)}
        onFinish={(v) => void enviar(() => a.lancar(v))}
      >
        <Form.Item name="livroId" hidden>
          <Input />
        </Form.Item>
        <Form.Item name="materialId" label="Substância / medicamento" rules={regraLinha('materialId')}>
          <Autocomplete<{ id: number; label: string }>
            url={`${a.base}/material/autocomplete`}
            label="Substância / medicamento"
            placeholder="Nome do medicamento (2 letras ou mais)"
            optionLabel="label"
          />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} md={10}>
            <Form.Item name="tipo" label="Tipo" rules={regraLinha('tipo')}>
              <Radio.Group optionType="button" options={TIPOS_LINHA_MANUAL.map((t) => ({ value: t, label: TIPOS_LINHA_LIVRO[t] }))} />
            </Form.Item>
          </Col>
          <Col xs={12} md={7}>
            <Form.Item name="data" label="Data" rules={regraLinha('data')}>
              <DateInput minDate={p.livro.dataAbertura} maxDate={hoje()} />
            </Form.Item>
          </Col>
          <Col xs={12} md={7}>
            <Form.Item name="quantidade" label="Quantidade" rules={regraLinha('quantidade')}>
              <InputNumber aria-label="Quantidade" min={1} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="historico" label="Histórico" rules={regraLinha('historico')}>
          <Input maxLength={500} placeholder="De onde veio ou para onde foi (fornecedor e nota, paciente, unidade)" />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item name="numeroReceita" label="Receita / notificação nº">
              <Input maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="prescritor" label="Prescritor (nome e conselho)">
              <Input maxLength={200} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="justificativa" label="Justificativa" rules={regraLinha('justificativa')}>
          <TextArea max={1000} placeholder="Por que esta linha é lançada à mão (o que o sistema não registrou)" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** "Fechar livro": the closing date; the closing term is written with the book's figures and the book freezes. */
export function FecharLivroModal(p: PropsModal) {
  const [form] = Form.useForm<{ dataFechamento: string | null }>();
  const { enviando, enviar } = useEnvio(form, p, MENSAGENS_LIVRO.fechadoComSucesso);
  return (
    <Modal
      open={p.aberto}
      title={`Fechar o livro nº ${p.livro.numero}`}
      okText="Fechar livro"
      okButtonProps={{ danger: true }}
      cancelText="Cancelar"
      confirmLoading={enviando}
      onOk={() => form.submit()}
      onCancel={p.onFechar}
      destroyOnHidden
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title="Depois de fechado, o livro não aceita linhas nem alterações. As movimentações seguintes vão para o próximo livro."
      />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ dataFechamento: hoje() }}
        onValuesChange={clearErrorsOnChange(form)}
        onFinish={(v) => void enviar(() => livroApi(p.tipo).fechar(String(p.livro.id), v.dataFechamento))}
      >
        <Form.Item name="dataFechamento" label="Data de fechamento" rules={[zodRule(livroFechamentoSchema, 'dataFechamento')]}>
          <DateInput minDate={p.livro.dataAbertura} maxDate={hoje()} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface ValoresAbertura {
  responsavelNome: string;
  responsavelConselho: string;
  termoAbertura: string;
}
const regraAbertura = (campo: keyof ValoresAbertura) => [zodRule(livroEdicaoSchema, campo)];

/** Corrects the responsible pharmacist and the opening term while the book is open. */
export function AberturaModal(p: PropsModal) {
  const [form] = Form.useForm<ValoresAbertura>();
  const { enviando, enviar } = useEnvio(form, p, 'Registro salvo com sucesso!');
  return (
    <Modal
      open={p.aberto}
      title="Termo de abertura"
      okText="Salvar"
      cancelText="Cancelar"
      width={720}
      confirmLoading={enviando}
      onOk={() => form.submit()}
      onCancel={p.onFechar}
      destroyOnHidden
    >
      <Form<ValoresAbertura>
        form={form}
        layout="vertical"
        initialValues={{
          responsavelNome: p.livro.responsavelNome,
          responsavelConselho: p.livro.responsavelConselho,
          termoAbertura: p.livro.termoAbertura ?? '',
        }}
        onValuesChange={clearErrorsOnChange(form)}
        onFinish={(v) => void enviar(() => livroApi(p.tipo).editar(String(p.livro.id), v))}
      >
        <Row gutter={12}>
          <Col xs={24} md={16}>
            <Form.Item name="responsavelNome" label="Farmacêutico responsável" rules={regraAbertura('responsavelNome')}>
              <Input maxLength={150} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="responsavelConselho" label="Registro no conselho (CRF)" rules={regraAbertura('responsavelConselho')}>
              <Input maxLength={30} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="termoAbertura" label="Termo de abertura" rules={regraAbertura('termoAbertura')}>
          <TextArea max={4000} rows={6} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
