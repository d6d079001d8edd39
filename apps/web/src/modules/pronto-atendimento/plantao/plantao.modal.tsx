import { mensagens, PLANTAO_MAX_PROFISSIONAIS, plantaoSchema } from '@saude/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { DataHoraInput } from '../../../components/fields/DataHoraInput';
import { MultiSelect } from '../../../components/fields/MultiSelect';
import { api } from '../../../lib/api';
import { applyFormErrors, clearErrorsOnChange, handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { useSessao } from '../../../lib/session';
import { zodRule } from '../../../lib/zod-rule';
import { PLANTAO_API, type PlantaoFormulario, type PlantaoModelo, type Profissional, rotuloProfissional } from './plantao.api';

interface Valores {
  infraestruturaId?: number;
  inicio?: string | null;
  fim?: string | null;
  profissionalIds?: number[];
  observacao?: string | null;
}

const regra = (campo: keyof Valores) => [zodRule(plantaoSchema, campo)];

/**
 * Creates or edits a duty shift (spec 000 §2.3: plantao is an index-only screen, so the form is a modal).
 * Start and end are checked by the shared rule as they are typed (start before end, at most 24 hours).
 */
export function PlantaoModal({ id, onFechar }: { id: number | 'novo'; onFechar: () => void }) {
  const [form] = Form.useForm<Valores>();
  const [salvando, setSalvando] = useState(false);
  const queryClient = useQueryClient();
  const sessao = useSessao();
  const novo = id === 'novo';
  const url = novo ? `${PLANTAO_API}/create` : `${PLANTAO_API}/${id}/edit`;
  const carregamento = useQuery({ queryKey: ['form', url], queryFn: () => api.get<PlantaoFormulario>(url), gcTime: 0 });
  const dados = carregamento.data;

  const enviar = async (valores: Valores) => {
    setSalvando(true);
    try {
      await (novo ? api.post<PlantaoModelo>(PLANTAO_API, valores) : api.put<PlantaoModelo>(`${PLANTAO_API}/${id}`, valores));
      feedback.notification.success({ title: 'Sucesso', description: mensagens.registroSalvo });
      void queryClient.invalidateQueries({ queryKey: ['datatable', `${PLANTAO_API}/datatable`] });
      onFechar();
    } catch (e) {
      if (!applyFormErrors(form, e)) handleApiError(e);
    } finally {
      setSalvando(false);
    }
  };

  // the shift's own team stays choosable even if someone was blocked since
  const profissionais = new Map<number, Profissional>();
  for (const p of [...(dados?.form.profissionais ?? []), ...(dados?.model?.profissionais ?? [])]) profissionais.set(p.id, p);
  const localDaLotacao = sessao?.lotacao?.infraestrutura?.id;
  const inicial: Valores = dados?.model
    ? {
        infraestruturaId: dados.model.infraestruturaId,
        inicio: dados.model.inicio,
        fim: dados.model.fim,
        profissionalIds: dados.model.profissionalIds,
        observacao: dados.model.observacao,
      }
    : { infraestruturaId: dados?.form.locais.some((l) => l.id === localDaLotacao) ? localDaLotacao : undefined, profissionalIds: [] };

  return (
    <Modal
      open
      title={novo ? 'Cadastrar plantão' : 'Editar plantão'}
      okText="Salvar"
      cancelText="Cancelar"
      onOk={() => form.submit()}
      onCancel={onFechar}
      confirmLoading={salvando}
      okButtonProps={{ disabled: !dados }}
      destroyOnHidden
      width={640}
    >
      {!dados ? (
        <Skeleton active />
      ) : (
        <Form<Valores>
          form={form}
          layout="vertical"
          initialValues={inicial}
          validateTrigger="onChange"
          onValuesChange={clearErrorsOnChange(form)}
          onFinish={(v) => void enviar(v)}
        >
          <Form.Item label="Local de atendimento" name="infraestruturaId" required rules={regra('infraestruturaId')}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Selecione o local"
              options={dados.form.locais.map((l) => ({ value: l.id, label: l.label }))}
            />
          </Form.Item>
          <Form.Item label="Início" name="inicio" required dependencies={['fim']} rules={regra('inicio')}>
            <DataHoraInput rotuloData="Data de início" rotuloHora="Hora de início" />
          </Form.Item>
          <Form.Item label="Fim" name="fim" required dependencies={['inicio']} rules={regra('fim')}>
            <DataHoraInput rotuloData="Data de fim" rotuloHora="Hora de fim" />
          </Form.Item>
          <Form.Item label="Profissionais de plantão" name="profissionalIds" required rules={regra('profissionalIds')}>
            {/* the spec's multi-select limit of 3 (000 §9) does not apply: a shift carries its whole team */}
            <MultiSelect
              max={PLANTAO_MAX_PROFISSIONAIS}
              placeholder="Selecione os profissionais"
              options={[...profissionais.values()].map((p) => ({ value: p.id, label: rotuloProfissional(p) }))}
            />
          </Form.Item>
          <Form.Item label="Observação" name="observacao" rules={regra('observacao')}>
            <Input.TextArea maxLength={500} showCount rows={2} />
          </Form.Item>
          <Typography.Paragraph type="secondary">* Preenchimento obrigatório.</Typography.Paragraph>
        </Form>
      )}
    </Modal>
  );
}
