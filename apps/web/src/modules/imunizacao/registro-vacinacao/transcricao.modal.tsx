import { CODIGOS_DOSE } from '@saude/shared';
import { useMutation } from '@tanstack/react-query';
import { Form, Input, Modal, Radio, Select } from 'antd';
import { DateInput } from '../../../components/fields/DateInput';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { nomeDose } from '../comum/imunizacao.rotulos';
import { type DadosRegistro, motivosDaJustificativa, registroApi } from './registro.api';

interface Valores {
  origem: number;
  vacinaId?: number;
  dose?: string;
  dataAplicacao?: string;
  loteNumero?: string;
  estabelecimentoOrigem?: string;
  profissionalNome?: string;
  justificativa?: string;
}

/**
 * "Transcrever dose anterior" (issue 20): a dose given elsewhere, as the card says — from a card (caderneta) or abroad;
 * no stock moves; the calendar still refuses a duplicate and asks a reason when its rules say so.
 */
export function TranscricaoModal({ dados, aoFechar, aoSalvar }: { dados: DadosRegistro; aoFechar: () => void; aoSalvar: () => void }) {
  const [form] = Form.useForm<Valores>();
  const precisaMotivo = Form.useWatch('justificativa', form) !== undefined;
  const salvar = useMutation({
    mutationFn: (v: Valores) =>
      registroApi.transcrever({
        pacienteId: dados.paciente.pacienteId,
        origem: v.origem,
        justificativa: v.justificativa ?? null,
        doses: [
          {
            vacinaId: v.vacinaId,
            dose: v.dose,
            dataAplicacao: v.dataAplicacao,
            loteNumero: v.loteNumero,
            estabelecimentoOrigem: v.estabelecimentoOrigem,
            profissionalNome: v.profissionalNome,
          },
        ],
      }),
    onSuccess: (r) => {
      feedback.notification.success({ title: 'Sucesso', description: r.message });
      aoSalvar();
    },
    onError: (e) => {
      const motivos = motivosDaJustificativa(e);
      if (motivos) form.setFieldValue('justificativa', form.getFieldValue('justificativa') ?? '');
      applyFormErrors(form, e);
    },
  });
  const erro = (campo: string) => [{ required: true, message: `O campo ${campo} é obrigatório.` }];
  return (
    <Modal
      open
      title="Transcrever dose anterior"
      okText="Transcrever"
      cancelText="Cancelar"
      onCancel={aoFechar}
      onOk={() => form.submit()}
      okButtonProps={{ loading: salvar.isPending }}
      destroyOnHidden
    >
      <Form<Valores>
        form={form}
        layout="vertical"
        initialValues={{ origem: 2 }}
        onValuesChange={clearErrorsOnChange(form)}
        onFinish={(v) => salvar.mutate(v)}
      >
        <Form.Item name="origem" label="Origem">
          <Radio.Group
            options={[
              { value: 2, label: 'Caderneta (outro serviço)' },
              { value: 3, label: 'Exterior' },
            ]}
          />
        </Form.Item>
        <Form.Item name="vacinaId" label="Vacina" rules={erro('Vacina')}>
          <Select showSearch optionFilterProp="label" options={dados.todasVacinas.map((v) => ({ value: v.id, label: v.nome }))} />
        </Form.Item>
        <Form.Item name="dose" label="Dose" rules={erro('Dose')}>
          <Select options={CODIGOS_DOSE.map((c) => ({ value: c, label: nomeDose(c) }))} />
        </Form.Item>
        <Form.Item name="dataAplicacao" label="Data da aplicação" rules={erro('Data da aplicação')}>
          <DateInput maxDate={dados.hoje} />
        </Form.Item>
        <Form.Item name="loteNumero" label="Lote">
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="estabelecimentoOrigem" label="Estabelecimento ou país" rules={erro('Estabelecimento ou país')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="profissionalNome" label="Vacinador">
          <Input maxLength={200} />
        </Form.Item>
        {precisaMotivo && (
          <Form.Item name="justificativa" label="Justificativa" rules={erro('Justificativa')}>
            <Input.TextArea rows={3} maxLength={1000} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
