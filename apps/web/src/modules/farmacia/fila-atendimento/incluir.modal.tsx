import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Form, Modal, Select, Skeleton } from 'antd';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { filaFarmaciaApi as api, BASE_FILA_FARMACIA, type FormularioFilaFarmacia } from './fila.api';

interface Valores {
  pacienteId: number;
  prioridadeId?: number | null;
}

/**
 * "Incluir paciente na fila" (issue 19): the counter queues a patient who arrived without a ticket — or the patient
 * of the kiosk ticket the ticket counter sent here (`senhaFilaId`): the ticket's code and priority go with them and
 * the ticket is closed on saving.
 */
export function IncluirNaFilaModal({
  form: opcoes,
  senhaFilaId,
  aoFechar,
  aoSalvar,
}: {
  form: FormularioFilaFarmacia;
  senhaFilaId: number | null;
  aoFechar: () => void;
  aoSalvar: () => void;
}) {
  const [form] = Form.useForm<Valores>();
  const senha = useQuery({
    queryKey: ['farmacia', 'fila', 'senha', senhaFilaId],
    queryFn: () => api.senha(senhaFilaId as number),
    enabled: senhaFilaId !== null,
    retry: false,
  });
  const salvar = useMutation({
    mutationFn: (v: Valores) => api.incluir({ ...v, senhaFilaId }),
    onSuccess: (r) => {
      feedback.notification.success({ title: 'Sucesso', description: r.message ?? 'Paciente incluído na fila.' });
      aoSalvar();
    },
    onError: (e) => applyFormErrors(form, e),
  });
  const s = senha.data;
  const carregandoSenha = senhaFilaId !== null && senha.isLoading;
  return (
    <Modal
      open
      title={s ? `Incluir paciente na fila — senha ${s.codigo}` : 'Incluir paciente na fila'}
      okText="Incluir"
      cancelText="Cancelar"
      onCancel={aoFechar}
      onOk={() => form.submit()}
      okButtonProps={{ loading: salvar.isPending, disabled: carregandoSenha || senha.isError }}
      destroyOnHidden
    >
      {senha.isError && <Alert type="error" showIcon title="Senha não encontrada nesta farmácia." style={{ marginBottom: 12 }} />}
      {carregandoSenha ? (
        <Skeleton active />
      ) : (
        <Form<Valores>
          form={form}
          layout="vertical"
          initialValues={{ pacienteId: s?.paciente?.id, prioridadeId: s?.prioridade?.id ?? null }}
          onValuesChange={clearErrorsOnChange(form)}
          onFinish={(v) => salvar.mutate(v)}
        >
          <Form.Item name="pacienteId" label="Paciente" rules={[{ required: true, message: 'O campo Paciente é obrigatório.' }]}>
            <Autocomplete<{ id: number; label: string }>
              autoFocus
              url={`${BASE_FILA_FARMACIA}/paciente/autocomplete`}
              label="Paciente"
              placeholder="Nome, CPF, CNS ou nascimento"
              optionLabel="label"
              itemInicial={s?.paciente ? { id: s.paciente.id, label: s.paciente.nome } : null}
            />
          </Form.Item>
          <Form.Item name="prioridadeId" label="Prioridade" extra="Prioridades legais são conferidas com a idade e o sexo do cadastro.">
            <Select
              allowClear
              placeholder="Sem prioridade"
              options={opcoes.prioridades.map((p) => ({ value: p.id, label: p.legal ? `${p.nome} (legal)` : p.nome }))}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
